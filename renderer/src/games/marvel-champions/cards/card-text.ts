/**
 * Card texts from the imported data are HTML-ish (`<b>`, `<i>`, `<em>`, `<hr />`, line breaks) with
 * icon tokens (`[energy]`, `[star]`, `[per_hero]`, …). They come from a file the user chose, so they
 * are never inserted as HTML: this splits them into plain segments the CardText component renders
 * as text nodes. Tags we do not know are dropped, their content kept.
 */

export type TextSegment =
  | { kind: 'text'; text: string; bold: boolean; italic: boolean }
  | { kind: 'icon'; icon: string; bold: boolean; italic: boolean }
  | { kind: 'break' }
  | { kind: 'rule' };

const TOKEN_RE = /<\s*(\/?)\s*([a-z]+)[^>]*>|\[([a-z_]+)\]|\r?\n/gi;

export function parseCardText(text: string | null | undefined): TextSegment[] {
  if (!text) return [];
  const out: TextSegment[] = [];
  let bold = 0;
  let italic = 0;
  let last = 0;
  const pushText = (s: string) => {
    if (!s) return;
    const prev = out[out.length - 1];
    if (prev && prev.kind === 'text' && prev.bold === bold > 0 && prev.italic === italic > 0)
      prev.text += decodeEntities(s);
    else out.push({ kind: 'text', text: decodeEntities(s), bold: bold > 0, italic: italic > 0 });
  };
  for (const m of text.matchAll(TOKEN_RE)) {
    pushText(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[3]) {
      out.push({ kind: 'icon', icon: m[3].toLowerCase(), bold: bold > 0, italic: italic > 0 });
      continue;
    }
    if (!m[2]) {
      out.push({ kind: 'break' });
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    const selfClosing = /\/\s*>$/.test(m[0]);
    if (tag === 'b' || tag === 'strong') {
      if (selfClosing) continue;
      bold = Math.max(0, bold + (closing ? -1 : 1));
    } else if (tag === 'i' || tag === 'em') {
      if (selfClosing) continue;
      italic = Math.max(0, italic + (closing ? -1 : 1));
    } else if (tag === 'br') {
      out.push({ kind: 'break' });
    } else if (tag === 'hr') {
      out.push({ kind: 'rule' });
    }
  }
  pushText(text.slice(last));
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const n = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
