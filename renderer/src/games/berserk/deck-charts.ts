import type { DeckStats } from '../../../../core/api/decks';
import { oneSeries } from '../../components/charts/chart-model';
import type { DeckChart, DeckChartText } from '../types';

/** Order of the elements in the mix (rule 202's five, neutral, then page C's fire). */
const ELEMENTS = ['steppes', 'forests', 'mountains', 'swamps', 'darkness', 'neutral', 'fire'] as const;

/** Our own colours for the elements: distinct in both themes, not the printed frames'. */
const ELEMENT_COLORS: Record<string, string> = {
  steppes: '#c8a046',
  forests: '#3f9a4a',
  mountains: '#5b8fd6',
  swamps: '#2f9c92',
  darkness: '#8a5cc7',
  neutral: '#8d8d8d',
  fire: '#e0603a',
};

/** Gold (elite) and silver crystals. */
const CRYSTAL_COLORS: Record<string, string> = { gold: '#d4a017', silver: '#9aa4ad' };

/**
 * Berserk's deck charts (the `deckCharts` hook), from `decks.validate`'s stats. A classic deck
 * (`costCurve`, `elements`, `elite`, `types`): the cost curve in crystals, the elements mix, gold
 * against silver cards and card types. A Heroes deck (`costCurve`, `elements`, `kinds`; no crystals
 * in Heroes): the cost curve in coins, the elements mix and the card kinds.
 */
export function berserkDeckCharts(stats: DeckStats, { t, te }: DeckChartText): DeckChart[] {
  const word = (key: string, code: string) => (te(key) ? t(key) : code);
  const chart = (key: string, title: string, kind: DeckChart['kind'], bars: Parameters<typeof oneSeries>[1]) => ({
    key,
    title,
    kind,
    data: oneSeries(title, bars),
  });
  const heroes = stats.kinds !== undefined;
  const curve = stats.costCurve ?? {};
  const costs = Object.keys(curve)
    .filter((k) => /^\d+$/.test(k))
    .map(Number);
  const top = Math.max(5, ...costs);
  const cost = Array.from({ length: top + 1 }, (_, c) => ({
    key: String(c),
    label: String(c),
    value: curve[String(c)] ?? 0,
  }));
  const elements = stats.elements ?? {};
  const known = [...ELEMENTS, ...Object.keys(elements).filter((e) => !(ELEMENTS as readonly string[]).includes(e))];
  const mix = known
    .filter((e) => (elements[e] ?? 0) > 0)
    .map((e) => ({ key: e, label: word(`berserk.elements.${e}`, e), value: elements[e], color: ELEMENT_COLORS[e] }));
  /** Types (classic) or kinds (Heroes), most first. */
  const counts = (figures: Record<string, number> | undefined, labels: string) =>
    Object.entries(figures ?? {})
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([k, n]) => ({ key: k, label: word(`${labels}.${k}`, k), value: n }));
  if (heroes)
    return [
      chart('cost', t('berserk.charts.coins'), 'bar', cost),
      chart('elements', t('charts.deck.elements'), 'hbar', mix),
      chart('kinds', t('berserk.charts.kinds'), 'hbar', counts(stats.kinds, 'berserk.kinds')),
    ];
  const crystals = (['gold', 'silver'] as const).map((k) => ({
    key: k,
    label: t(`charts.deck.${k}`),
    value: stats.elite?.[k] ?? 0,
    color: CRYSTAL_COLORS[k],
  }));
  return [
    chart('cost', t('charts.deck.cost'), 'bar', cost),
    chart('elements', t('charts.deck.elements'), 'hbar', mix),
    chart('crystals', t('charts.deck.crystals'), 'hbar', crystals),
    chart('types', t('charts.deck.types'), 'hbar', counts(stats.types, 'berserk.types')),
  ];
}
