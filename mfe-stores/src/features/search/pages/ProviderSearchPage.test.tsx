import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { familyStateStore, http, httpApi } from '@marktplatz/shared';
import { mockApi, ok, renderAt, type RecordedCall } from '@marktplatz/shared/testing';
import ProviderSearchPage from './ProviderSearchPage';

const listIndustries = jest.fn(async () => [
  { id: 3, name: 'Bäckerei' },
  { id: 5, name: 'Friseur' },
]);
jest.mock('../api/listIndustries', () => ({ listIndustries: () => listIndustries() }));

const card = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'baeckerei-sonne',
  company_name: 'Bäckerei Sonne',
  logo: null,
  city: 'Berlin',
  rating: 4.5,
  rating_count: 2,
  premium: false,
  distance_km: 3.24,
  industries: [{ id: 3, name: 'Bäckerei' }],
  store: { id: 9, title: 'Filiale Mitte', city: 'Berlin', latitude: 52.53, longitude: 13.38 },
  open_now: true,
  open_text: 'Geöffnet bis 18:00 Uhr',
  ...over,
});

const meta = (total: number) => ({ meta: { current_page: 1, last_page: 1, per_page: 12, total } });

describe('ProviderSearchPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    sessionStorage.clear();
    familyStateStore.resetMemory();
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
  });
  afterEach(() => api.restore());

  it('searches by industries (repeated filter[industry][] keys), postal code and radius, sorts by Entfernung (nächste) and shows distance and open state', async () => {
    const searches: RecordedCall[] = [];
    api = mockApi((call) => {
      if (call.url !== 'provider_search') return undefined;
      searches.push(call);
      return ok(
        [
          card(),
          card({
            id: 2,
            slug: 'friseur-eck',
            company_name: 'Friseur Eck',
            distance_km: 12,
            open_now: false,
            open_text: 'Öffnet morgen um 09:00 Uhr',
          }),
        ],
        meta(2),
      );
    });
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Bäckerei Sonne');

    // „Branchen“ opened: the list loads then (not with the page); its fields register in the effects of the render
    // that shows them (one task later).
    fireEvent.click(screen.getByText('Branchen'));
    const bakery = (await screen.findByRole('checkbox', { name: 'Bäckerei' })) as HTMLInputElement;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(bakery);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friseur' }));
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '10115' } });
    fireEvent.change(screen.getByLabelText('Umkreis'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter suchen' }));
    await screen.findByText('2 Anbieter im Umkreis von 25 km um 10115');
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'distance_asc' } });
    await screen.findByText('2 Anbieter im Umkreis von 25 km um 10115');

    const last = searches[searches.length - 1]!;
    expect(last.params).toEqual({
      'filter[industry][]': ['3', '5'],
      postal_code: ['10115'],
      radius: ['25'],
      sort: ['distance_asc'],
      page: ['1'],
    });
    const cards = screen.getAllByTestId('provider-card');
    expect(within(cards[0]!).getByText('3,2 km entfernt')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Jetzt geöffnet')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Geschlossen')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Öffnet morgen um 09:00 Uhr/)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Bäckerei Sonne' })).toHaveAttribute('href', '/provider-detail/baeckerei-sonne');
  });

  it('sends open_now=1 with „Jetzt geöffnet“, keeps it in the family filters across a new search, and says so in the count', async () => {
    const searches: RecordedCall[] = [];
    api = mockApi((call) => {
      if (call.url !== 'provider_search') return undefined;
      searches.push(call);
      const onlyOpen = (call.params.open_now as string[] | undefined)?.[0] === '1';
      return onlyOpen
        ? ok([card()], meta(1))
        : ok([card(), card({ id: 2, slug: 'friseur-eck', company_name: 'Friseur Eck', open_now: false })], meta(2));
    });
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Friseur Eck');
    expect(searches[searches.length - 1]!.params.open_now).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    await screen.findByText('1 Anbieter jetzt geöffnet');
    expect(screen.queryByText('Friseur Eck')).toBeNull();
    expect(searches[searches.length - 1]!.params).toMatchObject({ open_now: ['1'], page: ['1'] });
    expect(familyStateStore.get('provider').filters.open_now).toBe(true);

    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '10115' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter suchen' }));
    await screen.findByText('1 Anbieter im Umkreis von 25 km um 10115, jetzt geöffnet');
    expect(searches[searches.length - 1]!.params).toMatchObject({ open_now: ['1'], postal_code: ['10115'] });
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    await screen.findByText('Friseur Eck');
    expect(searches[searches.length - 1]!.params.open_now).toBeUndefined();
  });

  it('announces the result count once, in one live region, after the result has settled and with its own number', async () => {
    let release: (() => void) | undefined;
    api = mockApi((call) => {
      if (call.url !== 'provider_search') return undefined;
      return (call.params.postal_code as string[] | undefined)?.[0] === '10115'
        ? ok([card()], meta(1))
        : ok([card(), card({ id: 2, slug: 'friseur-eck', company_name: 'Friseur Eck' })], meta(2));
    });
    // The search near 10115 answers only when the test releases it.
    for (const client of [http, httpApi]) {
      const answer = client.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
      client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
        if (config.params instanceof URLSearchParams && config.params.get('postal_code') === '10115') {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return answer(config);
      };
    }
    const { container } = renderAt(<ProviderSearchPage />, '/provider-search');
    const region = screen.getByTestId('result-announcement');
    expect(container.querySelectorAll('[aria-live], [role="status"]:not([aria-label])')).toHaveLength(1);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('result-count')).not.toHaveAttribute('aria-live');
    await screen.findByText('2 Anbieter gefunden');
    await waitFor(() => expect(region).toHaveTextContent(/^Suchergebnis: 2 Anbieter gefunden$/));

    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '10115' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter suchen' }));
    // While the next search loads neither the count nor the region says the old number under the new words.
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^$/);
    expect(region).toHaveTextContent(/^$/);
    release!();
    await screen.findByText('1 Anbieter im Umkreis von 25 km um 10115');
    expect(region).toHaveTextContent(/^$/);
    await waitFor(() => expect(region).toHaveTextContent(/^Suchergebnis: 1 Anbieter im Umkreis von 25 km um 10115$/));
  }, 15_000);

  it('refuses a postal code that is not five digits with a German message and sends nothing, keeping the input', async () => {
    let count = 0;
    api = mockApi((call) => {
      if (call.url !== 'provider_search') return undefined;
      count += 1;
      return ok([], meta(0));
    });
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Keine Anbieter gefunden');
    const before = count;
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter suchen' }));
    expect(await screen.findByText('Bitte geben Sie eine Postleitzahl mit fünf Ziffern an.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl')).toHaveValue('101');
    expect(count).toBe(before);
  });

  it('asks for the industries only when the visitor opens „Branchen“, not while the page starts', async () => {
    listIndustries.mockClear();
    api = mockApi((call) => (call.url === 'provider_search' ? ok([card()], meta(1)) : undefined));
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Bäckerei Sonne');
    expect(listIndustries).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('Branchen'));
    expect(await screen.findByRole('checkbox', { name: 'Friseur' })).toBeInTheDocument();
    expect(listIndustries).toHaveBeenCalledTimes(1);
  });

  it('asks for the industries once when the pointer or the keyboard focus reaches „Branchen“, before it is opened', async () => {
    listIndustries.mockClear();
    api = mockApi((call) => (call.url === 'provider_search' ? ok([card()], meta(1)) : undefined));
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Bäckerei Sonne');

    fireEvent.pointerEnter(screen.getByText('Branchen'));
    fireEvent.focus(screen.getByText('Branchen'));
    expect(await screen.findByRole('checkbox', { name: 'Bäckerei', hidden: true })).toBeInTheDocument();
    expect(listIndustries).toHaveBeenCalledTimes(1);
  });

  it('shows the industries at once when the remembered search has industries chosen', async () => {
    listIndustries.mockClear();
    familyStateStore.set('provider', { sort: null, filters: { industries: [3] } });
    api = mockApi((call) => (call.url === 'provider_search' ? ok([card()], meta(1)) : undefined));
    renderAt(<ProviderSearchPage />, '/provider-search');
    expect(await screen.findByRole('checkbox', { name: 'Bäckerei' })).toBeChecked();
    expect(listIndustries).toHaveBeenCalledTimes(1);
  });

  it('offers the distance sorts only with a postal code', async () => {
    api = mockApi((call) => (call.url === 'provider_search' ? ok([card({ distance_km: null })], meta(1)) : undefined));
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Bäckerei Sonne');
    expect(screen.getByRole('option', { name: 'Entfernung (nächste)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Bewertung' })).not.toBeDisabled();
    expect(screen.queryByText(/km entfernt/)).toBeNull();
  });
});
