import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { mockApi, ok } from '@marktplatz/shared/testing';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { countdownText } from './lib/format';
import { apiSort, labelOf, PROPERTY_SORTS } from './features/properties';

describe('Area', () => {
  it('answers an unknown address of the area with a German not-found page under its remote name', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/leads/gibt-es-nicht/wirklich']}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('/finder', () => {
  it('leads to the one property search /properties, keeping the filters', async () => {
    const api = mockApi((call) =>
      call.url === 'api/finder' ? ok([], { meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, sorts: {} }) : undefined,
    );
    try {
      render(
        <MemoryRouter initialEntries={['/finder?type=haus']}>
          <ThemeProvider>
            <Area />
            <Where />
          </ThemeProvider>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Immobilien' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/properties?type=haus');
    } finally {
      api.restore();
    }
  });
});

describe('finder sorts', () => {
  it('offers the spec 01 §2 labels and maps them to the API keys', () => {
    expect(PROPERTY_SORTS.map((sort) => labelOf(sort.option))).toEqual([
      'Aktualität (neueste zuerst)',
      'Preis (aufsteigend)',
      'Preis (absteigend)',
      'Wohnfläche (aufsteigend)',
      'Wohnfläche (absteigend)',
      'Zimmeranzahl (aufsteigend)',
      'Zimmeranzahl (absteigend)',
      'Entfernung (nächste)',
      'Entfernung (weiteste)',
    ]);
    expect(apiSort({ key: 'livingSpace', direction: 'desc' })).toBe('area_desc');
    expect(apiSort({ key: 'distanceFarthest' })).toBe('distance_desc');
    expect(apiSort(null)).toBe('newest');
  });
});

describe('texts', () => {
  it('writes the countdown in German and says when it is over', () => {
    expect(countdownText({ offer_expired_days: 1, offer_expired_hours: 2, offer_expired_minutes: 5 })).toBe('1 Tag, 2 Std., 5 Min.');
    expect(countdownText({ offer_expired_days: 13, offer_expired_hours: 0, offer_expired_minutes: 0 })).toBe('13 Tage, 0 Std., 0 Min.');
    expect(countdownText({ offer_expired_days: 0, offer_expired_hours: 0, offer_expired_minutes: 0 })).toBe('abgelaufen');
  });
});
