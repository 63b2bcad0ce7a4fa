import { themes } from '../theme/themes';
import { centsBarChart } from './centsBarChart';

describe('centsBarChart', () => {
  const theme = themes.LIGHT;
  const chart = centsBarChart(
    theme,
    ['Nov. 2026', 'Dez. 2026'],
    [
      { label: 'Umsatz', cents: [123456, 99], color: theme.colors.primary },
      { label: 'Erstattungen', cents: [500, 0], color: theme.colors.danger },
    ],
  );

  it('draws euros and names the exact cents in the German tooltip', () => {
    expect(chart.data.datasets.map((set) => set.data)).toEqual([
      [1234.56, 0.99],
      [5, 0],
    ]);
    const label = chart.options.plugins.tooltip.callbacks.label({ dataIndex: 0, datasetIndex: 0, dataset: { label: 'Umsatz' } });
    expect(label).toMatch(/^Umsatz: 1\.234,56\s€$/);
    expect(chart.options.scales.y.ticks.callback(2500)).toMatch(/^2\.500\s€$/);
  });
});
