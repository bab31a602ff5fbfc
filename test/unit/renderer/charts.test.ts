import { describe, expect, it } from 'vitest';
import {
  chartConfig,
  formatValue,
  hasValues,
  isDarkColor,
  oneSeries,
  seriesColor,
  stepIndex,
  summaryText,
  tableRows,
  type ChartData,
  type ChartPick,
  type ChartTheme,
} from '../../../renderer/src/components/charts/chart-model';
import { berserkDeckCharts } from '../../../renderer/src/games/berserk/deck-charts';
import { mcDeckCharts } from '../../../renderer/src/games/marvel-champions/deck-charts';
import { deckChartsFor } from '../../../renderer/src/games/screens';
import type { GameScreens } from '../../../renderer/src/games/types';

const light: ChartTheme = {
  text: '#111',
  muted: '#666',
  grid: '#ddd',
  surface: '#fff',
  primary: '#0d7a6f',
  dark: false,
};
const dark: ChartTheme = { ...light, text: '#eee', primary: '#2bb3a3', dark: true };

const data: ChartData = {
  points: [
    { key: '2026-01', label: 'Jan' },
    { key: '2026-02', label: 'Feb' },
  ],
  series: [
    { key: 'win', label: 'Wins', values: [3, 0] },
    { key: 'loss', label: 'Losses', values: [1, null] },
  ],
};

/** A fake vue-i18n: known keys are echoed in brackets, unknown ones are missing. */
const text = (known: (k: string) => boolean) => ({
  t: (k: string) => `[${k}]`,
  te: known,
});

