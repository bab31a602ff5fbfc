/**
 * File name of an export (saved games, campaigns): the record's name with every character no file
 * system accepts (control characters included) replaced by `_`, at most 80 characters, `fallback`
 * when the name is empty; then `ext`.
 */
export function exportFileName(name: string, fallback: string, ext: string): string {
  // eslint-disable-next-line no-control-regex -- characters no file system accepts, control characters included
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').slice(0, 80) || fallback;
  return `${safe}${ext}`;
}
