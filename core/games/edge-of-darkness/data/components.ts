/**
 * Edge of Darkness: the box's components as facts (rules digest §1, seed 002 "Alkatrészek"), for the
 * collection (issue 16 §7: owned / missing / damaged per component) and for the engine's invariants.
 */
import { GUILD_IDS } from './ids';

export const COMPONENT_IDS = [
  'game-board',
  'extension-board',
  'player-board',
  'location-board',
  'threat-tower',
  'threat-bag',
  'threat-cube',
  'agent',
  'first-player-marker',
  'round-marker',
  'allegiance-slip',
  'neutral-starter-card',
  'guild-starter-card',
  'card-sleeve',
  'advancement',
  'reference-card',
  'randomizer-card',
  'scoring-pad',
  'coin-token',
  'prestige-token',
  'player-aid-token',
  'influence-goodwill-token',
  'defense-token',
  'rulebook',
  'players-handbook',
] as const;
export type ComponentId = (typeof COMPONENT_IDS)[number];

export interface ComponentFact {
  readonly id: ComponentId;
  /** How many the box holds (the component list of the seed). */
  readonly count: number;
  /** Split per guild/player where the list gives one ("játékosonként"). */
  readonly perGuild?: number;
  /** What the list adds, in our words. */
  readonly note?: string;
}

/** The component list, in the rulebook's order (§1). */
export const COMPONENTS: readonly ComponentFact[] = [
  { id: 'game-board', count: 1 },
  { id: 'extension-board', count: 2, note: 'optional; holds the advancement stacks under their locations' },
  { id: 'player-board', count: 4, perGuild: 1 },
  { id: 'location-board', count: 37, note: '10 used per game' },
  { id: 'threat-tower', count: 1, note: '3 trays, one per tower card space' },
  { id: 'threat-bag', count: 1 },
  { id: 'threat-cube', count: 75, perGuild: 15, note: '15 per guild colour and 15 black' },
  { id: 'agent', count: 40, perGuild: 10 },
  { id: 'first-player-marker', count: 1 },
  { id: 'round-marker', count: 1 },
  { id: 'allegiance-slip', count: 28, perGuild: 7 },
  { id: 'neutral-starter-card', count: 17, note: '11 Citizens, 6 Patricians' },
  { id: 'guild-starter-card', count: 16, perGuild: 4, note: '3 Citizens and 1 Patrician per guild' },
  { id: 'card-sleeve', count: 50, note: 'tarot size' },
  { id: 'advancement', count: 286, note: 'double-sided strips: a contact and a threat' },
  { id: 'reference-card', count: 8, perGuild: 2 },
  { id: 'randomizer-card', count: 37, note: 'one per location board [derived]' },
  { id: 'scoring-pad', count: 1 },
  { id: 'coin-token', count: 32 },
  { id: 'prestige-token', count: 28 },
  { id: 'player-aid-token', count: 48, perGuild: 12, note: 'setup gives each player 10 (A1)' },
  { id: 'influence-goodwill-token', count: 26, note: 'influence on one face, goodwill on the other' },
  { id: 'defense-token', count: 4, perGuild: 1 },
  { id: 'rulebook', count: 1 },
  { id: 'players-handbook', count: 1, note: 'holds the location and card texts we do not ship' },
];

export const COMPONENT_BY_ID: Readonly<Record<ComponentId, ComponentFact>> = Object.fromEntries(
  COMPONENTS.map((c) => [c.id, c]),
) as Record<ComponentId, ComponentFact>;

/** Starter cards (§1): 11 neutral Citizens, 6 neutral Patricians; per guild 3 Citizens and 1 Patrician. */
export const NEUTRAL_CITIZENS = 11;
export const NEUTRAL_PATRICIANS = 6;
export const GUILD_CITIZENS = 3;
export const GUILD_PATRICIANS = 1;
export const GUILD_STARTERS = GUILD_CITIZENS + GUILD_PATRICIANS;
export const NEUTRAL_STARTERS = NEUTRAL_CITIZENS + NEUTRAL_PATRICIANS;

/** [derived] The game's cards: every starter card in its sleeve; their number never changes in play (§1). */
export const CARDS_IN_GAME = NEUTRAL_STARTERS + GUILD_STARTERS * GUILD_IDS.length;

/** Sleeves (§1, §3.1, §7.4): one per starter card, one per guild for its 7 slips, the rest spare. */
export const SLEEVES = COMPONENT_BY_ID['card-sleeve'].count;
export const SLEEVES_FOR_SLIPS = GUILD_IDS.length;
export const SLEEVES_USED = CARDS_IN_GAME + SLEEVES_FOR_SLIPS;
export const SLEEVES_SPARE = SLEEVES - SLEEVES_USED;

/** Locations used in one game: 5 above and 5 below the board (§2.6, §3.2 step 9). */
export const LOCATIONS_PER_GAME = 10;
export const LOCATIONS_PER_ROW = 5;
/** Location boards in the box (§1). */
export const LOCATION_BOARDS = COMPONENT_BY_ID['location-board'].count;
/** Advancement strips in the box (§1). */
export const ADVANCEMENT_STRIPS = COMPONENT_BY_ID['advancement'].count;
