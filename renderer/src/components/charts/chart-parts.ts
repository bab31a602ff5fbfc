/**
 * The parts of Chart.js our charts use, imported by name so the bundler leaves the rest out, and
 * registered once. Loaded only through `load-chart.ts` (its own chunk, on first use).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export { Chart };
