import type { CardDef, CardType } from '../../../../../core/games/marvel-champions/engine/types';
import type { CardView, McView } from '../../../../../core/games/marvel-champions/engine/view';
import { defOf, type Cards } from '../play/board-model';

/**
 * The tracker's view of a table game (engine/tracker.ts) as the tracker screen shows it: counters,
 * the cards in each area and the cards each pool can still put into play. Pure data, no Vue.
 */

/** Card types the tracker puts into play (the others resolve and leave, §2.1). */
export const STAYING: readonly CardType[] = [
  'ally',
  'support',
  'upgrade',
  'minion',
  'side_scheme',
  'attachment',
  'environment',
];

export const STATUSES = ['stunned', 'confused', 'tough'] as const;
export type TrackStatus = (typeof STATUSES)[number];

/** How many status cards of a kind a character holds at most (§2.13): one tough; two stunned and two confused with Steady. */
export function statusMax(status: TrackStatus, steady: boolean): number {
  return status !== 'tough' && steady ? 2 : 1;
}

/** Remaining and maximum hit points of a character, or null for a card without. */
export function hitPoints(card: CardView): { left: number; max: number } | null {
  if (card.hp === undefined || card.hp === null) return null;
  return { left: card.hp - (card.dmg ?? 0), max: card.hp };
}

export interface PoolEntry {
  readonly code: string;
  readonly name: string;
  readonly type: CardType | null;
  readonly count: number;
}

/** The cards of a pool that can be put into play, by name. */
export function poolEntries(view: McView, cards: Cards | null, pool: string): PoolEntry[] {
  const counts = view.tracker?.pools[pool] ?? {};
  const out: PoolEntry[] = [];
  for (const [code, count] of Object.entries(counts)) {
    const d: CardDef | null = defOf(cards, code);
    if (d && !STAYING.includes(d.type)) continue;
    out.push({ code, name: d ? (d.sub ? `${d.name} — ${d.sub}` : d.name) : code, type: d?.type ?? null, count });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
}

/** Entries whose name has `text` in it (case-insensitive). */
export function filterEntries(entries: readonly PoolEntry[], text: string): PoolEntry[] {
  const q = text.trim().toLocaleLowerCase();
  return q ? entries.filter((e) => e.name.toLocaleLowerCase().includes(q)) : [...entries];
}

/** Cards of the villain's area other than the villain: attachments, side schemes, environments. */
export function villainAreaCards(view: McView): CardView[] {
  return [...view.villain.filter((c) => c.type !== 'villain'), ...view.side];
}

/** What a seat has in front of it: its cards in play, then the minions and encounter cards engaged with it. */
export function seatCards(view: McView, seat: string): CardView[] {
  const p = view.players[seat];
  return p ? [...p.play, ...p.engaged] : [];
}
