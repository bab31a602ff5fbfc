/**
 * Edge of Darkness rules engine: the state, the actions, the events, the pending choices and the public view
 * (rules digest §3, §4, §5; rulings in ../RULINGS.md, sections E1…). This file is the contract the play screen
 * builds on: keep it stable (add fields, never rename).
 *
 * Seats are `p1`…`p4` in clockwise order; a seat's index is its position in `state.seats`. Cubes are counted
 * per colour (`Cubes` = five counts in CUBE_COLOURS order: anointed, carnival, fede, gilded, black), so the
 * bag has no order to hide and every cube is in exactly one place by construction of the counts.
 */
import type { Card } from '../model/card';
import type { ContentFile, Effect } from '../data/effects';
import type { CubeColour, GuildId, PlayerCount, Slot } from '../data/ids';
import type { KernelState, SeatId } from '../../../kernel/types';
import type { PlayerScore } from '../data/scoring';

/** Five cube counts, one per colour of CUBE_COLOURS. */
export type Cubes = number[];

/** Options chosen before setup. */
export interface EodOptions {
  readonly players: PlayerCount;
  /** Guild of each seat in seat order (default: the first `players` guilds of GUILD_IDS). */
  readonly guilds?: readonly GuildId[];
  /** The 10 locations in play (5 above the board, then 5 below); random when absent (§3.2 step 9). */
  readonly locations?: readonly string[];
  /**
   * Extra validated content files appended to the bundled set (a user's own content). Kept in the options
   * and so in the record: a replay never reads the save file.
   */
  readonly content?: readonly ContentFile[];
}

export type EodPhase =
  /** §3.3 draft: picks in `prologuePickOrder`. */
  | 'prologue'
  /** §3.3 step 5: each player puts one starter card without an advancement into their Guild Hall. */
  | 'guildHall'
  /** §4.1 B: a player acquires Street cards (one `take` at a time). */
  | 'gather'
  /** §4.4: the active player's action turn. */
  | 'action'
  /** §5: scored, the game is over. */
  | 'over';

export interface PlayerState {
  readonly guild: GuildId;
  readonly coin: number;
  readonly influence: number;
  readonly goodwill: number;
  readonly prestige: number;
  /** Trained agents at home (§2.5); agents at locations are in `EodState.agents`. */
  readonly home: number;
  readonly untrained: number;
  readonly slips: number;
  /** Defense track position, 0 = top (R9). */
  readonly defense: number;
  /** Ability keys this seat has resolved from the cards now in its hand (reset when the hand is discarded). */
  readonly used: readonly string[];
  /** Cards in hand from which this seat resolved an effect ("applied", §4.4.3a, E7). */
  readonly applied: readonly string[];
}

/** What the active player has this action turn (§4.4, §4.6). */
export interface TurnState {
  /** Battle Strength gained minus spent (§2.5, §4.6). */
  readonly bs: number;
  /** A hunt icon was resolved this turn (§4.4.4). */
  readonly hunt: boolean;
  /** An advancement was sleeved this turn (§4.4.3). */
  readonly sleeved: boolean;
  /** Location abilities used this turn, as `seat|location|index` (R5 limit "once-per-turn"). */
  readonly locUsed: readonly string[];
  /** The turn has begun (its cubes dropped, §4.4.1); false between turns while attacks resolve. */
  readonly started: boolean;
}

/** Where an effect comes from: its card (or null) and the location it is linked to (R11), or null. */
export interface EffectSource {
  readonly card: string | null;
  readonly loc: string | null;
}

/** One item of the resolution stack (the kernel's `pushInOrder` / `topOf` / `popTop`). */
export type Task =
  | {
      readonly t: 'fx';
      /** Seat index of the player the effect acts for. */
      readonly seat: number;
      readonly fx: Effect;
      readonly src: EffectSource;
      /** Steps left of an effect resolved one cube / one choice at a time. */
      readonly left?: number;
    }
  | {
      readonly t: 'attack';
      /** Tower space 0..2 (left to right). */
      readonly space: number;
      readonly card: string;
      readonly damage: number;
      /** Seat indices still to resolve, clockwise from the current player (§4.5). */
      readonly targets: readonly number[];
      /** Damage the first target has reduced so far (defense effects, §4.5, E4). */
      readonly reduced: number;
    };

/**
 * A choice inside a resolution (an effect's target, a defence): the addressed seat picks one of `options`
 * with `{ type: 'choose', option }`. `key` names it for the screen (`eod.ask.<key>`).
 */
