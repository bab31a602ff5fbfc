import crypto from 'node:crypto';
import { DeckhandError } from '../../../core/api/errors';
import {
  ME,
  type CampaignRecord,
  type GameHistoryInfo,
  type HistoryExport,
  type HistoryFilter,
  type HistoryImportReport,
  type HistoryPlayer,
  type HistoryStats,
  type Play,
  type PlayInput,
  type PlayPage,
  type PlaySeat,
  type PlaySource,
} from '../../../core/api/history';
import type { GameDefinition } from '../../../core/platform/definition';
import {
  checkPlay,
  fingerprintText,
  seatResults,
  type FinishedGame,
  type HistoryDefinition,
  type PlayProblem,
} from '../../../core/platform/history';
import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import { repoOnOpenFile } from '../saved-records';
import { filteredPlays } from './filter';
import { HistoryRepo } from './repo';
import { historyStats } from './stats';
import { exportPlays, importPlays, type ImportedPlay } from './transfer';

/** A saved game that has just ended (or ended again after an undo), as the games service gives it. */
export interface EndedGame {
  id: string;
  engine: string;
  options: unknown;
  seats: readonly string[];
  seatNames: Readonly<Record<string, string>>;
  players: ReadonlyArray<{ id: string; seats: readonly string[]; name?: string; computer?: { difficulty: string } }>;
  outcome: FinishedGame['outcome'];
  createdAt: string;
  endedAt: string;
}

/** A game longer than this between creation and end was played over several sittings: no duration. */
const MAX_SITTING_MIN = 12 * 60;

export const fingerprintOf = (p: Parameters<typeof fingerprintText>[0]): string =>
  crypto.createHash('sha256').update(fingerprintText(p)).digest('hex').slice(0, 32);

const invalid = (p: PlayProblem) => new DeckhandError('history_play_invalid', { ...p.params, reason: p.reason });

/** Seat input with the player resolved (`playerId` or a name to match or add). */
type SeatIn = PlayInput['seats'][number];

/** Players a play or an import adds, by lower-case name: their id and the name as first typed. */
type NewPlayers = Map<string, { id: string; name: string }>;

/**
 * The play history of the open save file (`history.*`, issue 19): plays with seats and the games'
 * dimension values, the persistent player list ('me' first), statistics in SQL, export/import, and
 * the automatic record of finished engine and tracker games (`recordGame`, called by the games
 * service inside the transaction that stores the game's end).
 */
export class HistoryService {
  private readonly repoOf: () => HistoryRepo;
  private readonly byEngine: ReadonlyMap<string, GameDefinition>;

  constructor(
    private readonly saves: SaveService,
    private readonly gameDefs: ReadonlyMap<string, GameDefinition>,
    private readonly events: EventBus,
    private readonly now: () => Date,
    /** The campaign a saved game belongs to (null: none). */
    private readonly campaignOf: (gameId: string) => string | null = () => null,
  ) {
    this.repoOf = repoOnOpenFile(saves, (db) => new HistoryRepo(db));
    this.byEngine = new Map(
      [...gameDefs.values()].flatMap((g) => (g.engines ?? []).map((e) => [e.module.id as string, g] as const)),
    );
  }

  private get repo(): HistoryRepo {
    return this.repoOf();
  }

  private tx<T>(fn: () => T): T {
    return this.saves.require().db.transaction(fn)();
  }

  private changed(playId: string | null): void {
    this.events.emit('history.changed', { playId });
  }

  // ---- games and dimensions ----

  private historyOf(game: string): HistoryDefinition {
    const def = this.gameDefs.get(game);
    if (!def) throw invalid({ reason: 'history.error.unknownGame', params: { game } });
    if (!def.history) throw invalid({ reason: 'history.error.noHistory', params: { game } });
    return def.history;
  }

