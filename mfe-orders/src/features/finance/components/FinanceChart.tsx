/**
 * The finance chart (chart.js + react-chartjs-2). Loaded with `React.lazy` only by the finance screen, so chart.js
 * is its own chunk; the same figures stand in a table beside it for keyboard and screen-reader users.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import styled, { useTheme } from 'styled-components';
import { formatCents, formatGermanNumber } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { FinanceMonth } from '../types';
import { monthLabel } from '../lib/period';

/** chart.js fills its parent: a fixed height, positioned for the tooltip. */
const ChartBox = styled.div`
  position: relative;
  height: 18rem;
`;

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const text = messages.finance;
const axisEuros = (value: number) => `${formatGermanNumber(value, { maximumFractionDigits: 0 })}\u00a0€`;

export interface FinanceChartProps {
  months: FinanceMonth[];
  /** The chart's accessible name (what it shows and where the figures are). */
  label: string;
}

export default function FinanceChart({ months, label }: FinanceChartProps) {
  const theme = useTheme();
  const data = {
    labels: months.map((month) => monthLabel(month.month)),
    datasets: [
      { label: text.turnover, data: months.map((month) => month.turnover_cents / 100), backgroundColor: theme.colors.primary },
      { label: text.refunds, data: months.map((month) => month.refunds_cents / 100), backgroundColor: theme.colors.danger },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    locale: 'de-DE',
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.colors.text } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatCents(Math.round(Number(item.raw) * 100))}` } },
    },
    scales: {
      x: { ticks: { color: theme.colors.textMuted } },
      y: { beginAtZero: true, ticks: { color: theme.colors.textMuted, callback: (value) => axisEuros(Number(value)) } },
    },
  };
  return (
    <ChartBox data-testid="finance-chart">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}
