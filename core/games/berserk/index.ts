// Public surface of Berserk (pure core): its platform definition, the catalog model and importers,
// the collection's singles, completion, wants and trades, and the deck and squad validator.
export { berserk } from './definition';
export * from './catalog/model';
export { importLists, readLists, setCodeOf, CSV_HEADERS, REQUIRED_FIELDS } from './catalog/parse';
export { searchCards } from './catalog/search';
export { berserkIndex, nameKey } from './catalog/index-cache';
export { transliterate, looseKey, foldedKey } from './catalog/translit';
export { berserkCatalogDefinition } from './catalog/definition';
export { berserkCollectionRules, VARIANTS, variantOf, isFoil, isFullSize, type Variant } from './collection/rules';
export {
  setCompletion,
  completionReport,
  copiesPerCode,
  wantsList,
  tradeList,
  keepFor,
  SET_COMPLETION_SQL,
  COPIES_PER_CODE_SQL,
  type SetCompletion,
  type RarityCompletion,
  type WantLine,
  type TradeLine,
  type SqlAll,
} from './collection/completion';
export { DECK_FORMATS, DEFAULT_FORMAT, SQUAD_LIMITS, type DeckFormat, type SquadLimits } from './decks/formats';
export { validateDeck, validateSquad, type DeckVerdict, type SquadSummary } from './decks/validate';
export { berserkDeckRules, FORMAT_IDS, SQUAD_FORMAT } from './decks/rules';
