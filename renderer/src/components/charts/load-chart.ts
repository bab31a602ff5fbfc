/**
 * Chart.js, loaded on first use: the dynamic import keeps it out of the first bundle (Vite makes it
 * its own chunk), and only the parts our charts use are registered (bars, lines, category and
 * linear axes, tooltip, legend), which keeps that chunk small.
 */
import type { Chart as ChartType } from 'chart.js';

let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(
      m.BarController,
      m.BarElement,
      m.LineController,
      m.LineElement,
      m.PointElement,
      m.CategoryScale,
      m.LinearScale,
      m.Tooltip,
      m.Legend,
    );
    return m.Chart;
  });
  // A failed load (a broken chunk) may be tried again by the next chart.
  loading.catch(() => (loading = null));
  return loading;
}
