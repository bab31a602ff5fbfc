// The Marvel Champions campaign model as the platform's campaign service uses it
// (core/platform/campaigns.ts): definitions, inputs, the derived log, the summary, decks following
// their changes, linking and recording saved games, the next scenario as an engine game, files.

import { DeckhandError, type ApiError } from '../../../api/errors';
import type { CampaignRules } from '../../../platform/campaigns';
import { campaignGamePlan } from '../campaign-game';
import { applyInput, deriveLog } from './derive';
import { readCampaignFile, writeCampaignFile } from './file';
import { campaignInputSchema, modesSchema, type CampaignInput, type CampaignInputArg } from './inputs';
import type { CampaignDefinition, CampaignLog, DeckRef, Modes } from './model';
import { prepareScenario, type PreparedScenario } from './prepare';
import { definitionRegistry, type DefinitionRegistry } from './registry';

const hasOpenAttempt = (log: CampaignLog) => log.scenarios.some((s) => s.attempts.some((a) => a.outcome === null));

function parseWith(raw: unknown, start: boolean) {
  const parsed = campaignInputSchema.safeParse(raw);
  if (!parsed.success || (start && parsed.data.type !== 'start')) {
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return {
      ok: false as const,
      code: 'campaign.malformed',
      params: { path: issue ? issue.path.join('.') : 'type', issue: issue?.code ?? (parsed.success ? 'start' : '') },
    };
  }
  return { ok: true as const, input: parsed.data };
}

/** Modes as the API passed them: checked here (the API takes them as the game's JSON). */
function modesOf(raw: unknown): Modes | undefined {
  if (raw === undefined) return undefined;
  const parsed = modesSchema.safeParse(raw);
  if (!parsed.success)
    throw new DeckhandError('campaign_input_rejected', { code: 'campaign.malformed', path: 'modes' });
  return parsed.data;
}

export function mcCampaignRules(
  registry: DefinitionRegistry = definitionRegistry(),
): CampaignRules<CampaignDefinition, CampaignLog, CampaignInput, PreparedScenario> {
  return {
    latest: () => registry.latest(),
    latestOf: (id) => registry.latestOf(id),
    find: (id, version) => registry.find(id, version),
    definitionKey: (def) => ({ id: def.id, version: def.version, key: def.key ?? null }),
    parseInput: (raw) => parseWith(raw, false),
    parseStart: (raw) => parseWith(raw, true),
    derive(def, entries) {
      const derived = deriveLog(def, entries);
      return { log: derived.log, rejected: derived.rejected.map((r) => ({ index: r.index, code: r.rejection.code })) };
    },
    apply(def, log, input, index, at) {
      const r = applyInput(def, log, input, index, at);
      return r.ok ? r : { ok: false, code: r.rejection.code, params: r.rejection.params };
    },
    summary(def, log) {
      const total = def?.freeForm ? (log?.scenarios.length ?? 0) : (def?.scenarios.length ?? 0);
      return {
        heroes: (log?.heroes ?? []).map((h) => ({ key: h.key, identity: h.identity, player: h.player })),
        expert: log?.expert ?? false,
        next: log?.next ?? null,
        finished: log?.finished ?? null,
        progress: { won: (log?.scenarios ?? []).filter((s) => s.status === 'won').length, total },
      };
    },
    decks: (log) =>
      log.heroes.flatMap((h) =>
        h.deck ? [{ participant: h.key, deckId: h.deck.deckId, version: h.deck.version }] : [],
      ),
    withDecks(log, input, current) {
      // Decks follow their changes: when an attempt starts without explicit decks, the heroes'
      // decks are recorded at their current saved version (only those that changed since the log's).
      if (input.type !== 'scenario.start' && input.type !== 'scenario.result') return input;
      if (input.decks || hasOpenAttempt(log)) return input;
      const decks: Record<string, DeckRef> = {};
      for (const h of log.heroes) {
        const v = h.deck ? current.get(h.deck.deckId) : undefined;
        if (h.deck && v !== undefined && v !== h.deck.version) decks[h.key] = { deckId: h.deck.deckId, version: v };
      }
      return Object.keys(decks).length ? { ...input, decks } : input;
    },
    games: (log, gameId) =>
      log.scenarios.flatMap((s) =>
        s.attempts
          .filter((a) => a.games.includes(gameId))
          .map((a) => ({ scenario: { id: s.id, key: s.key, label: s.label }, attempt: a.n, open: a.outcome === null })),
      ),
    hasOpenAttempt,
    linkInput(log, scenario, gameId, rawModes): CampaignInputArg {
      const modes = modesOf(rawModes);
      const slog = log.scenarios.find((s) => s.id === scenario);
      const last = slog?.attempts[slog.attempts.length - 1];
      return last && last.outcome === null
        ? { type: 'scenario.link', scenario, gameId }
        : { type: 'scenario.start', scenario, gameId, ...(modes ? { modes } : {}) };
    },
    prepare: (def, log, rawModes) => prepareScenario(def, log, modesOf(rawModes)),
    scenarioOf: (prepared) => ({ scenario: prepared.scenario, modes: prepared.modes }),
    gamePlan: (def, prepared, log) => campaignGamePlan(def.id, prepared, log),
    resultInput(log, openGame, args): { ok: true; input: unknown } | { ok: false; error: ApiError } {
      // Any seat winning = the players won (§1 co-op); heroes whose seat lost while the team won
      // were eliminated; seats map to heroes in order. Records, choices and a note come with the call.
      const slog = log.scenarios.find((s) => s.attempts.some((a) => a.games.includes(args.gameId)));
      if (!slog) return { ok: false, error: { code: 'campaign_game_not_linked', params: { gameId: args.gameId } } };
      const attempt = slog.attempts.find((a) => a.games.includes(args.gameId))!;
      if (attempt.outcome !== null)
        return {
          ok: false,
          error: { code: 'campaign_input_rejected', params: { code: 'campaign.noOpenAttempt', scenario: slog.id } },
        };
      const game = openGame();
      if (!game.finished || !game.outcome)
        return { ok: false, error: { code: 'campaign_game_not_finished', params: { gameId: args.gameId } } };
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
      return { ok: true, input };
    },
    writeFile: (body) => writeCampaignFile({ ...body, inputs: body.inputs as never }),
    readFile(content) {
      const read = readCampaignFile(content, registry);
      return read.ok ? { ok: true, file: read.file, definition: read.definition } : read;
    },
  };
}
