import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import type {
  CampaignDeckStatus,
  CampaignDetail,
  CampaignExport,
  CampaignGame,
  CampaignGameLink,
  CampaignGameStart,
  CampaignGameStarted,
  CampaignSummary,
} from '../../../core/api/campaigns';
import { campaignGamePlan } from '../../../core/games/marvel-champions/campaign-game';
import {
  applyInput,
  campaignInputSchema,
  deriveLog,
  definitionRegistry,
  prepareScenario,
  readCampaignFile,
  writeCampaignFile,
  type CampaignDefinition,
  type CampaignInput,
  type CampaignInputArg,
  type CampaignLog,
  type DefinitionRegistry,
  type DeckRef,
  type Modes,
} from '../../../core/games/marvel-champions/campaign';
import type { EventBus } from '../events';
import type { GameService } from '../games/service';
import type { SaveService } from '../saves';
import { CampaignsRepo, type CampaignRow, type StoredInput } from './repo';

const CACHE_SIZE = 16;

interface Loaded {
  row: CampaignRow;
  inputs: StoredInput[];
  definition: CampaignDefinition | null;
  /** The derived log at `inputs.length`; null when read-only. */
  log: CampaignLog | null;
  readOnly: { code: string; params: Record<string, string | number> } | null;
}

type Params = Record<string, string | number>;

function rejected(code: string, params: Params): DeckhandError {
  return new DeckhandError('campaign_input_rejected', { ...params, code });
}

/**
 * Campaigns on the open save file: a definition version + append-only inputs (table
 * campaign_inputs); the log is derived in core and cached per campaign. Every accepted input is
 * stored before the call returns; a rejected one changes nothing. Export/import carry the inputs as
 * canonical JSON with a digest (core/games/marvel-champions/campaign/file.ts).
 */
export class CampaignService {
  private cache = new Map<string, Loaded>();
  private repoFor: { db: Database.Database; repo: CampaignsRepo } | null = null;

  constructor(
    private readonly saves: SaveService,
    private readonly games: GameService,
    private readonly events: EventBus,
    private readonly now: () => Date,
    private readonly registry: DefinitionRegistry = definitionRegistry(),
  ) {
    saves.onChange(() => this.cache.clear());
  }

  private get repo(): CampaignsRepo {
    const db = this.saves.require().db;
    if (this.repoFor?.db !== db) this.repoFor = { db, repo: new CampaignsRepo(db) };
    return this.repoFor.repo;
  }

  private tx<T>(fn: () => T): T {
    return this.saves.require().db.transaction(fn)();
  }

  definitions(game: CampaignGame): CampaignDefinition[] {
    return this.registry.latest().filter((d) => d.game === game);
  }

  list(game: CampaignGame): CampaignSummary[] {
    return this.repo.list(game).map((row) => this.summary(this.load(row.id)));
  }

