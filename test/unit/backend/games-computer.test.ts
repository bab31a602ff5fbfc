import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../core/api/games';
import {
  decide,
  gameRecordSchema,
  nextTurn,
  randomPolicy,
  replay,
  type ActionBase,
  type GameEvent,
  type GameModule,
  type GameRecord,
  type KernelState,
} from '../../../core/kernel';
import type { GameDefinition } from '../../../core/platform/definition';
import { gameInfo } from '../../../core/platform/definition';
import { warOfTheRing } from '../../../core/games/war-of-the-ring/definition';
import { wotrEngine } from '../../../core/games/war-of-the-ring/engine';
import { wotrPolicy } from '../../../core/games/war-of-the-ring/ai';
import { fixtureDefinition, gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { fixtureGame } from '../../fixtures/fixture-game';
import { call, callError, type Caller } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';
import { Rng, seedRng } from '../../../core/kernel';

/**
 * Computer seats (issue 15 §3 on screen): a seat of a saved game may be played by the computer. The
 * backend answers for it with the engine's policy (kernel `decide`: game seed, seat, record length)
 * through the same accept path as a person's action, one move per `games.computerMove`.
 */

// The fixture game with a computer player (uniformly random: fast, and any legal answer is fine
// here); only P2 may be the computer's.
const FIXTURE_CPU = 'fixture-skirmish';
const withComputer: GameDefinition = {
  ...fixtureDefinition,
  engines: [
    {
      module: fixtureGame,
      computer: { difficulties: ['easy', 'hard'], seats: ['P2'], policy: () => randomPolicy() },
    },
  ],
};
// The same rules under another id, without computer players.
const plain: GameDefinition = {
  id: 'fixture-plain',
  defVersion: 1,
  nameKey: 'games.fixture-plain',
  features: ['engine'],
  engines: [{ module: { ...fixtureGame, id: 'fixture-plain' } }],
};
const games = [...gamesWithFixture.filter((g) => g.id !== fixtureDefinition.id), withComputer, plain];

let t: TempBackend;
let c: Caller;
useTempBackend((x) => ({ c } = t = x), { games });

const PLAYERS = [
  { id: 'me', seats: ['P1'] },
  { id: 'cpu', seats: ['P2'], computer: { difficulty: 'easy' } },
];

/** The state after the first `to` actions of `record` (replayed, every digest checked). */
function stateAt<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  record: GameRecord,
  to: number,
): S {
  const r = replay(module, record, { to });
  if (!r.ok) throw new Error(`replay failed: ${JSON.stringify(r.failure)}`);
  return r.snapshot.state;
}

async function exported(id: string): Promise<{ record: GameRecord; cursor: number }> {
  const file = JSON.parse((await call(c, 'games.export', { id })).content) as { record: unknown; cursor: number };
  return { record: gameRecordSchema.parse(file.record) as GameRecord, cursor: file.cursor };
}

/** Let the computer play until a person is to decide (or the game ends); the views it answered. */
async function computerPlays(id: string, seat: string | null): Promise<GameView[]> {
  const seen: GameView[] = [];
  let view = await call(c, 'games.open', { id, seat });
  for (let i = 0; i < 500 && view.computer; i++) {
    view = await call(c, 'games.computerMove', { id, seat, stateVersion: view.stateVersion });
    seen.push(view);
  }
  return seen;
}

/** The person's seat-chosen legal action (seeded pick), then the computer's answers. */
async function personActs(id: string, rng: Rng): Promise<GameView> {
  const view = await call(c, 'games.open', { id, seat: 'P1' });
  const pick = view.legal[rng.int(0, view.legal.length - 1)];
  await call(c, 'games.act', { id, action: { ...pick, seat: 'P1', stateVersion: view.stateVersion } });
  await computerPlays(id, 'P1');
  return call(c, 'games.open', { id, seat: 'P1' });
}

