import { z } from 'zod';
import { gameId, jsonDepth, MAX_JSON_DEPTH } from './schemas';
import type { GameSummary } from './games';

/**
 * Types of the campaign API (`campaigns.*`). A campaign is a definition (id + the version it started
 * with) and an append-only list of the players' inputs; the game the campaign belongs to derives
 * the log from them (GameDefinition.campaigns, core/platform/campaigns.ts), so the log, the
 * definition, the inputs and the prepared scenario are that game's JSON here (each game exports its
 * typed view of these results). Rejected inputs travel as `campaign_input_rejected` with
 * `params.code` = `campaign.<reason>` and the reason's params.
 */

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

export interface CampaignDetail<Log = unknown, Definition = unknown, Prepared = unknown, Ref = unknown> {
  summary: CampaignSummary;
  /** Null when read-only (the definition version is not in this build). */
  log: Log | null;
  definition: Definition | null;
  /** Guided set-up of the next scenario for the modes asked (campaigns.get `modes`), else the open attempt's or standard. */
  prepared: Prepared | null;
  canUndo: boolean;
  decks: CampaignDeckStatus[];
  /** Whether `prepared` can be started as a rules-engine game (campaigns.startGame), and how much of its set-up the engine does. */
  game: CampaignGameStart<Ref> | null;
}

/**
 * "Start as a game" for the prepared scenario: the set-up steps the engine does (`automated`) and
 * those left to the players in the game (`byHand`), or why the engine cannot play it
 * (`campaign.game.problem.<problem>`).
 */
export type CampaignGameStart<Ref = unknown> =
  { ok: true; automated: Ref[]; byHand: Ref[] } | { ok: false; problem: string; params: Record<string, string> };

/** `campaigns.startGame`: the new saved game (linked to the scenario's attempt) and the campaign after linking it. */
export interface CampaignGameStarted<Detail = CampaignDetail> {
  game: GameSummary;
  detail: Detail;
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
/** A campaign input or set-up modes: the game's JSON, checked by the campaign's game (GameDefinition.campaigns). */
const gameJson = z
  .unknown()
  .refine((v) => v !== undefined && JSON.stringify(v).length <= 256 * 1024 && jsonDepth(v) <= MAX_JSON_DEPTH, {
    message: 'too large',
  });

export const campaignArgs = {
  definitions: z.object({ game }).strict(),
  list: z.object({ game }).strict(),
  /** `start` (optional): the first input (heroes, expert campaign), appended at once. */
  create: z.object({ game, definition: defId, name, start: gameJson.optional() }).strict(),
  get: z.object({ id, modes: gameJson.optional() }).strict(),
  input: z.object({ id, input: gameJson }).strict(),
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
  linkGame: z.object({ id, scenario, gameId: id, modes: gameJson.optional() }).strict(),
  /**
   * Start the next scenario as a rules-engine game: its guided set-up (for `modes`, default the open
   * attempt's or standard) becomes the game's options, and the game is linked to the scenario —
   * to its open attempt, or starting one. `tracker`: the game is played with physical cards at the
   * table and kept by the tracker (its result is recorded like a rules game's).
   */
  startGame: z.object({ id, name, modes: gameJson.optional(), tracker: z.boolean().optional() }).strict(),
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
