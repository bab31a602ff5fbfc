/**
 * Which physical copies a built deck holds. A deck keeps the copies already allocated to it where
 * it can (no needless re-sleeving), and takes free copies in storage order — location, pack
 * (release order), collector number, copy id — so a pull list walks the shelves once. Pull and
 * return lists are printed in that same order.
 */
import type { CopyStatus, PullLine } from '../../../api/collection';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';

/** What allocation needs to know about a copy. */
export interface CopyRef {
  id: number;
  code: string;
  location: string;
  status: CopyStatus;
  deckId: string | null;
}

export interface AllocationPlan {
  /** Copies the deck holds after the plan (kept + pulled). */
  chosen: CopyRef[];
  /** Free copies to take out of storage, in storage order. */
  pull: CopyRef[];
  /** Copies allocated to the deck it no longer uses, in storage order. */
  release: CopyRef[];
  /** Canonical code → copies short (no free copy left). */
  short: Record<string, number>;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Storage order: location (empty = "no location" last; "Box 2" before "Box 10"), pack release
 * order, collector number, code, copy id.
 */
export function storageOrder(
  catalog: McCatalog,
): (a: Pick<CopyRef, 'id' | 'code' | 'location'>, b: Pick<CopyRef, 'id' | 'code' | 'location'>) => number {
  const idx = catalogIndex(catalog);
  const packPos = (code: string) =>
    idx.packByCode.get(idx.byCode.get(code)?.packCode ?? '')?.position ?? Number.MAX_SAFE_INTEGER;
  const cardPos = (code: string) => idx.byCode.get(code)?.position ?? Number.MAX_SAFE_INTEGER;
  return (a, b) => {
    const noA = a.location === '';
    const noB = b.location === '';
    if (noA !== noB) return noA ? 1 : -1;
    return (
      collator.compare(a.location, b.location) ||
      (a.location < b.location ? -1 : a.location > b.location ? 1 : 0) ||
      packPos(a.code) - packPos(b.code) ||
      cardPos(a.code) - cardPos(b.code) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
      a.id - b.id
    );
  };
}

/**
 * Plans the copies a deck holds: for each needed card, the deck's own usable copies first, then
 * free copies (status ok, not allocated) in storage order. Copies of the deck beyond its needs —
 * or no longer usable (missing, damaged) — are released.
 *
 * `copies` must hold every usable copy of the needed cards (status ok, free or the deck's) and
 * every copy allocated to `deckId`; others are ignored.
 */
export function planAllocation(
  catalog: McCatalog,
  deckId: string,
  needed: Readonly<Record<string, number>>,
  copies: readonly CopyRef[],
): AllocationPlan {
  const idx = catalogIndex(catalog);
  const order = storageOrder(catalog);
  const byCard = new Map<string, CopyRef[]>();
  for (const c of copies) {
    if (c.status !== 'ok' || (c.deckId !== null && c.deckId !== deckId)) continue;
    const canon = idx.canonicalOf(c.code) ?? c.code;
    if (!(canon in needed)) continue;
    const list = byCard.get(canon);
    if (list) list.push(c);
    else byCard.set(canon, [c]);
  }
  const chosenIds = new Set<number>();
  const chosen: CopyRef[] = [];
  const short: Record<string, number> = {};
  for (const code of Object.keys(needed).sort()) {
    const want = needed[code];
    const list = (byCard.get(code) ?? []).sort(
      (a, b) => Number(b.deckId === deckId) - Number(a.deckId === deckId) || order(a, b),
    );
    const take = list.slice(0, want);
    for (const c of take) {
      chosenIds.add(c.id);
      chosen.push(c);
    }
    if (take.length < want) short[code] = want - take.length;
  }
  const pull = chosen.filter((c) => c.deckId !== deckId).sort(order);
  const release = copies.filter((c) => c.deckId === deckId && !chosenIds.has(c.id)).sort(order);
  return { chosen, pull, release, short };
}

/**
 * Groups copies into printable lines — one per location and printing — in storage order. Names
 * are the catalog's (English); the renderer shows the card in the user's language by code.
 */
export function pullLines(catalog: McCatalog, copies: readonly CopyRef[]): PullLine[] {
  const idx = catalogIndex(catalog);
  const sorted = [...copies].sort(storageOrder(catalog));
  const lines: PullLine[] = [];
  let last: PullLine | null = null;
  for (const c of sorted) {
    if (last && last.code === c.code && last.location === c.location) {
      last.copyIds.push(c.id);
      last.quantity++;
      continue;
    }
    const card = idx.byCode.get(c.code);
    const packCode = card?.packCode ?? '';
    last = {
      cardCode: idx.canonicalOf(c.code) ?? c.code,
      code: c.code,
      name: card?.name ?? c.code,
      packCode,
      packName: idx.packByCode.get(packCode)?.name ?? packCode,
      position: card?.position ?? 0,
      location: c.location,
      copyIds: [c.id],
      quantity: 1,
    };
    lines.push(last);
  }
  return lines;
}
