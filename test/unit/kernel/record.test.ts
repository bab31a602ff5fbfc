import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  act,
  appendEntry,
  canRedo,
  digest,
  envelope,
  gameRecordSchema,
  newGame,
  openMode,
  replay,
  Rng,
  seedRng,
  snapshotBefore,
  snapshotDue,
  undo,
  undoPolicy,
  type GameRecord,
  type Snapshot,
} from '../../../core/kernel';
import { fixtureGame, type FixtureState } from '../../fixtures/fixture-game';
import { soloPlayers, Table } from './helpers';

/** Plays `n` random legal actions (or to the end), returning the table and every snapshot. */
function randomGame(seed: string, n = 1000, players?: 'solo'): { table: Table; snapshots: Snapshot<FixtureState>[] } {
  const table = new Table(
    fixtureGame,
    { seats: 3, rounds: 3 },
    seed,
    players === 'solo' ? soloPlayers(['P1', 'P2', 'P3']) : undefined,
  );
  const rng = new Rng(seedRng(`choices:${seed}`));
  const snapshots = [table.snapshot];
  for (let i = 0; i < n; i++) {
    const d = fixtureGame.pending(table.state);
    if (!d) break;
    const seat = rng.pick(d.seats);
    table.must(seat, rng.pick(fixtureGame.legalActions(table.state, seat)));
    snapshots.push(table.snapshot);
  }
  return { table, snapshots };
}

/** A copy of the record with action `i` replaced. */
function withAction(
  record: GameRecord,
  i: number,
  change: (e: GameRecord['actions'][number]) => GameRecord['actions'][number],
): GameRecord {
  return { ...record, actions: record.actions.map((e, k) => (k === i ? change(e) : e)) };
}

describe('replay', () => {
  it('setup + recorded actions reproduce the final state exactly', () => {
    const { table } = randomGame('replay-1');
    const result = replay(fixtureGame, table.record);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.snapshot.index).toBe(table.record.actions.length);
      expect(digest(result.snapshot.state)).toBe(table.digest());
    }
  });

  it('survives a JSON export/import of the record, bit for bit', () => {
    const { table } = randomGame('replay-json');
    const text = JSON.stringify(table.record);
    const parsed = gameRecordSchema.parse(JSON.parse(text));
    expect(JSON.stringify(parsed)).toBe(text);
    const result = replay(fixtureGame, parsed as GameRecord);
    expect(result.ok && digest(result.snapshot.state)).toBe(table.digest());
    expect(gameRecordSchema.safeParse({ ...JSON.parse(text), actions: 'none' }).success).toBe(false);
  });

  it('resumes from any stored snapshot and stops at any index (backend: entries one by one + snapshots every N)', () => {
    const { table, snapshots } = randomGame('replay-snapshots');
    const n = table.record.actions.length;
    const stored = snapshots.filter((s) => snapshotDue(s.index, 5));
    expect(stored.length).toBeGreaterThan(1);
    for (const to of [0, 3, 7, Math.floor(n / 2), n]) {
      const from = snapshotBefore(stored, to) ?? undefined;
      const result = replay(fixtureGame, table.record, { from, to });
      expect(result.ok && result.snapshot.index).toBe(to);
      expect(result.ok && digest(result.snapshot.state)).toBe(digest(snapshots[to].state));
    }
    // A snapshot that does not match the record is refused.
    const bad = { index: stored[0].index, state: { ...stored[0].state, gold: { P1: 50, P2: 0, P3: 0 } } };
    const refused = replay(fixtureGame, table.record, { from: bad });
    expect(!refused.ok && refused.failure.kind).toBe('snapshot');
  });

  it('names the first action whose digest does not match (property over games and positions)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat(), (seed, pick) => {
        const { table } = randomGame(`alter-${seed}`);
        const i = pick % table.record.actions.length;
        const altered = withAction(table.record, i, (e) => ({ ...e, digest: '0000000000000000' }));
        const result = replay(fixtureGame, altered);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.failure).toMatchObject({ kind: 'digest', index: i, expected: '0000000000000000' });
          expect(result.lastGood?.index).toBe(i);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('names the first action that is rejected or leads elsewhere when an action is altered', () => {
    const { table } = randomGame('alter-action');
    const actions = table.record.actions;
    // An action by the wrong seat is rejected at its own index.
    const i = actions.findIndex((e) => e.action.type === 'pass' || e.action.type === 'gather');
    const wrongSeat = withAction(table.record, i, (e) => ({
      ...e,
      action: { ...e.action, seat: e.action.seat === 'P1' ? 'P2' : 'P1' },
    }));
    const r1 = replay(fixtureGame, wrongSeat);
    expect(!r1.ok && r1.failure).toMatchObject({ kind: 'rejected', index: i, rejection: { code: 'wrong_seat' } });
    // A different but legal choice is accepted and caught by its digest.
    const j = actions.findIndex((e) => e.action.type === 'pass');
    const otherChoice = withAction(table.record, j, (e) => ({ ...e, action: { ...e.action, type: 'gather' } }));
    const r2 = replay(fixtureGame, otherChoice);
    expect(!r2.ok && r2.failure).toMatchObject({ kind: 'digest', index: j });
    // A different seed changes the setup itself.
    const r3 = replay(fixtureGame, { ...table.record, seed: 'another seed' });
    expect(!r3.ok && r3.failure).toMatchObject({ kind: 'setup', reason: 'digest' });
  });
});

