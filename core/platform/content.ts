// User content: what a user who owns a game enters themselves — the pieces of the game whose texts we do
// not ship (places, upgrades, cards, card abilities) — kept in the save file
// (table `user_content`, one row per item, any game) and exported or imported as one JSON file. The
// game says what its content is through `GameDefinition.content` (this shape); the backend stores,
// lists, exports and imports without knowing any game. Pure types and small helpers; names no game.

/** One item of user content as stored: its kind (one of the definition's `kinds`), its id, its JSON. */
export interface ContentItem {
  readonly kind: string;
  /** Unique within the game's user content (one namespace for every kind). */
  readonly id: string;
  readonly value: unknown;
}

/**
 * Why content is refused, as a code the game's screens translate, the JSON path (`$.advancements[2].name`),
 * the 1-based line when a file's text was read, and parameters.
 */
export interface ContentProblem {
  readonly code: string;
  readonly path: string;
  readonly line?: number;
  readonly params: Readonly<Record<string, string | number>>;
}

export type ContentCheck =
  | { readonly ok: true; readonly items: readonly ContentItem[] }
  | { readonly ok: false; readonly problems: readonly ContentProblem[] };

/** What a game gives for its user content (`GameDefinition.content`). */
export interface ContentDefinition {
  /** The kinds of item, in the order lists and files show them (e.g. `location`, `advancement`). */
  readonly kinds: readonly string[];
  /** The file name's stem for an export (`<stem>.json`), e.g. `<game>-content`. */
  readonly fileStem: string;
  /**
   * Validates a content file's text as a whole, beside the user's content already saved (`saved`: an item
   * of the file with the id and kind of a saved one replaces it). Every problem is reported, with its line;
   * a refused file gives no item.
   */
  validateFile(text: string, saved: readonly ContentItem[]): ContentCheck;
  /**
   * Validates one item as the editor holds it, beside the other saved items (`others`, without the item
   * being edited). Paths are relative to the item (`$.name`, `$.contact.abilities[0]`); no lines.
   */
  validateItem(kind: string, value: unknown, others: readonly ContentItem[]): ContentCheck;
  /** The file holding these items (valid input of `validateFile`): pretty JSON text. */
  exportFile(items: readonly ContentItem[]): string;
  /** An item's name per language for lists (`en` at least when the item has any name). */
  nameOf(item: ContentItem): Readonly<Partial<Record<string, string>>>;
  /**
   * What the game ships that a user's items may refer to (e.g. our locations an advancement may stand at),
   * by kind: ids and names, for the editor's choices. Their ids are taken.
   */
  bundled?(): Readonly<Record<string, readonly { id: string; name: Readonly<Partial<Record<string, string>>> }[]>>;
}

/** Problems at most returned for one check (the content is refused either way). */
export const MAX_CONTENT_PROBLEMS = 100;

/**
 * The items of `saved` that a file's `incoming` items leave standing: an incoming item replaces the saved one
 * with its id. Returns which ids were added and which replaced, in the file's order.
 */
export function mergeContent(
  saved: readonly ContentItem[],
  incoming: readonly ContentItem[],
): { items: ContentItem[]; added: string[]; replaced: string[] } {
  const savedIds = new Set(saved.map((i) => i.id));
  const incomingIds = new Set(incoming.map((i) => i.id));
  const kept = saved.filter((i) => !incomingIds.has(i.id));
  return {
    items: [...kept, ...incoming],
    added: incoming.filter((i) => !savedIds.has(i.id)).map((i) => i.id),
    replaced: incoming.filter((i) => savedIds.has(i.id)).map((i) => i.id),
  };
}

/**
 * Moves problems found on an item placed in a file at `prefix` (e.g. `$.advancements[0]`) to paths relative
 * to the item (`$`, `$.name`), dropping lines (the editor has no text). Problems elsewhere keep their path.
 */
export function relativeTo(prefix: string, problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.map((p) => {
    const { line: _line, ...rest } = p;
    void _line;
    if (p.path === prefix) return { ...rest, path: '$' };
    if (p.path.startsWith(prefix + '.') || p.path.startsWith(prefix + '['))
      return { ...rest, path: '$' + p.path.slice(prefix.length) };
    return rest;
  });
}
