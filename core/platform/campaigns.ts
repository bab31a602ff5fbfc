// What a game with campaigns gives the platform (GameDefinition.campaigns). The platform keeps the
// campaign itself — a definition id + version and the players' inputs, append-only — and asks the
// game for everything that depends on its campaign model: which definitions exist, what an input
// looks like, the log derived from the inputs, the summary fields, the next scenario's set-up as a
// rules-engine game, and the campaign file. Pure; names no game.

import type { ApiError } from '../api/errors';
import type { GameSummary } from '../api/games';

/** A stored input: what the player entered and when. */
export interface CampaignEntry<Input = unknown> {
  input: Input;
  at: string;
}

/** A refusal with its reason code (`campaign.<reason>`) and the reason's params. */
export interface CampaignRefusal {
  code: string;
  params: Record<string, string | number>;
}

export type DefinitionFound<Def> = { ok: true; definition: Def } | ({ ok: false } & CampaignRefusal);

/** A deck a campaign participant plays, at the version the log recorded. */
export interface CampaignDeckUse {
  participant: string;
  deckId: string;
  version: number;
}

/** The summary fields that come from the game's log (CampaignSummary in core/api/campaigns.ts). */
export interface CampaignLogSummary {
  heroes: Array<{ key: string; identity: string; player: string }>;
  expert: boolean;
  next: string | null;
  finished: 'won' | 'lost' | null;
  progress: { won: number; total: number };
}

/** A saved game a campaign links, at a scenario's attempt. */
export interface CampaignGameMention {
  scenario: { id: string; key: string | null; label: string | null };
  attempt: number;
  /** The attempt has no result yet. */
  open: boolean;
}

/** The next scenario as a rules-engine game: options for games.create, or why not. */
export type CampaignGamePlanResult =
  | {
      ok: true;
      options: unknown;
      players: Array<{ id: string; seats: string[] }>;
      automated: unknown[];
      byHand: unknown[];
    }
  | { ok: false; problem: string; params: Record<string, string> };

/** The result of a finished linked game, with what the caller adds (records, choices, a note). */
export interface GameResultArgs {
  gameId: string;
  records?: Record<string, number>;
  choices?: Record<string, string>;
  heroes?: Record<string, 'ok' | 'eliminated'>;
  note?: string;
}

export interface CampaignRules<Def = unknown, Log = unknown, Input = unknown, Prepared = unknown> {
  /** The newest version of each definition the game offers. */
  latest(): Def[];
  latestOf(id: string): Def | null;
  /** The exact version a stored campaign was started with (refusal: newer, retired, unknown). */
  find(id: string, version: number): DefinitionFound<Def>;
  definitionKey(def: Def): { id: string; version: number; key: string | null };
  /** An input as the API received it → the game's input, or `campaign.malformed`-style refusal. */
  parseInput(raw: unknown): { ok: true; input: Input } | ({ ok: false } & CampaignRefusal);
  /** The start input of a new campaign (what `campaigns.create` may carry), checked the same way. */
  parseStart(raw: unknown): { ok: true; input: Input } | ({ ok: false } & CampaignRefusal);
  /** Replay every input; refused ones are listed (the campaign then opens read-only). */
  derive(def: Def, entries: CampaignEntry<Input>[]): { log: Log; rejected: Array<{ index: number; code: string }> };
  apply(
    def: Def,
    log: Log,
    input: Input,
    index: number,
    at: string,
  ): { ok: true; log: Log } | ({ ok: false } & CampaignRefusal);
  summary(def: Def | null, log: Log | null): CampaignLogSummary;
  /** Decks the log records for its participants (deck status in the detail, decks following their changes). */
  decks(log: Log): CampaignDeckUse[];
  /** When an attempt starts without explicit decks: the input with the decks' current versions recorded. */
  withDecks(log: Log, input: Input, current: ReadonlyMap<string, number>): Input;
  /** Games the log links, by scenario attempt. */
  games(log: Log, gameId: string): CampaignGameMention[];
  /** Whether some scenario attempt has no result yet. */
  hasOpenAttempt(log: Log): boolean;
  /** The input that links a saved game to a scenario (its open attempt, or a new one with `modes`). */
  linkInput(log: Log, scenario: string, gameId: string, modes: unknown): unknown;
  /** The next scenario's guided set-up for `modes`, or null when nothing is left to start. */
  prepare(def: Def, log: Log, modes: unknown): Prepared | null;
  scenarioOf(prepared: Prepared): { scenario: string; modes: unknown };
  /** The prepared scenario as engine options: the engine module is the game's (its id is the campaign's game). */
  gamePlan(def: Def, prepared: Prepared, log: Log): CampaignGamePlanResult;
  /**
   * The input recording a finished linked game's result, or an error naming why not. `game` opens
   * the saved game (throws `game_not_found`), asked only once the link is found.
   */
  resultInput(
    log: Log,
    game: () => GameSummary,
    args: GameResultArgs,
  ): { ok: true; input: unknown } | { ok: false; error: ApiError };
  /** Canonical campaign file: write, and read back verified (inputs replayed). */
  writeFile(body: {
    game: string;
    name: string;
    createdAt: string;
    definition: { id: string; version: number };
    inputs: CampaignEntry<Input>[];
  }): string;
  readFile(content: string):
    | {
        ok: true;
        file: { game: string; name: string; createdAt: string; inputs: CampaignEntry<Input>[] };
        definition: Def;
      }
    | {
        ok: false;
        error: 'campaign_import_invalid' | 'campaign_import_altered' | 'campaign_import_refused';
        params: Record<string, string | number>;
      };
}
