// The War of the Ring table tracker's state: a game played on the physical board, where the app keeps
// what people lose track of (rules digest §3, §5, §6, §9; setup §2.1). No hidden information and no
// randomness: the people at the table roll and draw, the tracker records what they got. Everything is
// plain JSON; the static facts come from ../data (read only).

import { z } from 'zod';
import { seedRng, type RngState } from '../../../kernel/rng';
import {
  ACTION_DICE,
  CARDS_PER_DECK,
  CHARACTER_BY_ID,
  COMPANION_IDS,
  CORRUPTION,
  CRACK_OF_DOOM_STEP,
  DIE_FACES,
  NATIONS,
  NATION_BY_ID,
  REGION_BY_ID,
  REGIONS,
  SPECIAL_HUNT_TILES,
  STANDARD_HUNT_TILES,
  STARTING_GUIDE,
  initialController,
  regionVp,
  type ActionFace,
  type CompanionId,
  type NationId,
  type RegionId,
  type Side,
  type UnitKind,
} from '../data';

/** The product codes of the expansions a tracked table may use (names and counts: the collection's job). */
export const EXPANSIONS = ['lords', 'warriors', 'kings'] as const;
export type ExpansionCode = (typeof EXPANSIONS)[number];

export const optionsSchema = z.strictObject({
  /** Expansions on the real table (shown on the tracker; their rules are not implemented here). */
  expansions: z
    .array(z.enum(EXPANSIONS, { error: 'wotrTracker.refuse.unknownExpansion' }))
    .max(EXPANSIONS.length)
    .refine((xs) => new Set(xs).size === xs.length, { message: 'wotrTracker.refuse.expansionTwice' })
    .default([]),
});
export type TrackerOptions = z.infer<typeof optionsSchema>;

/** Both sides are seats (the outcome names a winner); one person usually holds both (one device beside the board). */
export const TRACKER_SEATS = ['fp', 'shadow'] as const;

/** The turn checklist (§3): the six phases with the steps the table ticks off, in order. */
export const CHECKLIST = [
  { phase: 1, step: 'recover' },
  { phase: 1, step: 'draw' },
  { phase: 2, step: 'declare' },
  { phase: 2, step: 'guide' },
  { phase: 2, step: 'mordor' },
  { phase: 3, step: 'allocate' },
  { phase: 4, step: 'roll' },
  { phase: 5, step: 'actions' },
  { phase: 6, step: 'victory' },
] as const;
export type ChecklistStep = (typeof CHECKLIST)[number]['step'];

/** Zones of pieces. Hunt tiles (§5.10), Companions (§5.1, §5.9), Settlements by controller (§8.15). */
export const HUNT_ZONES = ['hunt.pool', 'hunt.drawn', 'hunt.removed', 'hunt.reserve', 'hunt.waiting'] as const;
export const COMPANION_ZONES = ['fellowship', 'separated', 'eliminated'] as const;
export const CONTROL_ZONES = ['control.fp', 'control.shadow'] as const;
export const ZONE_IDS = [...HUNT_ZONES, ...COMPANION_ZONES, ...CONTROL_ZONES] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export const tilePiece = (tile: string): string => `tile.${tile}`;
export const charPiece = (c: string): string => `char.${c}`;
export const settlementPiece = (r: string): string => `settlement.${r}`;

/** The regions with a Settlement someone controls at setup (Towns, Cities, Strongholds), board order. */
export const SETTLEMENTS: readonly RegionId[] = REGIONS.filter((r) => initialController(r) !== null).map((r) => r.id);

/** Unit kinds a nation has figures of in the box (§1.2). */
export function unitKinds(nation: NationId): UnitKind[] {
  const f = NATION_BY_ID[nation].figures;
  return (['regular', 'elite', 'leader', 'nazgul'] as const).filter((k) => f[k] > 0);
}

/** The distinct results of a side's action die (§1.4), in die order. */
export function facesOf(side: Side): ActionFace[] {
  return [...new Set(DIE_FACES[side])];
}

