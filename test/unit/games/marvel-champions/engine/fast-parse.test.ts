import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardDefSchema,
  cardsSchema,
  countsSchema,
  optionsSchema,
} from '../../../../../core/games/marvel-champions/engine/setup';
import { coreData } from './core-games';

// The options' card data and count records take a fast path for plain JSON (engine/fast-parse.ts): it
// must give exactly what zod gives — same values, same key order — and hand everything else to zod.
const zodCards = z.record(z.string(), cardDefSchema);
const zodCounts = z.record(z.string().min(1).max(40), z.number().int().min(1).max(60));

/** Values with every object's key order, so that a different order fails the comparison. */
const ordered = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.keys(x).map((k) => [k, (x as Record<string, unknown>)[k]])
      : x,
  );

function same(schema: z.ZodType, reference: z.ZodType, input: unknown): void {
  const a = schema.safeParse(input);
  const b = reference.safeParse(input);
  expect(a.success).toBe(b.success);
  if (a.success && b.success) expect(ordered(a.data)).toBe(ordered(b.data));
  else expect(a.error?.issues).toEqual(b.error?.issues);
}

const card = { code: 'x1', name: 'X', type: 'ally', set: 's', manual: false, atk: 1, ab: [{ kind: 'action' }] };

describe('options fast path (plain JSON card data and counts)', () => {
  it('gives zod’s result for valid card data, in zod’s key order', () => {
    same(cardsSchema, zodCards, {});
    same(cardsSchema, zodCards, { x1: card, '12': { ...card, code: '12' } });
    same(cardsSchema, zodCards, { x1: { atk: 2, name: 'X', code: 'x1', extra: undefined, set: 's', type: 'minion' } });
    same(cardsSchema, zodCards, { x1: { ...card, name: 'n'.repeat(200), code: 'c'.repeat(40), set: 's'.repeat(80) } });
    const data = coreData();
    if (data) same(cardsSchema, zodCards, JSON.parse(JSON.stringify(data.cards)));
  });

  it('gives zod’s issues for anything else', () => {
    for (const bad of [
      null,
      5,
      [card],
      { x1: null },
      { x1: [1] },
      { x1: { ...card, code: '' } },
      { x1: { ...card, code: 'a:b' } },
      { x1: { ...card, code: 'c'.repeat(41) } },
      { x1: { ...card, name: 'n'.repeat(201) } },
      { x1: { ...card, type: 'nope' } },
      { x1: { ...card, set: 3 } },
      { x1: { code: 'x1', name: 'X', type: 'ally' } },
      { x1: { ...card, code: '' }, x2: { ...card, type: 1 } },
      { x1: Object.assign(Object.create(null), card) },
      { x1: { ...card, [Symbol('s')]: 1 } },
      JSON.parse(
        '{"__proto__":{"code":"x","name":"x","type":"ally","set":"s"},"x1":{"code":"x1","name":"X","type":"ally","set":"s"}}',
      ),
      { x1: JSON.parse('{"__proto__":{"a":1},"code":"x1","name":"X","type":"ally","set":"s"}') },
    ])
      same(cardsSchema, zodCards, bad);
  });

  it('gives zod’s result and issues for counts', () => {
    for (const input of [
      {},
      { a: 1, b: 60, '7': 2 },
      { a: 0 },
      { a: 61 },
      { a: 1.5 },
      { a: Number.NaN },
      { a: Infinity },
      { a: '2' },
      { '': 2 },
      { ['k'.repeat(40)]: 2 },
      { ['k'.repeat(41)]: 2 },
      { a: undefined },
      [1],
      null,
      JSON.parse('{"__proto__":2,"a":1}'),
    ])
      same(countsSchema, zodCounts, input);
  });

  it('keeps zod’s later checks after an issue in the card data (the refinement still runs)', () => {
    // the empty code fails two checks (length, pattern); the first player is past the one hero
    const r = optionsSchema.safeParse({
      heroes: [{ identity: 'stw-h' }],
      firstPlayer: 2,
      cards: { x1: { ...card, code: '' } },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['cards.x1.code', 'cards.x1.code', 'firstPlayer']);
  });
});