export interface Ask {
  readonly seat: number;
  readonly key:
    | 'dispatch'
    | 'return'
    | 'claim'
    | 'trayCube'
    | 'zoneCube'
    | 'moveCube'
    | 'replace'
    | 'swap'
    | 'byHand'
    | 'defend'
    /** §3.3 step 4 (E2): the neutral Citizen an unpicked advancement is seeded into (params adv, slot, k). */
    | 'seed';
  /** Option codes (numbers as strings, card ids, `tray:colour`, ability refs, `none`/`accept`/`done`). */
  readonly options: readonly string[];
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Zones {
  /** Index 0 = top = Street position 6 (public); the last = bottom, the next tower reveal (hidden). */
  readonly deck: readonly string[];
  /** Street positions 1..5 (index 0 = position 1, the rightmost); null = empty. */
  readonly street: readonly (string | null)[];
  /** Influence lying on each Street position's card (§4.2). */
  readonly streetInfluence: readonly number[];
  readonly discard: readonly string[];
  /** Per seat: the hand (public, §2.3). In the Prologue, a player's four starter cards. */
  readonly hand: readonly (readonly string[])[];
  /** Per seat: the Guild Hall. */
  readonly hall: readonly (readonly string[])[];
  /** Tower spaces 0..2 (left to right); null = empty (waiting for a reshuffle, §4.3). */
  readonly tower: readonly (string | null)[];
  /** Neutral cards filtered out by the player count (§3.2 step 7). */
  readonly removed: readonly string[];
}

export interface CubePlaces {
  readonly bag: Cubes;
  readonly setAside: Cubes;
  /** Per seat: the Threat Zone (drawn this Gather phase, dropped next round). */
  readonly zone: readonly Cubes[];
  /** Per seat: cubes picked up at Gather step A, dropped at the start of the action turn (§4.4.1). */
  readonly held: readonly Cubes[];
  /** Per tower space 0..2. */
  readonly trays: readonly Cubes[];
}

export interface EodState extends KernelState {
  readonly seats: readonly SeatId[];
  /** Extra content files from the options (constant for the game; bundled content is code). */
  readonly extra: readonly ContentFile[];
  readonly players: PlayerCount;
  /** The 10 location ids (first 5 above the board, then 5 below). */
  readonly locations: readonly string[];
  readonly phase: EodPhase;
  /** 0 = Prologue, 1..8. */
  readonly round: number;
  /** Seat index of the first player. */
  readonly first: number;
  /** Turns taken in the current phase (the Prologue: picks made). */
  readonly turns: number;
  /** Prologue: advancements picked (A15 uniqueness); then the strip whose abilities may be used. */
  readonly picked: readonly string[];
  /** Prologue: the card and slot just sleeved, whose allowed effects may now be resolved (§3.3). */
  readonly prologueStrip: { readonly card: string; readonly slot: Slot } | null;
  /** Gather: positions the acquiring player has passed (the next take must be further), 0 = none yet. */
  readonly passed: number;
  readonly cards: Readonly<Record<string, Card>>;
  /** Copies left per `advancement/slot` (model/card.ts `Stock`). */
  readonly stock: Readonly<Record<string, number>>;
  /** Agents per location, per seat index. */
  readonly agents: Readonly<Record<string, readonly number[]>>;
  readonly zones: Zones;
  readonly cubes: CubePlaces;
  readonly ps: readonly PlayerState[];
  readonly turn: TurnState;
  /** The resolution stack, top = last. */
  readonly stack: readonly Task[];
  readonly ask: Ask | null;
  /** Final scores (phase `over`), per seat index. */
  readonly scores: readonly PlayerScore[] | null;
}

/** Actions (the kernel adds `seat` and `stateVersion`). Positions are 1-based as the rulebook counts them. */
export type EodAction =
  /** Prologue (§3.3): an advancement, its slot variant and one of your starter cards. */
  | { readonly type: 'pick'; readonly adv: string; readonly slot: Slot; readonly card: string }
  /** Resolve one ability of a card in your hand (§4.4.3); in the Prologue, of the strip just sleeved. */
  | { readonly type: 'use'; readonly card: string; readonly slot: Slot; readonly index: number }
  /** Use a location ability (§2.6, R5). */
  | { readonly type: 'loc'; readonly loc: string; readonly index: number }
  /** Prologue: stop resolving the sleeved strip's effects. */
  | { readonly type: 'done' }
  /** §3.3 step 5. */
  | { readonly type: 'hall'; readonly card: string }
  /** §4.2: take the card at Street position 1..6 (6 = deck top), skipping the ones before it with influence. */
  | { readonly type: 'take'; readonly pos: number }
  /** §4.4.3: sleeve an advancement from a location's stack into a card in your hand. */
  | { readonly type: 'sleeve'; readonly adv: string; readonly slot: Slot; readonly card: string }
  /** §4.4.3a: discard 1 unapplied card, return 1 agent from a location. */
  | { readonly type: 'discardReturn'; readonly card: string; readonly loc: string }
  /** §4.4.3a: discard 2 unapplied cards, use one ability of the Street card at position 1..6. */
  | {
      readonly type: 'streetUse';
      readonly cards: readonly [string, string];
      readonly pos: number;
      readonly slot: Slot;
      readonly index: number;
    }
  /** §4.6: defeat the threat on tower space 1..3. */
  | { readonly type: 'hunt'; readonly space: number }
  /** §4.3: shuffle the discard pile under the deck now rather than at the end of the turn. */
  | { readonly type: 'reshuffle' }
  /** §4.4.5: end the action turn (the hand is discarded). */
  | { readonly type: 'end' }
  /** Answer the pending `Ask`. */
  | { readonly type: 'choose'; readonly option: string };

export type EodActionType = EodAction['type'];

/**
 * Log events. Seats are seat ids; cards, advancements and locations are content ids (the screen shows their
 * names); `describe` turns each into `{ key: 'eod.log.<type>', params }`.
 */
export type EodEvent =
  | { readonly type: 'setup'; readonly first: SeatId; readonly locations: readonly string[] }
  | { readonly type: 'picked'; readonly seat: SeatId; readonly adv: string; readonly slot: Slot; readonly card: string }
  | { readonly type: 'seeded'; readonly adv: string; readonly slot: Slot; readonly card: string }
  | { readonly type: 'toHall'; readonly seat: SeatId; readonly card: string }
  | { readonly type: 'round'; readonly round: number; readonly first: SeatId }
  | {
      readonly type: 'took';
      readonly seat: SeatId;
      readonly card: string;
      readonly pos: number;
      readonly goodwill: number;
    }
  | { readonly type: 'skipped'; readonly seat: SeatId; readonly card: string; readonly pos: number }
  | { readonly type: 'cubesDrawn'; readonly seat: SeatId; readonly n: number; readonly to: 'zone' | 'tower' }
  | { readonly type: 'dropped'; readonly seat: SeatId; readonly trays: readonly number[] }
  | { readonly type: 'turn'; readonly seat: SeatId }
  | {
      readonly type: 'sleeved';
      readonly seat: SeatId;
      readonly adv: string;
      readonly slot: Slot;
      readonly card: string;
    }
  | {
      readonly type: 'used';
      readonly seat: SeatId;
      readonly card: string;
      readonly slot: Slot;
      readonly index: number;
      readonly fee: SeatId | null;
    }
  | { readonly type: 'usedLoc'; readonly seat: SeatId; readonly loc: string; readonly index: number }
  | {
      readonly type: 'effect';
      readonly seat: SeatId;
      readonly op: string;
      readonly n: number;
      readonly res?: string;
      readonly loc?: string;
    }
  | { readonly type: 'claimed'; readonly seat: SeatId; readonly card: string }
  | { readonly type: 'drew'; readonly seat: SeatId; readonly card: string }
  | { readonly type: 'byHand'; readonly seat: SeatId; readonly script: string }
  | {
      readonly type: 'discarded';
      readonly seat: SeatId;
      readonly card: string;
      readonly to: 'discard' | 'hall';
      readonly owner: SeatId | null;
    }
  | {
      readonly type: 'attack';
      readonly space: number;
      readonly card: string;
      readonly damage: number;
      readonly targets: readonly SeatId[];
    }
  | { readonly type: 'defended'; readonly seat: SeatId; readonly card: string }
  | { readonly type: 'hit'; readonly seat: SeatId; readonly card: string; readonly defense: number }
  | { readonly type: 'revealed'; readonly space: number; readonly card: string }
  | {
      readonly type: 'hunted';
      readonly seat: SeatId;
      readonly space: number;
      readonly card: string;
      readonly damage: number;
    }
  | { readonly type: 'reshuffled'; readonly cards: number }
  | { readonly type: 'ended'; readonly seat: SeatId }
  | { readonly type: 'scored'; readonly totals: Readonly<Record<SeatId, number>> };

/**
 * What a seat sees (`view(state, seat)`): everything but the deck order below its top card (§7.3: the only
 * hidden information; hands, Guild Halls, the Street, the tower and the Threat Zones are public, §2.3) and
 * the generator state.
 */
export interface EodView {
  readonly seat: SeatId | null;
  readonly seats: readonly SeatId[];
  readonly players: PlayerCount;
  readonly locations: readonly string[];
  readonly phase: EodPhase;
  readonly round: number;
  readonly first: SeatId;
  /** The seat acting now (the pending decision's seat), or null when the game is over. */
  readonly active: SeatId | null;
  readonly picked: readonly string[];
  readonly prologueStrip: { readonly card: string; readonly slot: Slot } | null;
  readonly passed: number;
  readonly cards: Readonly<Record<string, Card>>;
  readonly stock: Readonly<Record<string, number>>;
  readonly agents: Readonly<Record<string, readonly number[]>>;
  /** The deck as its size and its top card (Street position 6). */
  readonly deck: { readonly count: number; readonly top: string | null };
  readonly street: readonly (string | null)[];
  readonly streetInfluence: readonly number[];
  readonly discard: readonly string[];
  readonly hand: readonly (readonly string[])[];
  readonly hall: readonly (readonly string[])[];
  readonly tower: readonly (string | null)[];
  readonly removed: readonly string[];
  readonly cubes: CubePlaces;
  readonly cubeColours: readonly CubeColour[];
  readonly ps: readonly PlayerState[];
  readonly turn: TurnState;
  /** The attack being resolved, if any. */
  readonly attack: Extract<Task, { t: 'attack' }> | null;
  readonly ask: Ask | null;
  /** Attack threshold per tray (§4.5, §6). */
  readonly threshold: number;
  readonly scores: readonly PlayerScore[] | null;
}