describe('chart model', () => {
  it('formats values in the UI language (counts, shares, minutes)', () => {
    expect(formatValue(1234.5, 'count', 'en')).toBe('1,234.5');
    expect(formatValue(1234.5, 'count', 'de')).toBe('1.234,5');
    expect(formatValue(0.5, 'percent', 'en')).toBe('50%');
    expect(formatValue(0.5, 'percent', 'tr')).toBe('%50');
    expect(formatValue(125, 'minutes', 'en')).toBe('2 hr 5 min');
    expect(formatValue(null, 'count', 'en')).toBe('—');
  });

  it('summarises every series for screen readers and lays out the stand-in table', () => {
    expect(summaryText(data, 'count', 'en')).toBe('Wins — Jan: 3, Feb: 0; Losses — Jan: 1, Feb: —');
    const rows = tableRows(data, 'count', 'en');
    expect(rows.map((r) => r.key)).toEqual(['2026-01', '2026-02']);
    expect(rows[1].cells).toEqual([
      { series: 'win', value: 0, text: '0' },
      { series: 'loss', value: null, text: '—' },
    ]);
    expect(hasValues(data)).toBe(true);
    expect(hasValues({ points: data.points, series: [{ key: 'a', label: 'A', values: [0, null] }] })).toBe(false);
  });

  it('walks the figures with the arrow keys, wrapping, Home and End to the ends', () => {
    expect(stepIndex('ArrowRight', -1, 3)).toBe(0);
    expect(stepIndex('ArrowRight', 2, 3)).toBe(0);
    expect(stepIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(stepIndex('End', 0, 3)).toBe(2);
    expect(stepIndex('Home', 2, 3)).toBe(0);
    expect(stepIndex('a', 0, 3)).toBeNull();
    expect(stepIndex('ArrowRight', 0, 0)).toBeNull();
  });

  it('follows the theme: the primary colour first, then a palette for light or dark', () => {
    expect(isDarkColor('#16181b')).toBe(true);
    expect(isDarkColor('#f6f7f8')).toBe(false);
    expect(isDarkColor('rgb(16, 24, 27)')).toBe(true);
    expect(seriesColor(data.series[0], 0, light)).toBe('#0d7a6f');
    expect(seriesColor(data.series[1], 1, dark)).not.toBe(seriesColor(data.series[1], 1, light));
    expect(seriesColor({ ...data.series[1], color: '#123456' }, 1, dark)).toBe('#123456');
  });

  it('configures Chart.js: horizontal bars, percent axis 0..1, ticks and tooltips in the locale, picks', () => {
    const picks: ChartPick[] = [];
    const cfg = chartConfig('hbar', data, {
      format: 'percent',
      locale: 'de',
      theme: light,
      onPick: (p) => picks.push(p),
    });
    expect(cfg.type).toBe('bar');
    expect(cfg.options.indexAxis).toBe('y');
    const x = cfg.options.scales.x as { min?: number; max?: number; ticks: { callback: (v: number) => string } };
    expect([x.min, x.max]).toEqual([0, 1]);
    expect(x.ticks.callback(0.25)).toBe('25\u00a0%');
    expect(cfg.options.plugins.legend.display).toBe(true);
    expect(cfg.options.plugins.tooltip.callbacks.label({ dataset: { label: 'Wins' }, raw: 0.5 })).toBe(
      'Wins: 50\u00a0%',
    );
    cfg.options.onClick(null, [{ index: 1, datasetIndex: 0 }]);
    cfg.options.onClick(null, []);
    expect(picks).toEqual([{ point: '2026-02', series: 'win' }]);
    const line = chartConfig('line', data, { format: 'count', locale: 'en', theme: dark });
    expect(line.type).toBe('line');
    expect(line.data.datasets[0].borderColor).toBe('#2bb3a3');
  });

  it('gives each bar of a mix its own colour', () => {
    const d = oneSeries('Mix', [
      { key: 'a', label: 'A', value: 2, color: '#f00' },
      { key: 'b', label: 'B', value: 1 },
    ]);
    const cfg = chartConfig('hbar', d, { format: 'count', locale: 'en', theme: light });
    expect(cfg.data.datasets[0].backgroundColor).toEqual(['#f00', '#0d7a6f']);
  });
});

describe('deck chart hooks', () => {
  it('Marvel Champions: cost curve 0..5 at least with X, the four resource icons, types and aspects', () => {
    const charts = mcDeckCharts(
      {
        costCurve: { '1': 4, '3': 2, x: 1 },
        resources: { energy: 3, mental: 1, physical: 0, wild: 2 },
        types: { ally: 4, event: 3 },
        aspects: { hero: 15, justice: 25 },
      },
      text((k) => k.startsWith('mc.terms.resources')),
    );
    expect(charts.map((c) => c.key)).toEqual(['cost', 'resources', 'types', 'aspects']);
    const cost = charts[0].data;
    expect(cost.points.map((p) => p.key)).toEqual(['0', '1', '2', '3', '4', '5', 'x']);
    expect(cost.series[0].values).toEqual([0, 4, 0, 2, 0, 0, 1]);
    const res = charts[1];
    expect(res.kind).toBe('hbar');
    expect(res.data.points.map((p) => p.label)).toEqual([
      '[mc.terms.resources.energy]',
      '[mc.terms.resources.mental]',
      '[mc.terms.resources.physical]',
      '[mc.terms.resources.wild]',
    ]);
    expect(res.data.series[0].colors?.every(Boolean)).toBe(true);
    expect(charts[3].data.points.map((p) => p.key)).toEqual(['justice', 'hero']);
  });

  it('Berserk: cost curve, elements in rule 202 order, gold (elite) against silver, types (digest §1 eliteness)', () => {
    const charts = berserkDeckCharts(
      {
        costCurve: { '2': 3, '7': 1 },
        types: { creature: 3, artifact: 1 },
        elements: { darkness: 2, steppes: 2 },
        elite: { gold: 1, silver: 3 },
      },
      text(() => true),
    );
    expect(charts.map((c) => c.key)).toEqual(['cost', 'elements', 'crystals', 'types']);
    expect(charts[0].data.series[0].values).toEqual([0, 0, 3, 0, 0, 0, 0, 1]);
    expect(charts[1].data.points.map((p) => p.key)).toEqual(['steppes', 'darkness']);
    expect(charts[2].data.series[0].values).toEqual([1, 3]);
    expect(charts[2].data.points.map((p) => p.label)).toEqual(['[charts.deck.gold]', '[charts.deck.silver]']);
    expect(charts[3].data.points.map((p) => p.key)).toEqual(['creature', 'artifact']);
  });

  it('is asked through the registry; a game without a hook has no deck charts', () => {
    const bare: GameScreens = { id: 'fixture', short: 'fx', icon: 'cards', pages: [] };
    expect(deckChartsFor('fixture', [bare])).toBeUndefined();
    expect(deckChartsFor('berserk')).toBe(berserkDeckCharts);
    expect(deckChartsFor('marvel-champions')).toBe(mcDeckCharts);
  });
});
