// The Edge of Darkness table tracker's state: a game played with the real box, the app beside it keeping
// the numbers people lose track of (rules digest §2.4, §2.5, §3.2, §4, §5). Nothing is hidden and nothing is
// random: the table draws and drops its own cubes, the tracker records what it got. Plain JSON; the static
// facts come from ../data (read only).

import { z } from 'zod';
import { seedRng, type RngState } from '../../../kernel/rng';
import {
  AGENT_BOUNDS,
  BLACK_CUBES,
  CARDS_IN_GAME,
  CUBES_PER_GUILD,
  DEFENSE_TRACK_BOTTOM,
  DEFENSE_TRACK_TOP,
  finalScores,
  GUILD_IDS,
  PLAYER_COUNT_SETUP,
  ROUNDS,
  SLOTS,
  STARTING_KIT,
  TOWER_SPACES,
  type GuildId,
  type PlayerCount,
  type PlayerScore,
  type ScoringInput,
} from '../data';

/** The longest tale name the options accept (free text: the Handbook's tale as the table calls it). */
export const TALE_MAX = 80;
/** The highest chapter number the options accept. */
export const CHAPTER_MAX = 99;

export const optionsSchema = z
  .strictObject({
    /** The guilds at the table in clockwise seat order (2–4, each once): the seats of the game (§3.2, §6). */
    guilds: z
      .array(z.enum(GUILD_IDS, { error: 'eodTracker.refuse.unknownGuild' }))
      .min(2, { error: 'eodTracker.refuse.players' })
      .max(4, { error: 'eodTracker.refuse.players' })
      .refine((xs) => new Set(xs).size === xs.length, { message: 'eodTracker.refuse.guildTwice' })
      .default(['anointed', 'carnival', 'fede']),
    /** Seat index of the first player (§3.2 step 10: chosen at random by the table). */
    firstPlayer: z.number().int().min(0).max(3).default(0),
    /** The Handbook's tale being played (free text, our own words; empty = none noted). */
    tale: z.string().max(TALE_MAX, { error: 'eodTracker.refuse.taleLong' }).default(''),
    /** The tale's chapter (null = none noted). */
    chapter: z.number().int().min(1).max(CHAPTER_MAX).nullable().default(null),
  })
  .refine((o) => o.firstPlayer < o.guilds.length, { message: 'eodTracker.refuse.firstPlayer' });
export type TrackerOptions = z.infer<typeof optionsSchema>;

/** The three trays of the tower, numbered as on the table left to right (§2.4). */
export const TRAYS = Array.from({ length: TOWER_SPACES }, (_, i) => i + 1);

/** A ceiling for the token counters: the rules never limit the supply (§7.1), a counter needs a top. */
export const TOKEN_MAX = 999;

/** The per-player values the tracker keeps during the game (§2.5, §4). */
export const PLAYER_VALUES = [
  'coins',
  'influence',
  'goodwill',
  'prestige',
  'defense',
  'trained',
  'out',
  /** By colour: `threats.<guild>.<colour>`. */
  'threats',
] as const;
export type PlayerValue = (typeof PLAYER_VALUES)[number];

/** The scoring pad's entries that are not kept during the game (§5 steps 1–2): read off the cards at the end. */
export const PAD_VALUES = ['guildCards', 'filledSlots', 'hallSlots'] as const;
export type PadValue = (typeof PAD_VALUES)[number];

export type TrackerResult = {
  readonly scores: readonly PlayerScore[];
  /** The figures the scores were computed from, per seat in seat order. */
  readonly inputs: readonly ScoringInput[];
};

export interface TrackerState {
  readonly rng: RngState;
  /** The guilds in clockwise seat order: the seats. */
  readonly seats: readonly GuildId[];
  readonly tale: string;
  readonly chapter: number | null;
  /** 0 = the Prologue, then 1..8 (§4). */
  readonly round: number;
  /** Seat index holding the first-player marker. */
  readonly firstPlayer: number;
  readonly counters: Readonly<Record<string, number>>;
  readonly result: TrackerResult | null;
}

export const playerCount = (s: { readonly seats: readonly string[] }): PlayerCount => s.seats.length as PlayerCount;

