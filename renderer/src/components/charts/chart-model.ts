/**
 * The data of a chart and everything about it that is not drawing: value formatting in the UI
 * language, the theme's colours, the text summary and table that stand in for the picture for
 * screen readers and keyboard users, and the Chart.js configuration (a plain object, so it is
 * tested without a canvas). Game-neutral: labels come translated from the caller.
 */

/** One position on the category axis (a month, a hero, a cost). */
export interface ChartPoint {
  key: string;
  label: string;
}

/** One series over the points; `values[i]` belongs to `points[i]` (null: no value). */
export interface ChartSeries {
  key: string;
  label: string;
  values: Array<number | null>;
  /** A fixed colour (a resource's, an element's); otherwise the theme's palette. */
  color?: string;
  /** One colour per point (a mix where each bar is its own thing). */
  colors?: Array<string | undefined>;
}

export interface ChartData {
  points: ChartPoint[];
  series: ChartSeries[];
}

/** bar: vertical bars; hbar: horizontal bars (long words); stacked: stacked bars; line: over time. */
export type ChartKind = 'bar' | 'hbar' | 'stacked' | 'line';

/** How values read: a count, a share 0..1 shown as a percentage, minutes shown as hours and minutes. */
export type ChartFormat = 'count' | 'percent' | 'minutes';

/** A figure picked on the chart (clicked, Enter on it, or its table button). */
export interface ChartPick {
  point: string;
  series: string;
}

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  primary: string;
  dark: boolean;
}

/** Categorical colours readable on the light and on the dark background (the dark ones lighter). */
const PALETTE = {
  light: ['#0d7a6f', '#c2410c', '#4f46e5', '#b45309', '#be185d', '#047857', '#6d28d9', '#0369a1'],
  dark: ['#2bb3a3', '#fb923c', '#818cf8', '#fbbf24', '#f472b6', '#34d399', '#a78bfa', '#38bdf8'],
} as const;

export function palette(dark: boolean): readonly string[] {
  return dark ? PALETTE.dark : PALETTE.light;
}

/** The colour of series `i` (its own when it has one; the first series takes the theme's primary). */
export function seriesColor(s: ChartSeries, i: number, theme: ChartTheme): string {
  if (s.color) return s.color;
  if (i === 0) return theme.primary;
  const p = palette(theme.dark);
  return p[i % p.length];
}

