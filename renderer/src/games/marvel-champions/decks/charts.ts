/** The deck builder's charts as bars, from `decks.validate`'s stats (pure; names come from outside). */
import type { DeckStats } from '../../../../../core/api/decks';
import { RESOURCE_COLORS } from '../cards/card-style';
import { DECK_TYPE_ORDER } from './grouping';

export interface Bar {
  key: string;
  label: string;
  value: number;
  color?: string;
}

export const RESOURCES = ['energy', 'mental', 'physical', 'wild'] as const;

/** Costs 0..max (at least 0..5, gaps shown as 0), then X when any. */
export function costBars(stats: DeckStats, xLabel: string): Bar[] {
  const numeric = Object.keys(stats.costCurve)
    .filter((k) => /^\d+$/.test(k))
    .map(Number);
  const top = Math.max(5, ...numeric);
  const bars: Bar[] = [];
  for (let c = 0; c <= top; c++)
    bars.push({ key: String(c), label: String(c), value: stats.costCurve[String(c)] ?? 0 });
  if (stats.costCurve.x) bars.push({ key: 'x', label: xLabel, value: stats.costCurve.x });
  return bars;
}

export function resourceBars(stats: DeckStats, name: (r: string) => string): Bar[] {
  return RESOURCES.map((r) => ({ key: r, label: name(r), value: stats.resources[r] ?? 0, color: RESOURCE_COLORS[r] }));
}

/** Types in the deck list's order, then any others; only types present. */
export function typeBars(stats: DeckStats, name: (t: string) => string): Bar[] {
  const order = [
    ...DECK_TYPE_ORDER,
    ...Object.keys(stats.types)
      .filter((t) => !(DECK_TYPE_ORDER as readonly string[]).includes(t))
      .sort(),
  ];
  return order.filter((t) => (stats.types[t] ?? 0) > 0).map((t) => ({ key: t, label: name(t), value: stats.types[t] }));
}

/** Aspects present, largest first (ties by code); `hero` is the identity's own cards. */
export function aspectBars(stats: DeckStats, name: (a: string) => string, colors: Record<string, string>): Bar[] {
  return Object.entries(stats.aspects)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([a, n]) => ({ key: a, label: name(a), value: n, color: colors[a] }));
}
