/**
 * The card model with crafting (core/games/edge-of-darkness/model/card.ts) against the rules digest §2.1
 * (card anatomy, sleeving, permanence, skipping, filled slots), §2.2 (ownership and allegiance), §2.4 (a card
 * in the tower is one threat), §3.3 (Prologue targets, seeding) and the digest's errata (a covering strip
 * covers the Blight side too, RULINGS.md R1). One test per slot rule, each naming its section.
 */
import { describe, expect, it } from 'vitest';
import {
  ORIGINAL_CONTENT,
  abilities,
  allegianceOf,
  asThreat,
  baseCovered,
  claimAllegiance,
  craft,
  cubeIcons,
  filledSlots,
  indexContent,
  initialStock,
  newCard,
  openSlots,
  ownedBy,
  prologuePickProblem,
  prologueTargetProblem,
  seedSlot,
  seedingTargetProblem,
  sleeveObligation,
  stockLeft,
  visibleStrips,
  type AdvancementDef,
  type Card,
} from '../../../../core/games/edge-of-darkness';

const index = indexContent(ORIGINAL_CONTENT);
const adv = (id: string): AdvancementDef => {
  const a = index.advancements.get(id);
  if (!a) throw new Error(id);
  return a;
};
const card = (starterId: string): Card => {
  const s = index.starters.get(starterId);
  if (!s) throw new Error(starterId);
  return newCard(s);
};
const crafted = (c: Card, advId: string, slot: string): Card => {
  const r = craft(c, adv(advId), slot);
  if (!r.ok) throw new Error(r.reason);
  return r.card;
};

// Fixtures from our content: a 7-strip advancement (top 1, middle 3, bottom 3) and one without a top variant.
const LAMPLIGHTER = 'quay-lamplighter';
const WEAVER = 'master-weaver';

