import { describe, expect, it } from 'vitest';
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import type { Backend } from '../../../electron/backend/backend';
import { Rng, seedRng } from '../../../core/kernel';
import type { GameView } from '../../../core/api/games';
import { call, callError, type Caller } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';
import { SNAPSHOT_EVERY } from '../../../electron/backend/games/service';

let t: TempBackend;
let backend: Backend;
let c: Caller;
useTempBackend((x) => ({ backend, c } = t = x), { games: gamesWithFixture });

/** Play `n` legal actions, always for the seat the kernel says acts next, choosing with a seeded RNG. */
async function play(id: string, n: number, seed = 'play'): Promise<GameView> {
  const rng = new Rng(seedRng(seed));
  let view = await call(c, 'games.open', { id, seat: null });
  for (let i = 0; i < n && view.next; i++) {
    view = await call(c, 'games.open', { id, seat: view.next.seat });
    const choices = view.legal;
    const pick = choices[rng.int(0, choices.length - 1)];
    view = await call(c, 'games.act', { id, action: { ...pick, seat: view.seat!, stateVersion: view.stateVersion } });
  }
  return view;
}

describe('saved games (kernel issue: games.*)', () => {
  it('create → act → list; each accepted action is stored before the call returns', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's1', name: 'Evening' });
    expect(g).toMatchObject({
      game: 'fixture-skirmish',
      name: 'Evening',
      actions: 0,
      seats: ['P1', 'P2'],
      finished: false,
    });
    const v = await play(g.id, 7);
    expect(v.summary.actions).toBe(7);
    const row = backend.context.saves
      .require()
      .db.prepare('SELECT count(*) AS n FROM game_actions WHERE game_id = ?')
      .get(g.id);
    expect(row).toEqual({ n: 7 });
    expect((await call(c, 'games.list', {})).map((s) => s.actions)).toEqual([7]);
  });

  it('views hide what a seat may not see: hands of others stay hidden', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's2' });
    const p1 = JSON.stringify((await call(c, 'games.open', { id: g.id, seat: 'P1' })).view);
    const p2 = JSON.stringify((await call(c, 'games.open', { id: g.id, seat: 'P2' })).view);
    const spectator = JSON.stringify((await call(c, 'games.open', { id: g.id, seat: null })).view);
    expect(p1).not.toBe(p2);
    expect(spectator).not.toContain('"rng"');
    expect(p1).not.toContain('"rng"');
    expect((await callError(c, 'games.open', { id: g.id, seat: 'P9' })).params.code).toBe('unknown_seat');
  });

  it('rejects an action from the wrong seat, on a stale version, malformed or illegal — state unchanged', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's3' });
    const v = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    const legal = v.legal[0];
    const wrong = await callError(c, 'games.act', { id: g.id, action: { ...legal, seat: 'P2', stateVersion: 0 } });
    expect(wrong).toMatchObject({ code: 'game_rejected', params: { code: 'wrong_seat' } });
    const stale = await callError(c, 'games.act', { id: g.id, action: { ...legal, seat: 'P1', stateVersion: 3 } });
    expect(stale).toMatchObject({ code: 'game_rejected', params: { code: 'stale_version' } });
    const bad = await callError(c, 'games.act', {
      id: g.id,
      action: { type: 'play', card: 42, seat: 'P1', stateVersion: 0 },
    });
    expect(['malformed', 'illegal']).toContain(bad.params.code);
    const after = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(after.stateVersion).toBe(0);
    expect(after.view).toEqual(v.view);
  });

  it('undo/redo walk the actions; a new action drops the redo tail', async () => {
    const g = await call(c, 'games.create', {
      game: 'fixture-skirmish',
      seed: 's4',
      players: [{ id: 'me', seats: ['P1', 'P2'] }],
    });
    await play(g.id, 6);
    const at6 = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect((await call(c, 'games.undo', { id: g.id, seat: 'P1' })).summary.actions).toBe(5);
    const back = await call(c, 'games.undo', { id: g.id, seat: 'P1' });
    expect(back.summary.actions).toBe(4);
    expect(back.summary.redoable).toBe(2);
    expect((await call(c, 'games.redo', { id: g.id, seat: 'P1' })).summary.actions).toBe(5);
    const forward = await call(c, 'games.redo', { id: g.id, seat: 'P1' });
    expect(forward.view).toEqual(at6.view);
    expect((await callError(c, 'games.redo', { id: g.id, seat: 'P1' })).code).toBe('game_nothing_to_redo');
    await call(c, 'games.undo', { id: g.id, seat: 'P1' });
    await play(g.id, 1, 'other');
    expect((await call(c, 'games.open', { id: g.id, seat: null })).summary.redoable).toBe(0);
  });

  it('undo across a revealing or random action: refused with several people, flagged when solo', async () => {
    // Several people: play until an action that revealed or rolled is the last one.
    const multi = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's5' });
    let v = await call(c, 'games.open', { id: multi.id, seat: null });
    for (let i = 0; i < 60 && v.undo.kind !== 'refused'; i++) v = await play(multi.id, 1, `m${i}`);
    expect(v.undo).toMatchObject({ kind: 'refused' });
    expect((await callError(c, 'games.undo', { id: multi.id, seat: 'P1' })).code).toBe('game_undo_refused');

    const solo = await call(c, 'games.create', {
      game: 'fixture-skirmish',
      seed: 's5',
      players: [{ id: 'me', seats: ['P1', 'P2'] }],
    });
    let s = await call(c, 'games.open', { id: solo.id, seat: null });
    for (let i = 0; i < 60 && s.undo.kind !== 'flagged'; i++) s = await play(solo.id, 1, `m${i}`);
    expect(s.undo).toMatchObject({ kind: 'flagged' });
    const undone = await call(c, 'games.undo', { id: solo.id, seat: 'P1' });
    expect(undone.summary.flaggedUndos).toBe(1);
  });

  it('reopens after the backend restarts, from snapshots, at the last accepted action', async () => {
    const g = await call(c, 'games.create', {
      game: 'fixture-skirmish',
      seed: 's6',
      options: { rounds: 6, turns: 3 },
      players: [{ id: 'me', seats: ['P1', 'P2'] }],
    });
    const v = await play(g.id, SNAPSHOT_EVERY + 12);
    const snaps = backend.context.saves
      .require()
      .db.prepare('SELECT idx FROM game_snapshots WHERE game_id = ? ORDER BY idx')
      .all(g.id);
    expect(v.summary.actions).toBeGreaterThan(SNAPSHOT_EVERY);
    expect(snaps.map((r) => (r as { idx: number }).idx)).toEqual([0, SNAPSHOT_EVERY]);
    ({ backend, c } = restart(t));
    const again = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(again.summary.actions).toBe(v.summary.actions);
    expect(again.stateVersion).toBe(v.stateVersion);
    expect((await call(c, 'games.verify', { id: g.id })).ok).toBe(true);
  });

  it('export → import gives the same game, and exporting it again gives the same bytes', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's7', name: 'Round trip' });
    await play(g.id, 15);
    await call(c, 'games.undo', { id: g.id, seat: 'P1' }).catch(() => undefined);
    const out = await call(c, 'games.export', { id: g.id });
    expect(out.fileName).toBe('Round trip.deckhand-game.json');
    const imported = await call(c, 'games.import', { content: out.content });
    expect(imported.id).not.toBe(g.id);
    const again = await call(c, 'games.export', { id: imported.id });
    expect(again.content).toBe(out.content);
    const a = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    const b = await call(c, 'games.open', { id: imported.id, seat: 'P1' });
    expect(b.view).toEqual(a.view);
    expect(b.log).toEqual(a.log);
  });

  it('refuses an altered file, naming the first action whose digest does not match', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's8' });
    await play(g.id, 12);
    const file = JSON.parse((await call(c, 'games.export', { id: g.id })).content);
    // Change what the 6th action did (its digest no longer matches), keeping it well-formed.
    const target = 5;
    file.record.actions[target].digest = '0123456789abcdef';
    const err = await callError(c, 'games.import', { content: JSON.stringify(file) });
    expect(err).toEqual({ code: 'game_import_altered', params: { index: target, kind: 'digest' } });
    // Changing what a seat did (another action in place of the recorded one) is caught at that action.
    const file2 = JSON.parse((await call(c, 'games.export', { id: g.id })).content);
    const acts = file2.record.actions;
    const swap = acts.findIndex(
      (e: { action: { type: string } }, i: number) => i > 2 && e.action.type !== acts[i - 1].action.type,
    );
    expect(swap).toBeGreaterThan(2);
    acts[swap].action = { ...acts[swap].action, type: acts[swap].action.type === 'pass' ? 'gather' : 'pass' };
    const err2 = await callError(c, 'games.import', { content: JSON.stringify(file2) });
    expect(err2.code).toBe('game_import_altered');
    expect(err2.params.index).toBe(swap);
    expect((await call(c, 'games.list', {})).length).toBe(1);
    expect((await callError(c, 'games.import', { content: '{nope' })).code).toBe('game_import_invalid');
    expect((await callError(c, 'games.import', { content: '{"kind":"other"}' })).code).toBe('game_import_invalid');
  });

  it('a game saved by a newer rules version opens read-only with the reason', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's9' });
    await play(g.id, 4);
    const file = JSON.parse((await call(c, 'games.export', { id: g.id })).content);
    file.record.versions.rules += 1;
    const imported = await call(c, 'games.import', { content: JSON.stringify(file) });
    expect(imported.readOnly).toMatchObject({ code: 'record.newerVersion', params: { field: 'rules' } });
    const view = await call(c, 'games.open', { id: imported.id, seat: 'P1' });
    expect(view.legal).toEqual([]);
    const err = await callError(c, 'games.act', {
      id: imported.id,
      action: { type: 'pass', seat: 'P1', stateVersion: 4 },
    });
    expect(err.code).toBe('game_read_only');
  });

  it('rename and delete; unknown games and modules are refused with codes', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 's10' });
    expect((await call(c, 'games.rename', { id: g.id, name: 'New name' })).name).toBe('New name');
    await call(c, 'games.delete', { id: g.id });
    expect(await call(c, 'games.list', {})).toEqual([]);
    expect((await callError(c, 'games.open', { id: g.id, seat: null })).code).toBe('game_not_found');
    expect((await callError(c, 'games.create', { game: 'chess' })).code).toBe('game_unknown_module');
  });

  it('the fixture game is not offered by the app itself', async () => {
    ({ backend, c } = restart(t, {}));
    expect((await callError(c, 'games.create', { game: 'fixture-skirmish' })).code).toBe('game_unknown_module');
    expect((await call(c, 'app.info', {})).games.map((x) => x.id)).not.toContain('fixture-skirmish');
  });
});

