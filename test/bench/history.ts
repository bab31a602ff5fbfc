/**
 * Play history figures (issue 19), in a fresh save file:
 *   history.statsMs.p50/.p95         history.stats (the dashboard's figures: totals, per game, per
 *                                    dimension, per player, per month, streaks) over 10,000 plays,
 *                                    all games and one game in turn; target p95 < 50 ms
 *   history.statsCpuMs.mean          the same, CPU time per call (steadier than wall time on a busy machine)
 *   history.listMs.p95               history.plays.list, first page of 50 with a dimension filter
 *   history.recordPlayMs.p50/.p95    the automatic record of a finished game (the games service's end
 *                                    hook, inside its transaction); target p95 < 5 ms
 *   history.recordPlayCpuMs.mean     the same, CPU time
 *   history.savePlayMs.p95           history.plays.save through dispatch (a play entered by hand)
 */
import path from 'node:path';
import type { PlayInput } from '../../core/api/history';
import type { Backend } from '../../electron/backend/backend';
import type { EndedGame } from '../../electron/backend/history/service';
import { makeBackend, removeDir, tempDir } from '../support/backend';
import { percentile, round, timeEach } from './stats';

const PLAYS = 10_000;
const NAMES = ['Ana', 'Ben', 'Cem', 'Dóra', 'Eli', 'Fanni'];

/** A small deterministic generator, so every run measures the same history. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function randomPlay(rnd: () => number, players: string[]): PlayInput {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(rnd() * 1400) * 86_400_000).toISOString().slice(0, 10);
  const who = () => (rnd() < 0.8 ? 'me' : pick(players));
  const other = () => pick(players);
  const duration = rnd() < 0.8 ? 20 + Math.floor(rnd() * 200) : null;
  const kind = rnd();
  if (kind < 0.4) {
    const win = rnd() < 0.45 ? 'win' : 'loss';
    const n = 1 + Math.floor(rnd() * 3);
    return {
      game: 'marvel-champions',
      playedAt: day,
      durationMin: duration,
      values: { villain: pick(['Rhino', 'Klaw', 'Ultron', 'Null']), difficulty: pick(['standard', 'expert']) },
      seats: Array.from({ length: n }, (_, i) => ({
        seat: `P${i + 1}`,
        playerId: i === 0 ? who() : other(),
        values: {
          hero: pick(['Spider', 'Widow', 'Panther', 'Marvel', 'Iron', 'Hulk']),
          aspect: pick(['aggression', 'justice', 'leadership', 'protection']),
        },
        result: win,
      })),
    } as PlayInput;
  }
  if (kind < 0.65) {
    const fpWins = rnd() < 0.5;
    const meFp = rnd() < 0.5;
    return {
      game: 'war-of-the-ring',
      playedAt: day,
      durationMin: duration,
      values: { victory: pick(['ring', 'corruption', 'military']) },
      seats: [
        { seat: 'fp', playerId: meFp ? who() : other(), values: { side: 'fp' }, result: fpWins ? 'win' : 'loss' },
        {
          seat: 'shadow',
          playerId: meFp ? other() : who(),
          values: { side: 'shadow' },
          result: fpWins ? 'loss' : 'win',
        },
      ],
    } as PlayInput;
  }
  if (kind < 0.85) {
    const n = 2 + Math.floor(rnd() * 3);
    const winner = Math.floor(rnd() * n);
    const guilds = ['anointed', 'carnival', 'fede', 'gilded'];
    return {
      game: 'edge-of-darkness',
      playedAt: day,
      durationMin: duration,
      seats: Array.from({ length: n }, (_, i) => ({
        seat: `p${i + 1}`,
        playerId: i === 0 ? who() : other(),
        values: { guild: guilds[i] },
        result: i === winner ? 'win' : 'loss',
        score: 10 + Math.floor(rnd() * 30),
        rank: i === winner ? 1 : 2 + (i < winner ? i : i - 1),
      })),
    } as PlayInput;
  }
  const first = rnd() < 0.5;
  return {
    game: 'berserk',
    playedAt: day,
    durationMin: duration,
    seats: [
      {
        seat: 'p1',
        playerId: who(),
        values: { squad: pick(['wardens', 'mire', 'forest']) },
        result: first ? 'win' : 'loss',
      },
      {
        seat: 'p2',
        playerId: other(),
        values: { squad: pick(['wardens', 'mire', 'forest']) },
        result: first ? 'loss' : 'win',
      },
    ],
  } as PlayInput;
}

async function ok<T>(b: Backend, method: string, args: unknown): Promise<T> {
  const res = await b.dispatch(method, args);
  if (!res.ok) throw new Error(`${method}: ${JSON.stringify(res.error)}`);
  return res.value as T;
}

export async function historyBench(): Promise<Record<string, number>> {
  const dir = tempDir('deckhand-bench-history-');
  const backend = makeBackend(path.join(dir, 'data'));
  try {
    const players: string[] = [];
    for (const name of NAMES) players.push((await ok<{ id: string }>(backend, 'history.players.save', { name })).id);
    const rnd = lcg(19);
    const saves = await timeEach(PLAYS, () => ok(backend, 'history.plays.save', { play: randomPlay(rnd, players) }));

    const filters = [
      {},
      { game: 'marvel-champions' },
      { game: 'war-of-the-ring', values: { side: 'fp' } },
      { from: '2025-01-01' },
    ];
    const stats = (i: number) => ok(backend, 'history.stats', { filter: filters[i % filters.length] });
    await timeEach(8, stats); // warm up
    const cpu0 = process.cpuUsage();
    const statTimes = await timeEach(40, stats);
    const cpu = process.cpuUsage(cpu0);
    const lists = await timeEach(40, () =>
      ok(backend, 'history.plays.list', { filter: { values: { hero: 'Spider' } }, limit: 50 }),
    );

    // The automatic record: finish real tracker games and time the end hook alone.
    const history = backend.context.history;
    const records: number[] = [];
    const recordCpu: number[] = [];
    backend.context.games.onEnd((g: EndedGame) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      history.recordGame(g);
      records.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      recordCpu.push((c.user + c.system) / 1000);
    });
    for (let i = 0; i < 60; i++) {
      const game = await ok<{ id: string }>(backend, 'games.create', {
        game: 'marvel-champions',
        options: { tracker: true, heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] },
      });
      const open = await ok<{ stateVersion: number }>(backend, 'games.open', { id: game.id, seat: 'P1' });
      await ok(backend, 'games.act', {
        id: game.id,
        action: { type: 'track', op: 'end', win: i % 2 === 0, seat: 'P1', stateVersion: open.stateVersion },
      });
    }
    const recorded = records.slice(10); // the first ones warm the statements up
    return {
      'history.plays': PLAYS,
      'history.statsMs.p50': round(percentile(statTimes, 50)),
      'history.statsMs.p95': round(percentile(statTimes, 95)),
      'history.statsCpuMs.mean': round((cpu.user + cpu.system) / 1000 / statTimes.length),
      'history.listMs.p95': round(percentile(lists, 95)),
      'history.recordPlayMs.p50': round(percentile(recorded, 50)),
      'history.recordPlayMs.p95': round(percentile(recorded, 95)),
      'history.recordPlayCpuMs.mean': round(recordCpu.slice(10).reduce((a, b) => a + b, 0) / (recordCpu.length - 10)),
      'history.savePlayMs.p95': round(percentile(saves, 95)),
    };
  } finally {
    backend.close();
    removeDir(dir);
  }
}
