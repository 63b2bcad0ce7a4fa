/**
 * The figures chart (chart.js + react-chartjs-2). Loaded with `React.lazy` only by the figures screen, so chart.js
 * is its own chunk; the same figures stand in a table below it for keyboard and screen-reader users.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from 'styled-components';
import { centsBarChart, ChartBox } from '@marktplatz/shared/kit';
import type { FigureBucket } from '../api/getFigures';
import { figuresMessages as t } from '../messages';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface FiguresChartProps {
  buckets: FigureBucket[];
  /** The chart's accessible name (what it shows and where the figures are). */
  label: string;
}

/** Turnover (GMV) and commission per bucket. */
export default function FiguresChart({ buckets, label }: FiguresChartProps) {
  const theme = useTheme();
  const { data, options } = centsBarChart(
    theme,
    buckets.map((bucket) => bucket.label),
    [
      { label: t.gmv, cents: buckets.map((bucket) => bucket.gmv_cents), color: theme.colors.primary },
      { label: t.commission, cents: buckets.map((bucket) => bucket.commission_cents), color: theme.colors.success },
    ],
  );
  return (
    <ChartBox data-testid="figures-chart">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}