describe('computer seats (fixture game with a random computer player)', () => {
  it('app.info lists the engines with computer players, their difficulties and seats', () => {
    expect(gameInfo(withComputer).computer).toEqual([
      { engine: 'fixture-skirmish', difficulties: ['easy', 'hard'], seats: ['P2'], allSeats: ['P1', 'P2'] },
    ]);
    expect(gameInfo(fixtureDefinition).computer).toBeUndefined();
    expect(gameInfo(warOfTheRing).computer).toEqual([
      {
        engine: 'war-of-the-ring',
        difficulties: ['easy', 'normal'],
        seats: ['fp', 'shadow', 'fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'],
        allSeats: ['fp', 'shadow'],
      },
    ]);
  });

  it('a computer seat answers after a person’s action: its move is in the record, decided from seed and index, and replays', async () => {
    const g = await call(c, 'games.create', { game: FIXTURE_CPU, seed: 'cpu-1', players: PLAYERS });
    expect(g.players[1]).toEqual({ id: 'cpu', seats: ['P2'], computer: { difficulty: 'easy' } });
    const rng = new Rng(seedRng('person'));
    let view = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    let computerMoves = 0;
    for (let i = 0; i < 40 && (view.next || view.computer); i++) {
      if (view.computer) {
        // the device never goes to the computer: no hand-over, the person keeps it
        expect(view.next === null || view.next.person === 'me').toBe(true);
        expect(view.computer).toEqual({ seat: 'P2', difficulty: 'easy' });
        const before = view.stateVersion;
        const events = t.events.length;
        view = await call(c, 'games.computerMove', { id: g.id, seat: 'P1', stateVersion: before });
        expect(view.stateVersion).toBe(before + 1);
        expect(view.seat).toBe('P1');
        // every move is pushed: the renderer shows it in the log as it happens
        expect(t.events.slice(events)).toContainEqual({
          event: 'game.changed',
          payload: { id: g.id, actions: before + 1 },
        });
        computerMoves++;
      } else {
        const pick = view.legal[rng.int(0, view.legal.length - 1)];
        view = await call(c, 'games.act', {
          id: g.id,
          action: { ...pick, seat: 'P1', stateVersion: view.stateVersion },
        });
      }
    }
    expect(computerMoves).toBeGreaterThan(3);
    const { record, cursor } = await exported(g.id);
    expect(record.players).toEqual(PLAYERS);
    const bySeat = record.actions.map((e) => e.action.seat);
    expect(bySeat).toContain('P2');
    expect(bySeat).toContain('P1');
    // each computer answer is what the policy decides at that point (seed, seat, index), nothing else
    for (let i = 0; i < cursor; i++) {
      const entry = record.actions[i];
      if (entry.action.seat !== 'P2') continue;
      const d = decide(fixtureGame, randomPolicy(), stateAt(fixtureGame, record, i), 'P2', { seed: 'cpu-1', index: i });
      const { seat: _s, stateVersion: _v, ...action } = entry.action;
      expect(JSON.parse(JSON.stringify(d.action))).toEqual(action);
    }
    expect(await call(c, 'games.verify', { id: g.id })).toEqual({ ok: true, actions: record.actions.length });
    // the exported game imports (every digest replayed) with its computer player
    const again = await call(c, 'games.import', { content: (await call(c, 'games.export', { id: g.id })).content });
    expect(again.players).toEqual(PLAYERS);
    // and after a restart the game opens where it was, the computer still the computer
    restart(t);
    c = t.c;
    const reopened = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(reopened.stateVersion).toBe(cursor);
    expect(reopened.summary.players).toEqual(PLAYERS);
  });

  it('a person cannot act for the computer; the computer moves only on its turn and on the state the caller saw', async () => {
    const g = await call(c, 'games.create', { game: FIXTURE_CPU, seed: 'cpu-2', players: PLAYERS });
    const view = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(view.computer).toBeNull();
    expect((await callError(c, 'games.computerMove', { id: g.id, seat: 'P1', stateVersion: 0 })).params.code).toBe(
      'not_computer_turn',
    );
    const p1 = view.legal[0];
    await call(c, 'games.act', { id: g.id, action: { ...p1, seat: 'P1', stateVersion: 0 } });
    const after = await call(c, 'games.open', { id: g.id, seat: 'P2' });
    // the computer's seat lists no actions for a person to take, and refuses one sent anyway
    expect(after.legal).toEqual([]);
    const forged = await callError(c, 'games.act', {
      id: g.id,
      action: { type: 'gather', seat: 'P2', stateVersion: 1 },
    });
    expect(forged).toMatchObject({ code: 'game_rejected', params: { code: 'computer_seat', seat: 'P2' } });
    const v = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(v.computer).toEqual({ seat: 'P2', difficulty: 'easy' });
    const stale = await callError(c, 'games.computerMove', { id: g.id, seat: 'P1', stateVersion: 0 });
    expect(stale.params.code).toBe('stale_version');
    expect((await call(c, 'games.open', { id: g.id, seat: 'P1' })).stateVersion).toBe(1);
  });

  it('undo takes back to the person’s last decision (the computer’s answers too), redo brings them all back', async () => {
    const g = await call(c, 'games.create', { game: FIXTURE_CPU, seed: 'cpu-3', players: PLAYERS });
    const rng = new Rng(seedRng('undo'));
    // play until the computer has answered a person's action with at least one move
    let found: { personAt: number; cursor: number } | null = null;
    for (let i = 0; i < 40 && !found; i++) {
      const v = await call(c, 'games.open', { id: g.id, seat: 'P1' });
      if (!v.next) break;
      const personAt = v.stateVersion;
      const after = await personActs(g.id, rng);
      if (after.stateVersion > personAt + 1 && after.next?.seat === 'P1')
        found = { personAt, cursor: after.stateVersion };
    }
    expect(found).not.toBeNull();
    const { personAt, cursor } = found!;
    const { record } = await exported(g.id);
    expect(record.actions[personAt].action.seat).toBe('P1');
    expect(record.actions.slice(personAt + 1, cursor).every((e) => e.action.seat === 'P2')).toBe(true);
    const crossed = record.actions.slice(personAt, cursor).filter((e) => e.reveals || e.random).length;

    const undone = await call(c, 'games.undo', { id: g.id, seat: 'P1' });
    expect(undone.stateVersion).toBe(personAt);
    expect(undone.computer).toBeNull();
    expect(undone.next).toMatchObject({ seat: 'P1', person: 'me', handover: false });
    expect(undone.summary.redoable).toBe(cursor - personAt);
    // one person against the computer plays solo: undo past a reveal or a die roll is allowed, flagged
    expect(undone.summary.flaggedUndos).toBe(crossed);

    const redone = await call(c, 'games.redo', { id: g.id, seat: 'P1' });
    expect(redone.stateVersion).toBe(cursor);
    expect(redone.summary.redoable).toBe(0);
    expect(await call(c, 'games.verify', { id: g.id })).toMatchObject({ ok: true });
  });

  it('undo with nothing of the person’s to take back is refused as nothing to undo', async () => {
    // nothing played yet: nothing of the person's to take back
    const g = await call(c, 'games.create', { game: FIXTURE_CPU, seed: 'cpu-4', players: PLAYERS });
    expect((await callError(c, 'games.undo', { id: g.id, seat: 'P1' })).code).toBe('game_nothing_to_undo');
    const v = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(v.undo).toEqual({ kind: 'none' });
  });

  it('games.create refuses computer players the engine cannot give, with the reason', async () => {
    const refused = async (players: unknown, game = FIXTURE_CPU) =>
      (await callError(c, 'games.create', { game, seed: 'x', players })).params;
    expect(
      await refused([
        { id: 'me', seats: ['P1'] },
        { id: 'cpu', seats: ['P2'], computer: { difficulty: 'impossible' } },
      ]),
    ).toMatchObject({ code: 'malformed', field: 'players', reason: 'computer.difficulty' });
    expect(
      await refused([
        { id: 'cpu', seats: ['P1'], computer: { difficulty: 'easy' } },
        { id: 'me', seats: ['P2'] },
      ]),
    ).toMatchObject({ code: 'malformed', field: 'players', reason: 'computer.seat' });
    expect(
      await refused(
        [
          { id: 'a', seats: ['fp'], computer: { difficulty: 'easy' } },
          { id: 'b', seats: ['shadow'], computer: { difficulty: 'easy' } },
        ],
        'war-of-the-ring',
      ),
    ).toMatchObject({ code: 'malformed', field: 'players', reason: 'computer.noPerson' });
    expect(
      await refused(
        [
          { id: 'me', seats: ['P1'] },
          { id: 'cpu', seats: ['P2'], computer: { difficulty: 'easy' } },
        ],
        'fixture-plain',
      ),
    ).toMatchObject({ code: 'malformed', field: 'players', reason: 'computer.unavailable' });
    // nothing was stored
    expect(await call(c, 'games.list', {})).toEqual([]);
  });
});