  dimensions(game?: string): GameHistoryInfo[] {
    const defs = game === undefined ? [...this.gameDefs.values()] : [this.gameDefs.get(game)].filter((g) => !!g);
    if (game !== undefined && defs.length === 0) throw new DeckhandError('unknown_game', { game });
    return defs.flatMap((g) =>
      g!.history
        ? [
            {
              game: g!.id,
              dimensions: g!.history.dimensions.map((d) => ({ ...d, ...(d.values ? { values: [...d.values] } : {}) })),
              result: { ...g!.history.result },
              seats: [...g!.history.seats.suggested],
              minSeats: g!.history.seats.min,
              maxSeats: g!.history.seats.max,
            },
          ]
        : [],
    );
  }

  values(
    dimension: string,
    game: string | undefined,
    limit: number | undefined,
  ): Array<{ value: string; plays: number }> {
    return this.repo.values(dimension, game ?? null, limit ?? 200);
  }

  // ---- players ----

  players(): HistoryPlayer[] {
    return this.repo.players();
  }

  savePlayer(id: string | undefined, name: string): HistoryPlayer {
    const newId = id ?? crypto.randomUUID();
    this.tx(() => {
      if (id === undefined) this.repo.insertPlayer(newId, name, this.now().toISOString());
      else {
        if (!this.repo.renamePlayer(id, name)) throw new DeckhandError('history_player_not_found', { id });
        this.refingerprint(id);
      }
    });
    this.changed(null);
    return this.repo.player(newId)!;
  }

  deletePlayer(id: string, mergeInto: string | undefined): null {
    this.tx(() => {
      const player = this.repo.player(id);
      if (!player) throw new DeckhandError('history_player_not_found', { id });
      if (mergeInto !== undefined) {
        const into = this.repo.player(mergeInto);
        if (!into || mergeInto === id) throw new DeckhandError('history_player_not_found', { id: mergeInto });
        this.repo.mergePlayer(id, mergeInto, into.name);
        this.refingerprint(mergeInto);
      } else if (player.plays > 0) throw new DeckhandError('history_player_in_use', { id, plays: player.plays });
      this.repo.deletePlayer(id);
    });
    this.changed(null);
    return null;
  }

  /** Plays keep their seats' player names (fingerprints hash them): a renamed or merged player's plays follow. */
  private refingerprint(playerId: string): void {
    for (const p of this.repo.getMany(this.repo.playIdsOfPlayer(playerId)))
      this.repo.setFingerprint(p.id, fingerprintOf(p));
  }

  /**
   * The player a seat names: its id (which must exist), or a name matched without regard to case
   * (the 'me' row by its name, or the word "me" while it has none), or a new player (`created`).
   */
  private resolvePlayer(
    seat: { playerId?: string | null; playerName?: string | null },
    names: Map<string, string>,
    created: NewPlayers,
  ): { playerId: string | null; playerName: string | null } {
    if (seat.playerId) {
      const name = names.get(seat.playerId);
      if (name === undefined)
        throw invalid({ reason: 'history.error.playerNotFound', params: { player: seat.playerId } });
      return { playerId: seat.playerId, playerName: name || null };
    }
    const name = seat.playerName?.trim();
    if (!name) return { playerId: null, playerName: null };
    const known = findPlayer(name, names);
    if (known) return { playerId: known, playerName: names.get(known) || null };
    const added = created.get(name.toLocaleLowerCase());
    if (added) return { playerId: added.id, playerName: added.name };
    const fresh = crypto.randomUUID();
    created.set(name.toLocaleLowerCase(), { id: fresh, name });
    return { playerId: fresh, playerName: name };
  }

  // ---- plays ----

