import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSummary, GameView } from '../../../core/api/games';
import { setApiClient } from '../../../renderer/src/api/client';
import { COMPUTER_PACE_MS, useGamesStore } from '../../../renderer/src/stores/games';
import { fakeApiClient } from '../../support/fake-api';

const ID = '11111111-2222-3333-4444-555555555555';

/**
 * A fake backend of a game against the computer: the person plays P1, the computer P2; after each
 * of the person's actions the computer answers with `answers` moves (`games.computerMove`, on the
 * state version the store saw), then P1 decides again.
 */
function fakeComputerGame(answers = 2) {
  let version = 0;
  /** Actions so far by seat, in order. */
  const seats: string[] = [];
  const calls: Array<[string, Record<string, unknown>]> = [];
  let failNext: { code: string; params: Record<string, unknown> } | null = null;
  /** P2 right after P1's action and until it has answered `answers` times; else P1. */
  const pending = () => {
    let run = 0;
    for (let i = seats.length - 1; i >= 0 && seats[i] === 'P2'; i--) run++;
    if (seats.length === 0) return 'P1';
    return seats.at(-1) === 'P1' || run < answers ? 'P2' : 'P1';
  };
  const summary = (): GameSummary => ({
    id: ID,
    game: 'demo',
    name: 'Against the computer',
    seats: ['P1', 'P2'],
    seatNames: {},
    players: [
      { id: 'me', seats: ['P1'] },
      { id: 'cpu', seats: ['P2'], name: 'Computer · easy', computer: { difficulty: 'easy' } },
    ],
    actions: version,
    redoable: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    finished: false,
    outcome: null,
    readOnly: null,
    flaggedUndos: 0,
  });
  const view = (seat: string | null): GameView => {
    const next = pending();
    return {
      summary: summary(),
      seat,
      view: {},
      pending: { seats: [next], mode: 'turn', prompt: { key: 'demo.prompt', params: {} } },
      legal: seat === 'P1' && next === 'P1' ? [{ type: 'go' }] : [],
      // the device is never handed to the computer
      next: next === 'P1' ? { seat: 'P1', seats: ['P1'], person: 'me', handover: false } : null,
      log: seats.map((s, i) => ({ action: i, key: `demo.log.${s}`, params: {} })),
      undo: seats.includes('P1') ? { kind: 'allowed' } : { kind: 'none' },
      canRedo: false,
      stateVersion: version,
      table: null,
      computer: next === 'P2' ? { seat: 'P2', difficulty: 'easy' } : null,
    };
  };
  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    'games.open': (a) => view(a.seat as string | null),
    'games.act': (a) => {
      const action = a.action as { seat: string; stateVersion: number };
      if (action.stateVersion !== version) throw { code: 'game_rejected', params: { code: 'stale_version' } };
      if (pending() !== 'P1') throw { code: 'game_rejected', params: { code: 'wrong_seat' } };
      seats.push('P1');
      version++;
      return view(action.seat);
    },
    'games.computerMove': (a) => {
      if (a.stateVersion !== version) throw { code: 'game_rejected', params: { code: 'stale_version' } };
      if (pending() !== 'P2') throw { code: 'game_rejected', params: { code: 'not_computer_turn' } };
      seats.push('P2');
      version++;
      return view(a.seat as string | null);
    },
    'games.undo': (a) => {
      // back to the person's last decision, the computer's answers with it
      while (seats.at(-1) === 'P2') seats.pop();
      seats.pop();
      version = seats.length;
      return view(a.seat as string | null);
    },
  };
  const { client } = fakeApiClient(async (method, args) => {
    calls.push([method, args as Record<string, unknown>]);
    await Promise.resolve();
    if (failNext && method === 'games.computerMove') {
      const f = failNext;
      failNext = null;
      throw f;
    }
    return handlers[method](args as Record<string, unknown>);
  });
  return {
    client,
    callsOf: (method: string) => calls.filter(([m]) => m === method).map(([, a]) => a),
    failNextMoveWith(code: string, params: Record<string, unknown> = {}) {
      failNext = { code, params };
    },
    get seats() {
      return [...seats];
    },
  };
}

