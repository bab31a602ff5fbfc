// Public surface of the Marvel Champions game module (pure core). See README.md.

// catalog: model, importer, lookups, reprints, translations, search
export * from './catalog/model';
export { parseMarvelCdb, type DataSetFiles, type ParseOptions } from './catalog/parse';
export { catalogIndex, identityOf, listIdentities, type CatalogIndex } from './catalog/lookup';
export { countsByCard, groupPrintings, originalCode, printingsOf } from './catalog/reprints';
export { mcCatalogDefinition, mcCardLanguage, DEFAULT_MC_DOWNLOAD_URL } from './catalog/definition';
export * from './catalog/api';
export { cardTranslation, catalogLanguages, localizeCard, localizedName, type NamedKind } from './catalog/translate';
export { foldCompact, foldText, foldedIncludes, splitTraits, titleKey, traitKey } from './catalog/fold';
export {
  compileSearch,
  parseSearchQuery,
  searchCards,
  SEARCH_FIELDS,
  SEARCH_FLAGS,
  type ParsedQuery,
  type SearchField,
  type SearchOp,
  type SearchOptions,
  type SearchProblem,
  type SearchProblemCode,
  type SearchResult,
  type SearchTerm,
} from './catalog/search';

// decks: model, validator, collection constraint, formats
export * from './decks/model';
export { validateDeck, inferAspects, DECK_MIN_CARDS, DECK_MAX_CARDS } from './decks/validate';
export { deckRules, type CardKind, type CardRule, type DeckRules, type IdentityRule } from './decks/rules-index';
export { checkCollection, type CollectionCheck } from './decks/collection';
export {
  FORMAT_PROBLEM_CODES,
  OCTGN_GAME_ID,
  type DeckExport,
  type DeckImport,
  type FormatProblem,
  type FormatProblemCode,
} from './decks/formats/common';
export { exportMarvelCdbDeck, parseMarvelCdbDeck, type MarvelCdbDeckJson } from './decks/formats/marvelcdb-json';
export { exportDeckText, parseDeckText } from './decks/formats/text';
export { exportOctgnDeck, parseOctgnDeck } from './decks/formats/octgn';
export {
  detectDeckFormat,
  parseDeck,
  exportDeck,
  DECK_FILE_TYPES,
  MC_DECK_FORMATS,
  type McDeckFormat,
} from './decks/formats/detect';
export { diffDecks, type DeckState, type McDeckDiff } from './decks/diff';
export { deckStats, countedSize, type McDeckStats } from './decks/stats';
export { mcDeckRules } from './decks/rules';
export * from './collection/index';

// engine: the rules engine (kernel GameModule), its options and view types
export {
  mcEngine,
  mcOptionsSchema,
  MC_REJECTIONS,
  type McOptions,
  type McView,
  type McState,
  type McAction,
} from './engine';

// the platform's view of the game (core/platform/definition.ts), listed in core/games/registry.ts
export { marvelChampions } from './definition';
