// Berserk Heroes rules engine: card input (the shared Heroes card shape), options, state, actions and
// events (digest §2.3, §3.2, §4.4, §6). `cards` (one definition per card instance) never changes;
// `units` (the runtime facts of every instance) is copied shallowly per action.

import { z } from 'zod';
import type { KernelState, SeatId } from '../../../../kernel';
import { abilityRefSchema } from '../../abilities';
import { savedDeckRefSchema } from '../../../../platform/decks';
import type { HeroesAbility } from '../abilities';

export const HEROES_KINDS = ['hero', 'creature', 'equipment', 'spell', 'event'] as const;
export type HeroesKind = (typeof HEROES_KINDS)[number];

/**
 * One card as the catalog's Heroes records have it (the shape agreed with the catalog,
 * briefs/s13/heroes-shape.md), plus the optional `count` (copies in a deck list, default 1).
 */
export const heroesCardSchema = z
  .object({
    id: z.string().min(1).max(80),
    name: z.string().min(1).max(120),
    line: z.literal('heroes').default('heroes'),
    kind: z.enum(HEROES_KINDS),
    elements: z.array(z.string().max(40)).max(6).default([]),
    cost: z.number().int().min(0).max(20).default(0),
    strike: z.number().int().min(0).max(30).optional(),
    life: z.number().int().min(0).max(60).optional(),
    slot: z.string().min(1).max(40).optional(),
    horde: z.boolean().optional(),
    abilities: z.array(abilityRefSchema).max(12).default([]),
    set: z.string().max(40).optional(),
    number: z.string().max(40).optional(),
    rarity: z.string().max(40).optional(),
    count: z.number().int().min(1).max(10).default(1),
  })
  // catalog records may carry more facts (translations, art…): dropped here
  .strip();
export type HeroesCardInput = z.input<typeof heroesCardSchema>;

/** A deck: one of our hero decks by id, or a hero and its cards given inline. */
export const heroesDeckSchema = z.union([
  z.object({ starter: z.string().min(1).max(40) }).strict(),
  z
    .object({
      name: z.string().max(80).optional(),
      hero: heroesCardSchema.refine((c) => c.kind === 'hero', { message: 'hero' }),
      cards: z
        .array(heroesCardSchema.refine((c) => c.kind !== 'hero', { message: 'notHero' }))
        .min(1)
        .max(80),
      /** The saved deck these cards came from, at that version (the play history's decks, issue 19). */
      savedDeck: savedDeckRefSchema.optional(),
    })
    .strict(),
]);
export type HeroesDeckInput = z.input<typeof heroesDeckSchema>;

export const heroesOptionsSchema = z
  .object({
    decks: z.tuple([heroesDeckSchema, heroesDeckSchema]).default([{ starter: 'thornwatch' }, { starter: 'ashmarsh' }]),
  })
  .strict();
export type HeroesOptions = z.output<typeof heroesOptionsSchema>;

/** The engine's definition of one card instance (fixed for the game). */
export interface HCard {
  readonly key: string;
  readonly name: string;
  readonly owner: 0 | 1;
  readonly kind: HeroesKind;
  readonly elements: readonly string[];
  readonly cost: number;
  readonly strike: number;
  readonly life: number;
  readonly slot: string | null;
  readonly abilities: readonly HeroesAbility[];
}

export type HZone = 'deck' | 'hand' | 'play' | 'grave';

export interface HUnit {
  readonly z: HZone;
  readonly closed: boolean;
  /** A Stealth creature in play not yet revealed (§5.11 Heroes). */
  readonly hidden: boolean;
  readonly wounds: number;
  /** Came into play this turn (summoning sickness, §6). */
  readonly sick: boolean;
  readonly attacked: boolean;
  /** Defended this turn (§5.5 Heroes: once per turn). */
  readonly defended: boolean;
  /** Ability indices used this turn (one entry per use). */
  readonly used: readonly number[];
  /** Wounds Armor prevented this turn. */
  readonly armorUsed: number;
  /** Wounded by an attack this turn (Wrath). */
  readonly hurt: boolean;
  /** Skips its next opening (Stun, ruling H5). */
  readonly stunned: boolean;
}

export type Pair<T> = readonly [T, T];

export type HStage = 'order' | 'mulligan' | 'reveal' | 'triggers' | 'main' | 'over';

/** An attack waiting for the attacked player's defender choice (§5.5 Heroes). */
export interface HFight {
  readonly attacker: number;
  readonly target: number;
}

export interface HTrigger {
  readonly card: number;
  readonly ability: number;
}