export const DECKS = ['character', 'strategy'] as const;

/**
 * Every counter the tracker keeps, with its bounds, in a fixed order: the Fellowship (§5.1, §5.2, §5.16),
 * the Hunt Box (§4.2), action dice in the pool, rolled and used per face (§4.1, §3 Phase 4–5), the
 * Political Track (§6.1, 0 = At War), casualties and reinforcements per nation and unit kind (§1.2, §2.2),
 * the event decks and discards (§1.1, §4.6). The Mordor counter exists only on the Mordor Track.
 */
export function counterBounds(onMordor: boolean): ReadonlyArray<{ id: string; min: number; max: number }> {
  const out: { id: string; min: number; max: number }[] = [
    { id: 'corruption', min: CORRUPTION.min, max: CORRUPTION.max },
    { id: 'progress', min: 0, max: PROGRESS_MAX },
  ];
  if (onMordor) out.push({ id: 'mordor', min: 0, max: CRACK_OF_DOOM_STEP });
  for (const side of ['fp', 'shadow'] as const) out.push({ id: `hunt.${side}`, min: 0, max: ACTION_DICE[side].max });
  for (const side of ['fp', 'shadow'] as const) {
    out.push({ id: `dice.${side}`, min: ACTION_DICE[side].start, max: ACTION_DICE[side].max });
    for (const f of facesOf(side)) out.push({ id: `rolled.${side}.${f}`, min: 0, max: ACTION_DICE[side].max });
    for (const f of facesOf(side)) out.push({ id: `used.${side}.${f}`, min: 0, max: ACTION_DICE[side].max });
  }
  for (const n of NATIONS) out.push({ id: `politics.${n.id}`, min: 0, max: 3 });
  for (const n of NATIONS)
    for (const k of unitKinds(n.id)) {
      out.push({ id: `casualties.${n.id}.${k}`, min: 0, max: n.figures[k] });
      out.push({ id: `reinforcements.${n.id}.${k}`, min: 0, max: n.figures[k] });
    }
  for (const side of ['fp', 'shadow'] as const)
    for (const d of DECKS) {
      out.push({ id: `deck.${side}.${d}`, min: 0, max: CARDS_PER_DECK });
      out.push({ id: `discard.${side}.${d}`, min: 0, max: CARDS_PER_DECK });
    }
  return out;
}

/** The Fellowship Track's last step (the printed track runs 0–12, shared with Corruption, §1.7). */
export const PROGRESS_MAX = 12;

export type TrackerResult = { readonly winner: Side; readonly reason: TrackerVictory };
/** How a tracked game ended (§9): the four conditions, or recorded by hand (a concession, a card). */
export type TrackerVictory = 'corruption' | 'ringDestroyed' | 'shadowMilitary' | 'fpMilitary' | 'byHand';

export interface TrackerState {
  readonly rng: RngState;
  readonly seats: readonly string[];
  readonly expansions: readonly ExpansionCode[];
  readonly turn: number;
  /** Index in CHECKLIST of the next step to tick. */
  readonly step: number;
  readonly zones: Readonly<Record<ZoneId, readonly string[]>>;
  readonly counters: Readonly<Record<string, number>>;
  /** The Fellowship Progress counter's side (§5.1). */
  readonly revealed: boolean;
  readonly onMordor: boolean;
  /** A Companion in the Fellowship, or 'gollum' when none is left (§5.3). */
  readonly guide: CompanionId | 'gollum';
  /** Active side up per nation (§6.1, §6.2). */
  readonly active: Readonly<Record<NationId, boolean>>;
  /** Free Peoples dice that were in the Hunt Box when Phase 1 recovered them (the Hunt allocation minimum, §3 Phase 3). */
  readonly fpHuntLastTurn: number;
  readonly result: TrackerResult | null;
}