describe('undo policy and redo', () => {
  /** A record whose entries have the given flags, played by `persons` people. */
  function recordWith(flags: { reveals: boolean; random: boolean }[], persons: 1 | 2): GameRecord {
    const t = new Table(fixtureGame, {}, 'undo', persons === 1 ? soloPlayers(['P1', 'P2']) : undefined);
    const entries = flags.map((f, i) => ({
      action: envelope({ type: 'pass' }, 'P1', i),
      digest: '0123456789abcdef',
      ...f,
    }));
    return { ...t.record, actions: entries };
  }

  it('plain actions can be undone, in solo and multiplayer', () => {
    for (const persons of [1, 2] as const)
      expect(undoPolicy(recordWith([{ reveals: false, random: false }], persons), 1)).toEqual({ kind: 'allowed' });
  });

  it('multiplayer: undo across revealed information or randomness is refused', () => {
    expect(undoPolicy(recordWith([{ reveals: true, random: false }], 2), 1)).toEqual({
      kind: 'refused',
      reason: 'reveals',
    });
    expect(undoPolicy(recordWith([{ reveals: false, random: true }], 2), 1)).toEqual({
      kind: 'refused',
      reason: 'random',
    });
    expect(undo(recordWith([{ reveals: false, random: true }], 2), 1).ok).toBe(false);
  });

  it('solo: it is allowed but flagged, and the record counts it', () => {
    const rec = recordWith(
      [
        { reveals: false, random: false },
        { reveals: false, random: true },
      ],
      1,
    );
    expect(undoPolicy(rec, 2)).toEqual({ kind: 'flagged', reason: 'random' });
    const u = undo(rec, 2);
    expect(u).toMatchObject({ ok: true, cursor: 1, flagged: true });
    expect(u.ok && u.record.flaggedUndos).toBe(1);
  });

  it('one person controlling several seats is solo play', () => {
    const t = new Table(fixtureGame, { seats: 3 }, 'undo-solo', soloPlayers(['P1', 'P2', 'P3']));
    t.must('P1', { type: 'gather' });
    expect(undoPolicy(t.record, 1)).toEqual({ kind: 'flagged', reason: 'random' });
    const shared = new Table(fixtureGame, { seats: 3 }, 'undo-team', [
      { id: 'fp', seats: ['P1'] },
      { id: 'shadow', seats: ['P2', 'P3'] },
    ]);
    shared.must('P1', { type: 'gather' });
    expect(undoPolicy(shared.record, 1)).toEqual({ kind: 'refused', reason: 'random' });
  });

  it('nothing to undo at the start; redo walks forward along the record; a new action drops the redo tail', () => {
    const { table, snapshots } = randomGame('redo', 6, 'solo');
    const rec = table.record;
    expect(undoPolicy(rec, 0)).toEqual({ kind: 'none' });
    let cursor = rec.actions.length;
    // Undo twice (flagged or allowed in solo), then redo once from the snapshot at the cursor.
    for (let k = 0; k < 2; k++) {
      const u = undo(rec, cursor);
      expect(u.ok).toBe(true);
      if (u.ok) cursor = u.cursor;
    }
    expect(canRedo(rec, cursor)).toBe(true);
    const redo = replay(fixtureGame, rec, { from: snapshots[cursor], to: cursor + 1 });
    expect(redo.ok && digest(redo.snapshot.state)).toBe(digest(snapshots[cursor + 1].state));
    // Acting at the cursor replaces the tail.
    const d = fixtureGame.pending(snapshots[cursor].state)!;
    const seat = d.seats[0];
    const r = act(
      fixtureGame,
      snapshots[cursor],
      envelope(fixtureGame.legalActions(snapshots[cursor].state, seat)[0], seat, cursor),
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      const next = appendEntry(rec, cursor, r.entry);
      expect(next.actions.length).toBe(cursor + 1);
      expect(canRedo(next, cursor + 1)).toBe(false);
    }
  });
});

