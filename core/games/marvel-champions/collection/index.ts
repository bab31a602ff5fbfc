// Public surface of the physical collection (pure): card resolution, product contents, deck needs,
// the collection rules, and the platform's allocation and CSV bound to this game's catalog.
// See ../README.md "Collection".
export { resolveCardRef, physicalCode, cardNumberOf, type CardRef, type CardResolution } from './resolve';
export { productContents, productSize, deckNeeds, type DeckNeeds, type ProductLine } from './products';
export { planAllocation, pullLines, storageOrder, type AllocationPlan, type CopyRef } from './allocate';
export { planCsvImport, exportCollectionCsv } from './csv';
export { mcCollectionRules, codesOfCard } from './rules';
