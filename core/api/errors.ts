/**
 * Error codes that cross the API boundary. The backend never sends sentences: the renderer
 * translates `errors.<code>` with the params (see renderer/src/locales/*.json).
 */
/** What opening, creating or writing a save file can fail with. */
export const SAVE_FILE_ERROR_CODES = [
  'no_save_open',
  'save_not_found',
  'save_exists',
  'save_damaged',
  'save_not_deckhand',
  'save_newer_version',
  'save_migration_failed',
  'save_readonly',
  'save_locked',
  'disk_full',
  'io_error',
  'invalid_name',
] as const;

export const ERROR_CODES = [
  // dispatch
  'unknown_method',
  'invalid_args',
  'internal',
  // games: a game id that is not registered, or a feature the game does not have
  'unknown_game',
  'game_feature_missing',
  'deck_format_unknown',
  ...SAVE_FILE_ERROR_CODES,
  // backups
  'backup_not_found',
  // settings
  'unknown_setting',
  // card catalog
  'catalog_source_not_found',
  'catalog_source_invalid',
  'catalog_download_failed',
  'catalog_import_empty',
  'catalog_import_cancelled',
  'catalog_not_imported',
  'card_not_found',
  // collection and decks
  'product_not_found',
  'copy_not_found',
  'deck_not_found',
  'deck_version_not_found',
  'deck_group_not_found',
  'deck_import_invalid',
  'csv_invalid',
  // boxes counted by component: a line the box has not, a count out of range, pieces a game needs
  'component_not_found',
  'component_count_invalid',
  'components_missing',
  // saved games
  'game_not_found',
  'game_unknown_module',
  'game_rejected',
  'game_read_only',
  'game_undo_refused',
  'game_nothing_to_undo',
  'game_nothing_to_redo',
  'game_import_invalid',
  'game_import_altered',
  'game_import_refused',
  // campaigns
  'campaign_not_found',
  'campaign_unknown_definition',
  'campaign_input_rejected',
  'campaign_nothing_to_undo',
  'campaign_read_only',
  'campaign_import_invalid',
  'campaign_import_altered',
  'campaign_import_refused',
  'campaign_game_not_linked',
  'campaign_game_not_finished',
  'campaign_game_unavailable',
  // user content (content.*): an item id the save file does not hold, a kind the game does not have
  'content_not_found',
  'content_kind_unknown',
  // play history (history.*): params.reason = `history.error.<reason>` for an invalid play
  'history_play_not_found',
  'history_play_invalid',
  'history_player_not_found',
  'history_player_in_use',
  'history_import_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Record<string, string | number | boolean | null | string[] | Record<string, unknown>>;

export interface ApiError {
  code: ErrorCode;
  params: ErrorParams;
}

export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** An error that carries a code to translate and its params (the message is the code). */
export class CodedError<C extends string> extends Error {
  constructor(
    readonly code: C,
    readonly params: ErrorParams = {},
  ) {
    super(code);
  }
}

/** Thrown inside handlers; dispatch turns it into `{ ok: false, error }`. */
export class DeckhandError extends CodedError<ErrorCode> {
  override name = 'DeckhandError';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
