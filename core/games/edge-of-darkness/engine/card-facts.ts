/**
 * Edge of Darkness engine: what the rules ask of a card record again and again — its visible abilities with
 * their linked locations (R1, R11), which slots can take an advancement (§2.1), its allegiance (§2.2) — worked
 * out once per card record and content index. A card record never changes (crafting and claiming make a new
 * one), so the facts of a record stay true; they live outside the state (a WeakMap), never in it.
 */
import { prologueAllowed, type Ability } from '../data/effects';
import { SLOTS, type GuildId, type Slot } from '../data/ids';
import { allegianceOf, type Card } from '../model/card';
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

const cache = new WeakMap<ContentIndex, WeakMap<Card, CardFacts>>();
// Nearly every game runs on one content index: the last one's table is kept at hand.
let lastIx: ContentIndex | null = null;
let lastTable = new WeakMap<Card, CardFacts>();

export function cardFacts(ix: ContentIndex, card: Card): CardFacts {
  if (ix !== lastIx) {
    let table = cache.get(ix);
    if (!table) cache.set(ix, (table = new WeakMap()));
    lastIx = ix;
    lastTable = table;
  }
  let facts = lastTable.get(card);
  if (!facts) lastTable.set(card, (facts = computeFacts(ix, card)));
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

function computeFacts(ix: ContentIndex, card: Card): CardFacts {
  const refs: AbilityRef[] = [];
  let free = 0;
  let empty = 0;
  let cover = 0;
  for (const slot of SLOTS) {
    const fill = card.slots[slot];
    if (fill?.kind !== 'advancement') {
      free |= SLOT_BIT[slot];
      if (fill === null) empty |= SLOT_BIT[slot];
      else cover |= SLOT_BIT[slot];
    }
    const n = abilityCount(ix, card, slot);
    for (let index = 0; index < n; index++) {
      const f = cardAbility(ix, card, slot, index)!;
      refs.push({
        slot,
        index,
        ability: f.ability,
        loc: f.loc,
        key: abilityKey(card.id, slot, index),
        defense: f.ability.effects.some((e) => e.op === 'defense'),
        prologue: f.ability.effects.some(prologueAllowed),
        use: { type: 'use', card: card.id, slot, index },
      });
    }
  }
  return { refs, free, empty, cover, guild: allegianceOf(card, ix) };
}