async function opened(answers = 2) {
  const backend = fakeComputerGame(answers);
  setApiClient(backend.client);
  const games = useGamesStore();
  await games.open(ID);
  return { backend, games };
}

/** Let the store's paced computer loop run `moves` paces. */
const paces = (moves: number) => vi.advanceTimersByTimeAsync(COMPUTER_PACE_MS * moves + 50);

describe('games store: computer players', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('one person against the computer takes the device at once (no hand-over screen)', async () => {
    const { games } = await opened();
    expect(games.handover).toBeNull();
    expect(games.holder).toEqual({ person: 'me', seat: 'P1' });
    expect(games.current?.legal).toEqual([{ type: 'go' }]);
    expect(games.thinking).toBe(false);
  });

  it('after the person’s action the store asks for the computer’s moves one at a time, paced, until the person decides again', async () => {
    const { backend, games } = await opened(2);
    await games.act({ type: 'go' });
    expect(games.thinking).toBe(true);
    // nothing before the first pace: the person sees their own move first
    expect(backend.callsOf('games.computerMove')).toHaveLength(0);
    await paces(1);
    expect(backend.callsOf('games.computerMove')).toEqual([{ id: ID, seat: 'P1', stateVersion: 1 }]);
    expect(games.current?.log).toHaveLength(2);
    await paces(2);
    expect(backend.callsOf('games.computerMove')).toEqual([
      { id: ID, seat: 'P1', stateVersion: 1 },
      { id: ID, seat: 'P1', stateVersion: 2 },
    ]);
    expect(backend.seats).toEqual(['P1', 'P2', 'P2']);
    expect(games.current?.computer).toBeNull();
    expect(games.thinking).toBe(false);
    expect(games.current?.legal).toEqual([{ type: 'go' }]);
  });

  it('paused (also ahead of its turn), the computer waits; resumed, it plays on', async () => {
    const { backend, games } = await opened(1);
    games.pauseComputer();
    await games.act({ type: 'go' });
    await paces(4);
    expect(backend.callsOf('games.computerMove')).toHaveLength(0);
    expect(games.current?.computer).toEqual({ seat: 'P2', difficulty: 'easy' });
    expect(games.thinking).toBe(false);
    games.resumeComputer();
    await paces(2);
    expect(backend.seats).toEqual(['P1', 'P2']);
    expect(games.current?.computer).toBeNull();
  });

  it('undo while the computer plays takes the person back to their decision and the computer stops', async () => {
    const { backend, games } = await opened(3);
    await games.act({ type: 'go' });
    await paces(1);
    expect(backend.seats).toEqual(['P1', 'P2']);
    await games.undo();
    await paces(3);
    expect(backend.seats).toEqual([]);
    expect(games.current?.computer).toBeNull();
    expect(games.current?.stateVersion).toBe(0);
  });

  it('a move raced by another change (stale) shows the game as it is and goes on; another refusal stops it with the reason', async () => {
    const { backend, games } = await opened(2);
    await games.act({ type: 'go' });
    backend.failNextMoveWith('game_rejected', { code: 'stale_version' });
    await paces(3);
    expect(backend.seats).toEqual(['P1', 'P2', 'P2']);
    expect(games.current?.computer).toBeNull();

    await games.act({ type: 'go' });
    backend.failNextMoveWith('game_read_only', { code: 'record.replayMismatch' });
    await paces(3);
    expect(backend.seats).toEqual(['P1', 'P2', 'P2', 'P1']);
    expect(games.computerFailure[ID]?.code).toBe('game_read_only');
    expect(games.thinking).toBe(false);
    // resumed: it tries again
    games.resumeComputer();
    await paces(3);
    expect(backend.seats).toEqual(['P1', 'P2', 'P2', 'P1', 'P2', 'P2']);
  });
});
