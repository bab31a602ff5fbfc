import { describe, expect, it } from 'vitest';
import {
  describeEvent,
  digest,
  randomManualAction,
  replay,
  Rng,
  seedRng,
  type ManualEvent,
} from '../../../core/kernel';
import { fixtureGame, table as fixtureTable, valueOf } from '../../fixtures/fixture-game';
import { Table, type Fixture } from './helpers';

const lastEvent = (t: Table) => t.events.at(-1) as unknown as ManualEvent;
const rejection = (t: Table, seat: string, action: Record<string, unknown>) => {
  const before = t.digest();
  const r = t.send(seat, action);
  expect(t.digest()).toBe(before);
  return r.ok ? null : r.rejection;
};

describe('table mode: manual actions', () => {
  it('move a card between zones at a position, from any seat, even out of turn', () => {
    const t = new Table();
    const card = t.hand('P1')[1];
    t.must('P2', { type: 'manual.move', piece: card, to: 'deck.P1', position: 2 });
    expect(t.state.zones['deck.P1'][2]).toBe(card);
    expect(t.hand('P1')).not.toContain(card);
    expect(fixtureGame.invariants!(t.state)).toEqual([]);
    // Default position: the end of the zone; moving within a zone reorders it.
    t.must('P1', { type: 'manual.move', piece: card, to: 'deck.P1' });
    expect(t.state.zones['deck.P1'].at(-1)).toBe(card);
    t.must('P1', { type: 'manual.move', piece: card, to: 'deck.P1', position: 0 });
    expect(t.state.zones['deck.P1'][0]).toBe(card);
  });

  it("logs a move with the card only for viewers who saw it (P1's hand → P1's deck: only P1)", () => {
    const t = new Table();
    const card = t.hand('P1')[0];
    t.must('P1', { type: 'manual.move', piece: card, to: 'deck.P1', position: 0 });
    const event = lastEvent(t);
    expect(describeEvent(fixtureGame, event, 'P1')).toMatchObject({
      key: 'kernel.manual.move',
      params: { piece: card, face: { card, value: valueOf(card) } },
    });
    expect(describeEvent(fixtureGame, event, 'P2')).toEqual({
      key: 'kernel.manual.moveHidden',
      params: { seat: 'P1', from: 'hand.P1', to: 'deck.P1', position: 0 },
    });
    expect(describeEvent(fixtureGame, event, null)?.key).toBe('kernel.manual.moveHidden');
  });

  it('flip, exhaust and ready a board card; cards elsewhere cannot be flipped', () => {
    const t = new Table();
    const card = t.hand('P1')[0];
    t.must('P1', { type: 'manual.move', piece: card, to: 'board.P1' });
    expect(t.must('P1', { type: 'manual.flip', piece: card })).toMatchObject({ reveals: false });
    expect(t.state.faceDown).toEqual([card]);
    expect(describeEvent(fixtureGame, lastEvent(t), 'P2')?.key).toBe('kernel.manual.flipDown'); // everyone saw it face up
    expect(t.must('P1', { type: 'manual.flip', piece: card })).toMatchObject({ reveals: true }); // face up again: P2 sees it
    t.must('P1', { type: 'manual.exhaust', piece: card });
    expect(t.state.exhausted).toEqual([card]);
    expect(describeEvent(fixtureGame, lastEvent(t), 'P2')).toMatchObject({
      key: 'kernel.manual.exhaust',
      params: { piece: card },
    });
    t.must('P1', { type: 'manual.ready', piece: card });
    expect(t.state.exhausted).toEqual([]);
    expect(rejection(t, 'P1', { type: 'manual.flip', piece: t.hand('P1')[0] })).toMatchObject({ code: 'unsupported' });
  });

  it('set a counter within its bounds', () => {
    const t = new Table();
    t.must('P2', { type: 'manual.setCounter', counter: 'gold.P1', value: 7 });
    expect(t.state.gold.P1).toBe(7);
    expect(describeEvent(fixtureGame, lastEvent(t), null)).toEqual({
      key: 'kernel.manual.setCounter',
      params: { seat: 'P2', counter: 'gold.P1', from: 1, value: 7 },
    });
    expect(rejection(t, 'P1', { type: 'manual.setCounter', counter: 'gold.P1', value: -1 })).toMatchObject({
      code: 'out_of_range',
      params: { min: 0, max: 99 },
    });
    expect(rejection(t, 'P1', { type: 'manual.setCounter', counter: 'mana.P1', value: 1 })).toMatchObject({
      code: 'unknown_counter',
    });
    expect(rejection(t, 'P1', { type: 'manual.setCounter', counter: 'gold.P1', value: 1.5 })).toMatchObject({
      code: 'malformed',
    });
  });

  it('shuffle a zone with the kernel RNG: same cards, new order, marked random, reproducible on replay', () => {
    const t = new Table();
    const before = [...t.state.zones['deck.P1']];
    const entry = t.must('P1', { type: 'manual.shuffle', zone: 'deck.P1' });
    expect(entry.random).toBe(true);
    expect([...t.state.zones['deck.P1']].sort()).toEqual([...before].sort());
    expect(t.state.zones['deck.P1']).not.toEqual(before);
    // issue 11 (one rule for the lines everyone sees in full): the event's own fields are the parameters
    expect(describeEvent(fixtureGame, lastEvent(t), null)).toEqual({
      key: 'kernel.manual.shuffle',
      params: { seat: 'P1', zone: 'deck.P1' },
    });
    const r = replay(fixtureGame, t.record);
    expect(r.ok && digest(r.snapshot.state)).toBe(t.digest());
  });

  it('reveal shows a hidden card to everyone without moving it; a note is free text', () => {
    const t = new Table();
    const top = t.state.zones['deck.P2'][0];
    const before = t.digest();
    expect(t.must('P2', { type: 'manual.reveal', piece: top })).toMatchObject({ reveals: true, random: false });
    expect(t.digest()).toBe(before);
    expect(describeEvent(fixtureGame, lastEvent(t), 'P1')).toMatchObject({
      key: 'kernel.manual.reveal',
      params: { piece: top, zone: 'deck.P2' },
    });
    t.must('P1', { type: 'manual.note', text: 'Resolved card text by hand' });
    expect(describeEvent(fixtureGame, lastEvent(t), 'P2')).toEqual({
      key: 'kernel.manual.note',
      params: { seat: 'P1', text: 'Resolved card text by hand' },
    });
  });

  it('rejects unknown pieces and zones and impossible positions, leaving the state unchanged', () => {
    const t = new Table();
    const card = t.hand('P1')[0];
    expect(rejection(t, 'P1', { type: 'manual.move', piece: 'P9-0', to: 'hand.P1' })).toMatchObject({
      code: 'unknown_piece',
    });
    expect(rejection(t, 'P1', { type: 'manual.move', piece: card, to: 'graveyard.P1' })).toMatchObject({
      code: 'unknown_zone',
    });
    expect(rejection(t, 'P1', { type: 'manual.move', piece: card, to: 'board.P1', position: 5 })).toMatchObject({
      code: 'bad_position',
    });
    expect(rejection(t, 'P1', { type: 'manual.shuffle', zone: 'nowhere' })).toMatchObject({ code: 'unknown_zone' });
    expect(rejection(t, 'P1', { type: 'manual.reveal', piece: 'nothing' })).toMatchObject({ code: 'unknown_piece' });
    expect(rejection(t, 'P1', { type: 'manual.teleport', piece: card })).toMatchObject({ code: 'malformed' });
  });

  it('lets the module settle its flow: a window nobody can answer any more closes', () => {
    const t = new Table();
    t.must('P2', { type: 'manual.setCounter', counter: 'gold.P2', value: 2 });
    const high = t.hand('P1').find((c) => valueOf(c) >= 4) ?? t.state.zones['deck.P1'].find((c) => valueOf(c) >= 4)!;
    if (!t.hand('P1').includes(high)) t.must('P1', { type: 'manual.move', piece: high, to: 'hand.P1' });
    t.must('P1', { type: 'play', card: high });
    expect(fixtureGame.pending(t.state)).toMatchObject({ seats: ['P2'], mode: 'window' });
    t.must('P1', { type: 'manual.setCounter', counter: 'gold.P2', value: 1 });
    expect(t.state.phase).toBe('turns');
    expect(fixtureGame.pending(t.state)).toMatchObject({ seats: ['P2'], mode: 'turn' });
  });

  it('manual actions go through the record and replay like rules actions', () => {
    const t = new Table();
    t.must('P1', { type: 'manual.move', piece: t.hand('P1')[0], to: 'discard.P1' });
    t.must('P1', { type: 'pass' });
    t.must('P1', { type: 'manual.setCounter', counter: 'vp.P2', value: 3 });
    expect(t.record.actions.map((e) => e.action.type)).toEqual(['manual.move', 'pass', 'manual.setCounter']);
    const r = replay(fixtureGame, t.record);
    expect(r.ok && digest(r.snapshot.state)).toBe(t.digest());
  });
});