describe('§2.1 a card: a sleeve with three slots, its top slot holding a Citizen or Patrician', () => {
  it('a new starter card has its base in the top slot and the middle and bottom slots empty', () => {
    const c = card('anointed-citizen-1');
    expect(c.slots).toEqual({ top: { kind: 'base' }, middle: null, bottom: null });
    expect(c.allegiance).toBeNull();
    expect(filledSlots(c)).toBe(1);
    expect(openSlots(c)).toEqual(['top', 'middle', 'bottom']);
  });

  it('slot rule §2.1 "three slots": a slot other than top, middle or bottom is refused (unknown_slot)', () => {
    expect(craft(card('anointed-citizen-1'), adv(LAMPLIGHTER), 'side')).toEqual({ ok: false, reason: 'unknown_slot' });
    expect(craft(card('anointed-citizen-1'), adv(LAMPLIGHTER), '')).toEqual({ ok: false, reason: 'unknown_slot' });
  });

  it('slot rule §2.1 "choose the slot variant as far as the stack offers it": no top copy → refused', () => {
    expect(adv(WEAVER).variants.top).toBeUndefined();
    expect(craft(card('anointed-citizen-1'), adv(WEAVER), 'top')).toEqual({ ok: false, reason: 'variant_not_offered' });
    // A variant listed with 0 copies is not offered either.
    const zeroTop: AdvancementDef = { ...adv(LAMPLIGHTER), variants: { top: 0, middle: 3 } };
    expect(craft(card('anointed-citizen-1'), zeroTop, 'top')).toEqual({ ok: false, reason: 'variant_not_offered' });
    expect(craft(card('anointed-citizen-1'), zeroTop, 'bottom')).toEqual({ ok: false, reason: 'variant_not_offered' });
    expect(craft(card('anointed-citizen-1'), zeroTop, 'middle').ok).toBe(true);
  });

  it('slot rule §2.1 "a middle advancement needs an empty middle slot": the variant goes into its own slot', () => {
    const c = crafted(card('anointed-citizen-1'), LAMPLIGHTER, 'middle');
    expect(c.slots).toEqual({
      top: { kind: 'base' },
      middle: { kind: 'advancement', advancement: LAMPLIGHTER },
      bottom: null,
    });
    expect(filledSlots(c)).toBe(2);
  });

  it('slot rule §2.1 "never cover an already sleeved advancement": middle, bottom and a covered top refuse', () => {
    let c = crafted(card('anointed-citizen-1'), LAMPLIGHTER, 'middle');
    expect(craft(c, adv('toll-collector'), 'middle')).toEqual({ ok: false, reason: 'slot_has_advancement' });
    c = crafted(c, LAMPLIGHTER, 'bottom');
    expect(craft(c, adv('toll-collector'), 'bottom')).toEqual({ ok: false, reason: 'slot_has_advancement' });
    c = crafted(c, 'toll-collector', 'top');
    expect(craft(c, adv(LAMPLIGHTER), 'top')).toEqual({ ok: false, reason: 'slot_has_advancement' });
    expect(openSlots(c)).toEqual([]);
  });

  it('slot rule §2.1 "a top-slot advancement may cover a Citizen or Patrician"', () => {
    for (const id of ['anointed-citizen-1', 'anointed-patrician']) {
      const c = crafted(card(id), LAMPLIGHTER, 'top');
      expect(baseCovered(c)).toBe(true);
      expect(c.slots.top).toEqual({ kind: 'advancement', advancement: LAMPLIGHTER });
    }
  });

  it('slot rule §2.1 "once all copies of a slot variant are used up, it is no longer available"', () => {
    let stock = initialStock([adv(LAMPLIGHTER)]);
    expect(stockLeft(stock, LAMPLIGHTER, 'top')).toBe(1);
    expect(stockLeft(stock, LAMPLIGHTER, 'middle')).toBe(3);
    const first = craft(card('anointed-citizen-1'), adv(LAMPLIGHTER), 'top', stock);
    expect(first.ok).toBe(true);
    if (!first.ok || !first.stock) throw new Error('expected stock');
    stock = first.stock;
    expect(stockLeft(stock, LAMPLIGHTER, 'top')).toBe(0);
    expect(craft(card('anointed-citizen-2'), adv(LAMPLIGHTER), 'top', stock)).toEqual({
      ok: false,
      reason: 'variant_exhausted',
    });
    // The other variants of the same advancement run out on their own.
    expect(stockLeft(stock, LAMPLIGHTER, 'middle')).toBe(3);
    expect(craft(card('anointed-citizen-2'), adv(LAMPLIGHTER), 'middle', stock).ok).toBe(true);
  });

  it("A12, R10: any card can take an advancement — own, neutral or another guild's (the engine checks the hand)", () => {
    for (const id of ['neutral-citizen-5', 'neutral-patrician-3', 'carnival-citizen-2', 'fede-patrician']) {
      expect(craft(card(id), adv(LAMPLIGHTER), 'middle').ok, id).toBe(true);
    }
  });

  it('§2.1 permanence: crafting returns a new card and never changes the one given', () => {
    const c = card('anointed-citizen-1');
    const before = structuredClone(c);
    crafted(c, LAMPLIGHTER, 'bottom');
    expect(c).toEqual(before);
  });

  it('§2.1 "filled slot": a covered Citizen leaves the slot filled, counting once', () => {
    let c = crafted(card('anointed-citizen-1'), LAMPLIGHTER, 'top');
    expect(filledSlots(c)).toBe(1);
    c = crafted(crafted(c, 'toll-collector', 'middle'), 'wall-warden', 'bottom');
    expect(filledSlots(c)).toBe(3);
  });
});