describe('computer seats: kernel hot-seat and an old record', () => {
  it('nextTurn never hands the device over to the computer', () => {
    const state = fixtureGame.setup(fixtureGame.optionsSchema.parse({}), 'ht');
    const first = fixtureGame.pending(state)!.seats[0];
    const other = first === 'P1' ? 'P2' : 'P1';
    const players = [
      { id: 'me', seats: [other] },
      { id: 'cpu', seats: [first], computer: { difficulty: 'easy' } },
    ];
    expect(nextTurn(fixtureGame, state, players, 'me')).toBeNull();
    expect(nextTurn(fixtureGame, state, players, null)).toBeNull();
    const human = [
      { id: 'me', seats: [other] },
      { id: 'you', seats: [first] },
    ];
    expect(nextTurn(fixtureGame, state, human, 'me')).toMatchObject({ person: 'you', handover: true });
  });

  it('a record without the field (saved before computer players) parses, opens and plays as before', async () => {
    // the saved games of the v5 file made by the previous release (test/fixtures/saves/v5-full.deckhand)
    const Database = (await import('better-sqlite3')).default;
    const fixture = path.resolve(__dirname, '../../fixtures/saves/v5-full.deckhand');
    const old = new Database(fixture, { readonly: true });
    const rows = old.prepare('SELECT players FROM games').all() as Array<{ players: string }>;
    old.close();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const players = JSON.parse(r.players) as Array<Record<string, unknown>>;
      expect(players.every((p) => !('computer' in p))).toBe(true);
    }
    fs.mkdirSync(path.join(t.dir, 'saves'), { recursive: true });
    const file = path.join(t.dir, 'saves', 'v5-full.deckhand');
    fs.copyFileSync(fixture, file);
    await call(c, 'saves.open', { path: file });
    const list = await call(c, 'games.list', {});
    expect(list.length).toBe(rows.length);
    for (const s of list) {
      expect(s.players.every((p) => p.computer === undefined)).toBe(true);
      const { record } = await exported(s.id);
      expect(gameRecordSchema.safeParse(record).success).toBe(true);
      const seat = s.players[0].seats[0];
      const view = await call(c, 'games.open', { id: s.id, seat });
      expect(view.computer).toBeNull();
      expect(await call(c, 'games.verify', { id: s.id })).toMatchObject({ ok: true });
      // two people: undo as before (one step; refused only across a reveal or a roll)
      if (s.actions > 0 && view.undo.kind === 'allowed') {
        expect((await call(c, 'games.undo', { id: s.id, seat })).stateVersion).toBe(s.actions - 1);
      }
    }
  });
});