  create(args: { game: CampaignGame; definition: string; name: string; start?: CampaignInputArg }): CampaignDetail {
    const def = this.registry.latestOf(args.definition);
    if (!def || def.game !== args.game)
      throw new DeckhandError('campaign_unknown_definition', { definition: args.definition });
    const stamp = this.now().toISOString();
    const row: CampaignRow = {
      id: crypto.randomUUID(),
      game: args.game,
      name: args.name,
      definitionId: def.id,
      definitionVersion: def.version,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const inputs: StoredInput[] = [];
    let log = deriveLog(def, []).log;
    if (args.start) {
      const start = this.parse(args.start);
      const r = applyInput(def, log, start, 0, stamp);
      if (!r.ok) throw rejected(r.rejection.code, r.rejection.params);
      log = r.log;
      inputs.push({ input: start, at: stamp });
    }
    this.tx(() => {
      this.repo.insert(row);
      inputs.forEach((e, i) => this.repo.append(row.id, i, e.input, e.at));
    });
    const loaded: Loaded = { row, inputs, definition: def, log, readOnly: null };
    this.remember(loaded);
    this.events.emit('campaign.changed', { id: row.id, inputs: inputs.length });
    return this.detail(loaded);
  }

  get(id: string, modes?: Modes): CampaignDetail {
    return this.detail(this.load(id), modes);
  }

  /** Append one input; rejected → `campaign_input_rejected` with the reason, nothing stored. */
  input(id: string, raw: CampaignInputArg): CampaignDetail {
    const c = this.playable(this.load(id));
    return this.append(c, this.withDecks(c, this.parse(raw)));
  }

  undo(id: string): CampaignDetail {
    const c = this.playable(this.load(id));
    if (c.inputs.length === 0) throw new DeckhandError('campaign_nothing_to_undo', {});
    const inputs = c.inputs.slice(0, -1);
    const updatedAt = this.now().toISOString();
    this.tx(() => {
      this.repo.dropFrom(id, inputs.length);
      this.repo.touch(id, updatedAt);
    });
    const derived = deriveLog(c.definition!, inputs);
    c.inputs = inputs;
    c.log = derived.log;
    c.row = { ...c.row, updatedAt };
    this.events.emit('campaign.changed', { id, inputs: inputs.length });
    return this.detail(c);
  }

  rename(id: string, name: string): CampaignSummary {
    if (!this.repo.rename(id, name, this.now().toISOString())) throw new DeckhandError('campaign_not_found', { id });
    this.cache.delete(id);
    const c = this.load(id);
    this.events.emit('campaign.changed', { id, inputs: c.inputs.length });
    return this.summary(c);
  }

  delete(id: string): null {
    if (!this.repo.delete(id)) throw new DeckhandError('campaign_not_found', { id });
    this.cache.delete(id);
    this.events.emit('campaign.changed', { id, inputs: 0 });
    return null;
  }

  /** Canonical JSON with a digest: exporting an imported campaign gives the same bytes. */
  export(id: string): CampaignExport {
    const c = this.load(id);
    const content = writeCampaignFile({
      game: c.row.game,
      name: c.row.name,
      createdAt: c.row.createdAt,
      definition: { id: c.row.definitionId, version: c.row.definitionVersion },
      inputs: c.inputs as never,
    });
    // eslint-disable-next-line no-control-regex -- characters no file system accepts, control characters included
    const safe = c.row.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').slice(0, 80) || 'campaign';
    return { fileName: `${safe}.deckhand-campaign.json`, content };
  }

  /** Import a campaign file: refused when altered, from a newer format or definition version, or when an input does not replay. */
  import(content: string): CampaignSummary {
    void this.repo; // no_save_open before anything else
    const read = readCampaignFile(content, this.registry);
    if (!read.ok) throw new DeckhandError(read.error, read.params);
    const { file, definition } = read;
    const row: CampaignRow = {
      id: crypto.randomUUID(),
      game: file.game,
      name: file.name,
      definitionId: definition.id,
      definitionVersion: definition.version,
      createdAt: file.createdAt,
      updatedAt: this.now().toISOString(),
    };
    this.tx(() => {
      this.repo.insert(row);
      file.inputs.forEach((e, i) => this.repo.append(row.id, i, e.input, e.at));
    });
    const c = this.load(row.id);
    this.events.emit('campaign.changed', { id: row.id, inputs: c.inputs.length });
    return this.summary(c);
  }

  /** Attach a saved game to a scenario: to its open attempt, or starting the next attempt with `modes`. */
  linkGame(id: string, scenario: string, gameId: string, modes?: Modes): CampaignDetail {
    const c = this.playable(this.load(id));
    this.games.open(gameId, null); // game_not_found if it does not exist
    const slog = c.log!.scenarios.find((s) => s.id === scenario);
    const last = slog?.attempts[slog.attempts.length - 1];
    const input: CampaignInputArg =
      last && last.outcome === null
        ? { type: 'scenario.link', scenario, gameId }
        : { type: 'scenario.start', scenario, gameId, ...(modes ? { modes } : {}) };
    return this.append(c, this.withDecks(c, this.parse(input)));
  }

  /**
   * The next scenario as a rules-engine game: the guided set-up for `modes` becomes the engine's
   * options (core campaign-game.ts), the game is created and linked to the scenario's attempt. If
   * the link is refused, the new game is deleted again: nothing half-done stays behind.
   */
  startGame(id: string, name: string, modes?: Modes): CampaignGameStarted {
    const c = this.playable(this.load(id));
    const open = c.log!.scenarios.some((s) => s.attempts.some((a) => a.outcome === null));
    const prepared = prepareScenario(c.definition!, c.log!, open ? undefined : modes);
    if (!prepared) throw new DeckhandError('campaign_game_unavailable', { problem: 'nothingToStart' });
    const plan = campaignGamePlan(c.definition!.id, prepared, c.log!);
    if (!plan.ok) throw new DeckhandError('campaign_game_unavailable', { problem: plan.problem, ...plan.params });
    const game = this.games.create({ game: c.row.game, name, options: plan.options, players: plan.players });
    try {
      const detail = this.linkGame(id, prepared.scenario, game.id, open ? undefined : prepared.modes);
      return { game, detail };
    } catch (e) {
      this.games.delete(game.id);
      throw e;
    }
  }

  /**
   * A finished linked saved game → the scenario's result. The game's outcome says won or lost (any
   * seat winning = the players won, §1 co-op) and which heroes lost while the team won (eliminated);
   * seats map to heroes in order. Records, choices and a note come from the caller.
   */
  recordFromGame(args: {
    id: string;
    gameId: string;
    records?: Record<string, number>;
    choices?: Record<string, string>;
    heroes?: Record<string, 'ok' | 'eliminated'>;
    note?: string;
  }): CampaignDetail {
    const c = this.playable(this.load(args.id));
    const log = c.log!;
    const slog = log.scenarios.find((s) => s.attempts.some((a) => a.games.includes(args.gameId)));
    if (!slog) throw new DeckhandError('campaign_game_not_linked', { gameId: args.gameId });
    const attempt = slog.attempts.find((a) => a.games.includes(args.gameId))!;
    if (attempt.outcome !== null) throw rejected('campaign.noOpenAttempt', { scenario: slog.id });
    const game = this.games.open(args.gameId, null).summary;
    if (!game.finished || !game.outcome) throw new DeckhandError('campaign_game_not_finished', { gameId: args.gameId });
    const results = game.seats.map((seat) => game.outcome!.result[seat]);
    const won = results.includes('win');
    const heroes: Record<string, 'ok' | 'eliminated'> = {};
    log.heroes.forEach((h, i) => {
      if (won && results[i] === 'loss') heroes[h.key] = 'eliminated';
    });
    const input: CampaignInputArg = {
      type: 'scenario.result',
      scenario: slog.id,
      outcome: won ? 'won' : 'lost',
      heroes: { ...heroes, ...(args.heroes ?? {}) },
      ...(args.records ? { records: args.records } : {}),
      ...(args.choices ? { choices: args.choices } : {}),
      ...(args.note !== undefined ? { note: args.note } : {}),
      gameId: args.gameId,
    };
    return this.append(c, this.parse(input));
  }

  /**
   * The campaign scenarios a saved game is linked to, most recently changed campaign first. A
   * campaign this build cannot replay has no log, so it is not listed.
   */
  forGame(gameId: string): CampaignGameLink[] {
    const links: Array<CampaignGameLink & { updatedAt: string }> = [];
    for (const campaignId of this.repo.mentioning(gameId)) {
      const c = this.load(campaignId);
      const playable = !c.readOnly && !!c.log;
      for (const s of c.log?.scenarios ?? []) {
        for (const a of s.attempts) {
          if (!a.games.includes(gameId)) continue;
          links.push({
            campaign: { id: c.row.id, name: c.row.name },
            scenario: { id: s.id, key: s.key, label: s.label },
            attempt: a.n,
            toRecord: playable && a.outcome === null,
            updatedAt: c.row.updatedAt,
          });
        }
      }
    }
    links.sort((x, y) => (x.updatedAt < y.updatedAt ? 1 : x.updatedAt > y.updatedAt ? -1 : 0));
    return links.map(({ updatedAt: _u, ...link }) => link);
  }

  // ---- internals ----

  private parse(raw: unknown): CampaignInput {
    const parsed = campaignInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw rejected('campaign.malformed', { path: issue ? issue.path.join('.') : '', issue: issue?.code ?? '' });
    }
    return parsed.data;
  }

