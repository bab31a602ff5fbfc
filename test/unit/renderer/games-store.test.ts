import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSummary, GameView, PlayerInfo } from '../../../core/api/games';
import { setApiClient } from '../../../renderer/src/api/client';
import { boardFor } from '../../../renderer/src/games/boards';
import {
  faceText,
  fallbackText,
  personLabel,
  plainParams,
  playersText,
  seatLabel,
  valueText,
} from '../../../renderer/src/games/text';
import { useGamesStore } from '../../../renderer/src/stores/games';
import { fakeApiClient } from '../../support/fake-api';

const ID = '11111111-2222-3333-4444-555555555555';

/**
 * A fake backend for the games API: one small turn-based game (seats take turns in order), with
 * the backend's hot-seat rule (the device changes hands when the next seat is another person's).
 */
function fakeGames(opts: { players?: PlayerInfo[]; seats?: string[] } = {}) {
  const seats = opts.seats ?? ['P1', 'P2'];
  const players = opts.players ?? [
    { id: 'p1', seats: ['P1'], name: 'Ann' },
    { id: 'p2', seats: ['P2'], name: 'Bob' },
  ];
  let version = 0;
  let redoable = 0;
  let name = 'Friday';
  const calls: Array<[string, Record<string, unknown>]> = [];
  let failNext: { code: string; params: Record<string, unknown> } | null = null;

  const personOf = (seat: string | null) => players.find((p) => seat !== null && p.seats.includes(seat))?.id ?? null;
  const pendingSeat = () => seats[version % seats.length];
  const summary = (): GameSummary => ({
    id: ID,
    game: 'demo',
    name,
    seats,
    seatNames: {},
    players,
    actions: version,
    redoable,
    createdAt: '2026-01-01T10:00:00.000Z',
    // each action stamps the game, as the backend does
    updatedAt: `2026-01-01T10:${String(version).padStart(2, '0')}:00.000Z`,
    finished: false,
    outcome: null,
    readOnly: null,
    flaggedUndos: 0,
  });
  const view = (seat: string | null): GameView => {
    const next = pendingSeat();
    const person = personOf(next)!;
    const current = personOf(seat);
    return {
      summary: summary(),
      seat,
      view: {},
      pending: { seats: [next], mode: 'turn', prompt: { key: 'demo.prompt', params: {} } },
      legal: seat === next ? [{ type: 'go' }] : [],
      next: { seat: next, seats: [next], person, handover: person !== current },
      log: Array.from({ length: version }, (_, i) => ({ action: i, key: 'demo.log.went', params: {} })),
      undo: version > 0 ? { kind: 'allowed' } : { kind: 'none' },
      canRedo: redoable > 0,
      stateVersion: version,
      table: null,
      computer: null,
    };
  };
  const handlers: Record<string, (args: Record<string, unknown>) => unknown> = {
    'games.list': () => [summary()],
    'games.open': (a) => view(a.seat as string | null),
    'games.act': (a) => {
      const action = a.action as { seat: string; stateVersion: number; type: string };
      if (action.stateVersion !== version) throw { code: 'game_rejected', params: { code: 'stale_version' } };
      if (action.seat !== pendingSeat()) throw { code: 'game_rejected', params: { code: 'wrong_seat' } };
      version++;
      redoable = 0;
      return view(action.seat);
    },
    'games.undo': (a) => {
      version--;
      redoable++;
      return view(a.seat as string);
    },
    'games.redo': (a) => {
      version++;
      redoable--;
      return view(a.seat as string);
    },
    'games.rename': (a) => {
      name = a.name as string;
      return summary();
    },
    'games.delete': () => null,
    'games.export': () => ({ fileName: 'Friday.deckhand-game.json', content: '{"kind":"deckhand.saved-game"}' }),
    'games.verify': () => ({ ok: false, index: 2, kind: 'digest' }),
    'games.import': () => ({
      ...summary(),
      id: '99999999-2222-3333-4444-555555555555',
      name: 'Imported',
      updatedAt: '2026-01-02T09:00:00.000Z',
    }),
  };
  const { client, push } = fakeApiClient(async (method, args) => {
    calls.push([method, args as Record<string, unknown>]);
    await Promise.resolve();
    if (failNext) {
      const f = failNext;
      failNext = null;
      throw f;
    }
    return handlers[method](args as Record<string, unknown>);
  });
  return {
    client,
    calls,
    callsOf: (method: string) => calls.filter(([m]) => m === method).map(([, a]) => a),
    push,
    /** Someone else (another window) takes the next action. */
    actElsewhere() {
      version++;
    },
    failNextWith(code: string, params: Record<string, unknown> = {}) {
      failNext = { code, params };
    },
    get version() {
      return version;
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A fake backend as the API client, and the games store on it. */
function withStore() {
  const backend = fakeGames();
  setApiClient(backend.client);
  return { backend, games: useGamesStore() };
}

/** The same with game ID open and the device taken by its first person. */
async function takenOver() {
  const { backend, games } = withStore();
  await games.open(ID);
  await games.takeOver();
  return { backend, games };
}

describe('games store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('loads the list, and a load asked for while one runs runs once more afterwards', async () => {
    const { backend, games } = withStore();
    const first = games.loadList();
    expect(games.busy.list).toBe(true);
    const second = games.loadList();
    const third = games.loadList();
    await Promise.all([first, second, third]);
    expect(games.listLoaded).toBe(true);
    expect(games.list.map((g) => g.name)).toEqual(['Friday']);
    expect(backend.callsOf('games.list')).toHaveLength(2);
    expect(games.busy.list).toBe(false);
  });

  it('opens a game as nobody until someone takes the device, then as that person', async () => {
    const { backend, games } = withStore();
    await games.open(ID);
    expect(backend.callsOf('games.open')).toEqual([{ id: ID, seat: null }]);
    expect(games.handover).toEqual({ person: 'p1', seat: 'P1', seats: ['P1'], first: true });

    await games.takeOver();
    expect(backend.callsOf('games.open').at(-1)).toEqual({ id: ID, seat: 'P1' });
    expect(games.holder).toEqual({ person: 'p1', seat: 'P1' });
    expect(games.handover).toBeNull();
    expect(games.current?.legal).toEqual([{ type: 'go' }]);
  });

  it('sends actions with the seat and state version it shows, and asks for a hand-over when the next seat is another person', async () => {
    const { backend, games } = await takenOver();

    await games.act({ type: 'go', seat: 'P2', stateVersion: 99 });
    expect(backend.callsOf('games.act')).toEqual([{ id: ID, action: { type: 'go', seat: 'P1', stateVersion: 0 } }]);
    expect(games.current?.stateVersion).toBe(1);
    expect(games.handover).toEqual({ person: 'p2', seat: 'P2', seats: ['P2'], first: false });
    // Until Bob confirms, the device is still Ann's.
    expect(games.holder).toEqual({ person: 'p1', seat: 'P1' });

    await games.takeOver();
    expect(games.holder).toEqual({ person: 'p2', seat: 'P2' });
    expect(games.current?.seat).toBe('P2');
    expect(games.handover).toBeNull();

    // Leaving and coming back keeps Bob at the device (for this session).
    games.close();
    expect(games.current).toBeNull();
    await games.open(ID);
    expect(backend.callsOf('games.open').at(-1)).toEqual({ id: ID, seat: 'P2' });
    expect(games.handover).toBeNull();
  });

  it('plays solo without hand-overs: one person keeps the device and sees the seat that decides', async () => {
    const backend = fakeGames({ players: [{ id: 'solo', seats: ['P1', 'P2'] }] });
    setApiClient(backend.client);
    const games = useGamesStore();
    await games.open(ID);
    // Nobody else could be at the device: no "who is there?" screen.
    expect(backend.callsOf('games.open')).toEqual([
      { id: ID, seat: null },
      { id: ID, seat: 'P1' },
    ]);
    expect(games.handover).toBeNull();
    expect(games.holder).toEqual({ person: 'solo', seat: 'P1' });
    expect(games.busy.open).toBe(false);
    await games.act({ type: 'go' });
    expect(games.handover).toBeNull();
    expect(games.current?.seat).toBe('P2');
    expect(games.holder).toEqual({ person: 'solo', seat: 'P2' });
    expect(backend.callsOf('games.open').at(-1)).toEqual({ id: ID, seat: 'P2' });

    // Another save file forgets who holds the device; alone, nobody has to say so again.
    backend.push('save.changed', { save: null });
    await flush();
    await flush();
    expect(games.handover).toBeNull();
    expect(games.holder).toEqual({ person: 'solo', seat: 'P2' });
  });

  it('refreshes when the game moved on elsewhere, and reports the stale action', async () => {
    const { backend, games } = await takenOver();
    backend.actElsewhere();
    backend.actElsewhere();
    await expect(games.act({ type: 'go' })).rejects.toMatchObject({
      code: 'game_rejected',
      params: { code: 'stale_version' },
    });
    expect(games.current?.stateVersion).toBe(2);
    expect(games.busy.act).toBe(false);
  });

  it('follows game.changed: reopens the current game when it moved, not for its own action, and reloads a loaded list', async () => {
    const { backend, games } = withStore();
    await games.loadList();
    await games.open(ID);
    await games.takeOver();
    const opens = backend.callsOf('games.open').length;
    const lists = backend.callsOf('games.list').length;

    // its own action: the list row is the action's summary, without loading the whole list again
    await games.act({ type: 'go' });
    backend.push('game.changed', { id: ID, actions: 1 });
    await flush();
    expect(backend.callsOf('games.open')).toHaveLength(opens);
    expect(backend.callsOf('games.list')).toHaveLength(lists);
    expect(games.list.map((g) => [g.actions, g.updatedAt])).toEqual([[1, '2026-01-01T10:01:00.000Z']]);

    backend.actElsewhere();
    backend.push('game.changed', { id: ID, actions: 2 });
    await flush();
    await flush();
    expect(backend.callsOf('games.open')).toHaveLength(opens + 1);
    expect(backend.callsOf('games.open').at(-1)).toEqual({ id: ID, seat: 'P1' });
    expect(games.current?.stateVersion).toBe(2);
    expect(backend.callsOf('games.list')).toHaveLength(lists + 1);

    // another saved game changed (another window): the list is loaded again
    backend.push('game.changed', { id: '99999999-2222-3333-4444-555555555555', actions: 5 });
    await flush();
    await flush();
    expect(backend.callsOf('games.list')).toHaveLength(lists + 2);
  });

  it('undoes and redoes as the seat on the device', async () => {
    const backend = fakeGames({ players: [{ id: 'solo', seats: ['P1', 'P2'] }] });
    setApiClient(backend.client);
    const games = useGamesStore();
    await games.open(ID);
    await games.takeOver();
    await games.act({ type: 'go' });
    await games.undo();
    expect(backend.callsOf('games.undo')).toEqual([{ id: ID, seat: 'P2' }]);
    expect(games.current?.canRedo).toBe(true);
    await games.redo();
    expect(backend.callsOf('games.redo').at(-1)).toMatchObject({ id: ID });
    expect(games.current?.stateVersion).toBe(1);
  });

  it('renames, exports, verifies, imports and deletes, keeping the list current', async () => {
    const { backend, games } = withStore();
    await games.loadList();

    const renaming = games.rename(ID, '  Saturday  ');
    expect(games.rowBusy[ID]).toBe('rename');
    await renaming;
    expect(backend.callsOf('games.rename')).toEqual([{ id: ID, name: 'Saturday' }]);
    expect(games.list[0].name).toBe('Saturday');
    expect(games.rowBusy[ID]).toBeUndefined();

    expect(await games.exportGame(ID)).toEqual({
      fileName: 'Friday.deckhand-game.json',
      content: '{"kind":"deckhand.saved-game"}',
    });
    expect(await games.verify(ID)).toEqual({ ok: false, index: 2, kind: 'digest' });

    const imported = await games.importGame('{"kind":"deckhand.saved-game"}');
    expect(imported.name).toBe('Imported');
    expect(games.list.map((g) => g.name)).toEqual(['Imported', 'Saturday']);

    await games.open(ID);
    await games.takeOver();
    await games.remove(ID);
    expect(games.list.map((g) => g.name)).toEqual(['Imported']);
    expect(games.current).toBeNull();
    expect(games.holders[ID]).toBeUndefined();
  });

  it('passes errors on with their code and keeps what it showed', async () => {
    const { backend, games } = await takenOver();
    backend.failNextWith('game_undo_refused', { reason: 'reveals' });
    await expect(games.undo()).rejects.toMatchObject({ code: 'game_undo_refused', params: { reason: 'reveals' } });
    expect(games.current?.seat).toBe('P1');

    backend.failNextWith('game_import_altered', { index: 3, kind: 'digest' });
    await expect(games.importGame('{}')).rejects.toMatchObject({ code: 'game_import_altered', params: { index: 3 } });
    expect(games.busy.import).toBe(false);
  });

  it('shows why a game cannot be opened, and forgets who holds the device when another save file opens', async () => {
    const { backend, games } = await takenOver();
    expect(games.holder).not.toBeNull();

    backend.push('save.changed', { save: null });
    await flush();
    await flush();
    expect(games.holders).toEqual({});
    expect(games.handover?.first).toBe(true);

    backend.failNextWith('game_not_found', { id: ID });
    await expect(games.open(ID)).rejects.toMatchObject({ code: 'game_not_found' });
    expect(games.openError?.code).toBe('game_not_found');
  });
});