/** Whether a CSS colour (#rgb, #rrggbb or rgb()/rgba()) is dark: the app's dark theme has a dark body. */
export function isDarkColor(color: string): boolean {
  const rgb = parseColor(color);
  if (!rgb) return false;
  const [r, g, b] = rgb.map((c) => c / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

function parseColor(color: string): [number, number, number] | null {
  const c = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((x) => x + x).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  return fn ? [Number(fn[1]), Number(fn[2]), Number(fn[3])] : null;
}

/** A value in the UI language; null is a dash. */
export function formatValue(v: number | null, format: ChartFormat, locale: string): string {
  if (v === null || !Number.isFinite(v)) return '—';
  if (format === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(v);
  if (format === 'minutes') {
    const h = Math.floor(v / 60);
    const m = Math.round(v % 60);
    const unit = (n: number, u: 'hour' | 'minute') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
    return h > 0 ? `${unit(h, 'hour')} ${unit(m, 'minute')}` : unit(m, 'minute');
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);
}

/** "Title. Point: value, …" (one series) or "Series — Point: value" per series, for aria descriptions. */
export function summaryText(data: ChartData, format: ChartFormat, locale: string): string {
  const one = data.series.length === 1;
  return data.series
    .map((s) => {
      const parts = data.points.map((p, i) => `${p.label}: ${formatValue(s.values[i] ?? null, format, locale)}`);
      return one ? parts.join(', ') : `${s.label} — ${parts.join(', ')}`;
    })
    .join('; ');
}

/** Whether there is anything to draw. */
export function hasValues(data: ChartData): boolean {
  return data.series.some((s) => s.values.some((v) => v !== null && v !== 0));
}

/** The table that stands for the chart: one row per point, one cell per series. */
export function tableRows(
  data: ChartData,
  format: ChartFormat,
  locale: string,
): Array<{ key: string; label: string; cells: Array<{ series: string; value: number | null; text: string }> }> {
  return data.points.map((p, i) => ({
    key: p.key,
    label: p.label,
    cells: data.series.map((s) => ({
      series: s.key,
      value: s.values[i] ?? null,
      text: formatValue(s.values[i] ?? null, format, locale),
    })),
  }));
}

/** The next point for the arrow keys (wraps; Home/End to the ends); null for other keys. */
export function stepIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return index < 0 ? 0 : (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Options of the value axis: percent axes run 0..100 %, counts start at 0 with whole steps. */
function valueScale(format: ChartFormat, theme: ChartTheme, locale: string, stacked: boolean) {
  return {
    beginAtZero: true,
    stacked,
    ...(format === 'percent' ? { min: 0, max: 1 } : {}),
    grid: { color: theme.grid },
    border: { color: theme.grid },
    ticks: {
      color: theme.muted,
      precision: format === 'percent' ? undefined : 0,
      callback: (v: number | string) => formatValue(Number(v), format, locale),
    },
  };
}

/**
 * The Chart.js configuration of a chart (type, data, options). `onPick` is called with the point
 * and series of a clicked bar or point. No animation: charts change with filters, and reduced
 * motion is the calm default.
 */
export function chartConfig(
  kind: ChartKind,
  data: ChartData,
  options: { format: ChartFormat; locale: string; theme: ChartTheme; onPick?: (pick: ChartPick) => void },
) {
  const { format, locale, theme, onPick } = options;
  const horizontal = kind === 'hbar';
  const stacked = kind === 'stacked';
  const line = kind === 'line';
  const datasets = data.series.map((s, i) => {
    const color = seriesColor(s, i, theme);
    const perPoint = s.colors ? data.points.map((_, j) => s.colors?.[j] ?? color) : color;
    return {
      label: s.label,
      data: s.values,
      backgroundColor: perPoint,
      borderColor: line ? color : perPoint,
      borderWidth: line ? 2 : 0,
      borderRadius: line ? 0 : 2,
      pointRadius: line ? 3 : undefined,
      pointHoverRadius: line ? 6 : undefined,
      tension: line ? 0.25 : undefined,
      spanGaps: line ? true : undefined,
      maxBarThickness: 36,
    };
  });
  const category = {
    stacked,
    grid: { display: false },
    border: { color: theme.grid },
    ticks: { color: theme.muted, autoSkip: true, maxRotation: 0 },
  };
  const value = valueScale(format, theme, locale, stacked);
  return {
    type: line ? ('line' as const) : ('bar' as const),
    data: { labels: data.points.map((p) => p.label), datasets },
    options: {
      animation: false as const,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: horizontal ? ('y' as const) : ('x' as const),
      locale,
      interaction: { mode: 'nearest' as const, intersect: !line },
      scales: horizontal ? { x: value, y: category } : { x: category, y: value },
      plugins: {
        legend: {
          display: data.series.length > 1,
          position: 'bottom' as const,
          labels: { color: theme.text, boxWidth: 12 },
        },
        tooltip: {
          backgroundColor: theme.surface,
          titleColor: theme.text,
          bodyColor: theme.text,
          borderColor: theme.grid,
          borderWidth: 1,
          callbacks: {
            label: (ctx: { dataset: { label?: string }; raw: unknown }) =>
              `${data.series.length > 1 ? `${ctx.dataset.label ?? ''}: ` : ''}${formatValue(
                typeof ctx.raw === 'number' ? ctx.raw : null,
                format,
                locale,
              )}`,
          },
        },
      },
      onClick: (_e: unknown, elements: Array<{ index: number; datasetIndex: number }>) => {
        const el = elements[0];
        if (!el || !onPick) return;
        const point = data.points[el.index];
        const series = data.series[el.datasetIndex];
        if (point && series) onPick({ point: point.key, series: series.key });
      },
    },
  };
}

/** One series from labelled values (a cost curve, a mix): each bar may bring its own colour. */
export function oneSeries(
  label: string,
  bars: ReadonlyArray<{ key: string; label: string; value: number; color?: string }>,
): ChartData {
  const colored = bars.some((b) => b.color);
  return {
    points: bars.map((b) => ({ key: b.key, label: b.label })),
    series: [
      {
        key: 'value',
        label,
        values: bars.map((b) => b.value),
        ...(colored ? { colors: bars.map((b) => b.color) } : {}),
      },
    ],
  };
}