  /**
   * Decks follow their changes: when an attempt starts without explicit decks, the heroes' decks
   * are recorded at their current saved version (only those that changed since the log's).
   */
  private withDecks(c: Loaded, input: CampaignInput): CampaignInput {
    if (input.type !== 'scenario.start' && input.type !== 'scenario.result') return input;
    if (input.decks) return input;
    const log = c.log!;
    const open = log.scenarios.some((s) => s.attempts.some((a) => a.outcome === null));
    if (open) return input;
    const heroDecks = log.heroes.filter((h) => h.deck !== null);
    if (heroDecks.length === 0) return input;
    const current = this.repo.deckVersions(
      c.row.game,
      heroDecks.map((h) => h.deck!.deckId),
    );
    const decks: Record<string, DeckRef> = {};
    for (const h of heroDecks) {
      const v = current.get(h.deck!.deckId);
      if (v !== undefined && v !== h.deck!.version) decks[h.key] = { deckId: h.deck!.deckId, version: v };
    }
    return Object.keys(decks).length ? { ...input, decks } : input;
  }

  private append(c: Loaded, input: CampaignInput): CampaignDetail {
    const at = this.now().toISOString();
    const index = c.inputs.length;
    const r = applyInput(c.definition!, c.log!, input, index, at);
    if (!r.ok) throw rejected(r.rejection.code, r.rejection.params);
    this.tx(() => {
      this.repo.append(c.row.id, index, input, at);
      this.repo.touch(c.row.id, at);
    });
    c.inputs = [...c.inputs, { input, at }];
    c.log = r.log;
    c.row = { ...c.row, updatedAt: at };
    this.events.emit('campaign.changed', { id: c.row.id, inputs: c.inputs.length });
    return this.detail(c);
  }

