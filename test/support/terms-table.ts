// War of the Ring's terms file (core/games/war-of-the-ring/TERMS.md) as the terms tests read it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The text of War of the Ring's TERMS.md. */
export const wotrTerms = (): string => fs.readFileSync(path.join(ROOT, 'core/games/war-of-the-ring/TERMS.md'), 'utf8');

/** The cells of the rows of the markdown table that starts at `heading` (its header and separator skipped); null if absent. */
export function tableAfter(text: string, heading: string): string[][] | null {
  const start = text.indexOf(heading);
  if (start < 0) return null;
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** `stem` at the start of a word of `text` (so the Turkish "av" of Av Kutusu does not match "savaş"). */
export function hasStem(text: string, stem: string): boolean {
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}`, 'u').test(text);
}
