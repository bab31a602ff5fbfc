// Public surface of Berserk (pure core): its platform definition, the catalog model and importers,
// the collection's singles, completion, wants and trades, and the deck and squad validator; Berserk:
// Heroes cards (catalog/heroes.ts), the hero boxes, the Heroes formats and the Heroes text list.
export { berserk } from './definition';
export * from './catalog/model';
export { importLists, readLists, setCodeOf, CSV_HEADERS, REQUIRED_FIELDS } from './catalog/parse';
export { searchCards } from './catalog/search';
export { berserkIndex, nameKey, type AnyCard } from './catalog/index-cache';
export {
  HEROES_LINE,
  HEROES_KINDS,
  EQUIPMENT_SLOTS,
  isHeroesCard,
  type HeroesCard,
  type HeroesKind,
  type EquipmentSlot,
} from './catalog/heroes';
export { HERO_BOXES, heroBoxOf, BORN_IN_THE_STORM, type HeroBox, type BoxPart } from './collection/products';
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
export {
  DECK_FORMATS,
  DEFAULT_FORMAT,
  SQUAD_LIMITS,
  HEROES_FORMATS,
  HEROES_ROTATION,
  heroesLegalSets,
  type DeckFormat,
  type SquadLimits,
  type HeroesFormat,
  type HeroesRotation,
} from './decks/formats';
export {
  validateDeck,
  validateSquad,
  validateHeroesDeck,
  elementFits,
  type DeckVerdict,
  type SquadSummary,
  type HeroesVerdict,
} from './decks/validate';
export {
  parseHeroesText,
  exportHeroesText,
  parseSiteJson,
  exportSiteJson,
  isHeroesFormat,
  heroesDeckCards,
} from './decks/heroes-text';
export { berserkDeckRules, FORMAT_IDS, SQUAD_FORMAT } from './decks/rules';
