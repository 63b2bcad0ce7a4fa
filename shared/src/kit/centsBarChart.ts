import styled, { type DefaultTheme } from 'styled-components';
import { formatCents, formatGermanNumber } from '@marktplatz/shared';

/** chart.js fills its parent: a fixed height, positioned for the tooltip. */
export const ChartBox = styled.div`
  position: relative;
  height: 18rem;
`;

/** One row of bars: its legend label, an amount in cents per label of the x axis, and its colour. */
export interface CentsSeries {
  label: string;
  cents: readonly number[];
  color: string;
}

const axisEuros = (value: number) => `${formatGermanNumber(value, { maximumFractionDigits: 0 })}\u00a0€`;

/**
 * `data` and `options` of a bar chart of euro amounts (react-chartjs-2's `Bar`) in the theme's colours: German axis
 * and tooltip (`1.234,56 €`), legend below. The page loads chart.js itself (its own lazy chunk); this holds no chart.js.
 */
export function centsBarChart(theme: DefaultTheme, labels: readonly string[], series: readonly CentsSeries[]) {
  return {
    data: {
      labels: [...labels],
      datasets: series.map((row) => ({ label: row.label, data: row.cents.map((cents) => cents / 100), backgroundColor: row.color })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: 'de-DE',
      plugins: {
        legend: { position: 'bottom' as const, labels: { color: theme.colors.text } },
        tooltip: {
          callbacks: {
            label: (item: { dataIndex: number; datasetIndex: number; dataset: { label?: string } }) =>
              `${item.dataset.label ?? ''}: ${formatCents(series[item.datasetIndex]?.cents[item.dataIndex] ?? 0)}`,
          },
        },
      },
      scales: {
        x: { ticks: { color: theme.colors.textMuted, autoSkip: true, maxRotation: 0 } },
        y: { beginAtZero: true, ticks: { color: theme.colors.textMuted, callback: (value: number | string) => axisEuros(Number(value)) } },
      },
    },
  };
}
