/**
 * Edge of Darkness engine: what the rules ask of a card record again and again — its visible abilities with
 * their linked locations (R1, R11), which slots can take an advancement (§2.1), its allegiance (§2.2) — worked
 * out once per card record and content index. A card record never changes (crafting and claiming make a new
 * one), so the facts of a record stay true; they live outside the state (a WeakMap), never in it.
 */
import { prologueAllowed, type Ability } from '../data/effects';
import { SLOTS, type GuildId, type Slot } from '../data/ids';
import { allegianceOf, type Card, type SlotFill } from '../model/card';
import type { ContentIndex } from '../model/content-index';
import { abilityKey } from './state';
import type { EodAction } from './types';

/** A slot as a bit: top 1, middle 2, bottom 4. */
export const SLOT_BIT: Readonly<Record<Slot, number>> = { top: 1, middle: 2, bottom: 4 };

/** One visible ability of a card with its linked location. */
export interface AbilityRef {
  readonly slot: Slot;
  readonly index: number;
  readonly ability: Ability;
  readonly loc: string | null;
  /** `abilityKey` of it (the entry in `PlayerState.used`). */
  readonly key: string;
  readonly defense: boolean;
  readonly prologue: boolean;
  /** The `use` action for it, built once (legal lists share it; actions are never changed). */
  readonly use: EodAction;
}

export interface CardFacts {
  readonly refs: readonly AbilityRef[];
  /** Slots without an advancement (`SLOT_BIT`): where one may be sleeved. */
  readonly free: number;
  /** Empty slots, and slots whose base an advancement would cover (`sleeveObligation`'s two cases). */
  readonly empty: number;
  readonly cover: number;
  /** The guild owning it (§2.2), or null for a neutral card (`allegianceOf`). */
  readonly guild: GuildId | null;
  /** Its visible cube icons (§2.4, R1; `cubeIcons`). */
  readonly cubes: number;
}

/** A visible strip's ability of a card (R1: a covered base shows nothing), with its linked location (R11). */
export function cardAbility(
  ix: ContentIndex,
  card: Card,
  slot: Slot,
  index: number,
): { ability: Ability; loc: string | null } | null {
  const f = card.slots[slot];
  if (!f) return null;
  if (f.kind === 'base') {
    const ab = ix.starters.get(card.starter)?.contact.abilities[index];
    return ab ? { ability: ab, loc: null } : null;
  }
  const a = ix.advancements.get(f.advancement);
  const ab = a?.contact.abilities[index];
  return ab && a ? { ability: ab, loc: a.location } : null;
}

export function abilityCount(ix: ContentIndex, card: Card, slot: Slot): number {
  const f = card.slots[slot];
  if (!f) return 0;
  if (f.kind === 'base') return ix.starters.get(card.starter)?.contact.abilities.length ?? 0;
  return ix.advancements.get(f.advancement)?.contact.abilities.length ?? 0;
}

/**
 * The string as V8's one stored copy of that property name: two such strings compare by address alone, so
 * looking a key up in a list of them (`PlayerState.used`, `TurnState.locUsed`) is about three times faster
 * (measured). The text is the same; only which copy of it is kept changes.
 */
export function intern(text: string): string {
  let known = INTERNED.get(text);
  if (known === undefined) INTERNED.set(text, (known = Object.keys({ [text]: 0 })[0]));
  return known;
}
// Interned keys (ability and location-limit keys of a content set: a bounded number of them).
const INTERNED = new Map<string, string>();

// Per content index: the facts of each card record, and the strips (below) of each card id.
interface Tables {
  readonly facts: WeakMap<Card, CardFacts>;
  readonly strips: Map<string, Map<string, StripFacts>[]>;
}
const cache = new WeakMap<ContentIndex, Tables>();
// Nearly every game runs on one content index: the last one's tables are kept at hand.
let lastIx: ContentIndex | null = null;
let last: Tables = { facts: new WeakMap(), strips: new Map() };

function tables(ix: ContentIndex): Tables {
  if (ix !== lastIx) {
    let t = cache.get(ix);
    if (!t) cache.set(ix, (t = { facts: new WeakMap(), strips: new Map() }));
    lastIx = ix;
    last = t;
  }
  return last;
}

