import type { CardSummary } from '../../../../../core/api/catalog';
import type { CardCounts, CopyInfo, CopyStatus } from '../../../../../core/api/collection';

/**
 * Per-card counts for the owned-cards table. Without a filter they come from collection.counts;
 * with a location, tag or status filter they are counted here from the matching copies, which
 * collection.copies selects (the backend already folds reprints and faces into `cardCode`).
 */

export interface CountFilter {
  location: string | null;
  /** Copies carrying any of these tags. */
  tags: string[];
  status: CopyStatus | null;
}

export const isFiltered = (f: CountFilter): boolean => f.location !== null || f.tags.length > 0 || f.status !== null;

/** The collection.copies arguments that select the copies a filter counts (absent = any). */
export function copiesQuery(f: CountFilter): { location?: string; tags?: string[]; status?: CopyStatus } {
  return {
    ...(f.location !== null ? { location: f.location } : {}),
    ...(f.tags.length ? { tags: [...f.tags] } : {}),
    ...(f.status !== null ? { status: f.status } : {}),
  };
}

/**
 * Count copies per card as collection.counts does (core/api/collection.ts): ok and damaged copies
 * are owned (`damaged` says how many are damaged), missing ones are not; allocated owned copies are
 * in decks; unallocated ones are free — damaged ones only when `damagedAvailable` (the setting
 * "damaged copies count as available for decks").
 */
export function countCopies(copies: readonly CopyInfo[], damagedAvailable: boolean): CardCounts[] {
  const by = new Map<string, CardCounts>();
  for (const c of copies) {
    let row = by.get(c.cardCode);
    if (!row) {
      row = { code: c.cardCode, owned: 0, inDecks: 0, free: 0, missing: 0, damaged: 0 };
      by.set(c.cardCode, row);
    }
    if (c.status === 'missing') {
      row.missing++;
      continue;
    }
    row.owned++;
    if (c.status === 'damaged') row.damaged++;
    if (c.deckId !== null) row.inDecks++;
    else if (c.status === 'ok' || damagedAvailable) row.free++;
  }
  return [...by.values()];
}

export interface CountRow extends CardCounts {
  name: string;
  subname: string | null;
  packCode: string;
  packName: string;
  position: number;
  typeName: string;
  factionName: string;
  /** Folded text for the quick name filter. */
  search: string;
}

/** Counts with the card's name, pack and number (unknown cards keep their code as name). */
export function countRows(
  counts: readonly CardCounts[],
  cardOf: (code: string) => CardSummary | undefined,
  names: ReadonlyMap<string, string> = new Map(),
): CountRow[] {
  return counts.map((c) => {
    const card = cardOf(c.code);
    const name = card?.name ?? names.get(c.code) ?? c.code;
    return {
      ...c,
      name,
      subname: card?.subname ?? null,
      packCode: card?.packCode ?? '',
      packName: card?.packName ?? '',
      position: card?.position ?? 0,
      typeName: card?.typeName ?? '',
      factionName: card?.factionName ?? '',
      search: fold(`${name} ${card?.subname ?? ''} ${c.code}`),
    };
  });
}

/** Case- and accent-insensitive text for matching what the user types. */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/ı/g, 'i');
}

/** The quick filter: every word typed must appear in the name, subtitle or code. */
export function matchesText(row: Pick<CountRow, 'search'>, text: string): boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return words.every((w) => row.search.includes(w));
}

/** Release order: pack position, then card number, then code. */
export function byRelease(packPosition: ReadonlyMap<string, number>) {
  return (
    a: Pick<CountRow, 'packCode' | 'position' | 'code'>,
    b: Pick<CountRow, 'packCode' | 'position' | 'code'>,
  ): number =>
    (packPosition.get(a.packCode) ?? 9999) - (packPosition.get(b.packCode) ?? 9999) ||
    a.position - b.position ||
    a.code.localeCompare(b.code);
}
