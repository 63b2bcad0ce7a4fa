import { screen } from '@testing-library/react';
import Area, { REMOTE_NAME } from './Area';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';

jest.mock('./features/search/api/listIndustries', () => ({ listIndustries: async () => [] }));

describe('Area', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('shows the provider search under its remote name at /provider-search', async () => {
    api = mockApi((call) =>
      call.url === 'provider_search' ? ok([], { meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } }) : undefined,
    );
    const { container } = renderAt(<Area />, '/provider-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anbieter finden' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Anbieter gefunden')).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });

  it('answers an unknown stores path with the German not-found page', async () => {
    api = mockApi(() => undefined);
    renderAt(<Area />, '/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