/** The cube colours in a game: one per guild at the table, plus black (§2.4, §3.2 step 6). */
export function cubeColours(seats: readonly GuildId[]): string[] {
  return [...seats, 'black'];
}

/** Every cube of the game (§6): 15 black plus 15 per guild in play. */
export const cubesInGame = (s: { readonly seats: readonly string[] }): number =>
  PLAYER_COUNT_SETUP[playerCount(s)].cubesInBag;

export const trayCounter = (tray: number, colour: string): string => `tray.${tray}.${colour}`;
/** Cubes of one colour in a guild's Threat Zone (§4.1 B2: drawn by colour, dropped next round). */
export const threatCounter = (guild: string, colour: string): string => `threats.${guild}.${colour}`;
/** Cubes of one colour in the set-aside pool (§2.4). */
export const setAsideCounter = (colour: string): string => `setAside.${colour}`;

/** Cubes of one colour in the box for this game (§1, §3.2 step 6): 15 of each guild in play, 15 black. */
export const colourCubes = (colour: string): number => (colour === 'black' ? BLACK_CUBES : CUBES_PER_GUILD);

/**
 * Every counter the tracker keeps, with its bounds, in a fixed order: per player the tokens (§2.5), the
 * Defense track position (0 = top, R9), trained agents and those out at locations (§2.5), cubes in the
 * Threat Zone (§4.1); the tower's cubes per tray and colour (§2.4, §4.5), the set-aside pool (§2.4); the
 * scoring pad's entries per player (§5). The bag is what is left of the game's cubes (never a counter).
 */
export function counterBounds(s: { readonly seats: readonly GuildId[] }): Array<{
  id: string;
  owner: GuildId | null;
  min: number;
  max: number;
}> {
  const out: Array<{ id: string; owner: GuildId | null; min: number; max: number }> = [];
  for (const g of s.seats) {
    for (const v of ['coins', 'influence', 'goodwill', 'prestige'] as const)
      out.push({ id: `${v}.${g}`, owner: g, min: 0, max: TOKEN_MAX });
    out.push({ id: `defense.${g}`, owner: g, min: DEFENSE_TRACK_TOP, max: DEFENSE_TRACK_BOTTOM });
    out.push({ id: `trained.${g}`, owner: g, min: AGENT_BOUNDS.trained.min, max: AGENT_BOUNDS.trained.max });
    out.push({ id: `out.${g}`, owner: g, min: 0, max: AGENT_BOUNDS.trained.max });
    for (const c of cubeColours(s.seats)) out.push({ id: threatCounter(g, c), owner: g, min: 0, max: colourCubes(c) });
  }
  for (const tray of TRAYS)
    for (const c of cubeColours(s.seats))
      out.push({ id: trayCounter(tray, c), owner: null, min: 0, max: colourCubes(c) });
  for (const c of cubeColours(s.seats)) out.push({ id: setAsideCounter(c), owner: null, min: 0, max: colourCubes(c) });
  for (const g of s.seats) {
    out.push({ id: `guildCards.${g}`, owner: g, min: 0, max: CARDS_IN_GAME });
    out.push({ id: `filledSlots.${g}`, owner: g, min: 0, max: CARDS_IN_GAME * SLOTS.length });
    out.push({ id: `hallSlots.${g}`, owner: g, min: 0, max: CARDS_IN_GAME * SLOTS.length });
  }
  return out;
}

const get = (s: TrackerState, id: string): number => s.counters[id] ?? 0;

/** Cubes in one tray, every colour together (§4.5: the trigger counts all colours combined). */
export function trayTotal(s: TrackerState, tray: number): number {
  return cubeColours(s.seats).reduce((n, c) => n + get(s, trayCounter(tray, c)), 0);
}

/** Cubes in a guild's Threat Zone, every colour together. */
export function threatTotal(s: TrackerState, guild: string): number {
  return cubeColours(s.seats).reduce((n, c) => n + get(s, threatCounter(guild, c)), 0);
}

/** Cubes in the set-aside pool, every colour together. */
export function setAsideTotal(s: TrackerState): number {
  return cubeColours(s.seats).reduce((n, c) => n + get(s, setAsideCounter(c)), 0);
}

