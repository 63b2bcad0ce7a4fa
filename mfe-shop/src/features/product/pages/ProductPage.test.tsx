import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, familyStateStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, type RecordedCall, type Reply } from '@marktplatz/shared/testing';
import { shirt } from '../../../test/fixtures';
import ProductPage from './ProductPage';

const overview = {
  summary: { avg_rating: 4.5, total_review: 2, count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 1, rating_5: 1 } },
  policy: { only_verified_buyers: true, text: 'Nur Käufer dieses Produkts können Bewertungen abgeben.' },
  viewer: { logged_in: false, can_review: false, reason: 'Bitte melden Sie sich an, um eine Bewertung abzugeben.', own_review: null },
};

const productApi = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'shop/productBySlug/42' || call.url === 'shop/productBySlug/leinenhemd-classic') return ok(shirt());
  if (call.url === 'v2/rating-summary') return ok(overview);
  if (call.url === 'api/v2/rating')
    return { status: 200, data: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } } };
  if (call.url === 'setProductViewCounts') return ok({ product_id: 42, view_count: 3 });
  if (call.url === 'graphql') return ok(null);
  return undefined;
};

describe('ProductPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    authStore.reset();
    familyStateStore.resetMemory();
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ data: { seoData: null } }), { status: 200 })) as typeof fetch;
  });
  afterEach(() => api.restore());

  it('redirects a numeric product id to the slug URL, replacing the history entry', async () => {
    api = mockApi(productApi);
    renderAt(<ProductPage />, '/product/42', '/product/:product_id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leinenhemd Classic' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/product/leinenhemd-classic');
  });

  it('shows "Angaben zum Anbieter" with the provider’s verified trader data (Art. 30(7) DSA)', async () => {
    const trader = {
      name: 'Hemdenmacher GmbH',
      legal_form: 'GmbH',
      legal_representative: 'Jana Neumann',
      street: 'Torstraße 12',
      zip_code: '10119',
      city: 'Berlin',
      country: 'Deutschland',
      phone: '+49 30 5556677',
      email: 'kontakt@hemden.example',
      register_court: 'Amtsgericht Charlottenburg',
      register_number: 'HRB 234567 B',
      vat_id: 'DE811907980',
      self_certified: true,
      self_certification_text: 'Der Anbieter hat sich verpflichtet, nur rechtskonforme Produkte anzubieten.',
    };
    api = mockApi((call) => (call.url === 'shop/productBySlug/leinenhemd-classic' ? ok({ ...shirt(), trader }) : productApi(call)));
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    const section = await screen.findByRole('region', { name: 'Angaben zum Anbieter' }, { timeout: 5000 });
    expect(section).toHaveTextContent('Hemdenmacher GmbH');
    expect(section).toHaveTextContent('Amtsgericht Charlottenburg, HRB 234567 B');
    expect(section).toHaveTextContent('nur rechtskonforme Produkte');
  });

  it('says „inkl. MwSt.“ for a regular seller and the § 19 UStG notice for a small business', async () => {
    api = mockApi(productApi);
    const first = renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    expect(await screen.findByTestId('product-vat-notice', {}, { timeout: 5000 })).toHaveTextContent('inkl. MwSt., zzgl. Versand');
    first.unmount();
    api.restore();
    const notice = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
    api = mockApi((call) =>
      call.url === 'shop/productBySlug/leinenhemd-classic'
        ? ok({ ...shirt(), small_business: true, vat_notice: notice })
        : productApi(call),
    );
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    expect(await screen.findByTestId('product-vat-notice', {}, { timeout: 5000 })).toHaveTextContent(`${notice} zzgl. Versand`);
    expect(screen.getByTestId('product-vat-notice')).not.toHaveTextContent('inkl. MwSt.');
  });

  it('updates price and stock when another variant is chosen; a sold-out combination is labelled and cannot be chosen', async () => {
    api = mockApi(productApi);
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('12,99 €');
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Auf Lager');

    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('13,99 €');
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Nur noch 3 auf Lager');

    fireEvent.click(screen.getByRole('radio', { name: 'Rot' }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('14,99 €');
    // Red in M is sold out: labelled so, visibly and by name, and not selectable.
    const soldOut = screen.getByRole('radio', { name: 'M (Ausverkauft)' });
    expect(soldOut).toBeDisabled();
    expect(soldOut.closest('label')).toHaveTextContent('M– ausverkauft');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('shows the bulk tiers as „ab 10 Stück: 8,99 € / Stück“ and applies the tier to the chosen quantity', async () => {
    api = mockApi(productApi);
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    const tiers = await screen.findByTestId('bulk-prices');
    expect(within(tiers).getByText(/ab 10 Stück: 8,99 € \/ Stück/)).toBeInTheDocument();
    expect(within(tiers).getByText(/ab 50 Stück: 7,49 € \/ Stück/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('product-quantity'), { target: { value: '12' } });
    expect(screen.getByTestId('product-price')).toHaveTextContent('8,99 €');
    expect(screen.getByTestId('line-total')).toHaveTextContent('12 Stück zusammen: 107,88 €');
  });

  it('shows VAT and shipping notes, delivery time and pickup information', async () => {
    api = mockApi(productApi);
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    await screen.findByTestId('buy-box');
    expect(screen.getByRole('link', { name: 'zzgl. Versand' })).toHaveAttribute('href', '#versand');
    expect(screen.getByText('Lieferzeit: 2–3 Werktage')).toBeInTheDocument();
    expect(screen.getByTestId('pickup-info')).toHaveTextContent('Abholung bei: Markt 1, 04109 Leipzig');
    expect(await screen.findByTestId('review-policy')).toHaveTextContent('Nur Käufer dieses Produkts');
  });

  it('shows the error, no product and ways on to the products when the product by slug fails', async () => {
    api = mockApi((call) =>
      call.url.startsWith('shop/productBySlug/')
        ? { status: 404, data: { status: false, message: 'Das Produkt wurde nicht gefunden.' } }
        : productApi(call),
    );
    renderAt(<ProductPage />, '/product/gibt-es-nicht', '/product/:product_id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Produkt wurde nicht gefunden.');
    expect(screen.queryByTestId('buy-box')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Produkte ansehen' })).toHaveAttribute('href', '/product-list');
    expect(screen.getByRole('link', { name: 'Marktplatz' })).toHaveAttribute('href', '/shop');
  });

  it('updates the stars beside the name when the reviews section reports a new average', async () => {
    const rated = {
      ...overview,
      summary: { avg_rating: 3, total_review: 3, count_by_rating: { rating_1: 1, rating_2: 0, rating_3: 0, rating_4: 1, rating_5: 1 } },
    };
    api = mockApi((call) => (call.url === 'v2/rating-summary' ? ok(rated) : productApi(call)));
    renderAt(<ProductPage />, '/product/leinenhemd-classic', '/product/:product_id');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Leinenhemd Classic' });
    const meta = heading.nextElementSibling as HTMLElement;
    await waitFor(() => expect(meta).toHaveTextContent('(3)'));
  });
});
