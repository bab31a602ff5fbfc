import type { DeckStats } from '../../../../core/api/decks';
import { oneSeries } from '../../components/charts/chart-model';
import type { DeckChart, DeckChartText } from '../types';
import { ASPECT_COLORS } from './cards/card-style';
import { aspectBars, costBars, resourceBars, typeBars } from './decks/charts';

/**
 * Marvel Champions' deck charts (the `deckCharts` hook): the cost curve, the resource icons mix in
 * each resource's colour, card types and aspects — from `decks.validate`'s stats (cards counted in
 * the deck's size), terms from the card vocabulary `mc.terms.*`.
 */
export function mcDeckCharts(stats: DeckStats, { t, te }: DeckChartText): DeckChart[] {
  const term = (kind: string, code: string) => (te(`mc.terms.${kind}.${code}`) ? t(`mc.terms.${kind}.${code}`) : code);
  const chart = (key: string, kind: DeckChart['kind'], bars: Parameters<typeof oneSeries>[1]): DeckChart => {
    const title = t(`mc.decks.charts.${key}`);
    return { key, title, kind, data: oneSeries(title, bars) };
  };
  const aspect = (a: string) =>
    a === 'hero' ? t('mc.decks.sections.identity') : a === 'pool' ? "'Pool" : term('aspects', a);
  return [
    chart('cost', 'bar', costBars(stats, 'X')),
    chart(
      'resources',
      'hbar',
      resourceBars(stats, (r) => term('resources', r)),
    ),
    chart(
      'types',
      'hbar',
      typeBars(stats, (c) => term('types', c)),
    ),
    chart('aspects', 'hbar', aspectBars(stats, aspect, ASPECT_COLORS)),
  ];
}
