/**
 * Chart.js, loaded on first use: the dynamic import keeps it out of the first bundle (Vite makes
 * `chart-parts.ts` with the parts we use its own chunk).
 */
import type { Chart as ChartType } from 'chart.js';

let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('./chart-parts').then((m) => m.Chart);
  // A failed load (a broken chunk) may be tried again by the next chart.
  loading.catch(() => (loading = null));
  return loading;
}