export interface HeroesState extends KernelState {
  readonly cards: readonly HCard[];
  readonly units: readonly HUnit[];
  readonly heroes: Pair<number>;
  readonly decks: Pair<readonly number[]>;
  readonly hands: Pair<readonly number[]>;
  readonly graves: Pair<readonly number[]>;
  /** Cards in play besides the hero, in the order they came into play. */
  readonly play: Pair<readonly number[]>;
  /** Coins owned (at most 10) and how many of them are closed (§6 coins). */
  readonly coins: Pair<number>;
  readonly closedCoins: Pair<number>;
  /** Prayer tokens on the hero and on the totem pole, per player (§6, ruling H7). */
  readonly prayers: Pair<Pair<number>>;
  /** Strike bonus of this turn's Rally (ends with the turn). */
  readonly rally: Pair<number>;
  /** Failed draws (§6: the third loses). */
  readonly failed: Pair<number>;
  /** The player drawn at random who chooses who goes first (§4.4). */
  readonly chooser: 0 | 1;
  readonly first: -1 | 0 | 1;
  readonly stage: HStage;
  /** Player addressed during the mulligan. */
  readonly current: 0 | 1;
  /** Cards the mulliganing player has put aside for the bottom. */
  readonly picks: readonly number[];
  readonly turn: number;
  readonly active: 0 | 1;
  readonly fight: HFight | null;
  /** Start-of-turn triggers still to resolve, the inactive player's first (§6). */
  readonly triggers: readonly HTrigger[];
  /** A card ability being resolved by hand. */
  readonly manual: { readonly card: number; readonly ability: number; readonly steps: number } | null;
  readonly result: Pair<'win' | 'loss' | 'draw'> | null;
  readonly reason: string;
}

const card = z.number().int().min(0).max(999);
const index = z.number().int().min(0).max(11);
export const heroesActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseFirst'), first: z.enum(['p1', 'p2']) }).strict(),
  z.object({ type: z.literal('toBottom'), card }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
  z.object({ type: z.literal('reveal'), card }).strict(),
  z.object({ type: z.literal('revealDone') }).strict(),
  z.object({ type: z.literal('trigger'), card, index }).strict(),
  z.object({ type: z.literal('play'), card, target: card.optional() }).strict(),
  z.object({ type: z.literal('attack'), card, target: card }).strict(),
  z.object({ type: z.literal('ability'), card, index, target: card.optional() }).strict(),
  z.object({ type: z.literal('defend'), card }).strict(),
  z.object({ type: z.literal('noDefence') }).strict(),
  z.object({ type: z.literal('byHand'), card, index }).strict(),
  z.object({ type: z.literal('handWound'), target: card }).strict(),
  z.object({ type: z.literal('handHeal'), target: card }).strict(),
  z.object({ type: z.literal('handDone') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
]);
export type HeroesAction = z.infer<typeof heroesActionSchema>;

/** Log events; `describe` hides from each viewer what it may not see (drawn cards, hidden plays). */
export type HeroesEvent =
  | { type: 'firstChosen'; seat: SeatId; first: SeatId }
  | { type: 'mulligan'; seat: SeatId; count: number }
  | { type: 'turn'; seat: SeatId; turn: number }
  | { type: 'coin'; seat: SeatId; coins: number }
  | { type: 'draw'; seat: SeatId; card: string }
  | { type: 'drawFailed'; seat: SeatId; failed: number }
  | { type: 'revealed'; seat: SeatId; card: string }
  | { type: 'play'; seat: SeatId; card: string; kind: HeroesKind; cost: number; hidden: boolean }
  | { type: 'replaced'; seat: SeatId; card: string; kind: HeroesKind }
  | { type: 'attack'; seat: SeatId; card: string; target: string }
  | { type: 'defend'; seat: SeatId; card: string }
  | { type: 'noDefence'; seat: SeatId }
  | { type: 'wounds'; seat: SeatId; card: string; amount: number; prevented: number; cause: string }
  | { type: 'heal'; seat: SeatId; card: string; amount: number; cause: string }
  | { type: 'dies'; seat: SeatId; card: string; to: 'grave' | 'deck' }
  | { type: 'ability'; seat: SeatId; card: string; ability: string; x: number; target: string }
  | { type: 'prayers'; seat: SeatId; amount: number; on: 'hero' | 'totem' }
  | { type: 'stunned'; seat: SeatId; card: string }
  | { type: 'byHand'; seat: SeatId; card: string; ability: string; detail: string }
  | { type: 'handDone'; seat: SeatId }
  | { type: 'gameOver'; result: string };
