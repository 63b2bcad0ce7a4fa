import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '@marktplatz/shared/testing';
import { providerPageFixture as page, ratingFixture, storeFixture as store } from '../../../test/providerPage';
import ProviderPage from './ProviderPage';

function answer(extra: (call: RecordedCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return (call: RecordedCall) => {
    if (call.url === 'api/providerPageData') return ok(call.params.slug === 'baeckerei-sonne-12' ? { ...page, redirect: true } : page);
    if (call.url === 'providerStoreLocations') return ok([store(1, 'Laden Mitte', true), store(2, 'Laden Nord', false)]);
    if (call.url === 'api/v2/rating') return ok([ratingFixture], { meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } });
    if (call.url === 'v2/rating-report-reasons') return ok([{ value: 'spam', label: 'Spam oder Werbung' }]);
    if (call.url === 'api/getVendorPolicy')
      return ok({ return_policy: '14 Tage Rückgabe.', shipping_policy: '', privacy_policy: '', updated_at: null });
    return extra(call);
  };
}

const product = (id: number, name: string, price: number, photo: string | null) => ({
  id,
  name,
  slug: `produkt-${id}`,
  photo,
  price,
  price_cents: Math.round(price * 100),
  previous_price: null,
  tax: 19,
  avg_rating: 0,
  total_review: 0,
  stock: 5,
  in_stock: true,
  default_variant_id: null,
  category_name: 'Brot',
  base_price_label: null,
  provider: { id: 12, name: 'Bäckerei Sonne', slug: 'baeckerei-sonne' },
});

const route = (id: number, name: string, providerId: number) => ({
  id,
  name,
  slug: `route-${id}`,
  description: 'Torten für Ihr Fest, auf Wunsch geliefert.',
  postal_code: '10115',
  radius: 25,
  world_category_id: 3,
  provider: { id: providerId, name: providerId === 12 ? 'Bäckerei Sonne' : 'Konditorei Mond' },
});

const worlds = [
  {
    id: 3,
    title: 'Feiern',
    slug: 'feiern',
    image: null,
    description: '',
    view_count: 0,
    lead_routes: [route(41, 'Hochzeitstorte', 12), route(42, 'Geburtstagstorte', 13)],
  },
  { id: 4, title: 'Garten', slug: 'garten', image: null, description: '', view_count: 0, lead_routes: [] },
];

const searchResult = (rows: unknown[]) => ok({ data: rows, total_pages: 1, total_records: rows.length, filters: {} });

const at = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/provider-detail/:slug" element={<ProviderPage />} />
    </Routes>,
    path,
  );