  list(filter: HistoryFilter = {}, offset = 0, limit = 50, sort: 'newest' | 'oldest' = 'newest'): PlayPage {
    const db = this.saves.require().db;
    const perspective = filter.perspective ?? ME;
    const count = filteredPlays(filter, perspective, 'COUNT(*) AS n');
    const total = (db.prepare(count.sql).get(...count.params) as { n: number }).n;
    const order = sort === 'newest' ? 'DESC' : 'ASC';
    const q = filteredPlays(filter, perspective, 'p.id');
    const ids = (
      db
        .prepare(`${q.sql} ORDER BY p.played_at ${order}, p.created_at ${order}, p.id ${order} LIMIT ? OFFSET ?`)
        .all(...q.params, limit, offset) as Array<{ id: string }>
    ).map((r) => r.id);
    return { total, plays: this.repo.getMany(ids) };
  }

  get(id: string): Play {
    const play = this.repo.get(id);
    if (!play) throw new DeckhandError('history_play_not_found', { id });
    return play;
  }

  /** Create (no id) or edit a play entered by hand, checked against its game's rules for results. */
  save(input: PlayInput): Play {
    const play = this.tx(() => {
      const existing = input.id !== undefined ? this.repo.get(input.id) : null;
      if (input.id !== undefined && !existing) throw new DeckhandError('history_play_not_found', { id: input.id });
      const created: NewPlayers = new Map();
      const play = this.build(input, existing, created);
      this.addPlayers(created);
      this.repo.writePlay(play);
      return play;
    });
    this.changed(play.id);
    return this.get(play.id);
  }

  delete(id: string): null {
    if (!this.tx(() => this.repo.deletePlay(id))) throw new DeckhandError('history_play_not_found', { id });
    this.changed(id);
    return null;
  }

  private addPlayers(created: NewPlayers): void {
    const at = this.now().toISOString();
    for (const { id, name } of created.values()) this.repo.insertPlayer(id, name, at);
  }

  /** A play from the input: players resolved, checked, fingerprinted (the engine's fields kept on edit). */
  private build(
    input: PlayInput,
    existing: Play | null,
    created: NewPlayers,
    extra: { source?: PlaySource; id?: string } = {},
  ): Play {
    const def = this.historyOf(input.game);
    if (input.campaignId && !this.repo.campaignExists(input.campaignId))
      throw invalid({ reason: 'history.error.campaignNotFound', params: {} });
    const names = this.repo.playerNames();
    const seats: PlaySeat[] = input.seats.map((s: SeatIn) => {
      const who = this.resolvePlayer(s, names, created);
      return {
        seat: s.seat,
        playerId: who.playerId,
        playerName: who.playerName,
        computer: s.computer ?? null,
        values: { ...(s.values ?? {}) },
        deck: s.deck ?? null,
        result: s.result ?? null,
        score: s.score ?? null,
        rank: s.rank ?? null,
      };
    });
    const values = { ...(input.values ?? {}) };
    const problem = checkPlay(def, { values, seats });
    if (problem) throw invalid(problem);
    const stamp = this.now().toISOString();
    return {
      id: existing?.id ?? extra.id ?? crypto.randomUUID(),
      game: input.game,
      engine: existing?.engine ?? null,
      source: existing?.source ?? extra.source ?? 'manual',
      playedAt: input.playedAt,
      durationMin: input.durationMin ?? null,
      savedGameId: existing?.savedGameId ?? null,
      campaignId: input.campaignId ?? null,
      values,
      options: { ...(input.options ?? {}) },
      seats,
      note: input.note ?? '',
      fingerprint: fingerprintOf({ game: input.game, playedAt: input.playedAt, values, seats }),
      createdAt: existing?.createdAt ?? stamp,
      updatedAt: stamp,
    };
  }

  // ---- statistics ----

  stats(filter: HistoryFilter = {}): HistoryStats {
    return historyStats(this.saves.require().db, filter);
  }

  campaign(campaignId: string, perspective: string | undefined): CampaignRecord {
    const filter: HistoryFilter = { campaignId, perspective: perspective ?? ME };
    const page = this.list(filter, 0, 500, 'oldest');
    const t = this.stats(filter).totals;
    return {
      campaignId,
      plays: page.plays,
      record: {
        plays: t.plays,
        wins: t.wins,
        losses: t.losses,
        draws: t.draws,
        winRate: t.winRate,
        minutes: t.minutes,
      },
      firstPlayed: t.firstPlayed,
      lastPlayed: t.lastPlayed,
    };
  }

