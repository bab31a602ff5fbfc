/**
 * Edge of Darkness: the card model with crafting (rules digest §2.1 card anatomy and sleeving, §2.2 ownership
 * and allegiance, §2.4 a card as one threat, §3.3 the Prologue's targets and seeding). A card is a physical
 * starter card in its sleeve: three slots, the top one holding its Citizen or Patrician; an advancement slid
 * into a slot adds its strip (a contact on the City side, a threat on the Blight side) and stays for the rest
 * of the game. Pure functions over plain data; every refusal is a reason code the renderer translates
 * (`eod.craft.<code>`).
 */
import type { Ability, AdvancementDef, Contact, Effect, StarterDef, Threat } from '../data/effects';
import { SLOTS, type GuildId, type Slot, type StarterKind } from '../data/ids';
import type { ContentIndex } from './content-index';

/** What fills a slot: the starter card's own Citizen/Patrician (top only) or a sleeved advancement. */
export type SlotFill = { readonly kind: 'base' } | { readonly kind: 'advancement'; readonly advancement: string };

/** One card: a sleeve with everything in it (§2.1). The top slot is never empty. */
export interface Card {
  /** The card's id in a game: its starter card's id (each starter card is one physical card). */
  readonly id: string;
  readonly starter: string;
  readonly slots: Readonly<Record<Slot, SlotFill | null>>;
  /** The guild whose Allegiance slip is sleeved in it (§2.2); a slip is not a slot. */
  readonly allegiance: GuildId | null;
}

/** Copies left per advancement and slot variant (§2.1: each variant runs out on its own). */
export type Stock = Readonly<Record<string, number>>;

export const stockKey = (advancement: string, slot: Slot): string => `${advancement}/${slot}`;

/** The stacks of the given advancements as the box holds them (§3.2 step 9). */
export function initialStock(advancements: readonly AdvancementDef[]): Stock {
  const out: Record<string, number> = {};
  for (const a of advancements)
    for (const s of SLOTS) if ((a.variants[s] ?? 0) > 0) out[stockKey(a.id, s)] = a.variants[s] ?? 0;
  return out;
}

export function stockLeft(stock: Stock, advancement: string, slot: Slot): number {
  return stock[stockKey(advancement, slot)] ?? 0;
}

/** A bare starter card in its sleeve, as every game begins (§3.1, §7.4). */
export function newCard(starter: StarterDef): Card {
  return {
    id: starter.id,
    starter: starter.id,
    slots: { top: { kind: 'base' }, middle: null, bottom: null },
    allegiance: null,
  };
}

export const CRAFT_REFUSALS = [
  'unknown_slot',
  'variant_not_offered',
  'variant_exhausted',
  'slot_has_advancement',
] as const;
export type CraftRefusal = (typeof CRAFT_REFUSALS)[number];

export type CraftResult = { ok: true; card: Card; stock?: Stock } | { ok: false; reason: CraftRefusal };

/**
 * Sleeves `advancement` into `card` at `slot` (§2.1). The slot is both the variant taken from the stack and
 * the card's slot it goes into ("a middle advancement needs an empty middle slot"). Refused:
 * - `unknown_slot`: not top, middle or bottom (a card has three slots);
 * - `variant_not_offered`: the advancement has no copies made for that slot;
 * - `variant_exhausted`: with `stock`, every copy of that variant is already used;
 * - `slot_has_advancement`: the slot already holds an advancement (never covered).
 * A top advancement may cover the Citizen or Patrician (the base stays in the slot, hidden; §2.1, R1).
 * With `stock`, the result's stock has one copy fewer.
 */
