import { z } from 'zod';
import { gameId } from './schemas';
import { campaignInputSchema, modesSchema } from '../games/marvel-champions/campaign/inputs';
import type { CampaignDefinition, CampaignLog } from '../games/marvel-champions/campaign/model';
import type { PreparedScenario } from '../games/marvel-champions/campaign/prepare';
import type { CampaignGameProblem } from '../games/marvel-champions/campaign-game';
import type { MessageRef } from '../games/marvel-champions/campaign/model';
import type { GameSummary } from './games';

/**
 * Types of the campaign API (`campaigns.*`). A campaign is a definition (id + the version it started
 * with) and an append-only list of the players' inputs; the log is derived from them in core
 * (core/games/marvel-champions/campaign). Rejected inputs travel as `campaign_input_rejected` with
 * `params.code` = `campaign.<reason>` (CAMPAIGN_REASONS) and the reason's params.
 */

export type {
  CampaignDefinition,
  CampaignLog,
  CampaignInput,
  CampaignInputArg,
  HeroLog,
  ScenarioLog,
  AttemptLog,
  SectionLog,
  LogChange,
  HistoryEntry,
  Modes,
  DeckRef,
  CampaignReason,
} from '../games/marvel-champions/campaign';
export type { PreparedScenario };

/** A game id (campaigns are offered by games whose definition lists the `campaigns` feature). */
export type CampaignGame = string;

export interface CampaignSummary {
  id: string;
  game: CampaignGame;
  name: string;
  /** The definition and the version this campaign keeps; `key` names it (renderer message). */
  definition: { id: string; version: number; key: string | null };
  heroes: Array<{ key: string; identity: string; player: string }>;
  expert: boolean;
  /** The scenario to play now (guided campaigns). */
  next: string | null;
  finished: 'won' | 'lost' | null;
  /** Scenarios won / defined (free-form: scenarios played). */
  progress: { won: number; total: number };
  inputs: number;
  /** Set when this build cannot replay the campaign (its definition version is unknown here). */
  readOnly: { code: string; params: Record<string, string | number> } | null;
  createdAt: string;
  updatedAt: string;
}

/** A hero's deck: the version the log last recorded, and the deck's current saved version (null: deck deleted). */
export interface CampaignDeckStatus {
  hero: string;
  deckId: string;
  used: number;
  current: number | null;
}

export interface CampaignDetail {
  summary: CampaignSummary;
  /** Null when read-only (the definition version is not in this build). */
  log: CampaignLog | null;
  definition: CampaignDefinition | null;
  /** Guided set-up of the next scenario for the modes asked (campaigns.get `modes`), else the open attempt's or standard. */
  prepared: PreparedScenario | null;
  canUndo: boolean;
  decks: CampaignDeckStatus[];
  /** Whether `prepared` can be started as a rules-engine game (campaigns.startGame), and how much of its set-up the engine does. */
  game: CampaignGameStart | null;
}

/**
 * "Start as a game" for the prepared scenario: the set-up steps the engine does (`automated`) and
 * those left to the players in the game (`byHand`), or why the engine cannot play it
 * (`campaign.game.problem.<problem>`).
 */
export type CampaignGameStart =
  | { ok: true; automated: MessageRef[]; byHand: MessageRef[] }
  | { ok: false; problem: CampaignGameProblem; params: Record<string, string> };

/** `campaigns.startGame`: the new saved game (linked to the scenario's attempt) and the campaign after linking it. */
export interface CampaignGameStarted {
  game: GameSummary;
  detail: CampaignDetail;
}

/**
 * A campaign scenario a saved game is linked to (`campaigns.forGame`): the campaign, the scenario
 * (`key` names a defined one, `label` a free-form one), and whether its result is still to be
 * recorded (the game's attempt is open and the campaign playable).
 */
export interface CampaignGameLink {
  campaign: { id: string; name: string };
  scenario: { id: string; key: string | null; label: string | null };
  /** 1-based attempt of the scenario the game belongs to. */
  attempt: number;
  toRecord: boolean;
}

export interface CampaignExport {
  fileName: string;
  content: string;
}

const game = gameId;
const id = z.string().regex(/^[0-9a-f-]{36}$/);
const name = z.string().trim().min(1).max(120);
const defId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
const scenario = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
const startInput = campaignInputSchema.options.find((o) => o.shape.type.value === 'start')!;

export const campaignArgs = {
  definitions: z.object({ game }).strict(),
  list: z.object({ game }).strict(),
  /** `start` (optional): the first input (heroes, expert campaign), appended at once. */
  create: z.object({ game, definition: defId, name, start: startInput.optional() }).strict(),
  get: z.object({ id, modes: modesSchema.optional() }).strict(),
  input: z.object({ id, input: campaignInputSchema }).strict(),
  id: z.object({ id }).strict(),
  rename: z.object({ id, name }).strict(),
  import: z
    .object({
      content: z
        .string()
        .min(1)
        .max(16 * 1024 * 1024),
    })
    .strict(),
  /** Attach a saved game to a scenario: to its open attempt, or starting an attempt with `modes`. */
  linkGame: z.object({ id, scenario, gameId: id, modes: modesSchema.optional() }).strict(),
  /**
   * Start the next scenario as a rules-engine game: its guided set-up (for `modes`, default the open
   * attempt's or standard) becomes the game's options, and the game is linked to the scenario —
   * to its open attempt, or starting one.
   */
  startGame: z.object({ id, name, modes: modesSchema.optional() }).strict(),
  /**
   * Turn a finished linked saved game into the scenario's result. What the game cannot tell
   * (records, choices, per-hero outcomes beyond its per-seat result, a note) comes with the call.
   */
  recordFromGame: z
    .object({
      id,
      gameId: id,
      records: z.record(z.string().max(64), z.number().int().min(-9999).max(9999)).optional(),
      choices: z.record(z.string().max(64), z.string().max(64)).optional(),
      heroes: z.record(z.string().regex(/^h[1-9]$/), z.enum(['ok', 'eliminated'])).optional(),
      note: z.string().max(2000).optional(),
    })
    .strict(),
  /** The campaign scenarios a saved game is linked to (the game frame offers to record its result). */
  forGame: z.object({ gameId: id }).strict(),
};