  // ---- export / import ----

  export(format: 'csv' | 'json', filter: HistoryFilter = {}): HistoryExport {
    const all: Play[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = this.list(filter, offset, 500, 'oldest');
      all.push(...page.plays);
      if (page.plays.length < 500) break;
    }
    const stamp = this.now().toISOString().slice(0, 10);
    return {
      fileName: `deckhand-plays-${stamp}.${format}`,
      content: exportPlays(format, all, this.repo.players(), this.gameDefs),
    };
  }

  import(args: {
    format: 'csv' | 'json';
    content: string;
    mapping?: Record<string, string>;
    game?: string;
    dryRun?: boolean;
  }): HistoryImportReport {
    const dryRun = args.dryRun ?? false;
    const read = importPlays(args, this.gameDefs);
    const report: HistoryImportReport = {
      plays: read.plays.length,
      imported: 0,
      duplicates: [],
      problems: [...read.problems],
      dryRun,
      ...(read.columns ? { columns: read.columns } : {}),
    };
    const accepted: Array<{ item: ImportedPlay; play: Play }> = [];
    const created: NewPlayers = new Map();
    const seen = new Map<string, number>();
    const write = () => {
      for (const item of read.plays) {
        try {
          const taken = item.id !== undefined && this.repo.exists(item.id);
          const campaignId =
            item.input.campaignId && this.repo.campaignExists(item.input.campaignId) ? item.input.campaignId : null;
          const play = this.build({ ...item.input, campaignId }, null, created, {
            source: item.source ?? 'import',
            id: taken ? undefined : item.id,
          });
          const dupe = taken ? item.id! : this.repo.byFingerprint(play.fingerprint);
          if (dupe || seen.has(play.fingerprint)) {
            report.duplicates.push({ line: item.line, playId: dupe ?? null });
            continue;
          }
          seen.set(play.fingerprint, item.line);
          accepted.push({ item, play });
        } catch (e) {
          if (!(e instanceof DeckhandError) || e.code !== 'history_play_invalid') throw e;
          const { reason, ...params } = e.params as Record<string, string | number>;
          report.problems.push({ line: item.line, reason: String(reason), params });
        }
      }
      if (report.problems.length > 0 || dryRun) return;
      this.addPlayers(created);
      for (const { play } of accepted) this.repo.writePlay(play);
      report.imported = accepted.length;
    };
    // one transaction: everything or nothing (a dry run writes nothing either way)
    this.tx(write);
    report.problems.sort((a, b) => a.line - b.line);
    if (report.imported > 0) this.changed(null);
    return report;
  }

  // ---- the automatic record ----

  /**
   * The saved games that had ended before the file had a play history (listed by migration 8 in
   * `play_backfill`) become plays, as if they had just ended; the list is emptied, so a play deleted
   * later stays deleted.
   */
  backfill(ended: (id: string) => EndedGame | null): number {
    const db = this.saves.require().db;
    const ids = (
      db.prepare('SELECT game_id FROM play_backfill ORDER BY game_id').all() as Array<{ game_id: string }>
    ).map((r) => r.game_id);
    if (ids.length === 0) return 0;
    const n = this.tx(() => {
      let written = 0;
      for (const id of ids) {
        const game = this.repo.playIdOfGame(id) ? null : ended(id);
        if (!game || !this.byEngine.get(game.engine)?.history) continue;
        this.recordGame(game, { quiet: true });
        written++;
      }
      db.prepare('DELETE FROM play_backfill').run();
      return written;
    });
    if (n > 0) this.changed(null);
    return n;
  }