describe('game texts and boards', () => {
  it('names a piece by its face: the name-like field first, then its other plain values', () => {
    expect(faceText({ card: 'P1-3', value: 4 }, 'en')).toBe('P1-3 · 4');
    expect(faceText({ code: '01001a', name: 'Spider-Man', cost: 3 }, 'en')).toBe('Spider-Man · 01001a · 3');
    expect(faceText('FP-Gondor', 'en')).toBe('FP-Gondor');
    expect(faceText(1234.5, 'de')).toBe('1.234,5');
    expect(faceText(null, 'en')).toBe('?');
  });

  it('turns a module key without a message into a neutral line: last segment and params', () => {
    expect(fallbackText('fixture.log.played', { seat: 'P1', card: 'P1-3' }, 'en')).toBe(
      'played — seat: P1, card: P1-3',
    );
    expect(fallbackText('fixture.log.over', undefined, 'en')).toBe('over');
    expect(fallbackText('fixture.log.showdown', { bids: { P1: ['P1-0'], P2: [] }, winner: null }, 'en')).toBe(
      'showdown — bids: P1: P1-0; P2: —, winner: —',
    );
    expect(valueText(['a', 2, true], 'en')).toBe('a, 2, true');
  });

  it('gives messages plain params (numbers stay numbers for plurals)', () => {
    expect(plainParams({ n: 3, face: { card: 'P2-8', value: 4 }, seats: ['P1', 'P2'] }, 'en')).toEqual({
      n: 3,
      face: 'P2-8 · 4',
      seats: 'P1, P2',
    });
  });

  it('calls a person by name, else by the seats they play', () => {
    expect(personLabel({ id: 'p1', seats: ['P1'], name: ' Ann ' })).toBe('Ann');
    expect(personLabel({ id: 'p1', seats: ['FP1', 'FP2'] })).toBe('FP1 + FP2');
    expect(personLabel(undefined, 'p9')).toBe('p9');
  });

  it("issue 12 §7: a seat reads as its hero, with the person's name when given; the id only when the game names none", () => {
    const summary = {
      seatNames: { P1: 'Stormwright', P2: 'Bulwark' },
      players: [
        { id: 'a', seats: ['P1'], name: 'Ann' },
        { id: 'b', seats: ['P2', 'P3'] },
      ],
    } as unknown as GameSummary;
    expect(seatLabel(summary, 'P1')).toBe('Ann (Stormwright)');
    expect(seatLabel(summary, 'P2')).toBe('Bulwark');
    expect(seatLabel(summary, 'P3')).toBe('P3');
    expect(playersText(summary)).toBe('Ann (Stormwright), Bulwark + P3');
  });

  it("uses the generic board for a game without its own, and the game's own board otherwise", () => {
    const generic = boardFor('unknown-game');
    expect(boardFor('another-game')).toBe(generic);
    const own = { 'demo-game': () => Promise.resolve({ default: { name: 'DemoBoard' } }) };
    const board = boardFor('demo-game', own);
    expect(board).not.toBe(generic);
    expect(boardFor('demo-game', own)).toBe(board);
    expect(boardFor('constructor', own)).toBe(generic);
  });
});
