import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStorage, authStore } from '@marktplatz/shared';
import ProviderRoutes from './ProviderRoutes';
import { announceBundleRequestsChanged } from './components/ProviderLayout';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';

// These journeys click through several screens: generous on a loaded 2-core machine.
jest.setTimeout(20_000);

function futureToken(): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

function signIn(role: 'User' | 'Company') {
  authStore.login({ token: futureToken(), role, user_id: 1, first_name: 'Anna', last_name: 'Schneider' });
}

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Produkt ${index + 1}`,
  slug: `produkt-${index + 1}`,
  sku: `SKU-${index + 1}`,
  price: 10 + index,
  stock: index,
  status: index % 2 === 0 ? 'active' : 'draft',
  product_type: 'normal',
  photo: null,
  category_name: 'Möbel',
  is_variants: 0,
  variants_count: 1,
}));

const day = (back: number) => new Date(Date.UTC(2026, 10, 25 - back)).toISOString().slice(0, 10);
let dashboard = {
  is_food_provider: false,
  activities: { shop: true, food: false, leads: false, stores: false },
  food_orders: { open: 0, to_confirm: 0 },
  leads: { new: 0 },
  appointments: { requested: 0 },
  balance: { available: 86.4, available_cents: 8640, total: 120, total_cents: 12000 },
  orders_to_handle: {
    count: 2,
    to_confirm: 1,
    to_ship: 1,
    latest: [
      {
        id: 7,
        vendor_order_number: 'MP-2026-000101-1',
        status: 'confirmed',
        delivery_mode: 'shipping',
        total: 59.9,
        created_at: '2026-11-23T09:00:00Z',
      },
      {
        id: 8,
        vendor_order_number: 'MP-2026-000102-1',
        status: 'pending',
        delivery_mode: 'pickup',
        total: 12.5,
        created_at: '2026-11-25T09:00:00Z',
      },
    ],
  },
  revenue: {
    days: 30,
    total: 1234.5,
    total_cents: 123450,
    orders: 1,
    per_day: Array.from({ length: 30 }, (_, index) => ({
      date: day(29 - index),
      total: index === 29 ? 1234.5 : 0,
      total_cents: index === 29 ? 123450 : 0,
      orders: index === 29 ? 1 : 0,
    })),
  },
  stock_outs: { count: 1, products: [{ id: 3, name: 'Leerer Krug', slug: 'leerer-krug', product_type: 'normal' }] },
  todos: [
    { key: 'confirm_orders', count: 1 },
    { key: 'restock', count: 1 },
  ],
};

let api: ReturnType<typeof mockApi>;
let openRequests = 2;
beforeEach(() => {
  openRequests = 2;
  api = mockApi(({ url, data }) => {
    if (url === 'shop/provider/dashboard') return ok(dashboard);
    if (url === 'graphql:ProviderProducts') {
      const vars = data as { keyword: string | null; first: number; page: number };
      const matching = rows.filter((row) => !vars.keyword || row.name.includes(vars.keyword));
      const slice = matching.slice((vars.page - 1) * vars.first, vars.page * vars.first);
      const lastPage = Math.max(1, Math.ceil(matching.length / vars.first));
      return {
        status: 200,
        data: {
          data: {
            providerProducts: {
              data: slice,
              paginatorInfo: { total: matching.length, count: slice.length, currentPage: vars.page, lastPage },
            },
          },
        },
      };
    }
    if (url === 'bundleProductsRequestCount') return ok({ incoming: openRequests, outgoing: 0, total: openRequests });
    return { status: 404, data: { status: false, message: 'unbekannt' } };
  });
});
afterEach(() => {
  api.restore();
  act(() => authStore.reset());
  window.localStorage.clear();
});

describe('provider start page', () => {
  it('leads with the orders to handle, the to-dos, the revenue with its chart and the stock-outs, with the bundle request badge', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    const orders = await screen.findByTestId('orders-to-handle', {}, { timeout: 5000 });
    expect(orders).toHaveTextContent('Bestellungen zu bearbeiten2');
    expect(orders).toHaveTextContent('1 zu bestätigen · 1 zu versenden oder bereitzustellen');
    expect(within(orders).getAllByRole('listitem')[0]).toHaveTextContent('MP-2026-000101-1');
    expect(within(screen.getByTestId('todos')).getByRole('link', { name: '1 Bestellung bestätigen' })).toHaveAttribute(
      'href',
      '/orders/provider',
    );
    expect(
      within(screen.getByTestId('todos')).getByRole('link', { name: '1 ausverkauftes Produkt nachfüllen oder ausblenden' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('revenue')).toHaveTextContent('Umsatz der letzten 30 Tage');
    expect(screen.getByTestId('revenue')).toHaveTextContent('1.234,50 €');
    expect(screen.getByRole('table', { name: 'Umsatz je Tag' })).toHaveTextContent('25.11.');
    expect(within(screen.getByTestId('stock-outs')).getByRole('link', { name: 'Leerer Krug' })).toHaveAttribute(
      'href',
      '/shop/provider/products/3',
    );
    expect(screen.queryByText(/Leads/)).toBeNull();
    expect(await screen.findByTestId('bundle-request-badge')).toHaveTextContent('2');
  });

  it('shows a tile for each activity of the provider, each leading to its page', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    const tiles = await screen.findByTestId('activity-tiles', {}, { timeout: 5000 });
    expect(within(tiles).getByRole('link', { name: /1\s*Bestellungen zu bestätigen/ })).toHaveAttribute('href', '/orders/provider');
    expect(within(tiles).getByRole('link', { name: /86,40\s€\s*Guthaben verfügbar/ })).toHaveAttribute('href', '/orders/provider/payouts');
    expect(within(tiles).getByRole('link', { name: /Guthaben insgesamt 120,00\s€/ })).toBeInTheDocument();
    // only what the provider does
    expect(screen.queryByTestId('tile-food-orders')).toBeNull();
    expect(screen.queryByTestId('tile-leads')).toBeNull();
    expect(screen.queryByTestId('tile-appointments')).toBeNull();
  });

  it('gives a restaurant with a store and requests its tiles: food orders, new requests, appointment requests', async () => {
    const before = dashboard;
    dashboard = {
      ...dashboard,
      activities: { shop: true, food: true, leads: true, stores: true },
      food_orders: { open: 3, to_confirm: 2 },
      leads: { new: 4 },
      appointments: { requested: 0 },
    };
    try {
      signIn('Company');
      renderAt(<ProviderRoutes />);
      const food = await screen.findByTestId('tile-food-orders', {}, { timeout: 5000 });
      expect(food).toHaveAttribute('href', '/food/board');
      expect(food).toHaveTextContent('3Essensbestellungen offendavon 2 neu, bitte annehmen');
      expect(screen.getByTestId('tile-leads')).toHaveAttribute('href', '/leads/provider');
      expect(screen.getByTestId('tile-leads')).toHaveTextContent('4Neue Anfragen');
      expect(screen.getByTestId('tile-appointments')).toHaveAttribute('href', '/stores/appointments');
      expect(screen.getByTestId('tile-appointments')).toHaveTextContent('Keine Terminanfrage offen.');
    } finally {
      dashboard = before;
    }
  });

  it('offers „Speise anlegen“ only to a provider who sells food', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Anbieter-Shop' });
    await screen.findByTestId('orders-to-handle', {}, { timeout: 5000 });
    expect(within(nav).queryByRole('link', { name: 'Speise anlegen' })).toBeNull();
    act(() => authStore.reset());
    dashboard = { ...dashboard, is_food_provider: true };
    authStore.login({ token: futureToken(), role: 'Company', user_id: 2, first_name: 'Jan', last_name: 'Koch' });
    renderAt(<ProviderRoutes />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Speise anlegen' }).length).toBeGreaterThan(0));
    dashboard = { ...dashboard, is_food_provider: false };
  });

  it('counts the bundle requests again when one of them changed', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    expect(await screen.findByTestId('bundle-request-badge', {}, { timeout: 5000 })).toHaveTextContent('2');
    openRequests = 1;
    act(() => announceBundleRequestsChanged());
    await waitFor(() => expect(screen.getByTestId('bundle-request-badge')).toHaveTextContent('1'));
    openRequests = 0;
    act(() => announceBundleRequestsChanged());
    await waitFor(() => expect(screen.queryByTestId('bundle-request-badge')).not.toBeInTheDocument());
  });

  it('lists the products with the paginator numbers and sold-out products as „Ausverkauft“, pages, changes the page size and searches', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    expect(await screen.findByTestId('products-summary', {}, { timeout: 5000 })).toHaveTextContent('10 von 12 Produkten · Seite 1 von 2');
    // Produkt 1 is active with stock 0: shown as „Ausverkauft“, not „Aktiv“
    expect(screen.getAllByTestId('status-sold-out')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(screen.getByTestId('products-summary')).toHaveTextContent('2 von 12 Produkten · Seite 2 von 2'));
    fireEvent.change(screen.getByLabelText('Einträge pro Seite'), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('products-summary')).toHaveTextContent('5 von 12 Produkten · Seite 1 von 3'));
    fireEvent.change(screen.getByLabelText('Produkte durchsuchen'), { target: { value: 'Produkt 1' } });
    await waitFor(() => expect(screen.getByTestId('products-summary')).toHaveTextContent('4 von 4 Produkten · Seite 1 von 1'));
    const table = screen.getByRole('table', { name: 'Produkte des Anbieters' });
    expect(within(table).getByRole('link', { name: 'Produkt 11' })).toHaveAttribute('href', '/shop/provider/products/11');
    const last = api.calls.filter((call) => call.url === 'graphql:ProviderProducts').at(-1);
    expect(last?.data).toEqual({ keyword: 'Produkt 1', first: 5, page: 1 });
  });

  it('stays on the page the provider chose right after the list appeared (the search only applies a changed text)', async () => {
    signIn('Company');
    renderAt(<ProviderRoutes />);
    expect(await screen.findByTestId('products-summary')).toHaveTextContent('Seite 1 von 2');
    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(screen.getByTestId('products-summary')).toHaveTextContent('Seite 2 von 2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByTestId('products-summary')).toHaveTextContent('2 von 12 Produkten · Seite 2 von 2');
  });

  it('sends a guest to the login page and back', () => {
    signIn('User');
    act(() => authStorage.expireSession());
    renderAt(<ProviderRoutes />, '/shop/provider/products', '/shop/provider/*');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fshop%2Fprovider%2Fproducts');
  });

  it('tells a customer that the pages are for providers', async () => {
    signIn('User');
    renderAt(<ProviderRoutes />);
    expect(screen.getAllByText('Nur für Anbieter').length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
  });
});