describe("§2.1 a card's abilities: the union of its visible strips", () => {
  it('lists the base and each advancement top to bottom', () => {
    const c = crafted(crafted(card('anointed-citizen-2'), LAMPLIGHTER, 'bottom'), 'barracks-sergeant', 'middle');
    expect(visibleStrips(c, index).map((s) => [s.slot, s.source, s.id])).toEqual([
      ['top', 'citizen', 'anointed-citizen-2'],
      ['middle', 'advancement', 'barracks-sergeant'],
      ['bottom', 'advancement', LAMPLIGHTER],
    ]);
    const list = abilities(c, index);
    expect(list.map((a) => [a.slot, a.index, a.ability.effects.map((e) => e.op)])).toEqual([
      ['top', 0, ['battle']],
      ['top', 1, ['gain']],
      ['middle', 0, ['dispatch', 'battle']],
      ['bottom', 0, ['dispatch']],
      ['bottom', 1, ['gain']],
    ]);
  });

  it('a covered Citizen shows nothing: its Battle Strength is gone (§2.1, §2.5)', () => {
    const c = crafted(card('anointed-citizen-1'), 'toll-collector', 'top');
    const list = abilities(c, index);
    expect(list.every((a) => a.source === 'advancement')).toBe(true);
    expect(list.flatMap((a) => a.ability.effects).some((e) => e.op === 'battle')).toBe(false);
  });

  it('§2.4 / §4.1 B2: the cube icons of every visible strip are summed', () => {
    const c = card('anointed-citizen-2');
    expect(cubeIcons(c, index)).toBe(1);
    expect(cubeIcons(crafted(c, 'raven-keeper', 'bottom'), index)).toBe(3);
    // Covering the base hides its cube icon too.
    expect(cubeIcons(crafted(c, 'toll-collector', 'top'), index)).toBe(0);
  });
});

describe('§2.4 / §4.5 a card in the tower is one threat; errata: covering strips cover the Blight side too', () => {
  it('damage is the sum over the visible strips, rewards are joined', () => {
    const c = crafted(crafted(card('anointed-citizen-3'), 'raven-keeper', 'middle'), 'wall-warden', 'bottom');
    const t = asThreat(c, index);
    expect(t.damage).toBe(2 + 4 + 2);
    expect(t.rewards).toEqual([
      { op: 'gain', res: 'prestige' },
      { op: 'gain', res: 'prestige', n: 3 },
      { op: 'gain', res: 'prestige', n: 2 },
    ]);
    expect(t.onAttack).toEqual([{ op: 'lose', res: 'coin', n: 1 }]);
  });

  it('errata (seed L178, L289, L429), R1: a top advancement replaces the base threat on the Blight side', () => {
    const base = card('anointed-citizen-3');
    expect(asThreat(base, index).damage).toBe(2);
    const covered = crafted(base, 'ferry-pilot', 'top');
    expect(asThreat(covered, index)).toEqual({ damage: 1, rewards: [{ op: 'gain', res: 'coin' }], onAttack: [] });
  });
});

describe('§2.2 ownership and allegiance', () => {
  it('a guild starter card belongs to its guild; a neutral card to nobody', () => {
    expect(allegianceOf(card('carnival-citizen-1'), index)).toBe('carnival');
    expect(allegianceOf(card('neutral-citizen-1'), index)).toBeNull();
    expect(ownedBy(card('carnival-patrician'), 'carnival', index)).toBe(true);
    expect(ownedBy(card('carnival-patrician'), 'fede', index)).toBe(false);
  });

  it("claiming allegiance sleeves a slip into a neutral card; the card is then that guild's", () => {
    const r = claimAllegiance(card('neutral-citizen-1'), 'gilded', 7, index);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(allegianceOf(r.card, index)).toBe('gilded');
    // A slip is not a slot.
    expect(filledSlots(r.card)).toBe(1);
  });

  it('only a neutral card can be claimed, and allegiance never changes', () => {
    expect(claimAllegiance(card('gilded-citizen-1'), 'fede', 7, index)).toEqual({ ok: false, reason: 'not_neutral' });
    const claimed = claimAllegiance(card('neutral-patrician-1'), 'gilded', 7, index);
    if (!claimed.ok) throw new Error(claimed.reason);
    expect(claimAllegiance(claimed.card, 'fede', 7, index)).toEqual({ ok: false, reason: 'not_neutral' });
    expect(claimAllegiance(claimed.card, 'gilded', 6, index)).toEqual({ ok: false, reason: 'not_neutral' });
  });

  it('only while the guild has slips left (7 per guild)', () => {
    expect(claimAllegiance(card('neutral-citizen-2'), 'fede', 0, index)).toEqual({
      ok: false,
      reason: 'no_slips_left',
    });
    expect(claimAllegiance(card('neutral-citizen-2'), 'fede', 1, index).ok).toBe(true);
  });

  it("advancements on a claimed card keep it the claimer's (the card is the unit of ownership)", () => {
    const claimed = claimAllegiance(crafted(card('neutral-citizen-3'), LAMPLIGHTER, 'middle'), 'anointed', 7, index);
    if (!claimed.ok) throw new Error(claimed.reason);
    expect(allegianceOf(claimed.card, index)).toBe('anointed');
    expect(filledSlots(claimed.card)).toBe(2);
  });
});

