// Marvel Champions' answers to the generic deck service (core/platform/decks.ts): the validator,
// charts, the counted size, the hero's name, the version diff and the three deck file formats.
import { DeckhandError } from '../../../api/errors';
import type { DeckInput, DeckRules } from '../../../platform/decks';
import { catalogIndex } from '../catalog/lookup';
import { MC_GAME_ID, type McCatalog } from '../catalog/model';
import { localizeCard } from '../catalog/translate';
import { diffDecks } from './diff';
import { DECK_FILE_TYPES, exportDeck, MC_DECK_FORMATS, parseDeck, type McDeckFormat } from './formats/detect';
import type { McDeck } from './model';
import { countedSize, deckStats } from './stats';
import { validateDeck } from './validate';

const toMcDeck = (d: DeckInput): McDeck => ({
  identity: d.identity,
  aspects: [...d.aspects],
  slots: { ...d.slots },
  name: d.name,
  description: d.notes,
  tags: d.tags ? [...d.tags] : undefined,
});

/** One of the game's deck formats (dispatch already refuses others; a direct call is checked too). */
function mcFormat(format: string): McDeckFormat {
  if (!(MC_DECK_FORMATS as readonly string[]).includes(format))
    throw new DeckhandError('deck_format_unknown', { game: MC_GAME_ID, format });
  return format as McDeckFormat;
}

export const mcDeckRules: DeckRules<McCatalog> = {
  fileTypes: DECK_FILE_TYPES,
  validate(catalog, deck) {
    const v = validateDeck(toMcDeck(deck), catalog);
    return {
      valid: v.valid,
      problems: v.problems,
      warnings: v.warnings,
      identity: v.identity,
      aspects: v.aspects,
      size: v.size,
    };
  },
  stats: (catalog, deck) => deckStats(deck, catalog),
  countedSize: (catalog, deck) => countedSize(deck, catalog),
  identityName(catalog, identity, lang) {
    const idx = catalogIndex(catalog);
    // the deck list names the validator's resolved identity as the catalog has it
    if (lang === null) return idx.byCode.get(identity)?.name ?? null;
    const canon = idx.canonicalOf(identity);
    const main = canon ? idx.identityOfFace.get(canon) : undefined;
    const card = main ? idx.byCode.get(main) : undefined;
    // MarvelCDB has German card names; English otherwise
    return card ? localizeCard(catalog, card, lang === 'de' ? 'de' : 'en').name : null;
  },
  diff: (catalog, a, b, from, to) => diffDecks(a, b, catalog, from, to),
  parse(catalog, content, format, name) {
    const parsed = parseDeck(content, catalog, format === undefined ? undefined : mcFormat(format), name);
    const d = parsed.deck;
    return {
      format: parsed.format,
      deck: d && {
        identity: d.identity,
        aspects: d.aspects,
        slots: d.slots,
        name: d.name,
        notes: d.description,
        tags: d.tags,
      },
      problems: parsed.problems.map((p) => ({ code: p.code, params: p.params })),
      warnings: parsed.warnings.map((p) => ({ code: p.code, params: p.params })),
    };
  },
  export(catalog, deck, format) {
    const out = exportDeck(toMcDeck(deck), catalog, mcFormat(format));
    return { value: out.value, warnings: out.warnings.map((w) => ({ code: w.code, params: w.params })) };
  },
};
