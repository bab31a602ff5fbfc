// Public surface of the physical collection (pure): CSV in and out, card resolution, product
// contents, deck needs, copy allocation and pull/return lists. See ../README.md "Collection".
export { readCsv, writeCsv, detectSeparator, csvCell, type CsvRecord, type CsvSeparator, type CsvTable } from './csv';
export { planColumns, guessField, identifiesCards, type ColumnPlan } from './columns';
export {
  parseCondition,
  parseLanguage,
  parseQuantity,
  parseStatus,
  parseTags,
  CONDITION_LABELS,
  MAX_ROW_QUANTITY,
} from './values';
export { resolveCardRef, physicalCode, cardNumberOf, type CardRef, type CardResolution } from './resolve';
export { productContents, productSize, deckNeeds, type DeckNeeds, type ProductLine } from './products';
export { planAllocation, pullLines, storageOrder, type AllocationPlan, type CopyRef } from './allocate';
export {
  planCsvImport,
  unreadableCsv,
  MAX_CSV_COPIES,
  MAX_CSV_ROWS,
  type CopyAttributes,
  type CsvCopyLine,
  type CsvPlan,
} from './csv-import';
export { exportCollectionCsv, CSV_EXPORT_HEADERS, type ExportCopy } from './csv-export';
export { mcCollectionRules, codesOfCard } from './rules';
