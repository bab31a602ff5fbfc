// The collection CSV with this game's card reader: the platform's importer and exporter
// (core/platform/csv) bound to the catalog, as the collection service runs them.
import type { CsvOptions, CsvPlan, ExportCopy } from '../../../platform/collection';
import { exportCollectionCsv as exportWith } from '../../../platform/csv/export';
import { planCsvImport as planWith } from '../../../platform/csv/import';
import type { McCatalog } from '../catalog/model';
import { mcCollectionRules } from './rules';

/** Reads a collection CSV against the catalog (see the platform's planCsvImport). */
export function planCsvImport(catalog: McCatalog, content: string, options: CsvOptions = {}): CsvPlan {
  const csv = mcCollectionRules.csv!;
  return planWith(content, options, { resolve: (ref) => csv.resolve(catalog, ref), headers: csv.headers });
}

/** The collection as CSV, in release order (see the platform's exportCollectionCsv). */
export function exportCollectionCsv(catalog: McCatalog, copies: Iterable<ExportCopy>): string {
  return exportWith(mcCollectionRules, catalog, copies);
}