describe('ProviderPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('shows the page with the stores’ state now, the week in German, closed days, offers in EUR and the rating bars', async () => {
    api = mockApi(answer());
    at('/provider-detail/baeckerei-sonne');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bäckerei Sonne' })).toBeInTheDocument();
    const [mitte, nord] = await screen.findAllByTestId('store');
    expect(within(mitte!).getByText('Jetzt geöffnet')).toBeInTheDocument();
    expect(within(nord!).getByText('Geschlossen')).toBeInTheDocument();
    expect(within(mitte!).getByRole('rowheader', { name: /^Montag/ })).toBeInTheDocument();
    expect(within(mitte!).getAllByText('08:00–18:00 Uhr')).toHaveLength(5);
    expect(within(mitte!).getByText(/24\.12\.2026 – 31\.12\.2026 \(Betriebsferien\)/)).toBeInTheDocument();
    expect(screen.getByText('9,90 €')).toBeInTheDocument();
    expect(screen.getByText('statt 12,50 €')).toBeInTheDocument();
    expect(screen.getByText('Meisterbetrieb')).toBeInTheDocument();
    expect(await screen.findByText('Knusprig und frisch, gerne wieder.')).toBeInTheDocument();
    expect(await screen.findByText('14 Tage Rückgabe.')).toBeInTheDocument();
  });

  it('reports a review: asks for a reason in German first, then sends it and thanks', async () => {
    signIn('User');
    let body: unknown;
    api = mockApi(
      answer((call) => {
        if (call.url === 'api/sendProviderRatingReport') {
          body = call.data;
          return ok({}, { message: 'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung.' });
        }
        return undefined;
      }),
    );
    at('/provider-detail/baeckerei-sonne');
    fireEvent.click(await screen.findByRole('button', { name: 'Melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung melden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie einen Grund für die Meldung.')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await within(dialog).findByRole('option', { name: 'Spam oder Werbung' });
    fireEvent.change(within(dialog).getByLabelText(/^Grund/), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Vielen Dank für Ihre Meldung.');
    await waitFor(() => expect(body).toEqual({ rating_id: 31, reason: 'spam', message: null }));
  }, 20_000);

  it('redirects an old slug form to the one stored slug', async () => {
    api = mockApi(answer());
    at('/provider-detail/baeckerei-sonne-12');
    await screen.findByRole('heading', { level: 1, name: 'Bäckerei Sonne' });
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-detail/baeckerei-sonne');
  });

  it('requests an appointment by picking a day and one of its free slots; a slot taken meanwhile (409) is said and the day reloads', async () => {
    signIn('User');
    const bodies: unknown[] = [];
    let slotCalls = 0;
    const slot = (time: string) => ({ time, starts_at: `2030-03-04T${time}:00+01:00`, ends_at: `2030-03-04T${time}:30+01:00` });
    api = mockApi(
      answer((call) => {
        if (call.url === 'api/provider_appointment/slots') {
          slotCalls += 1;
          expect(call.params).toEqual({ store_id: 1, date: '2030-03-04' });
          return ok({
            date: '2030-03-04',
            slot_minutes: 30,
            closed_reason: null,
            slots: slotCalls === 1 ? [slot('09:00'), slot('09:30'), slot('14:00')] : [slot('09:00'), slot('14:00')],
          });
        }
        if (call.url !== 'api/provider_appointment') return undefined;
        bodies.push(call.data);
        return bodies.length === 1
          ? ({
              status: 409,
              data: { status: false, message: 'Dieser Termin ist leider schon vergeben. Bitte wählen Sie eine andere Uhrzeit.' },
            } as ReturnType<typeof ok>)
          : { status: 201, data: { status: true, message: 'Ihre Terminanfrage wurde gesendet.', data: { id: 1 } } };
      }),
    );
    at('/provider-detail/baeckerei-sonne');
    fireEvent.click(await screen.findByRole('button', { name: 'Termin anfragen' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText(/^Tag/);
    expect(day).toHaveAttribute('type', 'date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie einen Tag.')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '2030-03-04' } });
    const slots = await within(dialog).findByRole('group', { name: 'Freie Uhrzeiten am Montag, 04.03.2030 (3)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine freie Uhrzeit.')).toBeInTheDocument();
    fireEvent.click(within(slots).getByRole('radio', { name: '09:30 Uhr' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText(/schon vergeben/)).toBeInTheDocument();
    const reloaded = await within(dialog).findByRole('group', { name: 'Freie Uhrzeiten am Montag, 04.03.2030 (2)' });
    expect(within(reloaded).queryByRole('radio', { name: '09:30 Uhr' })).not.toBeInTheDocument();
    fireEvent.click(within(reloaded).getByRole('radio', { name: '14:00 Uhr' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Ihre Terminanfrage wurde gesendet.');
    expect(bodies).toEqual([
      { store_id: 1, date: '2030-03-04', time: '09:30', message: null },
      { store_id: 1, date: '2030-03-04', time: '14:00', message: null },
    ]);
  });

  it('says why a day offers no slot (closed day from the API)', async () => {
    signIn('User');
    api = mockApi(
      answer((call) =>
        call.url === 'api/provider_appointment/slots'
          ? ok({ date: '2030-03-05', slot_minutes: 30, closed_reason: 'An diesem Tag ist der Standort geschlossen (Inventur).', slots: [] })
          : undefined,
      ),
    );
    at('/provider-detail/baeckerei-sonne');
    fireEvent.click(await screen.findByRole('button', { name: 'Termin anfragen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Tag/), { target: { value: '2030-03-05' } });
    expect(await within(dialog).findByText('An diesem Tag ist der Standort geschlossen (Inventur).')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the provider’s products as cards with the price in EUR and the VAT notice, and its lead routes linking to the request', async () => {
    api = mockApi(
      answer((call) => {
        if (call.url === 'api/search')
          return searchResult([product(5, 'Roggenbrot', 4.5, '/img/brot.jpg'), product(6, 'Dinkelbrötchen', 0.8, null)]);
        if (call.url === 'v2/world/categorys/all') return ok(worlds);
        return undefined;
      }),
    );
    at('/provider-detail/baeckerei-sonne');
    const products = await screen.findByTestId('provider-products');
    const cards = within(products).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/product/produkt-5');
    expect(within(cards[0]!).getByRole('img', { name: 'Produktbild: Roggenbrot' })).toHaveAttribute('src', '/img/brot.jpg');
    expect(within(cards[0]!).getByText('4,50 €')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('0,80 €')).toBeInTheDocument();
    expect(within(products).getAllByText('inkl. MwSt., zzgl. Versand')).toHaveLength(2);
    expect(api.calls.find((call) => call.url === 'api/search')?.params).toMatchObject({ provider_id: 12 });

    const leads = await screen.findByTestId('provider-leads');
    const links = within(leads).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Hochzeitstorte anfragen');
    expect(links[0]).toHaveAttribute('href', '/world-category/lead/feiern/route-41');
    expect(within(leads).queryByText('Geburtstagstorte')).not.toBeInTheDocument();
  });

  it('shows neither products nor requests and asks for neither when the provider switched them off', async () => {
    api = mockApi((call) => (call.url === 'api/providerPageData' ? ok({ ...page, show_product: 0, show_lead: 0 }) : answer()(call)));
    at('/provider-detail/baeckerei-sonne');
    await screen.findByRole('heading', { level: 1, name: 'Bäckerei Sonne' });
    await screen.findByText('14 Tage Rückgabe.');
    expect(screen.queryByRole('heading', { name: 'Produkte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Anfragen' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'api/search' || call.url === 'v2/world/categorys/all')).toBe(false);
  });

  it('says so when there are no products, and offers a retry when the requests could not be loaded', async () => {
    let worldCalls = 0;
    api = mockApi(
      answer((call) => {
        if (call.url === 'api/search') return searchResult([]);
        if (call.url === 'v2/world/categorys/all') {
          worldCalls += 1;
          return worldCalls === 1
            ? ({ status: 500, data: { status: false, message: 'Serverfehler' } } as ReturnType<typeof ok>)
            : ok(worlds);
        }
        return undefined;
      }),
    );
    at('/provider-detail/baeckerei-sonne');
    expect(await screen.findByText('Dieser Anbieter hat gerade keine Produkte im Angebot.')).toBeInTheDocument();
    expect(await screen.findByText('Die Anfragemöglichkeiten konnten nicht geladen werden.')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Anfragen' });
    fireEvent.click(within(section).getByRole('button', { name: /erneut/i }));
    expect(await screen.findByTestId('provider-leads')).toHaveTextContent('Hochzeitstorte');
  });
});
