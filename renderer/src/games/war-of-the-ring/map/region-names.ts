/**
 * Region names on screen. Board names stay English in every language, except where the Turkish
 * rulebook (seed 001, the setup lists of its "Oyunu Hazırlama" chapter and the Fellowship examples)
 * names a region in Turkish: those names are used for Turkish.
 */
import type { RegionId } from '../../../../../core/games/war-of-the-ring/data';
import type { WotrRegionInfo } from './types';

const TURKISH: Readonly<Partial<Record<RegionId, string>>> = {
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

/** The name of a region in a UI language (`tr`, `en`, …). */
export function regionName(region: WotrRegionInfo, locale: string): string {
  if (locale.startsWith('tr')) return TURKISH[region.id] ?? region.name;
  return region.name;
}
