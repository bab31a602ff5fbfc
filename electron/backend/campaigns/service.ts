import crypto from 'node:crypto';
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
import type { CampaignEntry, CampaignRules } from '../../../core/platform/campaigns';
import type { GameDefinition } from '../../../core/platform/definition';
import type { EventBus } from '../events';
import type { GameService } from '../games/service';
import type { SaveService } from '../saves';
import { SavedRecords } from '../saved-records';
import { CampaignsRepo, type CampaignRow, type StoredInput } from './repo';
import { exportFileName } from '../games/export-file';

const CACHE_SIZE = 16;
/** Every game's campaign file says what it is (core/platform/campaigns.ts); its game reads the rest. */
const CAMPAIGN_FILE_KIND = 'deckhand.campaign';

interface Loaded {
  row: CampaignRow;
  rules: CampaignRules | null;
  inputs: StoredInput[];
  definition: unknown;
  /** The derived log at `inputs.length`; null when read-only. */
  log: unknown;
  readOnly: { code: string; params: Record<string, string | number> } | null;
}

/** A loaded campaign that can take inputs: its game's rules, definition and log are there. */
interface Playable extends Loaded {
  rules: CampaignRules;
}

type Params = Record<string, string | number>;

function rejected(code: string, params: Params): DeckhandError {
  return new DeckhandError('campaign_input_rejected', { ...params, code });
}

/**
 * Campaigns on the open save file: a definition version + append-only inputs (table
 * campaign_inputs); the log is derived by the campaign's game (GameDefinition.campaigns, see
 * core/platform/campaigns.ts) and cached per campaign. Every accepted input is stored before the
 * call returns; a rejected one changes nothing. Export/import carry the inputs as canonical JSON
 * with a digest (the game's campaign file).
 */
export class CampaignService {
  private readonly records: SavedRecords<CampaignsRepo, Loaded>;
  private readonly rulesByGame: ReadonlyMap<string, CampaignRules>;

  constructor(
    saves: SaveService,
    private readonly games: GameService,
    private readonly events: EventBus,
    private readonly now: () => Date,
    gameDefs: Iterable<GameDefinition>,
  ) {
    this.rulesByGame = new Map([...gameDefs].flatMap((g) => (g.campaigns ? [[g.id, g.campaigns] as const] : [])));
    this.records = new SavedRecords(saves, (db) => new CampaignsRepo(db), CACHE_SIZE, 'campaign_not_found');
  }

  private get repo(): CampaignsRepo {
    return this.records.repo;
  }

  private tx<T>(fn: () => T): T {
    return this.records.tx(fn);
  }

  private rules(game: string): CampaignRules {
    const rules = this.rulesByGame.get(game);
    if (!rules) throw new DeckhandError('game_feature_missing', { game, feature: 'campaigns' });
    return rules;
  }

  definitions(game: CampaignGame): unknown[] {
    return this.rules(game).latest();
  }

  list(game: CampaignGame): CampaignSummary[] {
    this.rules(game);
    return this.repo.list(game).map((row) => this.summary(this.load(row.id)));
  }