  /**
   * A saved game was linked to a campaign (inside the campaign's transaction): its play, if the game
   * has ended and the play names no campaign yet, takes this one.
   */
  campaignLinked(gameId: string, campaignId: string): void {
    const playId = this.repo.setCampaignOfGame(gameId, campaignId, this.now().toISOString());
    if (playId) this.changed(playId);
  }

  /**
   * Write (or update) the play of a saved game that has ended: one play per saved game. Runs inside
   * the games service's transaction. A new end after an undo updates the play: results and values
   * follow the game, while the players the user assigned, the note and the campaign are kept.
   */
  recordGame(g: EndedGame, opts: { quiet?: boolean } = {}): void {
    const def = this.byEngine.get(g.engine);
    const history = def?.history;
    if (!def || !history) return;
    const finished: FinishedGame = {
      engine: g.engine,
      options: g.options,
      seats: g.seats,
      seatNames: g.seatNames,
      outcome: g.outcome,
    };
    const draft = history.read?.[g.engine]?.(finished) ?? {};
    const results = seatResults(history.result, finished);
    const existingId = this.repo.playIdOfGame(g.id);
    const existing = existingId ? this.repo.get(existingId) : null;
    const names = this.repo.playerNames();
    const created: NewPlayers = new Map();
    const people = g.players.filter((p) => !p.computer);
    const seats: PlaySeat[] = g.seats.map((seat) => {
      const person = g.players.find((p) => p.seats.includes(seat));
      const kept = existing?.seats.find((s) => s.seat === seat);
      let who: { playerId: string | null; playerName: string | null };
      if (kept) who = { playerId: kept.playerId, playerName: kept.playerName };
      else if (!person || person.computer) who = { playerId: null, playerName: null };
      // one person at every seat of a game of opponents (a device beside the board): who played
      // which side is unknown, so nobody is named rather than a sure win for that person
      else if (person.seats.length > 1 && history.result.kind !== 'team') who = { playerId: null, playerName: null };
      else if (person.name?.trim()) who = this.resolvePlayer({ playerName: person.name }, names, created);
      else if (person === people.find((p) => !p.name?.trim()))
        who = { playerId: ME, playerName: names.get(ME) || null };
      else who = { playerId: null, playerName: null };
      return {
        seat,
        ...who,
        computer: person?.computer?.difficulty ?? null,
        values: { ...(draft.seats?.[seat]?.values ?? {}) },
        deck: draft.seats?.[seat]?.deck ?? null,
        ...results[seat],
      };
    });
    this.addPlayers(created);
    const values = { ...(draft.values ?? {}) };
    const playedAt = `${g.createdAt.slice(0, 16)}Z`;
    const minutes = Math.round((Date.parse(g.endedAt) - Date.parse(g.createdAt)) / 60000);
    const stamp = this.now().toISOString();
    const play: Play = {
      id: existing?.id ?? crypto.randomUUID(),
      game: def.id,
      engine: g.engine,
      source: draft.tracker ? 'tracker' : 'engine',
      playedAt,
      durationMin: Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_SITTING_MIN ? minutes : null,
      savedGameId: g.id,
      campaignId: existing?.campaignId ?? this.campaignOf(g.id),
      values,
      options: { ...(draft.options ?? {}) },
      seats,
      note: existing?.note ?? '',
      fingerprint: fingerprintOf({ game: def.id, playedAt, values, seats }),
      createdAt: existing?.createdAt ?? stamp,
      updatedAt: stamp,
    };
    this.repo.writePlay(play);
    if (!opts.quiet) this.changed(play.id);
  }
}

/** A player by name, ignoring case; the 'me' row also answers to "me" while it has no name. */
function findPlayer(name: string, names: Map<string, string>): string | null {
  const lower = name.toLocaleLowerCase();
  for (const [id, n] of names) if (n && n.toLocaleLowerCase() === lower) return id;
  if (lower === 'me' && names.get(ME) === '') return ME;
  return null;
}
