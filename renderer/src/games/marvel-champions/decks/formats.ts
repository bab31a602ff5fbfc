import type { DeckFormat } from '../../../../../core/api/decks';

/**
 * The deck file formats by their published names. Brand and file-type names stay as published
 * (not messages); only the plain-text format has a word to translate (`mc.decks.formats.text`).
 */
/** The game's deck file formats (`decks.import`/`decks.export` refuse others). */
export const MC_DECK_FORMATS = ['marvelcdb-json', 'text', 'octgn'] as const;

export function formatLabel(format: DeckFormat, t: (key: string) => string): string {
  switch (format) {
    case 'marvelcdb-json':
      return 'MarvelCDB JSON';
    case 'octgn':
      return 'OCTGN (.o8d)';
    case 'text':
      return t('mc.decks.formats.text');
    default:
      return format;
  }
}
