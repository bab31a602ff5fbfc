/**
 * The Edge of Darkness play screen's card model (renderer/src/games/edge-of-darkness/play/card-model.ts): a
 * composite card shows the strips model/card.ts says are visible (rules digest §2.1, errata R1), its owner
 * (§2.2), its threat (§2.4) and cube icons (§4.1 B2), for every starter card bare and crafted; every effect
 * of the vocabulary (§4.7) becomes an icon + number chip whose sentence exists in every language.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import {
  EFFECT_OPS,
  ORIGINAL_CONTENT,
  allegianceOf,
  asThreat,
  craft,
  cubeIcons,
  filledSlots,
  indexContent,
  newCard,
  visibleStrips,
  type Card,
  type Effect,
} from '../../../core/games/edge-of-darkness';
import {
  abilityChips,
  costChip,
  cubesOf,
  effectChip,
  filledCount,
  nameIn,
  ownerOf,
  screenIndex,
  shownSlots,
  threatOf,
} from '../../../renderer/src/games/edge-of-darkness/play/card-model';
import { createAppI18n } from '../../../renderer/src/i18n';

const index = indexContent(ORIGINAL_CONTENT);
// the screens get the content as JSON through games.content
const screen = screenIndex(JSON.parse(JSON.stringify(ORIGINAL_CONTENT)));
const starters = ORIGINAL_CONTENT.starters ?? [];
const advancements = ORIGINAL_CONTENT.advancements ?? [];

/** Every starter card bare, then with advancements sleeved into every slot they fit (top covering the base). */
function cards(): Card[] {
  const out: Card[] = [];
  starters.forEach((s, i) => {
    let c = newCard(s);
    out.push(c);
    for (const slot of ['bottom', 'middle', 'top'] as const) {
      const a =
        advancements.find(
          (x, j) => (x.variants[slot] ?? 0) > 0 && j % starters.length === (i + slot.length) % starters.length,
        ) ?? advancements.find((x) => (x.variants[slot] ?? 0) > 0)!;
      const r = craft(c, a, slot);
      expect(r.ok, `${s.id} ${slot} ${a.id}`).toBe(true);
      if (r.ok) c = r.card;
      out.push(c);
    }
    if (s.guild === null) out.push({ ...c, allegiance: 'fede' });
  });
  return out;
}

describe('composite card (§2.1 card anatomy, §2.2 ownership, §2.4 a card as one threat)', () => {
  const all = cards();

  it('reads the content whatever wraps it (one file, a list, { files })', () => {
    expect(screen.starters.size).toBe(33);
    expect(screenIndex([ORIGINAL_CONTENT]).advancements.size).toBe(advancements.length);
    expect(screenIndex({ files: [ORIGINAL_CONTENT] }).locations.size).toBe(ORIGINAL_CONTENT.locations!.length);
    expect(screenIndex(null).starters.size).toBe(0);
  });

  it('§2.1 / R1: shows exactly the visible strips, top to bottom; a top advancement covers the Citizen/Patrician', () => {
    expect(all.length).toBeGreaterThan(33 * 4);
    for (const c of all) {
      const shown = shownSlots(c, screen);
      expect(shown.map((s) => s.slot)).toEqual(['top', 'middle', 'bottom']);
      const strips = shown.flatMap((s) => (s.strip ? [{ slot: s.slot, source: s.strip.source, id: s.strip.id }] : []));
      expect(strips).toEqual(visibleStrips(c, index).map((s) => ({ slot: s.slot, source: s.source, id: s.id })));
      expect(shown[0].coversBase).toBe(c.slots.top?.kind === 'advancement');
    }
  });

  it('§2.1 filled slots, §2.2 owner, §2.4 threat, §4.1 cube icons agree with the model', () => {
    for (const c of all) {
      expect(filledCount(c)).toBe(filledSlots(c));
      expect(ownerOf(c, screen)).toBe(allegianceOf(c, index));
      const th = asThreat(c, index);
      expect(threatOf(c, screen)).toEqual({ damage: th.damage, rewards: th.rewards });
      expect(cubesOf(c, screen)).toBe(cubeIcons(c, index));
    }
  });

  it('names in the UI language, else English (R17)', () => {
    expect(nameIn({ en: 'Lantern Quay', hu: 'Lámpás rakpart' }, 'hu')).toBe('Lámpás rakpart');
    expect(nameIn({ en: 'Lantern Quay' }, 'de')).toBe('Lantern Quay');
    expect(nameIn({ tr: 'Fener' }, 'de')).toBe('Fener');
    expect(nameIn(undefined, 'de', 'x')).toBe('x');
  });
});