  create(args: { game: CampaignGame; definition: string; name: string; start?: unknown }): CampaignDetail {
    const rules = this.rules(args.game);
    const def = rules.latestOf(args.definition);
    if (!def) throw new DeckhandError('campaign_unknown_definition', { definition: args.definition });
    const { id: definitionId, version: definitionVersion } = rules.definitionKey(def);
    const stamp = this.now().toISOString();
    const row: CampaignRow = {
      id: crypto.randomUUID(),
      game: args.game,
      name: args.name,
      definitionId,
      definitionVersion,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const inputs: StoredInput[] = [];
    let log = rules.derive(def, []).log;
    if (args.start !== undefined) {
      const start = rules.parseStart(args.start);
      if (!start.ok) throw rejected(start.code, start.params);
      const r = rules.apply(def, log, start.input, 0, stamp);
      if (!r.ok) throw rejected(r.code, r.params);
      log = r.log;
      inputs.push({ input: start.input, at: stamp });
    }
    this.tx(() => {
      this.repo.insert(row);
      inputs.forEach((e, i) => this.repo.append(row.id, i, e.input, e.at));
    });
    const loaded: Loaded = { row, rules, inputs, definition: def, log, readOnly: null };
    this.records.remember(loaded);
    this.events.emit('campaign.changed', { id: row.id, inputs: inputs.length });
    return this.detail(loaded);
  }

  get(id: string, modes?: unknown): CampaignDetail {
    return this.detail(this.load(id), modes);
  }

  /** Append one input; rejected → `campaign_input_rejected` with the reason, nothing stored. */
  input(id: string, raw: unknown): CampaignDetail {
    const c = this.playable(this.load(id));
    return this.append(c, this.withDecks(c, this.parse(c, raw)));
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
    c.inputs = inputs;
    c.log = c.rules.derive(c.definition, inputs).log;
    c.row = { ...c.row, updatedAt };
    this.events.emit('campaign.changed', { id, inputs: inputs.length });
    return this.detail(c);
  }

  rename(id: string, name: string): CampaignSummary {
    this.records.rename(id, name, this.now());
    const c = this.load(id);
    this.events.emit('campaign.changed', { id, inputs: c.inputs.length });
    return this.summary(c);
  }

  delete(id: string): null {
    this.records.delete(id);
    this.events.emit('campaign.changed', { id, inputs: 0 });
    return null;
  }

  /** Canonical JSON with a digest: exporting an imported campaign gives the same bytes. */
  export(id: string): CampaignExport {
    const c = this.load(id);
    const content = this.rules(c.row.game).writeFile({
      game: c.row.game,
      name: c.row.name,
      createdAt: c.row.createdAt,
      definition: { id: c.row.definitionId, version: c.row.definitionVersion },
      inputs: c.inputs as CampaignEntry[],
    });
    return { fileName: exportFileName(c.row.name, 'campaign', '.deckhand-campaign.json'), content };
  }

  /** Import a campaign file: refused when altered, from a newer format or definition version, or when an input does not replay. */
  import(content: string): CampaignSummary {
    void this.repo; // no_save_open before anything else
    const game = fileGame(content);
    if (!this.rulesByGame.has(game)) throw new DeckhandError('unknown_game', { game });
    const read = this.rules(game).readFile(content);
    if (!read.ok) throw new DeckhandError(read.error, read.params);
    const { file, definition } = read;
    const key = this.rules(file.game).definitionKey(definition);
    const row: CampaignRow = {
      id: crypto.randomUUID(),
      game: file.game,
      name: file.name,
      definitionId: key.id,
      definitionVersion: key.version,
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
  linkGame(id: string, scenario: string, gameId: string, modes?: unknown): CampaignDetail {
    const c = this.playable(this.load(id));
    this.games.open(gameId, null); // game_not_found if it does not exist
    const input = c.rules.linkInput(c.log, scenario, gameId, modes);
    return this.append(c, this.withDecks(c, this.parse(c, input)), () =>
      this.linked.forEach((fn) => fn(gameId, c.row.id)),
    );
  }

  private readonly linked: Array<(gameId: string, campaignId: string) => void> = [];

  /** `fn` runs in the transaction that links a saved game to a campaign (a finished game's play takes the campaign). */
  onGameLinked(fn: (gameId: string, campaignId: string) => void): void {
    this.linked.push(fn);
  }

  /**
   * The next scenario as a rules-engine game: the guided set-up for `modes` becomes the engine's
   * options (the game's campaign rules), the game is created and linked to the scenario's attempt.
   * If the link is refused, the new game is deleted again: nothing half-done stays behind.
   * `tracker`: a game played with physical cards, kept by the tracker (the module's `tracker` option).
   */
  startGame(id: string, name: string, modes?: unknown, tracker?: boolean): CampaignGameStarted {
    const c = this.playable(this.load(id));
    const open = c.rules.hasOpenAttempt(c.log);
    const prepared = c.rules.prepare(c.definition, c.log, open ? undefined : modes);
    if (!prepared) throw new DeckhandError('campaign_game_unavailable', { problem: 'nothingToStart' });
    const plan = c.rules.gamePlan(c.definition, prepared, c.log);
    if (!plan.ok) throw new DeckhandError('campaign_game_unavailable', { problem: plan.problem, ...plan.params });
    const options = tracker ? { ...(plan.options as object), tracker: true } : plan.options;
    const game = this.games.create({ game: c.row.game, name, options, players: plan.players });
    try {
      const { scenario, modes: preparedModes } = c.rules.scenarioOf(prepared);
      const detail = this.linkGame(id, scenario, game.id, open ? undefined : preparedModes);
      return { game, detail };
    } catch (e) {
      this.games.delete(game.id);
      throw e;
    }
  }

  /** A finished linked saved game → the scenario's result (the game's rules read the outcome). */
  recordFromGame(args: {
    id: string;
    gameId: string;
    records?: Record<string, number>;
    choices?: Record<string, string>;
    heroes?: Record<string, 'ok' | 'eliminated'>;
    note?: string;
  }): CampaignDetail {
    const c = this.playable(this.load(args.id));
    const { id: _id, ...result } = args;
    const made = c.rules.resultInput(c.log, () => this.games.open(args.gameId, null).summary, result);
    if (!made.ok) throw new DeckhandError(made.error.code, made.error.params);
    return this.append(c, this.parse(c, made.input));
  }

  /**
   * The campaign scenarios a saved game is linked to, most recently changed campaign first. A
   * campaign this build cannot replay has no log, so it is not listed.
   */
  forGame(gameId: string): CampaignGameLink[] {
    const links: Array<CampaignGameLink & { updatedAt: string }> = [];
    for (const campaignId of this.repo.mentioning(gameId)) {
      const c = this.load(campaignId);
      if (!c.rules || c.log === null) continue;
      const playable = !c.readOnly;
      for (const m of c.rules.games(c.log, gameId)) {
        links.push({
          campaign: { id: c.row.id, name: c.row.name },
          scenario: m.scenario,
          attempt: m.attempt,
          toRecord: playable && m.open,
          updatedAt: c.row.updatedAt,
        });
      }
    }
    links.sort((x, y) => (x.updatedAt < y.updatedAt ? 1 : x.updatedAt > y.updatedAt ? -1 : 0));
    return links.map(({ updatedAt: _u, ...link }) => link);
  }

  // ---- internals ----

  private parse(c: Playable, raw: unknown): unknown {
    const parsed = c.rules.parseInput(raw);
    if (!parsed.ok) throw rejected(parsed.code, parsed.params);
    return parsed.input;
  }

  /** Decks follow their changes: the game's rules record the heroes' decks at their current version. */
  private withDecks(c: Playable, input: unknown): unknown {
    const decks = c.rules.decks(c.log);
    if (decks.length === 0) return input;
    return c.rules.withDecks(
      c.log,
      input,
      this.repo.deckVersions(
        c.row.game,
        decks.map((d) => d.deckId),
      ),
    );
  }

  private append(c: Playable, input: unknown, within?: () => void): CampaignDetail {
    const at = this.now().toISOString();
    const index = c.inputs.length;
    const r = c.rules.apply(c.definition, c.log, input, index, at);
    if (!r.ok) throw rejected(r.code, r.params);
    this.tx(() => {
      this.repo.append(c.row.id, index, input, at);
      this.repo.touch(c.row.id, at);
      within?.();
    });
    c.inputs = [...c.inputs, { input, at }];
    c.log = r.log;
    c.row = { ...c.row, updatedAt: at };
    this.events.emit('campaign.changed', { id: c.row.id, inputs: c.inputs.length });
    return this.detail(c);
  }

  private load(id: string): Loaded {
    const hit = this.records.cached(id);
    if (hit) return hit;
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('campaign_not_found', { id });
    const inputs = this.repo.inputs(id);
    const rules = this.rulesByGame.get(row.game) ?? null;
    const found = rules
      ? rules.find(row.definitionId, row.definitionVersion)
      : { ok: false as const, code: 'campaign.unknownDefinition', params: { definition: row.definitionId } };
    let loaded: Loaded;
    if (!found.ok || !rules) {
      const refusal = found.ok ? { code: 'campaign.unknownDefinition', params: {} } : found;
      loaded = {
        row,
        rules,
        inputs,
        definition: null,
        log: null,
        readOnly: { code: refusal.code, params: refusal.params },
      };
    } else {
      const derived = rules.derive(found.definition, inputs as CampaignEntry[]);
      const bad = derived.rejected[0];
      loaded = bad
        ? {
            row,
            rules,
            inputs,
            definition: found.definition,
            log: null,
            readOnly: { code: 'campaign.replayMismatch', params: { index: bad.index, reason: bad.code } },
          }
        : { row, rules, inputs, definition: found.definition, log: derived.log, readOnly: null };
    }
    this.records.remember(loaded);
    return loaded;
  }

  private playable(c: Loaded): Playable {
    if (c.readOnly || c.log === null || c.definition === null || !c.rules)
      throw new DeckhandError('campaign_read_only', {
        ...(c.readOnly?.params ?? {}),
        code: c.readOnly?.code ?? 'campaign.unavailable',
      });
    return c as Playable;
  }

  private summary(c: Loaded): CampaignSummary {
    const fromLog = c.rules
      ? c.rules.summary(c.definition, c.log)
      : { heroes: [], expert: false, next: null, finished: null, progress: { won: 0, total: 0 } };
    return {
      id: c.row.id,
      game: c.row.game,
      name: c.row.name,
      definition: {
        id: c.row.definitionId,
        version: c.row.definitionVersion,
        key: c.rules && c.definition !== null ? c.rules.definitionKey(c.definition).key : null,
      },
      ...fromLog,
      inputs: c.inputs.length,
      readOnly: c.readOnly,
      createdAt: c.row.createdAt,
      updatedAt: c.row.updatedAt,
    };
  }

  private detail(c: Loaded, modes?: unknown): CampaignDetail {
    const { rules, log, definition } = c;
    let decks: CampaignDeckStatus[] = [];
    let prepared: unknown = null;
    let game: CampaignGameStart | null = null;
    if (rules && log !== null && definition !== null) {
      const uses = rules.decks(log);
      const current = this.repo.deckVersions(
        c.row.game,
        uses.map((d) => d.deckId),
      );
      decks = uses.map((d) => ({
        hero: d.participant,
        deckId: d.deckId,
        used: d.version,
        current: current.get(d.deckId) ?? null,
      }));
      prepared = rules.prepare(definition, log, modes);
      if (prepared !== null) {
        const plan = rules.gamePlan(definition, prepared, log);
        game = plan.ok ? { ok: true, automated: plan.automated, byHand: plan.byHand } : plan;
      }
    }
    return {
      summary: this.summary(c),
      log,
      definition,
      prepared,
      canUndo: !c.readOnly && c.inputs.length > 0,
      decks,
      game,
    };
  }
}

/** The game a campaign file names (before its game's rules read the rest); refused when unreadable. */
function fileGame(content: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new DeckhandError('campaign_import_invalid', { reason: 'json' });
  }
  const file = typeof parsed === 'object' && parsed !== null ? (parsed as { kind?: unknown; game?: unknown }) : {};
  if (file.kind !== CAMPAIGN_FILE_KIND) throw new DeckhandError('campaign_import_invalid', { reason: 'kind' });
  if (typeof file.game !== 'string') throw new DeckhandError('campaign_import_invalid', { reason: 'schema' });
  return file.game;
}
