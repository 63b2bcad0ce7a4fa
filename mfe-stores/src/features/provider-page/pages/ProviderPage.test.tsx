import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '../../../test/harness';
import ProviderPage from './ProviderPage';

const page = {
  user_id: 12,
  slug: 'baeckerei-sonne',
  redirect: false,
  is_preview: false,
  gender: 'female',
  first_name: 'Erika',
  last_name: 'Muster',
  avatar: null,
  vendor_text: 'Brot wie früher.',
  calling_code: '+49',
  show_chat: 1,
  show_hide_text: '',
  show_profile: 1,
  company_logo: null,
  company_name: 'Bäckerei Sonne',
  url: null,
  description: 'Seit 1950 am Markt.',
  description_contents: [],
  street: 'Hauptstraße',
  street_number: '1',
  postal_code: '10115',
  city: 'Berlin',
  lat: 52.53,
  lng: 13.38,
  phone: null,
  always_open: 0,
  show_gallery: 1,
  provider_value: null,
  is_premium: false,
  second_email: null,
  image: null,
  thumbnail: null,
  avg_rating: 4,
  total_review: 1,
  quantity_of_sales: 3,
  count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 1, rating_5: 0 },
  show_rating: 1,
  show_lead: 1,
  show_product: 1,
  wishlist: false,
  preferences: [],
  certificates: [{ id: 1, name: 'Meisterbetrieb', text: 'Handwerkskammer Berlin', image: null }],
  company_images: [],
  company_contents: [
    {
      id: 4,
      title: 'Brotkorb',
      image: null,
      date: null,
      status: 1,
      button_url: null,
      button_text: '',
      text: '',
      price: '12.50',
      dicounted_price: '9.90',
      is_disabled: 0,
      is_external_url: 0,
      external_url: null,
      internal_url: null,
    },
  ],
};

const day = (d: number, open: boolean) => ({
  day: d,
  from_time: open ? '08:00' : null,
  untill_time: open ? '18:00' : null,
  after_from_time: null,
  after_untill_time: null,
  status: open,
});

const store = (id: number, title: string, openNow: boolean) => ({
  id,
  title,
  street: 'Hauptstraße',
  street_number: '1',
  zipcode: '10115',
  city: 'Berlin',
  state: 'BE',
  email: null,
  calling_code: '+49',
  mobile_number: null,
  latitude: 52.53,
  longitude: 13.38,
  coordinate_source: 'postal_code',
  is_default: id === 1,
  always_open: false,
  takes_appointments: id === 1,
  appointment_slot_minutes: 30,
  times: [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, d < 6)),
  holidays: [{ id: 7, start_date: '2026-12-24', end_date: '2026-12-31', title: 'Betriebsferien' }],
  state_now: openNow
    ? { open_now: true, text: 'Geöffnet bis 18:00 Uhr', closed_reason: null }
    : { open_now: false, text: 'Öffnet morgen um 08:00 Uhr', closed_reason: null },
});

function answer(extra: (call: RecordedCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return (call: RecordedCall) => {
    if (call.url === 'api/providerPageData') return ok(call.params.slug === 'baeckerei-sonne-12' ? { ...page, redirect: true } : page);
    if (call.url === 'providerStoreLocations') return ok([store(1, 'Laden Mitte', true), store(2, 'Laden Nord', false)]);
    if (call.url === 'api/v2/rating')
      return ok(
        [
          {
            id: 31,
            product_id: 5,
            rating: 4,
            title: 'Sehr lecker',
            review: 'Knusprig und frisch, gerne wieder.',
            review_date: '2026-11-01T10:00:00.000Z',
            updated_at: '2026-11-01T10:00:00.000Z',
            reviewer: { id: 3, name: 'Mia K.' },
            user_name: 'Mia K.',
            anonym: 0,
            verified_purchase: true,
            checked: 1,
            is_own: false,
            product: { id: 5, name: 'Roggenbrot', slug: 'roggenbrot' },
          },
        ],
        { meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } },
      );
    if (call.url === 'v2/rating-report-reasons') return ok([{ value: 'spam', label: 'Spam oder Werbung' }]);
    if (call.url === 'api/getVendorPolicy')
      return ok({ return_policy: '14 Tage Rückgabe.', shipping_policy: '', privacy_policy: '', updated_at: null });
    return extra(call);
  };
}

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

  it('redirects an old slug form to the one stored slug', async () => {
    api = mockApi(answer());
    at('/provider-detail/baeckerei-sonne-12');
    await screen.findByRole('heading', { level: 1, name: 'Bäckerei Sonne' });
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-detail/baeckerei-sonne');
  });

  it('requests an appointment and shows the API’s German message at the time field, keeping the date', async () => {
    signIn('User');
    const bodies: unknown[] = [];
    api = mockApi(
      answer((call) => {
        if (call.url !== 'api/provider_appointment') return undefined;
        bodies.push(call.data);
        return bodies.length === 1
          ? ({
              status: 422,
              data: {
                status: false,
                message: 'Die Angaben sind ungültig.',
                errors: { time: ['Bitte wählen Sie eine Uhrzeit innerhalb der Öffnungszeiten (08:00–18:00 Uhr).'] },
              },
            } as ReturnType<typeof ok>)
          : { status: 201, data: { status: true, message: 'Ihre Terminanfrage wurde gesendet.', data: { id: 1 } } };
      }),
    );
    at('/provider-detail/baeckerei-sonne');
    fireEvent.click(await screen.findByRole('button', { name: 'Termin anfragen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '04.03.2030' } });
    fireEvent.change(within(dialog).getByLabelText(/^Uhrzeit/), { target: { value: '07:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText(/innerhalb der Öffnungszeiten/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Datum/)).toHaveValue('04.03.2030');
    fireEvent.change(within(dialog).getByLabelText(/^Uhrzeit/), { target: { value: '10:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Ihre Terminanfrage wurde gesendet.');
    expect(bodies[1]).toEqual({ store_id: 1, date: '2030-03-04', time: '10:30', message: null });
  });
});
