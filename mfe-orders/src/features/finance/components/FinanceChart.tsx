/**
 * The finance chart (chart.js + react-chartjs-2). Loaded with `React.lazy` only by the finance screen, so chart.js
 * is its own chunk; the same figures stand in a table beside it for keyboard and screen-reader users.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from 'styled-components';
import { centsBarChart, ChartBox } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import type { FinanceMonth } from '../types';
import { monthLabel } from '../lib/period';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const text = messages.finance;

export interface FinanceChartProps {
  months: FinanceMonth[];
  /** The chart's accessible name (what it shows and where the figures are). */
  label: string;
}

/** Turnover and refunds per month. */
export default function FinanceChart({ months, label }: FinanceChartProps) {
  const theme = useTheme();
  const { data, options } = centsBarChart(
    theme,
    months.map((month) => monthLabel(month.month)),
    [
      { label: text.turnover, cents: months.map((month) => month.turnover_cents), color: theme.colors.primary },
      { label: text.refunds, cents: months.map((month) => month.refunds_cents), color: theme.colors.danger },
    ],
  );
  return (
    <ChartBox data-testid="finance-chart">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </ChartBox>
  );
}
