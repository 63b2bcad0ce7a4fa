import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { foodDish, foodProvider } from '../../../test/fixtures';
import MenuPage from './MenuPage';

const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  from_time: '11:00',
  untill_time: '23:00',
  after_from_time: null,
  after_untill_time: null,
  status: true,
}));

const provider = foodProvider({
  open_text: 'Rund um die Uhr geöffnet',
  cuisine_tags: ['Pizza'],
  opening_hours: hours,
  delivery_hours: hours,
  withdrawal_notice: 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB).',
  categories: [
    {
      id: 1,
      name: 'Pizza',
      dishes: [
        foodDish({
          price_cents: 850,
          price: '8,50 €',
          image: { url: 'http://127.0.0.1:8000/shop/images/pizza-18.svg', alt: 'Pizza Margherita' },
        }),
        foodDish({
          id: 11,
          variant_id: 21,
          name: 'Pizza Funghi',
          slug: 'pizza-funghi',
          description: 'Tomatensauce, Mozzarella, Champignons',
          price_cents: 950,
          price: '9,50 €',
          allergens: [],
        }),
      ],
    },
  ],
});

describe('MenuPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
    localStorage.clear();
  });

  it('shows the dishes by category with allergens, the minimum order and the withdrawal notice; a dish goes into the shop’s cart', async () => {
    api = mockApi((call) => {
      if (call.url === 'api/foodProviderBySlugNew') return ok(provider);
      if (call.url === 'cart/add')
        return { status: 201, data: { status: true, data: { cart_key: (call.data as { cart_key: string }).cart_key, item_count: 1 } } };
      return undefined;
    });
    renderAt(<MenuPage />, '/food/menu/pizzeria-da-marco', '/food/menu/:slug');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pizza' })).toBeInTheDocument();
    expect(screen.getByText('Allergene: Glutenhaltiges Getreide')).toBeInTheDocument();
    expect(screen.getByText('15,00 €')).toBeInTheDocument();
    expect(screen.getByText(/§ 312g Abs. 2 Nr. 2 BGB/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pizza Margherita in den Warenkorb legen' }));
    await waitFor(() => expect(api.calls.find((call) => call.url === 'cart/add')?.data).toMatchObject({ variant_id: 20, qty: 1 }));
    expect(localStorage.getItem('cart_key')).toBeTruthy();
  });

  it('lets the customer of a closed restaurant choose a later delivery time for the cart; a refused time shows in German', async () => {
    const slots = {
      asap: false,
      asap_text: 'Jetzt geschlossen – Öffnet morgen um 11:00 Uhr',
      lead_minutes: 50,
      options: [
        { value: '2026-11-28T10:30:00.000Z', label: 'morgen, 11:30 Uhr', day: 'tomorrow' },
        { value: '2026-11-28T10:45:00.000Z', label: 'morgen, 11:45 Uhr', day: 'tomorrow' },
      ],
      selected: null,
      selected_label: null,
      selected_problem: null,
    };
    api = mockApi((call) => {
      if (call.url === 'api/foodProviderBySlugNew') return ok({ ...provider, open_now: false, open_text: 'Öffnet morgen um 11:00 Uhr' });
      if (call.url === 'food/slots') return ok(slots);
      if (call.url === 'food/slot') {
        const slotAt = (call.data as { slot_at: string }).slot_at;
        if (slotAt === '2026-11-28T10:45:00.000Z') {
          const message = 'Für eine Lieferung um 11:45 Uhr ist die letzte Bestellzeit von „Pizzeria Da Marco“ (10:30 Uhr) vorbei.';
          return { status: 422, data: { status: false, message, errors: { slot_at: [message] } } };
        }
        return ok({ ...slots, selected: slotAt, selected_label: 'morgen, 11:30 Uhr' });
      }
      return undefined;
    });
    renderAt(<MenuPage />, '/food/menu/pizzeria-da-marco', '/food/menu/:slug');
    // a short option that fits the field on a phone; when the restaurant opens stands in the hint below it
    expect(await screen.findByRole('option', { name: 'Jetzt geschlossen' })).toBeDisabled();
    const select = screen.getByLabelText('Lieferzeit');
    expect(screen.getByText(/Öffnet morgen um 11:00 Uhr\. Wählen Sie eine spätere Zeit, dann können Sie vorbestellen/)).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '2026-11-28T10:30:00.000Z' } });
    await waitFor(() => expect(select).toHaveValue('2026-11-28T10:30:00.000Z'));
    const sent = api.calls.find((call) => call.url === 'food/slot')?.data as Record<string, unknown>;
    expect(sent).toMatchObject({ provider_id: 3, mode: 'delivery', slot_at: '2026-11-28T10:30:00.000Z' });
    expect(sent.cart_key).toBe(localStorage.getItem('cart_key'));

    fireEvent.change(select, { target: { value: '2026-11-28T10:45:00.000Z' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('die letzte Bestellzeit von „Pizzeria Da Marco“ (10:30 Uhr) vorbei');
    expect(select).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('radio', { name: 'Abholung' }));
    await waitFor(() => expect(api.calls.filter((call) => call.url === 'food/slots').at(-1)?.params).toMatchObject({ mode: 'pickup' }));
    expect(await screen.findByLabelText('Abholzeit')).toBeInTheDocument();
  });

  it('offers „So bald wie möglich“ short enough for the field on a phone, with the time in the hint below', async () => {
    const slots = {
      asap: true,
      asap_text: 'So bald wie möglich (etwa 50 Minuten)',
      lead_minutes: 50,
      options: [{ value: '2026-11-28T10:30:00.000Z', label: 'heute, 11:30 Uhr', day: 'today' }],
      selected: null,
      selected_label: null,
      selected_problem: null,
    };
    api = mockApi((call) => (call.url === 'api/foodProviderBySlugNew' ? ok(provider) : call.url === 'food/slots' ? ok(slots) : undefined));
    renderAt(<MenuPage />, '/food/menu/pizzeria-da-marco', '/food/menu/:slug');
    expect(await screen.findByRole('option', { name: 'So bald wie möglich' })).not.toBeDisabled();
    expect(screen.getByLabelText('Lieferzeit')).toHaveValue('');
    expect(screen.getByText(/Zubereitung und Lieferung dauern etwa 50 Minuten/)).toBeInTheDocument();
  });

  it('shows each dish with its picture, and a placeholder of the same size where a dish has none', async () => {
    api = mockApi((call) => (call.url === 'api/foodProviderBySlugNew' ? ok(provider) : undefined));
    renderAt(<MenuPage />, '/food/menu/pizzeria-da-marco', '/food/menu/:slug');
    const picture = await screen.findByRole('img', { name: 'Pizza Margherita' });
    expect(picture).toHaveAttribute('src', 'http://127.0.0.1:8000/shop/images/pizza-18.svg');
    const rows = screen.getAllByTestId('dish');
    expect(rows.map((row) => row.getAttribute('data-picture'))).toEqual(['yes', 'no']);
    // the row without a picture keeps the picture's place (a decorative placeholder, no text for screen readers)
    expect(rows[1]!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('clears the detail for an unknown slug: the result reads „Internal server error“, the page a German not-found with a way back', async () => {
    api = mockApi(() => ({ status: 404, data: { status: false, message: 'Der Gastronomiebetrieb wurde nicht gefunden.' } }));
    const { container } = renderAt(<MenuPage />, '/food/menu/gibt-es-nicht', '/food/menu/:slug');
    expect(await screen.findByRole('heading', { name: 'Restaurant nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Essenssuche' })).toHaveAttribute('href', '/food-provider-search');
    expect(container.querySelector('[data-result]')?.getAttribute('data-result')).toBe('Internal server error');
  });
});