export function craft(card: Card, advancement: AdvancementDef, slot: string, stock?: Stock): CraftResult {
  if (!isSlot(slot)) return { ok: false, reason: 'unknown_slot' };
  if ((advancement.variants[slot] ?? 0) <= 0) return { ok: false, reason: 'variant_not_offered' };
  if (stock && stockLeft(stock, advancement.id, slot) <= 0) return { ok: false, reason: 'variant_exhausted' };
  const current = card.slots[slot];
  if (current?.kind === 'advancement') return { ok: false, reason: 'slot_has_advancement' };
  const next: Card = {
    ...card,
    slots: { ...card.slots, [slot]: { kind: 'advancement', advancement: advancement.id } },
  };
  if (!stock) return { ok: true, card: next };
  const key = stockKey(advancement.id, slot);
  return { ok: true, card: next, stock: { ...stock, [key]: (stock[key] ?? 0) - 1 } };
}

function isSlot(s: string): s is Slot {
  return (SLOTS as readonly string[]).includes(s);
}

/** Slots where an advancement could still go: empty ones, and the top while it holds the base (§2.1). */
export function openSlots(card: Card): Slot[] {
  return SLOTS.filter((s) => card.slots[s]?.kind !== 'advancement');
}

/** Whether the top slot's Citizen/Patrician is covered by a top advancement (§2.1). */
export function baseCovered(card: Card): boolean {
  return card.slots.top?.kind === 'advancement';
}

/** Filled slots (§2.1): Citizen, Patrician or advancement; a covered Citizen still counts once. */
export function filledSlots(card: Card): number {
  return SLOTS.filter((s) => card.slots[s] !== null).length;
}

/** One visible strip of a card: what shows in a slot on both sides (R1: a covering strip covers both). */
export interface Strip {
  readonly slot: Slot;
  readonly source: StarterKind | 'advancement';
  /** The starter card's or the advancement's id. */
  readonly id: string;
  readonly contact: Contact;
  readonly threat: Threat;
}

/** The strips that show, top to bottom (§2.1): a covered base does not show. */
export function visibleStrips(card: Card, index: ContentIndex): Strip[] {
  const out: Strip[] = [];
  for (const slot of SLOTS) {
    const fill = card.slots[slot];
    if (fill === null) continue;
    if (fill.kind === 'base') {
      const s = starterOf(card, index);
      out.push({ slot, source: s.kind, id: s.id, contact: s.contact, threat: s.threat });
    } else {
      const a = index.advancements.get(fill.advancement);
      if (!a) throw new Error(`unknown advancement ${fill.advancement}`);
      out.push({ slot, source: 'advancement', id: a.id, contact: a.contact, threat: a.threat });
    }
  }
  return out;
}

/** One ability of a card's City side, named by its strip (the unit of the 1-coin fee, R4). */
export interface CardAbility {
  readonly slot: Slot;
  /** Index of the ability within its strip's contact. */
  readonly index: number;
  readonly source: StarterKind | 'advancement';
  readonly id: string;
  readonly ability: Ability;
}

/** A card's abilities: the union of its visible strips' contacts, top to bottom (§2.1). */
export function abilities(card: Card, index: ContentIndex): CardAbility[] {
  return visibleStrips(card, index).flatMap((s) =>
    s.contact.abilities.map((ability, i) => ({ slot: s.slot, index: i, source: s.source, id: s.id, ability })),
  );
}

/** Cubes a card in hand makes its holder draw in the Gather phase: its visible cube icons (§2.4, §4.1 B2). */
export function cubeIcons(card: Card, index: ContentIndex): number {
  return visibleStrips(card, index).reduce((t, s) => t + s.contact.cubes, 0);
}

/** The card as one threat in the tower (§2.4, §4.5): damage summed over its visible strips, rewards joined. */
export function asThreat(card: Card, index: ContentIndex): { damage: number; rewards: Effect[]; onAttack: Effect[] } {
  const strips = visibleStrips(card, index);
  return {
    damage: strips.reduce((t, s) => t + s.threat.damage, 0),
    rewards: strips.flatMap((s) => s.threat.rewards),
    onAttack: strips.flatMap((s) => s.threat.onAttack ?? []),
  };
}

function starterOf(card: Card, index: ContentIndex): StarterDef {
  const s = index.starters.get(card.starter);
  if (!s) throw new Error(`unknown starter card ${card.starter}`);
  return s;
}