export function cardFacts(ix: ContentIndex, card: Card): CardFacts {
  const t = tables(ix);
  let facts = t.facts.get(card);
  if (!facts) t.facts.set(card, (facts = computeFacts(ix, t, card)));
  return facts;
}

/** The visible ability `index` of a card's `slot` (`cardAbility` with its key), or null. */
export function refOf(ix: ContentIndex, card: Card, slot: Slot, index: number): AbilityRef | null {
  const refs = cardFacts(ix, card).refs;
  for (let i = 0; i < refs.length; i++) if (refs[i].slot === slot && refs[i].index === index) return refs[i];
  return null;
}

/** The visible abilities of a card (`cardFacts`). */
export const abilityRefs = (ix: ContentIndex, card: Card): readonly AbilityRef[] => cardFacts(ix, card).refs;

function computeFacts(ix: ContentIndex, t: Tables, card: Card): CardFacts {
  const refs: AbilityRef[] = [];
  let free = 0;
  let empty = 0;
  let cover = 0;
  let cubes = 0;
  for (let si = 0; si < SLOTS.length; si++) {
    const slot = SLOTS[si];
    const fill = card.slots[slot];
    if (fill?.kind !== 'advancement') {
      free |= SLOT_BIT[slot];
      if (fill === null) empty |= SLOT_BIT[slot];
      else cover |= SLOT_BIT[slot];
    }
    if (!fill) continue;
    const strip = stripFacts(ix, t, card, si, fill);
    for (let i = 0; i < strip.refs.length; i++) refs.push(strip.refs[i]);
    cubes += strip.cubes;
  }
  return { refs, free, empty, cover, guild: allegianceOf(card, ix), cubes };
}

/**
 * What one filled slot of a card shows: its abilities (with the card's id in their keys and actions) and its
 * cube icons (`cubeIcons`). The same for every record of the card with that slot so filled, so kept per card
 * id, slot and filling (a bounded number: the content's cards, slots and advancements).
 */
interface StripFacts {
  readonly refs: readonly AbilityRef[];
  readonly cubes: number;
}

function stripFacts(ix: ContentIndex, t: Tables, card: Card, si: number, fill: SlotFill): StripFacts {
  let perSlot = t.strips.get(card.id);
  if (!perSlot) t.strips.set(card.id, (perSlot = SLOTS.flatMap(() => [new Map(), new Map()])));
  // the base by the starter card showing it, an advancement by its id
  const base = fill.kind === 'base';
  const byFill = perSlot[si * 2 + (base ? 0 : 1)];
  const source = base ? card.starter : fill.advancement;
  let strip = byFill.get(source);
  if (!strip) byFill.set(source, (strip = computeStrip(ix, card, SLOTS[si], fill)));
  return strip;
}

function computeStrip(ix: ContentIndex, card: Card, slot: Slot, fill: SlotFill): StripFacts {
  const refs: AbilityRef[] = [];
  const n = abilityCount(ix, card, slot);
  for (let index = 0; index < n; index++) {
    const f = cardAbility(ix, card, slot, index)!;
    refs.push({
      slot,
      index,
      ability: f.ability,
      loc: f.loc,
      key: intern(abilityKey(card.id, slot, index)),
      defense: f.ability.effects.some((e) => e.op === 'defense'),
      prologue: f.ability.effects.some(prologueAllowed),
      use: { type: 'use', card: card.id, slot, index },
    });
  }
  return { refs, cubes: stripCubes(ix, card, fill) };
}

/** A strip's cube icons (§2.4), as `visibleStrips` reads them (an unknown advancement is an error there too). */
function stripCubes(ix: ContentIndex, card: Card, fill: SlotFill): number {
  if (fill.kind === 'base') {
    const s = ix.starters.get(card.starter);
    if (!s) throw new Error(`unknown starter card ${card.starter}`);
    return s.contact.cubes;
  }
  const a = ix.advancements.get(fill.advancement);
  if (!a) throw new Error(`unknown advancement ${fill.advancement}`);
  return a.contact.cubes;
}
