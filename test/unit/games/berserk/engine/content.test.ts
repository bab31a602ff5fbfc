// The two original starter squads (content/): names in four languages, abilities from the
// vocabulary (§5.15), facts a legal Set needs (§4.3 step 3: at most 15 cards, two elements, flyers
// at most 15 crystals, one terrain); that each is recruitable is tested in preliminary.test.ts.
import { describe, expect, it } from 'vitest';
import { STARTERS } from '../../../../../core/games/berserk/content';
import { validateAbilities } from '../../../../../core/games/berserk/abilities';
import { berserkEngine, buildCards, optionsSchema } from '../../../../../core/games/berserk/engine';

describe('starter squads', () => {
  it('two squads, each card named in en, tr, de, hu, abilities all known', () => {
    expect(STARTERS.map((s) => s.id)).toEqual(['wardens', 'mire']);
    for (const s of STARTERS) {
      for (const l of ['en', 'tr', 'de', 'hu'] as const) expect(s.names[l].length).toBeGreaterThan(2);
      for (const c of s.cards) {
        for (const l of ['en', 'tr', 'de', 'hu'] as const) expect(c.names[l], `${c.id} ${l}`).toMatch(/\S/);
        expect(new Set(Object.values(c.names)).size, `${c.id} translated`).toBeGreaterThan(1);
        expect(validateAbilities(c.abilities ?? []), c.id).toEqual([]);
      }
    }
  });

  it('within the Set limits: ≤ 15 cards, 2 elements, flyers ≤ 15 crystals, 1 terrain', () => {
    const cards = buildCards(optionsSchema.parse({}));
    for (const p of [0, 1]) {
      const mine = cards.filter((c) => c.owner === p);
      expect(mine.length).toBeLessThanOrEqual(15);
      expect(new Set(mine.flatMap((c) => c.elements)).size).toBe(2);
      expect(mine.filter((c) => c.type === 'flyer').reduce((n, c) => n + c.price, 0)).toBeLessThanOrEqual(15);
      expect(mine.filter((c) => c.type === 'terrain').length).toBe(1);
      const total = mine.reduce((n, c) => n + c.price, 0);
      const elite = mine.filter((c) => c.elite).reduce((n, c) => n + c.price, 0);
      expect(total).toBeLessThanOrEqual(45);
      expect(elite).toBeLessThanOrEqual(23);
    }
  });

  it('the engine definition offers the starters as content', () => {
    const content = berserkEngine.content!({}, { deck: () => ({ slots: {}, problems: [] }), catalog: () => null }) as {
      starters: { id: string }[];
    };
    expect(content.starters.map((s) => s.id)).toEqual(['wardens', 'mire']);
  });
});
