/**
 * Region names on screen, one table per language; a region a table does not list keeps its English
 * board name. Turkish: the names the Turkish rulebook gives (seed 001, the setup lists of its "Oyunu
 * Hazırlama" chapter and the Fellowship examples). German and Hungarian: the names of the novel's
 * standard translations (region-names-de.ts, region-names-hu.ts). Every name and its source is listed
 * in core/games/war-of-the-ring/TERMS.md ("Region names"); a test keeps the two in step.
 */
import type { RegionId } from '../../../../../core/games/war-of-the-ring/data';
import { nameIn, type NameTable, type NameTables } from './names-by-language';
import { GERMAN } from './region-names-de';
import { HUNGARIAN } from './region-names-hu';

const TURKISH: NameTable<RegionId> = {
  'iron-hills': 'Demir Tepeler',
  'woodland-realm': 'Orman Krallığı',
  'north-downs': 'Kuzey Tepeleri',
  'the-shire': 'Shire',
  'fords-of-isen': 'İsen Geçitleri',
  'north-dunland': 'Kuzey Dunland',
  'south-dunland': 'Güney Dunland',
  'mount-gundabad': 'Gundabad Dağı',
  'far-harad': 'Uzak Harad',
  'near-harad': 'Yakın Harad',
  'north-rhun': 'Kuzey Rhûn',
  'south-rhun': 'Güney Rhûn',
  'fords-of-bruinen': 'Bruinen Geçidi',
  'goblins-gate': 'Goblin Kapısı',
};

/** The names by the language part of a locale (`de-AT` → `de`). */
export const REGION_NAME_TABLES: NameTables<RegionId> = {
  tr: TURKISH,
  de: GERMAN,
  hu: HUNGARIAN,
};

/**
 * The name of a region in a UI language (`tr`, `en`, …). Takes any `{ id, name }` with the board's
 * English name, so the tracker's Settlements (its own content) are named the same way as the map's regions.
 */
export function regionName(region: { readonly id: string; readonly name: string }, locale: string): string {
  return nameIn(REGION_NAME_TABLES, locale, region.id, region.name);
}
