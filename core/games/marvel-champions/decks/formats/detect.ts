/**
 * One entry point over the three deck file formats: guess the format of pasted or opened content,
 * parse or write by format, and the file type each format is saved as.
 */
import type { McCatalog } from '../../catalog/model';
import type { McDeck } from '../model';
import type { DeckExport, DeckImport } from './common';
import { exportMarvelCdbDeck, parseMarvelCdbDeck } from './marvelcdb-json';
import { exportOctgnDeck, parseOctgnDeck } from './octgn';
import { exportDeckText, parseDeckText } from './text';

export const MC_DECK_FORMATS = ['marvelcdb-json', 'text', 'octgn'] as const;
export type McDeckFormat = (typeof MC_DECK_FORMATS)[number];

/** File extension (with the dot) and MIME type of each format. */
export const DECK_FILE_TYPES: Record<McDeckFormat, { ext: string; mime: string }> = {
  'marvelcdb-json': { ext: '.json', mime: 'application/json' },
  text: { ext: '.txt', mime: 'text/plain' },
  octgn: { ext: '.o8d', mime: 'application/xml' },
};

/**
 * The format of deck content, from its first non-blank character (a byte-order mark skipped):
 * `{` or `[` → MarvelCDB JSON (broken JSON is then reported by that parser as `invalidJson`,
 * which says more than a text parse would), `<` → OCTGN .o8d, anything else → plain text.
 */
export function detectDeckFormat(content: string): McDeckFormat {
  const first = /\S/.exec(content.replace(/^\uFEFF/, ''))?.[0];
  if (first === '{' || first === '[') return 'marvelcdb-json';
  if (first === '<') return 'octgn';
  return 'text';
}

/** Parse content in a format (detected when not given). `name` names an .o8d deck, which carries none. */
export function parseDeck(
  content: string,
  catalog: McCatalog,
  format: McDeckFormat = detectDeckFormat(content),
  name?: string,
): DeckImport & { format: McDeckFormat } {
  switch (format) {
    case 'marvelcdb-json':
      return { ...parseMarvelCdbDeck(content, catalog), format };
    case 'octgn':
      return { ...parseOctgnDeck(content, catalog, name), format };
    case 'text':
      return { ...parseDeckText(content, catalog), format };
  }
}

/** Write a deck in a format, as the text of the file (MarvelCDB JSON pretty-printed). */
export function exportDeck(deck: McDeck, catalog: McCatalog, format: McDeckFormat): DeckExport<string> {
  switch (format) {
    case 'marvelcdb-json': {
      const out = exportMarvelCdbDeck(deck, catalog);
      return { value: `${JSON.stringify(out.value, null, 2)}\n`, warnings: out.warnings };
    }
    case 'octgn':
      return exportOctgnDeck(deck, catalog);
    case 'text':
      return exportDeckText(deck, catalog);
  }
}