/** One effect of every op and variant of the vocabulary (data/effects.ts). */
const EVERY_EFFECT: Effect[] = [
  ...(['coin', 'influence', 'goodwill', 'prestige'] as const).map((res): Effect => ({ op: 'gain', res, n: 2 })),
  ...(['coin', 'influence', 'goodwill'] as const).map((res): Effect => ({ op: 'lose', res, n: 1 })),
  { op: 'battle', n: 3 },
  { op: 'dispatch', n: 2 },
  { op: 'return', n: 1 },
  { op: 'train' },
  ...(['street', 'hand', 'this'] as const).map((from): Effect => ({ op: 'claim', from })),
  { op: 'hunt' },
  { op: 'draw', n: 1 },
  ...(['draw-to-zone', 'drop-in-tower', 'set-aside-from-tray', 'return-from-zone'] as const).map((action): Effect => ({
    op: 'cubes',
    action,
    n: 2,
  })),
  { op: 'defense', n: 2 },
  { op: 'tower', action: 'replace-card', n: 1 },
  { op: 'tower', action: 'move-cubes', n: 2 },
  { op: 'script', id: 'swap-street-cards' },
];

describe('effects as icon + number (§4.7)', () => {
  const i18n = createAppI18n('en');
  const { te, t } = i18n.global;

  it('covers every op of the vocabulary', () => {
    expect([...new Set(EVERY_EFFECT.map((e) => e.op))].sort()).toEqual([...EFFECT_OPS].sort());
  });

  it('§4.7 an icon without a number means 1; gains are signed, losses and costs negative', () => {
    expect(effectChip({ op: 'gain', res: 'coin' })).toMatchObject({ icon: 'coin', text: '+1' });
    expect(effectChip({ op: 'gain', res: 'prestige', n: 2 })).toMatchObject({ icon: 'prestige', text: '+2' });
    expect(effectChip({ op: 'lose', res: 'influence', n: 2 })).toMatchObject({ text: '−2', negative: true });
    expect(effectChip({ op: 'hunt' })).toMatchObject({ icon: 'hunt', text: '' });
    expect(costChip({ kind: 'return-agents', n: 2 })).toMatchObject({ icon: 'agent', text: '2', cost: true });
    expect(
      abilityChips({ cost: [{ kind: 'pay', res: 'coin', n: 2 }], effects: [{ op: 'gain', res: 'prestige' }] }).map(
        (c) => c.cost ?? false,
      ),
    ).toEqual([true, false]);
  });

  it('every chip has its sentence in every language, with its number', () => {
    const chips = [
      ...EVERY_EFFECT.map(effectChip),
      ...(['coin', 'influence', 'goodwill'] as const).map((res) => costChip({ kind: 'pay', res, n: 3 })),
      costChip({ kind: 'return-agents', n: 3 }),
    ];
    for (const c of chips)
      for (const l of LOCALES) {
        expect(te(c.key, l), `${l}: ${c.key}`).toBe(true);
        const text =
          typeof c.params.n === 'number'
            ? t(c.key, c.params, { locale: l, plural: c.params.n })
            : t(c.key, c.params, { locale: l });
        if (typeof c.params.n === 'number') expect(text, `${l}: ${c.key}`).toContain(String(c.params.n));
      }
  });
});
