import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type {
  GameHistoryInfo,
  HistoryFilter,
  HistoryImportReport,
  HistoryPlayer,
  HistoryStats,
  Play,
  PlayInput,
  PlayPage,
} from '../../../../core/api/history';
import { api } from '../../api/client';
import { createBusyTracker } from '../../stores/busy';
import { createSubscriptions } from '../../stores/events';
import { cleanFilter } from './history-model';

/** Plays per page of the list. */
export const PAGE_SIZE = 50;

/**
 * The play history (`history.*`): the games that keep one and their dimensions, the player list,
 * the page of plays and the statistics for the filter on screen. A cache of the backend: every
 * change is the backend's, then the lists are read again. Another save file drops everything.
 */
export const useHistoryStore = defineStore('history', () => {
  const games = shallowRef<GameHistoryInfo[]>([]);
  const players = shallowRef<HistoryPlayer[]>([]);
  const page = shallowRef<PlayPage>({ total: 0, plays: [] });
  const offset = ref(0);
  const stats = shallowRef<HistoryStats | null>(null);
  const filter = shallowRef<HistoryFilter>({});
  const { busy, run, mutate } = createBusyTracker<'basics' | 'plays' | 'stats' | 'save' | 'import' | 'export', never>([
    'basics',
    'plays',
    'stats',
    'save',
    'import',
    'export',
  ]);
  const subs = createSubscriptions();

  const gameInfo = (game: string | undefined): GameHistoryInfo | null =>
    games.value.find((g) => g.game === game) ?? null;
  const playerName = (id: string | null): string | null => players.value.find((p) => p.id === id)?.name ?? null;
  const me = computed(() => players.value.find((p) => p.me) ?? null);

  function listen(): void {
    subs.start(() => [
      api.on('save.changed', () => {
        games.value = [];
        players.value = [];
        page.value = { total: 0, plays: [] };
        stats.value = null;
      }),
    ]);
  }

  /** The games with a history and the player list (both small). */
  async function loadBasics(): Promise<void> {
    listen();
    await run('basics', async () => {
      const [g, p] = await Promise.all([api.call('history.dimensions', {}), api.call('history.players.list', {})]);
      games.value = g;
      players.value = p;
    });
  }

  async function loadPlays(at = offset.value): Promise<void> {
    await run('plays', async () => {
      page.value = await api.call('history.plays.list', {
        filter: cleanFilter(filter.value),
        offset: at,
        limit: PAGE_SIZE,
      });
      offset.value = at;
    });
  }

  async function loadStats(): Promise<void> {
    await run('stats', async () => {
      stats.value = await api.call('history.stats', { filter: cleanFilter(filter.value) });
    });
  }

  /** Show another filter: the first page of its plays and its statistics. */
  async function show(next: HistoryFilter): Promise<void> {
    filter.value = cleanFilter(next);
    await Promise.all([loadPlays(0), loadStats()]);
  }

  async function refresh(): Promise<void> {
    await Promise.all([loadPlays(), loadStats(), reloadPlayers()]);
  }

  async function reloadPlayers(): Promise<void> {
    players.value = await api.call('history.players.list', {});
  }

  /** Create or edit a play; refused plays throw (`history_play_invalid` with the reason). */
  async function savePlay(input: PlayInput): Promise<Play> {
    const play = await run('save', () => mutate(() => api.call('history.plays.save', { play: input })));
    await refresh();
    return play;
  }

  async function deletePlay(id: string): Promise<void> {
    await mutate(() => api.call('history.plays.delete', { id }));
    await refresh();
  }

  const getPlay = (id: string): Promise<Play> => api.call('history.plays.get', { id });

  /** The values a dimension has in the recorded plays, most played first (filter and editor choices). */
  const dimensionValues = (game: string | undefined, dimension: string) =>
    api.call('history.values', { ...(game ? { game } : {}), dimension, limit: 200 });

  async function savePlayer(name: string, id?: string): Promise<HistoryPlayer> {
    const p = await mutate(() => api.call('history.players.save', id ? { id, name } : { name }));
    await reloadPlayers();
    return p;
  }

  async function deletePlayer(id: string, mergeInto?: string): Promise<void> {
    await mutate(() => api.call('history.players.delete', mergeInto ? { id, mergeInto } : { id }));
    await refresh();
  }

  const exportPlays = (format: 'csv' | 'json') =>
    run('export', () => api.call('history.export', { format, filter: cleanFilter(filter.value) }));

  /** Check (dryRun) or import a file; a real import reloads the lists. */
  async function importPlays(args: {
    format: 'csv' | 'json';
    content: string;
    mapping?: Record<string, string>;
    game?: string;
    dryRun: boolean;
  }): Promise<HistoryImportReport> {
    const report = await run('import', () => mutate(() => api.call('history.import', args)));
    if (!args.dryRun) await refresh();
    return report;
  }

  /** Home's figures: every game's totals (no filter, 'me') and the last plays. */
  async function dashboard(count = 5): Promise<{ stats: HistoryStats; last: Play[] }> {
    listen();
    const [s, last, g] = await Promise.all([
      api.call('history.stats', {}),
      api.call('history.plays.list', { limit: count }),
      games.value.length ? Promise.resolve(games.value) : api.call('history.dimensions', {}),
    ]);
    games.value = g;
    return { stats: s, last: last.plays };
  }

  /** One game's figures (Home's "most played" per game). */
  const gameStats = (game: string) => api.call('history.stats', { filter: { game } });

  /** A campaign's plays and record (Home's campaign progress). */
  const campaignRecord = (campaignId: string) => api.call('history.campaign', { campaignId });

  /** A game's campaigns (Home's campaign progress). */
  const campaignsOf = (game: string) => api.call('campaigns.list', { game });

  return {
    dashboard,
    campaignsOf,
    gameStats,
    campaignRecord,
    games,
    players,
    page,
    offset,
    stats,
    filter,
    busy,
    me,
    gameInfo,
    playerName,
    loadBasics,
    loadPlays,
    loadStats,
    show,
    refresh,
    savePlay,
    deletePlay,
    getPlay,
    dimensionValues,
    savePlayer,
    deletePlayer,
    exportPlays,
    importPlays,
  };
});