describe('versions: opening records from other builds', () => {
  const record = (v: Partial<GameRecord['versions']>, extra: Partial<GameRecord> = {}) => ({
    format: 1,
    game: fixtureGame.id,
    versions: { ...fixtureGame.versions, ...v },
    ...extra,
  });

  it('a record from the same versions plays', () => {
    expect(openMode(fixtureGame, record({}))).toEqual({ mode: 'play' });
  });

  it('a record written by a newer rules, content or module version opens read-only, with the reason', () => {
    expect(openMode(fixtureGame, record({ rules: 2 }))).toEqual({
      mode: 'readOnly',
      reason: { code: 'record.newerVersion', field: 'rules', record: 2, app: 1 },
    });
    expect(openMode(fixtureGame, record({ content: 5 }))).toMatchObject({
      mode: 'readOnly',
      reason: { field: 'content' },
    });
    expect(openMode(fixtureGame, record({ module: 2 }))).toMatchObject({
      mode: 'readOnly',
      reason: { field: 'module' },
    });
  });

  it('an older record plays only if the module still replays that version', () => {
    const v3 = { ...fixtureGame, versions: { module: 1, rules: 3, content: 1 } };
    expect(openMode(v3, record({ rules: 2 }))).toMatchObject({
      mode: 'readOnly',
      reason: { code: 'record.olderVersion', field: 'rules' },
    });
    expect(openMode({ ...v3, replaysFrom: { module: 1, rules: 2, content: 1 } }, record({ rules: 2 }))).toEqual({
      mode: 'play',
    });
  });

  it('another game or a newer record format is refused', () => {
    expect(openMode(fixtureGame, { ...record({}), game: 'war-of-the-ring' })).toMatchObject({
      mode: 'refuse',
      reason: { code: 'record.otherGame' },
    });
    expect(openMode(fixtureGame, record({}, { format: 2 }))).toMatchObject({
      mode: 'refuse',
      reason: { code: 'record.newerFormat' },
    });
  });
});

describe('newGame', () => {
  it('stores parsed options (defaults filled), seats, players and the setup digest', () => {
    const g = newGame(fixtureGame, { options: {}, seed: 's', players: soloPlayers(['P1', 'P2']) });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.record).toMatchObject({
      game: 'fixture-skirmish',
      options: { seats: 2, rounds: 3, turns: 2 },
      seats: ['P1', 'P2'],
      seed: 's',
      actions: [],
      flaggedUndos: 0,
    });
    expect(g.record.setupDigest).toBe(digest(g.snapshot.state));
  });

  it('rejects bad options and seats nobody controls', () => {
    expect(newGame(fixtureGame, { options: { seats: 5 }, seed: 's', players: [] })).toMatchObject({
      ok: false,
      rejection: { code: 'malformed' },
    });
    expect(newGame(fixtureGame, { options: {}, seed: 's', players: [{ id: 'a', seats: ['P1'] }] })).toMatchObject({
      ok: false,
      rejection: { code: 'malformed', params: { uncontrolled: ['P2'] } },
    });
    expect(
      newGame(fixtureGame, { options: {}, seed: 's', players: [{ id: 'a', seats: ['P1', 'P2', 'P7'] }] }),
    ).toMatchObject({ ok: false, rejection: { code: 'unknown_seat' } });
  });
});
