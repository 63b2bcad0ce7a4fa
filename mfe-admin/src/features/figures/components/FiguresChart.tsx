/**
 * The figures chart (chart.js + react-chartjs-2). Loaded with `React.lazy` only by the figures screen, so chart.js
 * is its own chunk; the same figures stand in a table below it for keyboard and screen-reader users.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import styled, { useTheme } from 'styled-components';
import { formatCents, formatGermanNumber } from '@marktplatz/shared';
import type { FigureBucket } from '../api/getFigures';
import { figuresMessages as t } from '../messages';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const axisEuros = (value: number) => `${formatGermanNumber(value, { maximumFractionDigits: 0 })}\u00a0€`;

const ChartBox = styled.div`
  position: relative;
  height: 18rem;
`;

export interface FiguresChartProps {
  buckets: FigureBucket[];
  /** The chart's accessible name (what it shows and where the figures are). */
  label: string;
}

export default function FiguresChart({ buckets, label }: FiguresChartProps) {
  const theme = useTheme();
  const data = {
    labels: buckets.map((bucket) => bucket.label),
    datasets: [
      { label: t.gmv, data: buckets.map((bucket) => bucket.gmv_cents / 100), backgroundColor: theme.colors.primary },
      { label: t.commission, data: buckets.map((bucket) => bucket.commission_cents / 100), backgroundColor: theme.colors.success },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    locale: 'de-DE',
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.colors.text } },
      tooltip: {
        callbacks: {
          label: (item) => {
            const bucket = buckets[item.dataIndex];
            const cents = bucket ? (item.datasetIndex === 0 ? bucket.gmv_cents : bucket.commission_cents) : 0;
            return `${item.dataset.label ?? ''}: ${formatCents(cents)}`;
          },
        },
      },
    },
    scales: {
      x: { ticks: { color: theme.colors.textMuted, autoSkip: true, maxRotation: 0 } },
      y: { beginAtZero: true, ticks: { color: theme.colors.textMuted, callback: (value) => axisEuros(Number(value)) } },
    },
  };
  return (
    <ChartBox data-testid="figures-chart">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}