describe('computer seats: War of the Ring against the computer Shadow', () => {
  it('the Shadow (easy) answers the Free Peoples’ actions; undo takes back to the Free Peoples’ decision', async () => {
    const players = [
      { id: 'me', seats: ['fp'] },
      { id: 'cpu', seats: ['shadow'], computer: { difficulty: 'easy' } },
    ];
    const g = await call(c, 'games.create', { game: 'war-of-the-ring', seed: 'cpu-wotr', players });
    const rng = new Rng(seedRng('fp'));
    let view = await call(c, 'games.open', { id: g.id, seat: 'fp' });
    // play until the Shadow has answered at least once after a Free Peoples action
    let shadowMoved = false;
    for (let i = 0; i < 80; i++) {
      if (view.computer) {
        // the device stays with the Free Peoples player while the computer plays
        expect(view.next === null || view.next.person === 'me').toBe(true);
        view = await call(c, 'games.computerMove', { id: g.id, seat: 'fp', stateVersion: view.stateVersion });
        shadowMoved = true;
        continue;
      }
      if (shadowMoved) break;
      const pick = view.legal[rng.int(0, view.legal.length - 1)];
      view = await call(c, 'games.act', { id: g.id, action: { ...pick, seat: 'fp', stateVersion: view.stateVersion } });
    }
    const { record, cursor } = await exported(g.id);
    const shadow = record.actions.filter((e) => e.action.seat === 'shadow');
    expect(shadow.length).toBeGreaterThan(0);
    // the answer is the policy's at that point (seed, seat, index)
    const at = record.actions.findIndex((e) => e.action.seat === 'shadow');
    const d = decide(wotrEngine, wotrPolicy({ difficulty: 'easy' }), stateAt(wotrEngine, record, at), 'shadow', {
      seed: 'cpu-wotr',
      index: at,
    });
    const { seat: _s, stateVersion: _v, ...answer } = record.actions[at].action;
    expect(JSON.parse(JSON.stringify(d.action))).toEqual(answer);
    // the whole record replays
    expect(replay(wotrEngine, record).ok).toBe(true);
    expect(await call(c, 'games.verify', { id: g.id })).toEqual({ ok: true, actions: record.actions.length });
    // undo: back to the last Free Peoples decision
    const lastFp = record.actions
      .slice(0, cursor)
      .map((e) => e.action.seat)
      .lastIndexOf('fp');
    const undone = await call(c, 'games.undo', { id: g.id, seat: 'fp' });
    expect(undone.stateVersion).toBe(lastFp);
    expect(undone.computer).toBeNull();
    expect(undone.legal.length).toBeGreaterThan(0);
  });
});