/** The card's guild (§2.2): its starter card's banner, else its Allegiance slip; `null` = neutral. */
export function allegianceOf(card: Card, index: ContentIndex): GuildId | null {
  return starterOf(card, index).guild ?? card.allegiance;
}

export type ClaimRefusal = 'not_neutral' | 'no_slips_left';

/**
 * Claims a neutral card's allegiance for `guild` (§2.2, §4.7 Claim Allegiance): only a neutral card (no
 * banner, no slip yet: allegiance never changes), only while the guild has slips left.
 */
export function claimAllegiance(
  card: Card,
  guild: GuildId,
  slipsLeft: number,
  index: ContentIndex,
): { ok: true; card: Card } | { ok: false; reason: ClaimRefusal } {
  if (allegianceOf(card, index) !== null) return { ok: false, reason: 'not_neutral' };
  if (slipsLeft <= 0) return { ok: false, reason: 'no_slips_left' };
  return { ok: true, card: { ...card, allegiance: guild } };
}

/** Whether `guild` owns the card (§2.2 "your card"). */
export function ownedBy(card: Card, guild: GuildId, index: ContentIndex): boolean {
  return allegianceOf(card, index) === guild;
}

/**
 * Whether the active player must sleeve this turn (§2.1 "Skipping", §4.4.3): `must` when some card in hand has
 * an empty middle or bottom slot an available variant fits; `may-skip` when the only slots an available
 * variant fits are Citizen/Patrician slots; `impossible` when nothing fits (no open slot, or every fitting
 * variant is used up).
 */
export function sleeveObligation(
  hand: readonly Card[],
  available: (slot: Slot) => boolean,
): 'must' | 'may-skip' | 'impossible' {
  let coverOnly = false;
  for (const card of hand)
    for (const slot of SLOTS) {
      const fill = card.slots[slot];
      if (fill?.kind === 'advancement' || !available(slot)) continue; // not an open slot (openSlots)
      if (fill === null) return 'must';
      coverOnly = true;
    }
  return coverOnly ? 'may-skip' : 'impossible';
}

/**
 * §3.3 step 2 (A15): a Prologue pick must be an advancement not already picked in this Prologue ("unique";
 * the picked location's stack is marked with a Player Aid token).
 */
export function prologuePickProblem(
  advancement: string,
  alreadyPicked: ReadonlySet<string>,
): 'prologue_already_picked' | null {
  return alreadyPicked.has(advancement) ? 'prologue_already_picked' : null;
}

export type PrologueTargetRefusal = 'prologue_not_own_starter';

/** §3.3: a Prologue pick is sleeved into one of the picker's own 4 guild starter cards. */
export function prologueTargetProblem(card: Card, guild: GuildId, index: ContentIndex): PrologueTargetRefusal | null {
  return starterOf(card, index).guild === guild ? null : 'prologue_not_own_starter';
}

export type SeedingRefusal = 'seed_not_neutral_citizen' | 'seed_card_already_seeded';

/**
 * §3.3 step 4: each unpicked advancement goes into a different neutral Citizen (one that has no advancement
 * yet; every Citizen gets at most one).
 */
export function seedingTargetProblem(card: Card, index: ContentIndex): SeedingRefusal | null {
  const s = starterOf(card, index);
  if (s.guild !== null || card.allegiance !== null || s.kind !== 'citizen') return 'seed_not_neutral_citizen';
  return SLOTS.some((slot) => card.slots[slot]?.kind === 'advancement') ? 'seed_card_already_seeded' : null;
}

/**
 * The slot variant used when seeding an unpicked advancement onto a neutral Citizen (A13, A14; RULINGS.md
 * R3): the bottom variant if it has a copy left, else the middle, else the top (covering the Citizen).
 */
export function seedSlot(advancement: AdvancementDef, stock?: Stock): Slot | null {
  for (const slot of ['bottom', 'middle', 'top'] as const) {
    const copies = stock ? stockLeft(stock, advancement.id, slot) : (advancement.variants[slot] ?? 0);
    if (copies > 0) return slot;
  }
  return null;
}