describe('§2.1 "Skipping" / §4.4.3: sleeving is mandatory unless the only free slot is a Citizen or Patrician', () => {
  const all = () => true;
  it('must sleeve while a card in hand has an empty middle or bottom slot that an available variant fits', () => {
    expect(sleeveObligation([card('anointed-citizen-1')], all)).toBe('must');
  });

  it('may skip when only Citizen/Patrician slots are free', () => {
    const full = crafted(crafted(card('anointed-citizen-1'), LAMPLIGHTER, 'middle'), LAMPLIGHTER, 'bottom');
    expect(sleeveObligation([full, full], all)).toBe('may-skip');
  });

  it('may skip when the empty middle/bottom slots fit no available variant (all used up)', () => {
    expect(sleeveObligation([card('anointed-citizen-1')], (s) => s === 'top')).toBe('may-skip');
  });

  it('cannot sleeve when nothing fits (every slot holds an advancement, or no variant is left)', () => {
    const done = crafted(
      crafted(crafted(card('anointed-citizen-1'), LAMPLIGHTER, 'middle'), LAMPLIGHTER, 'bottom'),
      LAMPLIGHTER,
      'top',
    );
    expect(sleeveObligation([done], all)).toBe('impossible');
    expect(sleeveObligation([card('anointed-citizen-1')], () => false)).toBe('impossible');
    expect(sleeveObligation([], all)).toBe('impossible');
  });
});

describe("§3.3 the Prologue: picks go into the picker's own starter cards; the unpicked seed neutral Citizens", () => {
  it('a pick goes into one of your 4 guild starter cards only', () => {
    expect(prologueTargetProblem(card('fede-citizen-2'), 'fede', index)).toBeNull();
    expect(prologueTargetProblem(card('fede-patrician'), 'fede', index)).toBeNull();
    expect(prologueTargetProblem(card('gilded-citizen-2'), 'fede', index)).toBe('prologue_not_own_starter');
    expect(prologueTargetProblem(card('neutral-citizen-1'), 'fede', index)).toBe('prologue_not_own_starter');
  });

  it('step 2 (A15): each pick is a unique advancement, not one already picked in this Prologue', () => {
    const picked = new Set([LAMPLIGHTER]);
    expect(prologuePickProblem(LAMPLIGHTER, picked)).toBe('prologue_already_picked');
    expect(prologuePickProblem(WEAVER, picked)).toBeNull();
  });

  it('step 4: each unpicked advancement goes into a different neutral Citizen', () => {
    expect(seedingTargetProblem(card('neutral-citizen-4'), index)).toBeNull();
    expect(seedingTargetProblem(card('neutral-patrician-2'), index)).toBe('seed_not_neutral_citizen');
    expect(seedingTargetProblem(card('anointed-citizen-1'), index)).toBe('seed_not_neutral_citizen');
    const seeded = crafted(card('neutral-citizen-4'), LAMPLIGHTER, 'bottom');
    expect(seedingTargetProblem(seeded, index)).toBe('seed_card_already_seeded');
  });

  it('A13/A14, R3: seeding uses the bottom variant, else the middle, else the top (covering the Citizen)', () => {
    expect(seedSlot(adv(LAMPLIGHTER))).toBe('bottom');
    const stock = { ...initialStock([adv(LAMPLIGHTER)]), [`${LAMPLIGHTER}/bottom`]: 0 };
    expect(seedSlot(adv(LAMPLIGHTER), stock)).toBe('middle');
    expect(seedSlot(adv(LAMPLIGHTER), { [`${LAMPLIGHTER}/top`]: 1 })).toBe('top');
    expect(seedSlot(adv(LAMPLIGHTER), {})).toBeNull();
  });
});