// Resolving by hand (issue 12 §5), game-neutral: an override of a refusal the module marks
// overridable, logged as such; module operations (`manual.op`) through the adapter's `op`.
describe('table mode: overrides and module operations', () => {
  // The fixture's table, as a rules-enforced module might limit it: no gold above 5 (overridable),
  // nothing on P2's board (for good); one operation, `gain`, adding gold with a module event.
  const strict: Fixture = {
    ...fixtureGame,
    table: {
      ...fixtureTable,
      refuse: (state, _seat, action) => {
        if (action.type === 'manual.setCounter' && action.value > 5)
          return { code: 'fx.tooRich', params: { overridable: true } };
        if (action.type === 'manual.move' && action.to === 'board.P2') return { code: 'fx.notYours' };
        if (action.type === 'manual.op' && action.op !== 'gain') return { code: 'fx.noSuchOp' };
        return null;
      },
      op: (state, seat, action) => {
        const next = fixtureTable.setCounter(state, `gold.${seat}`, state.gold[seat] + (action.amount ?? 1));
        return { ok: true, state: next, events: [{ type: 'fx.gained', seat }], reveals: false };
      },
      sampleOps: () => [{ type: 'manual.op', op: 'gain', amount: 1 }],
    },
  };

  it('a refusal marked overridable is done with override: true, logged first as an override', () => {
    const t = new Table(strict);
    expect(rejection(t, 'P1', { type: 'manual.setCounter', counter: 'gold.P1', value: 7 })).toMatchObject({
      code: 'illegal',
      params: { reason: 'fx.tooRich', overridable: true },
    });
    t.must('P1', { type: 'manual.setCounter', counter: 'gold.P1', value: 7, override: true });
    expect(t.state.gold.P1).toBe(7);
    const [marker, change] = t.events.slice(-2) as unknown as ManualEvent[];
    expect(marker).toEqual({
      type: 'manual.override',
      seat: 'P1',
      action: 'manual.setCounter',
      reason: 'fx.tooRich',
      params: { overridable: true },
    });
    expect(describeEvent(strict, marker, 'P2')).toEqual({
      key: 'kernel.manual.override',
      params: { seat: 'P1', action: 'manual.setCounter', reason: 'fx.tooRich', params: { overridable: true } },
    });
    expect(change.type).toBe('manual.setCounter');
    // the record keeps the override and replays it
    expect(t.record.actions.at(-1)!.action).toMatchObject({ override: true });
    const r = replay(strict, t.record);
    expect(r.ok && digest(r.snapshot.state)).toBe(t.digest());
  });

  it('a refusal not marked overridable stays refused even with override: true; an allowed action is not marked', () => {
    const t = new Table(strict);
    const card = t.hand('P1')[0];
    expect(rejection(t, 'P1', { type: 'manual.move', piece: card, to: 'board.P2', override: true })).toMatchObject({
      code: 'illegal',
      params: { reason: 'fx.notYours' },
    });
    t.must('P1', { type: 'manual.move', piece: card, to: 'board.P1', override: true });
    expect((t.events.at(-1) as unknown as ManualEvent).type).toBe('manual.move');
    expect(t.events.some((e) => (e.type as string) === 'manual.override')).toBe(false);
  });

  it("manual.op runs the adapter's operation and logs the module's own events; without op it is unsupported", () => {
    const t = new Table(strict);
    const gold = t.state.gold.P2;
    t.must('P2', { type: 'manual.op', op: 'gain', amount: 3 });
    expect(t.state.gold.P2).toBe(gold + 3);
    expect(t.events.at(-1)).toEqual({ type: 'fx.gained', seat: 'P2' });
    expect(rejection(t, 'P2', { type: 'manual.op', op: 'steal' })).toMatchObject({
      code: 'illegal',
      params: { reason: 'fx.noSuchOp' },
    });
    expect(rejection(t, 'P2', { type: 'manual.op', op: 'gain', amount: -1 })).toMatchObject({ code: 'malformed' });
    expect(rejection(new Table(), 'P1', { type: 'manual.op', op: 'gain' })).toMatchObject({ code: 'unsupported' });
  });

  it('random manual actions include module operations and overrides when asked, for adapters that have operations', () => {
    const rng = new Rng(seedRng('ops'));
    const plain = new Table();
    const kinds = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const a = randomManualAction(fixtureTable, plain.state, rng, true);
      if (a) kinds.add(a.type + ('override' in a ? '+override' : ''));
    }
    expect([...kinds].some((k) => k === 'manual.op' || k.endsWith('+override'))).toBe(false);
    const t = new Table(strict);
    for (let i = 0; i < 400; i++) {
      const off = randomManualAction(strict.table!, t.state, rng);
      expect(off?.type === 'manual.op' || (off && 'override' in off)).toBe(false);
      const a = randomManualAction(strict.table!, t.state, rng, true);
      if (a) kinds.add(a.type + (a.override ? '+override' : ''));
    }
    expect(kinds).toContain('manual.op');
    expect([...kinds].some((k) => k.endsWith('+override'))).toBe(true);
  });
});
