// What each seat sees (§5.10, §5.11) and the log lines (`describe`) with their messages in
// renderer/src/locales/berserk-engine.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { berserkModule as m, type BerserkEvent } from '../../../../../core/games/berserk/engine';
import en from '../../../../../renderer/src/locales/berserk-engine/en.json';
import { battle, card, patchUnit } from './helpers';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], en);
}

describe('view (§5.10 zones, §5.11 hidden cards)', () => {
  it('a face-down card shows only its owner to the opponent, everything to its owner', () => {
    const s = patchUnit(battle([[card('secret'), 12]], [[card('b'), 17]]), 0, { hidden: true });
    const other = m.view(s, 'p2') as { field: (Record<string, unknown> | null)[] };
    expect(other.field[12]).toMatchObject({ owner: 'p1', hidden: true });
    expect(other.field[12]).not.toHaveProperty('card');
    expect(other.field[12]).not.toHaveProperty('id');
    expect(JSON.stringify(m.view(s, null))).not.toContain('secret');
    const own = m.view(s, 'p1') as { field: (Record<string, unknown> | null)[] };
    expect(own.field[12]).toMatchObject({ id: 0, card: 'secret', hidden: true });
  });

  it('Deal and Set are seen by their owner only; decks only as counts; no generator in any view', () => {
    const s = m.setup(m.optionsSchema.parse({}), 'v');
    const v1 = m.view(s, 'p1') as { players: { deal: unknown; deck: unknown }[] };
    expect(Array.isArray(v1.players[0].deal)).toBe(true);
    expect(typeof v1.players[1].deal).toBe('number');
    expect(typeof v1.players[0].deck).toBe('number');
    expect(JSON.stringify(m.view(s, null))).not.toContain('rng');
  });
});

describe('view additions of session 13 (chips, extra life, closing in, the waiting choice, a draw offer)', () => {
  it('shows each card’s chips, extra life and closing in, the oldest choice and the offering seat', () => {
    let s = patchUnit(battle([[card('a'), 12]], [[card('b'), 17]]), 0, { chips: 2, extra: 1, closeIn: 1 });
    s = { ...s, choices: [{ kind: 'dexterity', card: 0, x: 1, cell: -1 }], drawOffer: 1 };
    const v = m.view(s, 'p2') as {
      field: (Record<string, unknown> | null)[];
      choice: unknown;
      drawOffer: unknown;
    };
    expect(v.field[12]).toMatchObject({ chips: 2, extra: 1, closeIn: 1 });
    expect(v.choice).toEqual({ kind: 'dexterity', card: 0, x: 1, cell: -1 });
    expect(v.drawOffer).toBe('p2');
    const plain = m.view(battle([[card('a'), 12]], [[card('b'), 17]]), null) as Record<string, unknown>;
    expect(plain.choice).toBeNull();
    expect(plain.drawOffer).toBeNull();
  });
});

describe('legal actions leak nothing about face-down cards', () => {
  it('a flyer’s targets follow the cells, not the card instances (found by the property run’s leak check)', () => {
    const s = battle(
      [[card('f', { type: 'flyer', moves: null }), 'extra']],
      [
        [card('b'), 29],
        [card('c'), 17],
      ],
    );
    const hidden = patchUnit(patchUnit(s, 1, { hidden: true }), 2, { hidden: true });
    expect(m.legalActions(hidden, 'p1').filter((a) => a.type === 'strike')).toEqual([
      { type: 'strike', card: 0, target: 'c17' },
      { type: 'strike', card: 0, target: 'c29' },
    ]);
  });
});

describe('describe: log lines per viewer', () => {
  it('a recruited card and a placement are named to their owner only', () => {
    const e: BerserkEvent = { type: 'recruit', seat: 'p1', card: 'w-moss-archer', price: 4, pay: 'silver', adjust: 0 };
    expect(m.describe(e, 'p1')).toEqual({
      key: 'berserkEngine.log.recruit',
      params: { seat: 'p1', card: 'w-moss-archer', price: 4, pay: 'silver', adjust: 0 },
    });
    expect(m.describe(e, 'p2')).toEqual({
      key: 'berserkEngine.log.recruitHidden',
      params: { seat: 'p1', price: 4, pay: 'silver', adjust: 0 },
    });
    const place: BerserkEvent = { type: 'place', seat: 'p2', card: 'm-leech', cell: 20 };
    expect(m.describe(place, null)).toEqual({ key: 'berserkEngine.log.placeHidden', params: { seat: 'p2', cell: 20 } });
  });

  it('every log line, prompt and end reason of random games has an English message with its placeholders', () => {
    const keys = new Map<string, Set<string>>();
    const note = (key: string, params: object | undefined) => {
      if (!keys.has(key)) keys.set(key, new Set());
      for (const p of Object.keys(params ?? {})) keys.get(key)!.add(p);
    };
    for (let g = 0; g < 12; g++) {
      const chooser = new Rng(seedRng(`keys/${g}`));
      let s = m.setup(m.optionsSchema.parse({}), `keys/${g}`);
      for (let i = 0; i < 5000 && m.pending(s); i++) {
        const d = m.pending(s)!;
        note(d.prompt.key, d.prompt.params);
        const seat = chooser.pick(d.seats);
        const r = m.apply(s, chooser.pick(m.legalActions(s, seat)), seat);
        if (!r.ok) throw new Error(r.rejection.code);
        for (const e of r.events)
          for (const viewer of ['p1', 'p2', null]) {
            const line = m.describe(e, viewer);
            if (line) note(line.key, line.params);
          }
        s = r.state;
      }
      const o = m.outcome(s)!;
      note(o.reason.key, o.reason.params);
    }
    expect(keys.size).toBeGreaterThan(20);
    for (const [key, params] of keys) {
      const text = lookup(key);
      expect(typeof text, key).toBe('string');
      for (const p of params) expect(text as string, `${key} {${p}}`).toContain(`{${p}}`);
    }
  });
});
