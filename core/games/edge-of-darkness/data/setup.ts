/**
 * Edge of Darkness: the setup facts (rules digest §3.2, §3.3) and the player-count table (§6), plus the
 * Prologue pick order for each player count. Seats are indices in clockwise order from the first player
 * (0 = first player).
 */
import { GUILD_STARTERS, LOCATIONS_PER_GAME, NEUTRAL_STARTERS } from './components';
import type { PlayerCount, PlayerMark } from './ids';

/** What each player takes at setup (§3.2 step 4). Player Aid tokens: 10 as setup says, not 12 (A1). */
export const STARTING_KIT = {
  allegianceSlips: 7,
  guildStarterCards: GUILD_STARTERS,
  agents: 10,
  trainedAgents: 4,
  untrainedAgents: 6,
  playerAidTokens: 10,
  defenseTokens: 1,
  referenceCards: 2,
  /** "(5 and 6)" in the seed are diagram callouts, not amounts (A2). */
  influence: 4,
  coins: 5,
} as const;

/** The bag (§3.2 step 6): 15 black cubes plus 15 of each guild in play. */
export const BLACK_CUBES = 15;
export const CUBES_PER_GUILD = 15;
/** Cubes each player draws into their Threat Zone at setup (§3.2 step 6). */
export const SETUP_CUBES_PER_PLAYER = 2;
/** Cubes drawn and dropped into the tower at setup (§3.2 step 6). */
export const SETUP_CUBES_DROPPED = 4;

/** The tower's card spaces, one tray each (§1, §2.4). */
export const TOWER_SPACES = 3;
/** Neutral cards placed on the tower at setup (§3.2 step 8). */
export const SETUP_TOWER_CARDS = TOWER_SPACES;
/** The Street's face-up slots; the deck top counts as position 6 (§2.3). */
export const STREET_SLOTS = 5;
export const STREET_DECK_POSITION = 6;
/** The Gather phase fills a hand to this many cards (§4.1 B1; the "hand limit", A17). */
export const HAND_FILL = 3;
/** Rounds after the Prologue (§4). */
export const ROUNDS = 8;
/** Cards each player puts in their Guild Hall after the Prologue (§3.3 step 5). */
export const PROLOGUE_GUILD_HALL_CARDS = 1;

export type DraftKind = 'snake' | 'one-two-two-one';

export interface PlayerCountSetup {
  readonly players: PlayerCount;
  /** Cubes in the bag (§3.2 step 6, §6). */
  readonly cubesInBag: number;
  /** Neutral cards with these marks go back to the box (§3.2 step 7). */
  readonly marksRemoved: readonly PlayerMark[];
  /** Neutral cards used (§6). */
  readonly neutralCardsUsed: number;
  /** Prologue picks per player and the draft's shape (§3.3). */
  readonly picksPerPlayer: number;
  readonly draft: DraftKind;
  /** Unpicked advancements sleeved onto neutral Citizens after the draft (§3.3 step 4, §6). */
  readonly seededOntoNeutrals: number;
  /** Cards in the deck after the Prologue (§3.3 step 6). */
  readonly deckAfterPrologue: number;
  /** Cubes in one tray that make its card attack (§4.5, §6). */
  readonly attackThreshold: number;
}

/** The table of §6, as the rulebook states it. The tests prove it against the derived arithmetic. */
export const PLAYER_COUNT_SETUP: Readonly<Record<PlayerCount, PlayerCountSetup>> = {
  2: {
    players: 2,
    cubesInBag: 45,
    marksRemoved: [3, 4],
    neutralCardsUsed: 12,
    picksPerPlayer: 3,
    draft: 'one-two-two-one',
    seededOntoNeutrals: 4,
    deckAfterPrologue: 15,
    attackThreshold: 6,
  },
  3: {
    players: 3,
    cubesInBag: 60,
    marksRemoved: [4],
    neutralCardsUsed: 15,
    picksPerPlayer: 2,
    draft: 'snake',
    seededOntoNeutrals: 4,
    deckAfterPrologue: 21,
    attackThreshold: 7,
  },
  4: {
    players: 4,
    cubesInBag: 75,
    marksRemoved: [],
    neutralCardsUsed: NEUTRAL_STARTERS,
    picksPerPlayer: 2,
    draft: 'snake',
    seededOntoNeutrals: 2,
    deckAfterPrologue: 26,
    attackThreshold: 8,
  },
};

/** Whether a neutral starter card with this mark (or none) is used with this many players (§3.2 step 7). */
export function neutralInPlay(mark: PlayerMark | null, players: PlayerCount): boolean {
  return mark === null || !PLAYER_COUNT_SETUP[players].marksRemoved.includes(mark);
}

/**
 * The Prologue's pick order as seat indices from the first player (§3.3): 3–4 players a snake (each once
 * clockwise, then once in reverse; the last player picks twice in a row, the first player gets the first and
 * the last pick); 2 players 1-2-2-1 (P1 one, P2 two, P1 two, P2 one).
 */
export function prologuePickOrder(players: PlayerCount): number[] {
  if (PLAYER_COUNT_SETUP[players].draft === 'one-two-two-one') return [0, 1, 1, 0, 0, 1];
  const forward = Array.from({ length: players }, (_, i) => i);
  return [...forward, ...[...forward].reverse()];
}

/** [derived] Cards in the deck after the Prologue: neutrals minus the tower's 3, plus 3 starters per guild. */
export function derivedDeckAfterPrologue(players: PlayerCount): number {
  const s = PLAYER_COUNT_SETUP[players];
  return s.neutralCardsUsed - SETUP_TOWER_CARDS + players * (GUILD_STARTERS - PROLOGUE_GUILD_HALL_CARDS);
}

/** [derived] Advancements left unpicked by the Prologue: one per location in play, minus the picks. */
export function derivedSeeded(players: PlayerCount): number {
  return LOCATIONS_PER_GAME - players * PLAYER_COUNT_SETUP[players].picksPerPlayer;
}
