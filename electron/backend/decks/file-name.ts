/** Windows refuses these as file names whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * A deck name made safe as a file name on Windows, macOS and Linux: characters no system allows
 * become `_`, runs of spaces collapse, trailing dots and spaces go, at most 100 characters; a
 * reserved Windows name gets a leading `_`; nothing left → `deck`.
 */
export function safeFileName(name: string): string {
  let s = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  s = [...s].slice(0, 100).join('');
  s = s.replace(/[. ]+$/, '');
  if (RESERVED.test(s.split('.')[0] ?? '')) s = `_${s}`;
  return s || 'deck';
}
