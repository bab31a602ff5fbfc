// Squads built from the 2023 reference card list (/work/shared/data/berserk, never committed;
// skipped when absent): its rows are accepted as inline card facts (extra facts dropped, Russian
// element names mapped), companions and parasites play as symbiotes (ruling R10), and random games
// with them run to a result through the property harness.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { berserkModule, buildCards, optionsSchema } from '../../../../../core/games/berserk/engine';
import { propertyRun } from '../../../../support/property';

const FILE = '/work/shared/data/berserk/cards-2023.json';
const rows: Record<string, unknown>[] = fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE, 'utf8')) : [];

/** A Set-sized squad of one or two elements: cheap cards first so that it can be recruited. */
function squad(elements: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const e of elements) {
    const mine = rows.filter((r) => (r.elements as string[])[0] === e);
    out.push(...mine.filter((r) => r.type !== 'terrain').slice(0, 7));
  }
  const terrain = rows.find((r) => r.type === 'terrain' && elements.includes((r.elements as string[])[0]));
  if (terrain) out.push(terrain);
  return out;
}

describe.skipIf(rows.length === 0)('2023 reference card list', () => {
  it('its rows are card facts: elements mapped, types kept', () => {
    const cards = buildCards(
      optionsSchema.parse({ squads: [{ cards: squad(['Степи', 'Горы']) }, { cards: squad(['Тьма', 'Болота']) }] }),
    );
    expect(cards.length).toBe(30);
    expect(cards.some((c) => c.type === 'terrain')).toBe(true);
    expect(new Set(cards.filter((c) => c.owner === 0).flatMap((c) => c.elements))).toEqual(
      new Set(['steppes', 'mountains']),
    );
  });

  it('random games with reference squads finish, with invariants, leak check and replay', { timeout: 600_000 }, () => {
    propertyRun(berserkModule, {
      seed: 'berserk-reference',
      maxActions: 6000,
      leakRate: 0.2,
      fullGames: 30,
      minGames: 3,
      options: (_rng, g) => ({
        squads: [
          { cards: squad(g % 2 ? ['Степи', 'Леса'] : ['Горы', 'Нейтральная']) },
          { cards: squad(g % 2 ? ['Тьма', 'Болота'] : ['Болота', 'Нейтральная']) },
        ],
      }),
    });
  });
});