  private load(id: string): Loaded {
    const hit = this.cache.get(id);
    if (hit) {
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('campaign_not_found', { id });
    const inputs = this.repo.inputs(id);
    const found = this.registry.find(row.definitionId, row.definitionVersion);
    let loaded: Loaded;
    if (!found.ok) {
      loaded = { row, inputs, definition: null, log: null, readOnly: { code: found.code, params: found.params } };
    } else {
      const derived = deriveLog(found.definition, inputs);
      const bad = derived.rejected[0];
      loaded = bad
        ? {
            row,
            inputs,
            definition: found.definition,
            log: null,
            readOnly: { code: 'campaign.replayMismatch', params: { index: bad.index, reason: bad.rejection.code } },
          }
        : { row, inputs, definition: found.definition, log: derived.log, readOnly: null };
    }
    this.remember(loaded);
    return loaded;
  }

  private remember(c: Loaded): void {
    this.cache.set(c.row.id, c);
    while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  private playable(c: Loaded): Loaded {
    if (c.readOnly || !c.log || !c.definition)
      throw new DeckhandError('campaign_read_only', {
        ...(c.readOnly?.params ?? {}),
        code: c.readOnly?.code ?? 'campaign.unavailable',
      });
    return c;
  }

  private summary(c: Loaded): CampaignSummary {
    const log = c.log;
    const total = c.definition?.freeForm ? (log?.scenarios.length ?? 0) : (c.definition?.scenarios.length ?? 0);
    return {
      id: c.row.id,
      game: c.row.game as CampaignGame,
      name: c.row.name,
      definition: { id: c.row.definitionId, version: c.row.definitionVersion, key: c.definition?.key ?? null },
      heroes: (log?.heroes ?? []).map((h) => ({ key: h.key, identity: h.identity, player: h.player })),
      expert: log?.expert ?? false,
      next: log?.next ?? null,
      finished: log?.finished ?? null,
      progress: { won: (log?.scenarios ?? []).filter((s) => s.status === 'won').length, total },
      inputs: c.inputs.length,
      readOnly: c.readOnly,
      createdAt: c.row.createdAt,
      updatedAt: c.row.updatedAt,
    };
  }

  private detail(c: Loaded, modes?: Modes): CampaignDetail {
    const log = c.log;
    let decks: CampaignDeckStatus[] = [];
    if (log) {
      const withDeck = log.heroes.filter((h) => h.deck !== null);
      const current = this.repo.deckVersions(
        c.row.game,
        withDeck.map((h) => h.deck!.deckId),
      );
      decks = withDeck.map((h) => ({
        hero: h.key,
        deckId: h.deck!.deckId,
        used: h.deck!.version,
        current: current.get(h.deck!.deckId) ?? null,
      }));
    }
    const prepared = log && c.definition ? prepareScenario(c.definition, log, modes) : null;
    let game: CampaignGameStart | null = null;
    if (prepared && log && c.definition) {
      const plan = campaignGamePlan(c.definition.id, prepared, log);
      game = plan.ok ? { ok: true, automated: plan.automated, byHand: plan.byHand } : plan;
    }
    return {
      summary: this.summary(c),
      log,
      definition: c.definition,
      prepared,
      canUndo: !c.readOnly && c.inputs.length > 0,
      decks,
      game,
    };
  }
}
