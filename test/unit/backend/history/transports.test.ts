/**
 * The play history through both transports (ARCHITECTURE §2): dispatch in-process and HTTP through
 * the loopback web host give the same answers, refusals travel as codes with params, and each
 * change pushes `history.changed`.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../../electron/backend/backend';
import { startWebHost } from '../../../../electron/backend/web/host';
import type { PushedEvent } from '../../../../core/api/events';
import {
  call,
  callError,
  inProcess,
  makeBackend,
  overHttp,
  removeDir,
  tempDir,
  type Caller,
} from '../../../support/backend';

const transports = [
  { name: 'in-process', setup: async (b: Backend) => ({ caller: inProcess(b), close: async () => undefined }) },
  {
    name: 'web host',
    setup: async (b: Backend) => {
      const host = await startWebHost({ backend: b, rendererDir: path.join(__dirname, 'no-renderer') });
      return { caller: overHttp(`http://127.0.0.1:${host.port}`, host.token) as Caller, close: () => host.close() };
    },
  },
];

describe.each(transports)('history over $name', (transport) => {
  let dir: string;
  let backend: Backend;
  let c: Caller;
  let close: () => Promise<void>;
  const events: PushedEvent[] = [];

  beforeEach(async () => {
    dir = tempDir();
    backend = makeBackend(dir);
    events.length = 0;
    backend.events.subscribe((e) => events.push(e));
    ({ caller: c, close } = await transport.setup(backend));
  });
  afterEach(async () => {
    await close();
    backend.close();
    removeDir(dir);
  });

  it('a play by hand, its statistics, a refused edit, export and a dry-run re-import', async () => {
    const play = await call(c, 'history.plays.save', {
      play: {
        game: 'berserk',
        playedAt: '2026-11-22',
        seats: [
          { seat: 'p1', playerId: 'me', values: { squad: 'wardens' }, result: 'win' },
          { seat: 'p2', playerName: 'Ada', values: { squad: 'mire' }, result: 'loss' },
        ],
      },
    });
    expect(events.filter((e) => e.event === 'history.changed')).toEqual([
      { event: 'history.changed', payload: { playId: play.id } },
    ]);
    const stats = await call(c, 'history.stats', { filter: { game: 'berserk' } });
    expect(stats.totals).toMatchObject({ plays: 1, wins: 1, winRate: 1 });
    expect(stats.byDimension.squad.map((r) => r.key)).toEqual(['wardens']);
    expect(
      await callError(c, 'history.plays.save', {
        play: { ...play, seats: play.seats.map((s) => ({ ...s, result: 'win' as const })) },
      }),
    ).toEqual({ code: 'history_play_invalid', params: { reason: 'history.error.twoWinners', count: 2 } });
    const csv = await call(c, 'history.export', { format: 'csv' });
    const report = await call(c, 'history.import', { format: 'csv', content: csv.content, dryRun: true });
    expect(report).toMatchObject({ plays: 1, imported: 0, problems: [], dryRun: true });
    expect(report.duplicates).toEqual([{ line: 2, playId: play.id }]);
  });
});