/** §2.1: the board as the setup leaves it. The seed is unused (nothing random), kept for the kernel's generator. */
export function setup(options: TrackerOptions, seed: string): TrackerState {
  const counters: Record<string, number> = {};
  for (const c of counterBounds(false)) counters[c.id] = 0;
  counters['dice.fp'] = ACTION_DICE.fp.start;
  counters['dice.shadow'] = ACTION_DICE.shadow.start;
  for (const n of NATIONS) {
    counters[`politics.${n.id}`] = n.politicalStart;
    for (const k of unitKinds(n.id)) counters[`reinforcements.${n.id}.${k}`] = n.reinforcements[k];
  }
  for (const side of ['fp', 'shadow'] as const) for (const d of DECKS) counters[`deck.${side}.${d}`] = CARDS_PER_DECK;
  return {
    rng: seedRng(seed),
    seats: [...TRACKER_SEATS],
    expansions: [...options.expansions],
    turn: 1,
    step: 0,
    zones: {
      'hunt.pool': STANDARD_HUNT_TILES.map((t) => tilePiece(t.id)),
      'hunt.drawn': [],
      'hunt.removed': [],
      'hunt.reserve': SPECIAL_HUNT_TILES.map((t) => tilePiece(t.id)),
      'hunt.waiting': [],
      fellowship: COMPANION_IDS.map(charPiece),
      separated: [],
      eliminated: [],
      'control.fp': SETTLEMENTS.filter((r) => initialController(REGION_BY_ID[r]) === 'fp').map(settlementPiece),
      'control.shadow': SETTLEMENTS.filter((r) => initialController(REGION_BY_ID[r]) === 'shadow').map(settlementPiece),
    },
    counters,
    revealed: false,
    onMordor: false,
    guide: STARTING_GUIDE as CompanionId,
    active: Object.fromEntries(NATIONS.map((n) => [n.id, n.startsActive])) as Record<NationId, boolean>,
    fpHuntLastTurn: 0,
    result: null,
  };
}

/** What a piece is: a Hunt tile, a Companion or a Settlement (null: not one of the tracker's pieces). */
export function pieceKind(piece: string): { kind: 'tile' | 'char' | 'settlement'; id: string } | null {
  const dot = piece.indexOf('.');
  if (dot < 0) return null;
  const kind = piece.slice(0, dot);
  const id = piece.slice(dot + 1);
  if (kind === 'tile' && HUNT_TILE_IDS.has(id)) return { kind, id };
  if (kind === 'char' && (COMPANION_IDS as readonly string[]).includes(id)) return { kind, id };
  if (kind === 'settlement' && SETTLEMENT_SET.has(id)) return { kind, id };
  return null;
}
const HUNT_TILE_IDS = new Set([...STANDARD_HUNT_TILES, ...SPECIAL_HUNT_TILES].map((t) => t.id));
const SETTLEMENT_SET = new Set<string>(SETTLEMENTS);

/** The zone that holds a piece, or null. */
export function zoneOf(s: TrackerState, piece: string): ZoneId | null {
  for (const z of ZONE_IDS) if (s.zones[z].includes(piece)) return z;
  return null;
}

/** Victory Points of each side (§8.15, §9): the enemy Cities (1) and Strongholds (2) it controls. */
export function victoryPointsOf(s: TrackerState): Record<Side, number> {
  const vp = { fp: 0, shadow: 0 };
  for (const side of ['fp', 'shadow'] as const)
    for (const p of s.zones[`control.${side}`]) {
      const r = p.slice('settlement.'.length) as RegionId;
      if (initialController(REGION_BY_ID[r]) !== side) vp[side] += regionVp(r);
    }
  return vp;
}

/** Level of a Companion (§5.3). */
export function levelOf(c: string): number {
  const l = CHARACTER_BY_ID[c as CompanionId]?.level;
  return typeof l === 'number' ? l : 0;
}

/** The Companions that may be the Guide now: those in the Fellowship tied for the highest Level (§5.3). */
export function guideCandidates(s: TrackerState): CompanionId[] {
  const inside = s.zones.fellowship.map((p) => p.slice('char.'.length) as CompanionId);
  const top = Math.max(0, ...inside.map(levelOf));
  return inside.filter((c) => levelOf(c) === top);
}
