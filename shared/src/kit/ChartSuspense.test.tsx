import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { ChartSuspense } from './ChartSuspense';

const NeverLoaded = lazy(() => new Promise<{ default: () => null }>(() => undefined));

describe('ChartSuspense', () => {
  it('holds the chart’s place with a spoken status while its code loads', () => {
    renderWithTheme(
      <ChartSuspense loadingText="Diagramm wird geladen …">
        <NeverLoaded />
      </ChartSuspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Diagramm wird geladen …');
  });
});
