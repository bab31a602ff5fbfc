/**
 * War of the Ring (2nd edition): the ids every part of the game uses (data, engine, renderer).
 * Shared conventions: /work/briefs/s9/wotr-ids.md. Pure TypeScript, no runtime dependencies.
 */

/** The two sides (rules digest §1.7). */
export const SIDES = ['fp', 'shadow'] as const;
export type Side = (typeof SIDES)[number];

/** Free Peoples nations (§1.7). */
export const FP_NATIONS = ['elves', 'dwarves', 'north', 'rohan', 'gondor'] as const;
/** Shadow nations (§1.7); `southrons` stands for Southrons & Easterlings. */
export const SHADOW_NATIONS = ['sauron', 'isengard', 'southrons'] as const;
export const NATION_IDS = [...FP_NATIONS, ...SHADOW_NATIONS] as const;
export type FpNationId = (typeof FP_NATIONS)[number];
export type ShadowNationId = (typeof SHADOW_NATIONS)[number];
export type NationId = FpNationId | ShadowNationId;

/** Figure kinds on the map: `leader` is a Free Peoples Leader, `nazgul` a Shadow leader (§1.2, §7.2). */
export const UNIT_KINDS = ['regular', 'elite', 'leader', 'nazgul'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
/** Army units (count toward Combat Strength and stacking, §7.1, §8.3). */
export type ArmyUnitKind = 'regular' | 'elite';

/** What a region can hold (§1.7): a Settlement (town, city, stronghold) or a fortification. */
export const SETTLEMENT_KINDS = ['town', 'city', 'stronghold', 'fortification'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/** The seven Companions who start in the Fellowship (§2.1, §5.1). */
export const COMPANION_IDS = ['gandalf-grey', 'strider', 'boromir', 'legolas', 'gimli', 'merry', 'pippin'] as const;
/** Free Peoples characters that come into play with a Will of the West die (§6.7). */
export const FP_ENTERING_CHARACTER_IDS = ['aragorn', 'gandalf-white'] as const;
/** Shadow characters (Minions, §1.5). */
export const MINION_IDS = ['saruman', 'witch-king', 'mouth-of-sauron'] as const;
export const CHARACTER_IDS = [...COMPANION_IDS, 'gollum', ...FP_ENTERING_CHARACTER_IDS, ...MINION_IDS] as const;
export type CompanionId = (typeof COMPANION_IDS)[number];
export type MinionId = (typeof MINION_IDS)[number];
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** Event decks (§4.6) and the type icon in a card's corner. */
export type EventDeck = 'character' | 'strategy';
export type EventTypeIcon = 'character' | 'army' | 'muster';

/**
 * The id of a region from its English name: lowercase ASCII kebab case, diacritics stripped,
 * apostrophes and commas removed, spaces to '-'. "Barad-dûr" → `barad-dur`, "Helm's Deep" → `helms-deep`.
 */
export function regionId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’,]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Every region id of the board (105, §1.7), in the order of `REGIONS` (west to east, north to south by area). */
export const REGION_IDS = [
  // Lindon and Eriador
  'forlindon',
  'north-ered-luin',
  'ered-luin',
  'grey-havens',
  'harlindon',
  'tower-hills',
  'evendim',
  'the-shire',
  'south-ered-luin',
  'old-forest',
  'buckland',
  'north-downs',
  'bree',
  'arnor',
  'weather-hills',
  'south-downs',
  'cardolan',
  'minhiriath',
  'ettenmoors',
  'angmar',
  'mount-gram',
  'trollshaws',
  'rivendell',
  'fords-of-bruinen',
  'hollin',
  'high-pass',
  // Dunland, Enedwaith, Isengard
  'north-dunland',
  'tharbad',
  'south-dunland',
  'enedwaith',
  'gap-of-rohan',
  'orthanc',
  'druwaith-iaur',
  'andrast',
  // Misty Mountains and the Anduin
  'moria',
  'mount-gundabad',
  'eagles-eyrie',
  'goblins-gate',
  'old-ford',
  'gladden-fields',
  'dimrill-dale',
  'lorien',
  'parth-celebrant',
  'north-anduin-vale',
  'south-anduin-vale',
  // Rohan
  'fangorn',
  'fords-of-isen',
  'helms-deep',
  'westemnet',
  'edoras',
  'folde',
  'eastemnet',
  // Gondor
  'anfalas',
  'erech',
  'dol-amroth',
  'lamedon',
  'pelargir',
  'lossarnach',
  'minas-tirith',
  'druadan-forest',
  'osgiliath',
  // Emyn Muil, Ithilien, Harondor
  'western-brown-lands',
  'eastern-brown-lands',
  'western-emyn-muil',
  'eastern-emyn-muil',
  'dead-marshes',
  'north-ithilien',
  'south-ithilien',
  'west-harondor',
  'east-harondor',
  // Harad
  'umbar',
  'near-harad',
  'far-harad',
  'khand',
  // Mordor
  'morannon',
  'minas-morgul',
  'gorgoroth',
  'nurn',
  'barad-dur',
  // Mirkwood and the North
  'carrock',
  'rhosgobel',
  'western-mirkwood',
  'northern-mirkwood',
  'woodland-realm',
  'old-forest-road',
  'narrows-of-the-forest',
  'eastern-mirkwood',
  'dol-guldur',
  'southern-mirkwood',
  'withered-heath',
  'erebor',
  'dale',
  'iron-hills',
  // Rhovanion, Rhûn, Dorwinion
  'northern-rhovanion',
  'southern-rhovanion',
  'vale-of-the-carnen',
  'vale-of-the-celduin',
  'north-rhun',
  'east-rhun',
  'south-rhun',
  'northern-dorwinion',
  'southern-dorwinion',
  'noman-lands',
  'dagorlad',
  'ash-mountains',
] as const;
export type RegionId = (typeof REGION_IDS)[number];

/** True when `id` is one of the board's region ids. */
export function isRegionId(id: string): id is RegionId {
  return REGION_ID_SET.has(id);
}
const REGION_ID_SET: ReadonlySet<string> = new Set<string>(REGION_IDS);

/** Hunt tile ids (Appendix A.2): `eye-<n>`, `std-<n>`, special tiles `fp.<name>` / `shadow.<name>`. */
export type HuntTileId = string;
/** Event card ids: `<side>.<kebab name>`, e.g. `fp.athelas`. */
export type EventCardId = `${Side}.${string}`;
