// Set completion, wants and trade lists over the copies table (Build 2). The counting is SQL over
// the copy counts the backend keeps per printing and status (`temp.copy_counts`, maintained by
// triggers on `copies`, see CollectionRules.completion); the catalog side (which printings a set
// and rarity hold) travels into the query as one JSON parameter, so one statement answers every
// set and rarity at once. Pure: the caller gives the statement runner (the backend's or a test's
// better-sqlite3 database).
import { berserkIndex, nameKey, type AnyCard } from '../catalog/index-cache';
import { isHeroesCard } from '../catalog/heroes';
import { BERSERK_GAME_ID, RARITIES, hasAbility, type BerserkCatalog, type RarityCode } from '../catalog/model';

import type { CompletionReport } from '../../../api/collection';
import type { SqlAll } from '../../../platform/collection';

export type { SqlAll };

/** Owned printings (distinct) and copies per set and rarity; missing copies do not count. */
export const SET_COMPLETION_SQL = `
WITH cat(code, set_code, rarity) AS (
  SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?)
),
owned(code, n) AS (
  SELECT code, SUM(n) FROM temp.copy_counts WHERE game = ? AND status != 'missing' AND n > 0 GROUP BY code
)
SELECT cat.set_code AS setCode, cat.rarity AS rarity, COUNT(*) AS total,
       COUNT(owned.code) AS owned, COALESCE(SUM(owned.n), 0) AS copies
FROM cat LEFT JOIN owned ON owned.code = cat.code
GROUP BY cat.set_code, cat.rarity`;

/** Copies per printing code (missing ones left out). */
export const COPIES_PER_CODE_SQL = `SELECT code, SUM(n) AS n FROM temp.copy_counts
  WHERE game = ? AND status != 'missing' AND n > 0 GROUP BY code`;

export interface RarityCompletion {
  rarity: RarityCode;
  total: number;
  owned: number;
  copies: number;
}

export interface SetCompletion {
  setCode: string;
  name: string;
  total: number;
  owned: number;
  copies: number;
  /** In RARITIES order, only rarities the set has. */
  rarities: RarityCompletion[];
}

const catalogJson = new WeakMap<BerserkCatalog, string>();

/** Completion of every set (release order), per rarity. */
export function setCompletion(catalog: BerserkCatalog, all: SqlAll, game = BERSERK_GAME_ID): SetCompletion[] {
  let json = catalogJson.get(catalog);
  if (!json) {
    json = JSON.stringify([...catalog.cards, ...catalog.heroes].map((c) => [c.code, c.set, c.rarity]));
    catalogJson.set(catalog, json);
  }
  const rows = all(SET_COMPLETION_SQL, [json, game]) as Array<{
    setCode: string;
    rarity: RarityCode;
    total: number;
    owned: number;
    copies: number;
  }>;
  const bySet = new Map<string, SetCompletion>();
  for (const s of catalog.sets)
    bySet.set(s.code, { setCode: s.code, name: s.name, total: 0, owned: 0, copies: 0, rarities: [] });
  for (const r of rows) {
    const s = bySet.get(r.setCode);
    if (!s) continue;
    s.total += r.total;
    s.owned += r.owned;
    s.copies += r.copies;
    s.rarities.push({ rarity: r.rarity, total: r.total, owned: r.owned, copies: r.copies });
  }
  for (const s of bySet.values()) s.rarities.sort((a, b) => RARITIES.indexOf(a.rarity) - RARITIES.indexOf(b.rarity));
  return [...bySet.values()].filter((s) => s.total > 0);
}

/** Copies per printing code from the save file. */
export function copiesPerCode(all: SqlAll, game = BERSERK_GAME_ID): Map<string, number> {
  return new Map((all(COPIES_PER_CODE_SQL, [game]) as Array<{ code: string; n: number }>).map((r) => [r.code, r.n]));
}

export interface WantLine {
  /** The printing to look for (the lowest set and number of the name). */
  code: string;
  name: string;
  have: number;
  want: number;
}

export interface TradeLine {
  code: string;
  name: string;
  /** Copies of this printing above the kept number for its name. */
  spare: number;
}

/**
 * The copies a player keeps per name: `keep` (e.g. 3, the constructed copy limit of rule 100.3),
 * 5 for a Horde card when `keep` is the copy limit 3.
 */
export const keepFor = (horde: boolean, keep: number): number => (horde && keep === 3 ? 5 : keep);

/** A name's printings (classic names and Heroes names apart: the lines are played apart). */
const nameGroups = (catalog: BerserkCatalog): AnyCard[][] => {
  const idx = berserkIndex(catalog);
  return [...idx.byName.values(), ...idx.heroesByName.values()];
};
const isHorde = (c: AnyCard): boolean => (isHeroesCard(c) ? c.horde === true : hasAbility(c, 'horde'));

/**
 * Wants: names owned fewer than `keep` times (copies of every printing of the name counted
 * together, §2.1), optionally only in one set.
 */
export function wantsList(
  catalog: BerserkCatalog,
  counts: ReadonlyMap<string, number>,
  keep: number,
  setCode?: string,
): WantLine[] {
  const out: WantLine[] = [];
  for (const printings of nameGroups(catalog)) {
    const inScope = setCode ? printings.filter((c) => c.set === setCode) : printings;
    if (inScope.length === 0) continue;
    const have = printings.reduce((n, c) => n + (counts.get(c.code) ?? 0), 0);
    const want = keepFor(printings.some(isHorde), keep);
    if (have < want) out.push({ code: inScope[0].code, name: inScope[0].name, have, want });
  }
  return out;
}

/**
 * Trades: copies above `keep` per name; the spares come from the printings with the most copies
 * first (a name's copies are interchangeable for play).
 */
export function tradeList(catalog: BerserkCatalog, counts: ReadonlyMap<string, number>, keep: number): TradeLine[] {
  const out: TradeLine[] = [];
  for (const printings of nameGroups(catalog)) {
    const owned = printings.map((c) => ({ c, n: counts.get(c.code) ?? 0 })).filter((x) => x.n > 0);
    const have = owned.reduce((n, x) => n + x.n, 0);
    let spare = have - keepFor(printings.some(isHorde), keep);
    if (spare <= 0) continue;
    for (const { c, n } of owned.sort((a, b) => b.n - a.n || (a.c.code < b.c.code ? -1 : 1))) {
      const take = Math.min(spare, n);
      if (take > 0) out.push({ code: c.code, name: c.name, spare: take });
      spare -= take;
      if (spare === 0) break;
    }
  }
  return out.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export { nameKey };

/** `collection.completion`: every set's completion per rarity, the wants (of one set when given) and trades. */
export function completionReport(
  catalog: BerserkCatalog,
  all: SqlAll,
  args: { keep: number; group?: string },
  game = BERSERK_GAME_ID,
): CompletionReport {
  const counts = copiesPerCode(all, game);
  return {
    groups: setCompletion(catalog, all, game).map((s) => ({
      code: s.setCode,
      name: s.name,
      total: s.total,
      owned: s.owned,
      copies: s.copies,
      parts: s.rarities.map((r) => ({ code: r.rarity, total: r.total, owned: r.owned, copies: r.copies })),
    })),
    wants: wantsList(catalog, counts, args.keep, args.group),
    trades: tradeList(catalog, counts, args.keep),
  };
}
