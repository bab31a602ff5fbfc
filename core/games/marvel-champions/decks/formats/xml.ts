/**
 * A small, tolerant XML reader for deck files (.o8d): elements, attributes, text, CDATA, comments,
 * processing instructions and DOCTYPE are understood; namespaces are not. Pure (no DOM), never
 * throws: a malformed document yields `{ root: null, errorAt }`.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: Array<XmlElement | string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** CDATA section for any text ("]]>" split across sections). */
export function cdata(s: string): string {
  return `<![CDATA[${s.split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

/** Markup skipped whole: comments, processing instructions (the XML declaration), doctypes. */
const SKIPPED: ReadonlyArray<readonly [open: string, close: string]> = [
  ['<!--', '-->'],
  ['<?', '?>'],
  ['<!', '>'],
];

const ATTR_RE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAME_RE = /^[A-Za-z_:][\w:.-]*/;

export function parseXml(text: string): { root: XmlElement | null; errorAt: number | null } {
  const s = text.replace(/^\uFEFF/, '');
  const n = s.length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  const fail = (at: number) => ({ root: null, errorAt: at });
  while (i < n) {
    const lt = s.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) {
      const t = s.slice(i, textEnd);
      if (stack.length) stack[stack.length - 1].children.push(decodeEntities(t));
      else if (t.trim()) return fail(i);
      i = textEnd;
      if (lt < 0) break;
    }
    if (s.startsWith('<![CDATA[', i)) {
      const end = s.indexOf(']]>', i + 9);
      if (end < 0 || !stack.length) return fail(i);
      stack[stack.length - 1].children.push(s.slice(i + 9, end));
      i = end + 3;
      continue;
    }
    const skipped = SKIPPED.find(([open]) => s.startsWith(open, i));
    if (skipped) {
      const [open, close] = skipped;
      const end = s.indexOf(close, i + open.length);
      if (end < 0) return fail(i);
      i = end + close.length;
      continue;
    }
    const gt = s.indexOf('>', i + 1);
    if (gt < 0) return fail(i);
    // a '>' inside a quoted attribute value: find the real end of the tag
    let end = i + 1;
    let quote: string | null = null;
    for (; end < n; end++) {
      const ch = s[end];
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '>') break;
    }
    if (end >= n) return fail(i);
    const inner = s.slice(i + 1, end);
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) return fail(i);
      if (!stack.length) root = root ?? open;
      i = end + 1;
      continue;
    }
    const selfClosing = inner.endsWith('/');
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const nm = NAME_RE.exec(body);
    if (!nm) return fail(i);
    const el: XmlElement = { name: nm[0], attrs: {}, children: [] };
    const attrText = body.slice(nm[0].length);
    ATTR_RE.lastIndex = 0;
    let am: RegExpExecArray | null;
    while ((am = ATTR_RE.exec(attrText))) el.attrs[am[1]] = decodeEntities(am[2] ?? am[3] ?? '');
    if (stack.length) stack[stack.length - 1].children.push(el);
    else if (root) return fail(i); // a second root element
    if (selfClosing) {
      if (!stack.length) root = el;
    } else stack.push(el);
    i = end + 1;
  }
  if (stack.length || !root) return fail(n);
  return { root, errorAt: null };
}

/** Concatenated text content of an element. */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Every descendant element named `name` (document order). */
export function findAll(el: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const c of el.children) {
    if (typeof c === 'string') continue;
    if (c.name === name) out.push(c);
    findAll(c, name, out);
  }
  return out;
}