describe('table mode through the API', () => {
  it('shows each seat only what it may see, and manual actions are applied and logged', async () => {
    const g = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 'tbl' });
    const p1 = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    const zone = (v: GameView, id: string) => v.table!.zones.find((z) => z.id === id)!;
    expect(zone(p1, 'hand.P1').pieces).toHaveLength(3);
    expect(zone(p1, 'hand.P2').pieces).toBeNull();
    expect(zone(p1, 'hand.P2').count).toBe(3);
    expect(zone(p1, 'deck.P1').pieces).toBeNull();
    const card = zone(p1, 'hand.P1').pieces![0].id;
    const moved = await call(c, 'games.act', {
      id: g.id,
      action: { type: 'manual.move', piece: card, to: 'board.P1', seat: 'P1', stateVersion: 0 },
    });
    expect(zone(moved, 'board.P1').pieces!.map((p) => p.id)).toContain(card);
    const p2 = await call(c, 'games.open', { id: g.id, seat: 'P2' });
    expect(zone(p2, 'board.P1').pieces!.map((p) => p.id)).toContain(card);
    expect(p2.log.some((l) => l.key === 'kernel.manual.move')).toBe(true);
    const counter = moved.table!.counters[0];
    const set = await call(c, 'games.act', {
      id: g.id,
      action: { type: 'manual.setCounter', counter: counter.id, value: counter.value + 2, seat: 'P1', stateVersion: 1 },
    });
    expect(set.table!.counters.find((x) => x.id === counter.id)!.value).toBe(counter.value + 2);
    const bad = await callError(c, 'games.act', {
      id: g.id,
      action: { type: 'manual.flip', piece: 'nope', seat: 'P1', stateVersion: 2 },
    });
    expect(bad).toMatchObject({ code: 'game_rejected', params: { code: 'unknown_piece' } });
  });
});