/** Cubes of one colour in the bag: that colour's cubes not in a Threat Zone, a tray or the set-aside pool (§2.4). */
export function bagOf(s: TrackerState, colour: string): number {
  let placed = get(s, setAsideCounter(colour));
  for (const g of s.seats) placed += get(s, threatCounter(g, colour));
  for (const tray of TRAYS) placed += get(s, trayCounter(tray, colour));
  return colourCubes(colour) - placed;
}

/** Cubes in the bag, every colour together (§2.4). */
export function bagCount(s: TrackerState): number {
  return cubeColours(s.seats).reduce((n, c) => n + bagOf(s, c), 0);
}

/** The attack threshold of this player count (§4.5, §6). */
export const attackThreshold = (s: TrackerState): number => PLAYER_COUNT_SETUP[playerCount(s)].attackThreshold;

/** Trays whose card attacks now: at least the threshold of cubes (§4.5). */
export function attackingTrays(s: TrackerState): number[] {
  return TRAYS.filter((t) => trayTotal(s, t) >= attackThreshold(s));
}

/**
 * Who a tray's card attacks (§4.5): the guild with the most cubes there; every tied guild; everybody when
 * black has the most or ties for the most. Clockwise from `from` (the current player, §4.5). Empty tray: nobody.
 */
export function attackTargets(s: TrackerState, tray: number, from = s.firstPlayer): GuildId[] {
  const colours = cubeColours(s.seats);
  const counts = colours.map((c) => get(s, trayCounter(tray, c)));
  const best = Math.max(...counts);
  if (best === 0) return [];
  const n = s.seats.length;
  const order = Array.from({ length: n }, (_, i) => s.seats[(from + i) % n]);
  if (get(s, trayCounter(tray, 'black')) === best) return order;
  return order.filter((g) => get(s, trayCounter(tray, g)) === best);
}

/** §5 step 1: the goodwill each player gains before scoring (1 per filled slot on own cards in the Guild Hall or on the Street). */
export const preScoringGoodwill = (s: TrackerState, g: GuildId): number => get(s, `hallSlots.${g}`);

/** A player's figures for the scoring functions (§5), from the tracker and the pad. */
export function scoringInput(s: TrackerState, g: GuildId): ScoringInput {
  return {
    prestige: get(s, `prestige.${g}`),
    trainedAgents: get(s, `trained.${g}`),
    guildCards: get(s, `guildCards.${g}`),
    filledSlots: get(s, `filledSlots.${g}`),
    defensePosition: get(s, `defense.${g}`),
    coins: get(s, `coins.${g}`),
    influence: get(s, `influence.${g}`),
    goodwill: get(s, `goodwill.${g}`) + preScoringGoodwill(s, g),
  };
}

/** The scoring pad as it stands (live totals, §5): per seat in seat order. */
export function liveScores(s: TrackerState): { inputs: ScoringInput[]; scores: PlayerScore[] } {
  const inputs = s.seats.map((g) => scoringInput(s, g));
  return { inputs, scores: finalScores(inputs) };
}

/**
 * §3.2 and §3.3 as the table leaves them before round 1: starting coins and influence, 4 trained agents,
 * the Defense token on the top space. The 2 cubes of each Threat Zone and the tower's 4 setup cubes are
 * entered by hand, by colour (the table draws them; ruling T3). The seed is unused (nothing random), kept for
 * the kernel.
 */
export function setup(options: TrackerOptions, seed: string): TrackerState {
  const base = { seats: [...options.guilds] };
  const counters: Record<string, number> = {};
  for (const c of counterBounds(base)) counters[c.id] = c.min;
  for (const g of options.guilds) {
    counters[`coins.${g}`] = STARTING_KIT.coins;
    counters[`influence.${g}`] = STARTING_KIT.influence;
    counters[`trained.${g}`] = STARTING_KIT.trainedAgents;
  }
  return {
    rng: seedRng(seed),
    seats: [...options.guilds],
    tale: options.tale.trim(),
    chapter: options.chapter,
    round: 0,
    firstPlayer: options.firstPlayer,
    counters,
    result: null,
  };
}

/** The last round (§4: 8 rounds after the Prologue). */
export const LAST_ROUND = ROUNDS;
