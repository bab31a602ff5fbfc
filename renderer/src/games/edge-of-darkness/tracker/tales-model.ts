// The campaign log of tales (rules digest §3.2 "Tale 1, Chapter 1 or 2", §7.5: the Handbook's tales are split
// into chapters; the rulebook carries no state from one chapter to the next). What a campaign of Edge of
// Darkness needs is a record of which tale and chapter a table played, when, and who won: the tracker keeps
// the tale and chapter in each game's options and view (core tracker/), so the log is derived from the saved
// tracker games — nothing extra is stored, and renaming, undoing or deleting a game updates it. Pure (no Vue):
// TaleLog.vue gives the games it read.

/** One saved tracker game as the log needs it. */
export interface TaleGame {
  readonly id: string;
  readonly name: string;
  /** The tale as the table noted it (free text; empty = none noted). */
  readonly tale: string;
  readonly chapter: number | null;
  /** 0 = the Prologue, then 1..lastRound. */
  readonly round: number;
  readonly lastRound: number;
  readonly finished: boolean;
  /** The winning seats (guilds) of a finished game; several on a shared victory (§5). */
  readonly winners: readonly string[];
  /** When the game was last played (ISO time). */
  readonly at: string;
}

/** A chapter of a tale with the games that played it, newest first. */
export interface TaleChapter {
  readonly chapter: number | null;
  readonly games: readonly TaleGame[];
}

/** A tale with its chapters in order (chapters without a number last). */
export interface TaleEntry {
  readonly tale: string;
  readonly chapters: readonly TaleChapter[];
  /** Games of this tale, finished games among them, and when it was last played. */
  readonly played: number;
  readonly finished: number;
  readonly last: string;
}

/** The same tale however the table typed it: case and surrounding or repeated spaces do not matter. */
const taleKey = (tale: string): string => tale.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The log: games with a tale noted, grouped by tale (most recently played first), then by chapter (in order).
 * Games without a tale are left out: they belong to no campaign.
 */
export function taleLog(games: readonly TaleGame[]): TaleEntry[] {
  const byTale = new Map<string, TaleGame[]>();
  for (const g of games) {
    if (!g.tale.trim()) continue;
    const key = taleKey(g.tale);
    const list = byTale.get(key) ?? [];
    list.push(g);
    byTale.set(key, list);
  }
  const out: TaleEntry[] = [];
  for (const list of byTale.values()) {
    const newest = [...list].sort((a, b) => b.at.localeCompare(a.at));
    const chapters = new Map<number | null, TaleGame[]>();
    for (const g of newest) chapters.set(g.chapter, [...(chapters.get(g.chapter) ?? []), g]);
    out.push({
      // the name as it was written most recently
      tale: newest[0].tale.trim(),
      chapters: [...chapters.entries()]
        .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
        .map(([chapter, gs]) => ({ chapter, games: gs })),
      played: list.length,
      finished: list.filter((g) => g.finished).length,
      last: newest[0].at,
    });
  }
  return out.sort((a, b) => b.last.localeCompare(a.last));
}
