/**
 * The normalized Marvel Champions catalog: what the importer makes of a MarvelCDB-layout data set.
 *
 * Everything here is plain JSON (arrays and records, no Map/class) so the backend can store it and
 * rebuild it. Texts (`text`, `flavor`, `errata`, `back*`) are kept only as data the *user* supplied
 * in their import; the project ships none (ARCHITECTURE.md §3).
 */

export const MC_GAME_ID = 'marvel-champions';

/** Resource icons printed at the bottom left of player cards. */
export const RESOURCE_KINDS = ['energy', 'mental', 'physical', 'wild'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Types a player deck is made of (identity faces excluded). */
export const PLAYER_CARD_TYPES = ['ally', 'event', 'support', 'upgrade', 'resource', 'player_side_scheme'] as const;
/** The two faces of an identity card. */
export const IDENTITY_TYPES = ['hero', 'alter_ego'] as const;

/** Factions that are not deck-building aspects even though the data may mark them primary. */
export const NON_ASPECT_FACTIONS = ['basic', 'hero', 'encounter', 'campaign'] as const;
/** Used when factions.json is missing: the aspects of the data set (is_primary and not basic). */
export const DEFAULT_ASPECTS = ['aggression', 'justice', 'leadership', 'protection', 'pool'] as const;

/** Numeric and boolean stat fields, kept under their MarvelCDB names in `McCard.stats`. */
export const STAT_FIELDS = [
  'attack',
  'attack_cost',
  'attack_star',
  'thwart',
  'thwart_cost',
  'thwart_star',
  'defense',
  'defense_star',
  'recover',
  'recover_star',
  'health',
  'health_star',
  'health_per_hero',
  'health_per_group',
  'hand_size',
  'scheme',
  'scheme_star',
  'scheme_acceleration',
  'scheme_amplify',
  'scheme_crisis',
  'scheme_hazard',
  'boost',
  'boost_star',
  'threat',
  'threat_fixed',
  'threat_per_group',
  'threat_star',
  'base_threat',
  'base_threat_fixed',
  'base_threat_per_group',
  'escalation_threat',
  'escalation_threat_fixed',
  'escalation_threat_star',
  'cost_star',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];

export interface McPack {
  code: string;
  name: string;
  packTypeCode: string;
  /** Release order. */
  position: number;
  dateRelease: string | null;
  /** Distinct cards in the product. */
  size: number | null;
  cgdbId: number | null;
  octgnId: string | null;
}

export interface McSet {
  code: string;
  name: string;
  /** `hero`, `hero_special`, `villain`, `modular`, `nemesis`, `standard`, `expert`, `leader`, … */
  setTypeCode: string;
  /** For `hero_special` side decks: the hero set they belong to. */
  parentCode: string | null;
}

export interface McNamed {
  code: string;
  name: string;
}

export interface McFaction extends McNamed {
  isPrimary: boolean;
  octgnId: number | null;
}

/**
 * One identity deck-building exception, from `deck_options`: cards matching every present
 * criterion may be included from aspects other than the chosen one(s).
 */
export interface McDeckOption {
  /** Card type codes (any of). */
  type?: string[];
  /** Traits (any of), compared case-insensitively without the trailing dot. */
  trait?: string[];
  /** Printed resource kinds (any of). */
  resource?: string[];
  /** Faction codes (any of) — not used by the current data, supported for completeness. */
  faction?: string[];
  /** Max copies admitted through this option. */
  limit?: number;
  /** Max distinct titles admitted through this option. */
  nameLimit?: number;
  /** Admitted titles may use their full deck limit (informational: the normal limits apply). */
  useDeckLimit?: boolean;
  /** Keys the validator does not understand: such an option never admits a card. */
  unsupported?: string[];
}

/** An identity deck-building requirement, from `deck_requirements`. */
export interface McDeckRequirement {
  /** Number of aspects the deck uses, in equal counts when > 1. */
  aspects?: number;
  /** Max copies of each card that is not the identity's own. */
  limit?: number;
  /** Keys the validator does not understand. */
  unsupported?: string[];
}

export interface McResources {
  energy: number;
  mental: number;
  physical: number;
  wild: number;
}

export interface McCard {
  code: string;
  name: string;
  subname: string | null;
  typeCode: string;
  factionCode: string;
  packCode: string;
  /** Collector number within the pack. */
  position: number;
  /** Copies of this printing in its pack. */
  quantity: number;
  setCode: string | null;
  setPosition: number | null;
  /** Set type of `setCode` (from sets.json), null when the card has no set or the set is unknown. */
  setTypeCode: string | null;
  /** Reprint stub → the original card's code. The stub inherits every game field of the original. */
  duplicateOf: string | null;
  octgnId: string | null;
  hidden: boolean;
  /** The other face of a double-sided card (`back_link`, made symmetric). */
  linkedCode: string | null;
  /** `back` when another card's `back_link` points here. */
  face: 'front' | 'back';
  /** −1 means X; null = no cost. */
  cost: number | null;
  costPerHero: boolean;
  resources: McResources;
  /** Traits without the terminating dot (`S.H.I.E.L.D.` keeps its dots). */
  traits: string[];
  unique: boolean;
  permanent: boolean;
  deckLimit: number | null;
  deckOptions: McDeckOption[] | null;
  deckRequirements: McDeckRequirement[] | null;
  /** Characters named by a "Team-Up (A and B)" keyword, as written (`Name` or `Hero/Alter-ego`). */
  teamUp: string[] | null;
  stage: string | null;
  spoiler: boolean;
  stats: Partial<Record<StatField, number | boolean | null>>;
  /** User-supplied texts (never shipped by the project). */
  text: string | null;
  flavor: string | null;
  errata: string | null;
  backName: string | null;
  backText: string | null;
  backFlavor: string | null;
  illustrator: string | null;
}

/** A sparse per-language overlay of one card. */
export interface McCardTranslation {
  name?: string;
  subname?: string;
  traits?: string[];
  text?: string;
  flavor?: string;
  errata?: string;
  backName?: string;
  backText?: string;
  backFlavor?: string;
}

export interface McTranslation {
  lang: string;
  packs: Record<string, string>;
  packTypes: Record<string, string>;
  sets: Record<string, string>;
  setTypes: Record<string, string>;
  factions: Record<string, string>;
  types: Record<string, string>;
  subtypes: Record<string, string>;
  cards: Record<string, McCardTranslation>;
}

export type IssueParam = string | number | boolean | null | string[] | Array<Record<string, string>>;
export type IssueParams = Record<string, IssueParam>;

/**
 * Reason codes of the import report. The renderer translates them; no sentences cross the API.
 * `file.*` concern a whole file, `record.*`/`card.*`/`translation.*` one record.
 */
export const IMPORT_REASONS = [
  'file.missing', // a required or expected file is absent (params: role)
  'file.invalidJson', // the text does not parse (params: none)
  'file.notArray', // the file is JSON but not an array of records
  'file.unexpected', // a file the layout does not know; ignored
  'record.invalid', // schema violation (params: issues [{path, issue}])
  'record.duplicateCode', // a record with this code was already read (params: firstFile)
  'card.missingField', // a named card lacks faction_code/type_code (params: field)
  'card.nameless', // neither a name nor duplicate_of
  'card.unknownPack', // pack_code not in packs.json (params: packCode)
  'card.unknownOriginal', // duplicate_of points nowhere (params: duplicateOf)
  'card.unknownSet', // warning: set_code not in sets.json (params: setCode)
  'card.unknownFaction', // warning: faction_code not in factions.json (params: factionCode)
  'card.unknownType', // warning: type_code not in types.json (params: typeCode)
  'card.unknownLink', // warning: back_link points nowhere (params: linkedCode)
  'card.unsupportedDeckRule', // warning: deck_options/deck_requirements keys we don't know (params: keys)
  'translation.unknownCard', // warning: a translated code has no English card
  'translation.unknownLanguage', // warning: translations/<lang> is not a known language code shape
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

export interface ImportIssue {
  /** Path of the file inside the data set (e.g. `pack/core.json`). */
  file: string;
  /** Index of the record in the file's array, when the issue concerns a record. */
  index: number | null;
  /** The record's code when it has one. */
  code: string | null;
  reason: ImportReason;
  params: IssueParams;
}

export interface ImportReport {
  /** Files read per role. */
  files: { read: number; ignored: number };
  counts: {
    packs: number;
    sets: number;
    cards: number;
    /** Cards that are not reprint stubs. */
    originals: number;
    reprints: number;
    /** Per language: translated card records kept. */
    translatedCards: Record<string, number>;
  };
  /** Records that were not imported. */
  skipped: ImportIssue[];
  /** Records imported with something dropped or unresolved, and ignored files. */
  warnings: ImportIssue[];
}

export interface McCatalog {
  game: typeof MC_GAME_ID;
  packs: McPack[];
  packTypes: McNamed[];
  sets: McSet[];
  setTypes: McNamed[];
  factions: McFaction[];
  types: McNamed[];
  subtypes: McNamed[];
  /** Every printing, originals and reprint stubs, in file order. */
  cards: McCard[];
  /** Keyed by language code (`de`, `es`, `fr`, `it`, `ko`); English is the base. */
  translations: Record<string, McTranslation>;
  report: ImportReport;
}

/**
 * An identity (hero / alter-ego card) and everything linked to it through its hero set. Derived
 * from the cards by `catalogIndex` (not stored: rebuilding the catalog rebuilds it).
 */
export interface McIdentity {
  /** The identity's main face: the first non-hidden hero face of its set. */
  code: string;
  setCode: string;
  heroName: string;
  alterEgoName: string | null;
  alterEgoCode: string | null;
  /** Every hero/alter-ego card of the set (extra forms such as a giant form or upgraded suits). */
  faceCodes: string[];
  /** The identity-specific cards a deck must hold, in these exact counts (permanent ones included). */
  requiredCards: Array<{ code: string; quantity: number; permanent: boolean }>;
  /** `hero_special` side decks (set aside, not part of the 40–50 cards). */
  specialSetCodes: string[];
  specialCards: Array<{ code: string; quantity: number }>;
  /** Encounter-side obligations of the hero set. */
  obligationCodes: string[];
  /** `<set>_nemesis` when the data has it. */
  nemesisSetCode: string | null;
  deckOptions: McDeckOption[];
  deckRequirements: McDeckRequirement[];
}
