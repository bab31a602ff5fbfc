// Berserk classic rules engine: card facts, options, state, actions and events (rules digest §4–§5).
// The state is small and shared between versions: `cards` (one definition per card instance, fixed
// for the game) never changes; `units` (the runtime facts of every instance) is copied shallowly and
// only the changed units are new objects.

import { z } from 'zod';
import type { KernelState, SeatId } from '../../../kernel';
import { savedDeckRefSchema } from '../../../platform/decks';
import { abilityRefSchema, type Ability, type AbilityRef, type AttackAbilityName } from '../abilities';

export const ELEMENTS = ['steppes', 'forests', 'mountains', 'swamps', 'darkness', 'neutral'] as const;
export type Element = (typeof ELEMENTS)[number];
/** Card types of the 2023 card list; `equipment` from rule 214 (§2.2). */
export const CARD_TYPES = ['creature', 'flyer', 'artifact', 'terrain', 'companion', 'parasite', 'equipment'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const EQUIPMENT_CLASSES = ['weapon', 'armor', 'shield', 'potion'] as const;

const strikeSchema = z
  .object({
    weak: z.number().int().min(0).max(20),
    normal: z.number().int().min(0).max(20),
    hard: z.number().int().min(0).max(20),
  })
  .strict();

/** A card's facts, as the catalog's card list has them plus its abilities (`{ name, params }`). */
export const cardFactsSchema = z
  .object({
    id: z.union([z.string().min(1).max(80), z.number().int()]).transform(String),
    name: z.string().min(1).max(120),
    names: z.record(z.string(), z.string()).optional(),
    price: z.number().int().min(0).max(30),
    elite: z.boolean(),
    unique: z.boolean().default(false),
    elements: z.array(z.string()).max(6).default([]),
    type: z.enum(CARD_TYPES),
    health: z.number().int().min(0).max(60).nullable().default(null),
    moves: z.number().int().min(0).max(10).nullable().default(null),
    hit: strikeSchema.nullable().default(null),
    classes: z.array(z.string().min(1).max(40)).max(8).default([]),
    equipmentClass: z.enum(EQUIPMENT_CLASSES).optional(),
    abilities: z.array(abilityRefSchema).max(20).default([]),
    count: z.number().int().min(1).max(5).default(1),
  })
  // not strict: rows of a card list carry more facts (rarity, painter, set…), which are dropped
  .strip();
export type CardFactsInput = z.input<typeof cardFactsSchema>;

/** A squad: one of our starter squads by id, or cards given inline with their facts. */

export const squadSchema = z.union([
  z.object({ starter: z.string().min(1).max(40) }).strict(),
  z
    .object({
      name: z.string().max(80).optional(),
      cards: z.array(cardFactsSchema).min(1).max(60),
      /** The saved deck these cards came from, at that version (the play history's decks, issue 19). */
      savedDeck: savedDeckRefSchema.optional(),
    })
    .strict(),
]);
export type SquadInput = z.input<typeof squadSchema>;

export const optionsSchema = z
  .object({
    squads: z.tuple([squadSchema, squadSchema]).default([{ starter: 'wardens' }, { starter: 'mire' }]),
    /** Cards dealt in the Deal step (§4.3 step 1; the beginner guide's 15). */
    dealSize: z.number().int().min(1).max(50).default(15),
  })
  .strict();
export type BerserkOptions = z.output<typeof optionsSchema>;

/** The engine's definition of one card instance (fixed for the game). */
export interface CardDef {
  /** The card's id in its squad list (the catalog id or our starter id). */
  readonly key: string;
  readonly name: string;
  readonly owner: 0 | 1;
  readonly price: number;
  readonly elite: boolean;
  readonly unique: boolean;
  /** Non-neutral elements (empty = neutral). */
  readonly elements: readonly Element[];
  readonly type: CardType;
  readonly health: number;
  readonly moves: number;
  readonly hit: readonly [number, number, number] | null;
  readonly classes: readonly string[];
  readonly equipmentClass: string | null;
  /** Abilities the vocabulary knows (parsed params); index = position in `refs`. */
  readonly abilities: readonly (Ability | null)[];
  readonly refs: readonly AbilityRef[];
}

export type Zone = 'deck' | 'deal' | 'set' | 'field' | 'extra' | 'grave';

/** The runtime facts of one card instance. */
export interface Unit {
  readonly z: Zone;
  /** Battlefield cell 0..29 of a main card; -1 elsewhere (attachments use `host`). */
  readonly cell: number;
  /** Instance this equipment/symbiote is attached to, or -1. */
  readonly host: number;
  readonly closed: boolean;
  readonly hidden: boolean;
  readonly wounds: number;
  /** Movement points spent this turn (§5.6). */
  readonly moved: number;
  /** Acted this turn (a card action closed it, §5.3). */
  readonly acted: boolean;
  /** Wounded by an attack this turn (Wrath). */
  readonly hurt: boolean;
  /** Wounds Armor prevented this turn. */
  readonly armorUsed: number;
  /** Masking used up this turn. */
  readonly masked: boolean;
  /** Gained Plague. */
  readonly plague: boolean;
  /** Chips on the card (Soul Catcher, Concentration, Rage; Incarnation counts them in the graveyard). */
  readonly chips: number;
  /** Extra life gained (Gift of Life): the card's life is its printed life plus this. */
  readonly extra: number;
  /** Declared an attack this turn (Rage). */
  readonly attacked: boolean;
  /** Took any wound this turn (Concentration). */
  readonly scathed: boolean;
  /** Dexterity used this turn (once per turn). */
  readonly dodged: boolean;
  /** Turn number in which it closed in on flyers (rule 211.9); 0 when it has not. */
  readonly closeIn: number;
  /** Incarnated once (Incarnation X): a second death takes the ability away. */
  readonly incarnated: boolean;
}

/**
 * A triggered or two-step ability waiting for its controller's choice (§5.15): Gift of Life's
 * creature, Dexterity's cell, Thirst's victim, Redistribution's wounds one at a time, the card to
 * Resurrect or Summon, Incarnation's cell. `x` is the ability's number (wounds left to deal for
 * Redistribution); `cell` the target cell chosen on declaration (Resurrection, Summon).
 */
export interface Choice {
  readonly kind: ChoiceKind;
  readonly card: number;
  readonly x: number;
  readonly cell: number;
}
export const CHOICE_KINDS = [
  'giftOfLife',
  'dexterity',
  'thirst',
  'redistribution',
  'resurrection',
  'summon',
  'incarnation',
  'rage',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

export type Stage =
  | 'order' // the roll winner chooses who goes first (§4.3 step 1)
  | 'mulligan' // first player, then second
  | 'recruit' // first player, then second (§4.3 step 3)
  | 'place' // first player, then second (step 4)
  | 'hide' // step 5(c): Stealth cards (both) and the second player's 3rd row
  | 'attach' // step 5(e)(f)
  | 'vanguard' // step 7
  | 'main' // a turn's Main Phase (§5.1)
  | 'over';

/** The attack on the stack (§5.2), collapsed into the objects that can wait on a decision. */
export interface Fight {
  readonly source: number;
  readonly target: number;
  /** 'strike' = simple strike; else the ability's name. */
  readonly kind: AttackName;
  /** X-Y-Z of the attack ability (simple strike: the card's hit). */
  readonly values: readonly [number, number, number];
  /** Target object on top, the inactive player may assign a defender; 'exchange' after the rolls. */
  readonly step: 'target' | 'exchange';
  readonly defended: boolean;
  /** Modified rolls (attacker, responder) once rolled. */
  readonly rolls: readonly number[];
  /** During the preliminary stage (Vanguard): the fight does not close the attacker. */
  readonly vanguard: boolean;
  /** The target was hidden when attacked: revealed on becoming the target, it does not fight back (ruling R3). */
  readonly wasHidden: boolean;
}

export type AttackName = 'strike' | AttackAbilityName;

export type Pair<T> = readonly [T, T];

export interface BerserkState extends KernelState {
  readonly cards: readonly CardDef[];
  readonly units: readonly Unit[];
  readonly decks: Pair<readonly number[]>;
  readonly deals: Pair<readonly number[]>;
  readonly sets: Pair<readonly number[]>;
  readonly graves: Pair<readonly number[]>;
  /** 30 cells, row-major; rows 0–2 are seat p1's half (row 2 its 1st row), rows 3–5 seat p2's (row 3 its 1st row). */
  readonly grid: readonly number[];
  readonly extra: readonly number[];
  readonly gold: Pair<number>;
  readonly silver: Pair<number>;
  /** The turn-order rolls, re-rolled on ties (§4.3 step 1): [p1, p2] per roll. */
  readonly orderRolls: readonly (readonly [number, number])[];
  /** Player index of the first player (-1 until chosen). */
  readonly first: -1 | 0 | 1;
  readonly stage: Stage;
  /** Player addressed in the preliminary stage. */
  readonly current: 0 | 1;
  /** Deployment stage per player (0: base zone, 1, 2: expanded, §4.3 step 4). */
  readonly zoneStage: Pair<number>;
  readonly dealt: Pair<number>;
  /** Turn number (1 = the first player's first turn); 0 in the preliminary stage. */
  readonly turn: number;
  readonly active: 0 | 1;
  /** The second player's 3rd-row cards kept hidden until the end of the first player's first turn. */
  readonly keptHidden: readonly number[];
  /** Vanguard creatures not yet asked. */
  readonly vanguards: readonly number[];
  /** Attachments not yet given a host. */
  readonly toAttach: readonly number[];
  readonly fight: Fight | null;
  /** The End Phase waits for choices (Rage's opening) before the turn passes. */
  readonly ending: boolean;
  /** The player whose draw offer waits for the other's answer (§5.13), -1 when none. */
  readonly drawOffer: -1 | 0 | 1;
  /** Per player: 1 + the turn of its last draw offer (one offer a turn), 0 before any. */
  readonly drawOffered: Pair<number>;
  /** Triggers and two-step abilities waiting for a choice, oldest first (see `Choice`). */
  readonly choices: readonly Choice[];
  /** A card ability being resolved by hand (an ability the engine does not play). */
  readonly manual: { readonly card: number; readonly ability: number; readonly steps: number } | null;
  readonly result: Pair<'win' | 'loss' | 'draw'> | null;
  readonly reason: string;
}

/** A battlefield cell `c0`…`c29` or an Extra Zone card `x<instance>`. */
export const targetSchema = z.string().regex(/^(c([0-9]|[12][0-9])|x[0-9]{1,3})$/);

const card = z.number().int().min(0).max(999);
/** What a choice names: a cell or Extra Zone card (as targets), or a graveyard `g<id>` / deck `d<id>` card. */
export const choiceTargetSchema = z.string().regex(/^(c([0-9]|[12][0-9])|[xgd][0-9]{1,3})$/);
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseFirst'), first: z.enum(['p1', 'p2']) }).strict(),
  z.object({ type: z.literal('mulligan') }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
  z.object({ type: z.literal('recruit'), card, pay: z.enum(['gold', 'silver']) }).strict(),
  z.object({ type: z.literal('doneRecruiting') }).strict(),
  z.object({ type: z.literal('place'), card, cell: z.number().int().min(0).max(29) }).strict(),
  z.object({ type: z.literal('keepHidden'), card }).strict(),
  z.object({ type: z.literal('revealRest') }).strict(),
  z.object({ type: z.literal('attach'), card, host: card }).strict(),
  z.object({ type: z.literal('vanguard'), card, target: targetSchema }).strict(),
  z.object({ type: z.literal('skipVanguard'), card }).strict(),
  z.object({ type: z.literal('move'), card, cell: z.number().int().min(0).max(29) }).strict(),
  z.object({ type: z.literal('strike'), card, target: targetSchema }).strict(),
  z.object({ type: z.literal('ability'), card, index: z.number().int().min(0).max(19), target: targetSchema }).strict(),
  z.object({ type: z.literal('reveal'), card }).strict(),
  z.object({ type: z.literal('byHand'), card, index: z.number().int().min(0).max(19) }).strict(),
  z.object({ type: z.literal('handWound'), target: targetSchema }).strict(),
  z.object({ type: z.literal('handHeal'), target: targetSchema }).strict(),
  z.object({ type: z.literal('handDone') }).strict(),
  z.object({ type: z.literal('defend'), card }).strict(),
  z.object({ type: z.literal('exchange') }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  // Added in session 13 (the names above are fixed: the play screen uses them)
  z.object({ type: z.literal('concede') }).strict(),
  z.object({ type: z.literal('closeIn'), card }).strict(),
  z.object({ type: z.literal('choose'), target: choiceTargetSchema }).strict(),
  z.object({ type: z.literal('offerDraw') }).strict(),
  z.object({ type: z.literal('acceptDraw') }).strict(),
  z.object({ type: z.literal('declineDraw') }).strict(),
]);
export type BerserkAction = z.infer<typeof actionSchema>;

/** Log events; `describe` hides from each viewer what it may not see. */
export type BerserkEvent =
  | { type: 'firstChosen'; seat: SeatId; first: SeatId }
  | { type: 'mulligan'; seat: SeatId; count: number }
  | { type: 'keep'; seat: SeatId }
  | { type: 'recruit'; seat: SeatId; card: string; price: number; pay: 'gold' | 'silver'; adjust: number }
  | { type: 'recruitDone'; seat: SeatId; count: number }
  | { type: 'place'; seat: SeatId; card: string; cell: number }
  | { type: 'revealed'; seat: SeatId; card: string; cell: number }
  | { type: 'keptHidden'; seat: SeatId; cell: number }
  | { type: 'toExtra'; seat: SeatId; card: string }
  | { type: 'attach'; seat: SeatId; card: string; host: string }
  | { type: 'noHost'; seat: SeatId; card: string }
  | { type: 'turn'; seat: SeatId; turn: number }
  | {
      type: 'move';
      seat: SeatId;
      card: string;
      from: number;
      to: number;
      how: 'step' | 'jump' | 'teleport' | 'maneuver' | 'dexterity';
    }
  | { type: 'attack'; seat: SeatId; card: string; kind: AttackName; target: string; at: string }
  | { type: 'defend'; seat: SeatId; card: string }
  | { type: 'blocked'; seat: SeatId; card: string }
  | { type: 'rolls'; kind: 'fight' | 'single'; natural: readonly number[]; modified: readonly number[] }
  | { type: 'exchange'; seat: SeatId }
  | { type: 'wounds'; card: string; seat: SeatId; amount: number; prevented: number; cause: string }
  | { type: 'heal'; card: string; seat: SeatId; amount: number; cause: string }
  | { type: 'dies'; card: string; seat: SeatId }
  | { type: 'plague'; card: string; seat: SeatId }
  | {
      type: 'byHand';
      seat: SeatId;
      card: string;
      ability: string;
      params: Readonly<Record<string, number | string | boolean>>;
    }
  | { type: 'handDone'; seat: SeatId }
  | { type: 'chips'; card: string; seat: SeatId; chips: number; cause: string }
  | { type: 'extraLife'; card: string; seat: SeatId; amount: number; cause: string }
  | { type: 'opens'; card: string; seat: SeatId; cause: string }
  | { type: 'staysClosed'; card: string; seat: SeatId; cause: string }
  | { type: 'enters'; card: string; seat: SeatId; at: string; how: 'resurrection' | 'summon' | 'incarnation' }
  | { type: 'declined'; card: string; seat: SeatId; ability: ChoiceKind }
  | { type: 'closeIn'; card: string; seat: SeatId }
  | { type: 'concede'; seat: SeatId }
  | { type: 'drawOffered'; seat: SeatId }
  | { type: 'drawDeclined'; seat: SeatId }
  | { type: 'gameOver'; result: string };
