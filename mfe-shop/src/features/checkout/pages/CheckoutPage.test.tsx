import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type Reply } from '@marktplatz/shared/testing';
import { twoProviderCart } from '../../../test/fixtures';
import CheckoutPage from './CheckoutPage';

const KEY = '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11';
const billing = {
  id: 21,
  type: 'billing',
  first_name: 'Mia',
  last_name: 'Klein',
  street: 'Lindenstraße',
  street_number: '3',
  zip: '10969',
  city: 'Berlin',
  is_default: 1,
};
const shipping = { ...billing, id: 22, type: 'shipping' };
const methods = [
  { code: 'prepayment', name: 'Vorkasse', description: 'Überweisung', call: 'orderPlace' },
  { code: 'cash', name: 'Barzahlung', description: 'Bar beim Anbieter', call: 'order_store_bycash' },
  { code: 'voucher', name: 'Gutschein', description: 'Wertgutschein', call: 'order_store_by_voucher' },
  {
    code: 'sepa_debit',
    name: 'SEPA-Lastschrift',
    description: 'Einzug vom Konto',
    call: 'order_store_by_sepa',
    mandate_text: 'Ich ermächtige die Marktplatz-Betreiberin …',
  },
];
const terms = {
  terms_url: '/page/agb',
  withdrawal_url: '/page/widerrufsbelehrung',
  terms_text: 'Es gelten die AGB.',
  accept_label: 'Ich akzeptiere die AGB.',
  providers: [],
};

/** A cart of a restaurant's food (delivered): cash or voucher only. */
function foodCart() {
  const cart = twoProviderCart();
  const food = { ...cart.groups[0]!, provider_name: 'Pizzeria Da Marco', payment_methods: ['cash' as const, 'voucher' as const] };
  return { ...cart, groups: [food], payment_methods: food.payment_methods };
}

function checkoutApi(
  place: () => Reply,
  foodSlots: unknown[] = [],
  cart: () => unknown = twoProviderCart,
  deliveryArea: unknown[] = [],
  first?: (call: { url?: string; method?: string; data?: unknown }) => Reply | undefined,
) {
  return mockApi((call) => {
    const own = first?.(call);
    if (own) return own;
    switch (call.url) {
      case 'food/cart-slots':
        return ok(foodSlots);
      case 'food/delivery-area':
        return ok(deliveryArea);
      case 'cart':
        return ok(cart());
      case 'shipping-address':
        return ok([shipping]);
      case 'billing-address':
        return ok([billing]);
      case 'payment-methods':
        return ok(methods);
      case 'cartItemsTerms':
        return ok(terms);
      case 'checkoutRemainingItems':
        return ok({ orderable_count: 2, remaining_count: 0, items: [] });
      case 'cashOrderInformation':
        return ok({ providers: [], total: 38.38 });
      case 'api/cashOrderPreview':
        return ok({ cash: { providers: [], total: 38.38 }, ready: true, problems: {} });
      case 'getCashPayments':
        return ok([{ provider_id: 3, options: [{ value: 'on_delivery' }], selected: null }]);
      case 'setCashPayments':
      case 'orderCheckout':
        return ok({});
      case 'order_store_bycash':
      case 'order_store_by_sepa':
        return place();
      default:
        return undefined;
    }
  });
}

// Whole checkout screens render per test; on a busy machine the first one can take longer than jest's 5 s.
jest.setTimeout(20_000);

describe('CheckoutPage', () => {
  let api: ReturnType<typeof checkoutApi>;
  beforeEach(() => {
    authStore.reset();
    signIn('User');
    localStorage.setItem('cart_key', KEY);
  });
  afterEach(() => api.restore());

  it('labels the order button exactly „Zahlungspflichtig bestellen“ and requires the terms to be accepted', async () => {
    api = checkoutApi(() => ok({ order_number: 'MP-1', order: {} }));
    renderAt(<CheckoutPage />, '/shop/checkout');
    const button = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(button).toHaveTextContent(/^Zahlungspflichtig bestellen$/);
    await screen.findByText('Ich akzeptiere die AGB. *');
    fireEvent.click(screen.getByRole('radio', { name: /Barzahlung/ }));
    fireEvent.click(button);
    expect(await screen.findByTestId('checkout-errors')).toHaveTextContent('Bitte akzeptieren Sie die AGB');
    expect(api.calls.some((call) => call.url === 'order_store_bycash')).toBe(false);
  });

  it('shows the delivery time chosen on a food menu, read-only with a link back to the menu to change it', async () => {
    const slot = {
      provider_id: 3,
      provider_name: 'Pizzeria Da Marco',
      provider_slug: 'pizzeria-da-marco',
      slot_at: '2026-11-27T18:30:00.000Z',
      slot_label: 'heute, 19:30 Uhr',
    };
    api = checkoutApi(() => ok({ order_number: 'MP-1', order: {} }), [slot]);
    renderAt(<CheckoutPage />, '/shop/checkout');
    const lines = await screen.findByTestId('checkout-food-slots');
    expect(lines).toHaveTextContent('Liefer- oder Abholzeit');
    expect(lines).toHaveTextContent('Pizzeria Da Marco: heute, 19:30 Uhr');
    expect(screen.getByRole('link', { name: 'Zeit für Pizzeria Da Marco auf der Speisekarte ändern' })).toHaveAttribute(
      'href',
      '/food/menu/pizzeria-da-marco',
    );
    expect(api.calls.find((call) => call.url === 'food/cart-slots')?.params).toEqual({ cart_key: expect.any(String) });
  });

  it('offers for a food cart only the payment methods its groups allow (cash, voucher), never Vorkasse or SEPA', async () => {
    api = checkoutApi(() => ok({ order_number: 'MP-1', order: {} }), [], foodCart);
    renderAt(<CheckoutPage />, '/shop/checkout');
    await screen.findByRole('radio', { name: /Barzahlung/ });
    const offered = screen
      .getAllByRole('radio', { name: /Barzahlung|Gutschein|Vorkasse|SEPA/ })
      .map((radio) => radio.closest('label')?.textContent);
    expect(offered).toEqual([expect.stringMatching(/^Barzahlung/), expect.stringMatching(/^Gutschein/)]);
    expect(screen.queryByRole('radio', { name: /Vorkasse/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /SEPA/ })).toBeNull();
  });

  it('flags a shipping address outside a restaurant’s delivery area as soon as it is chosen, beside the address', async () => {
    const message = '„Pizzeria Da Marco“ liefert nicht an die Postleitzahl 10969.';
    api = checkoutApi(() => ok({ order_number: 'MP-1', order: {} }), [], foodCart, [
      { provider_id: 3, provider_name: 'Pizzeria Da Marco', delivers: false, message },
    ]);
    renderAt(<CheckoutPage />, '/shop/checkout');
    const picker = await screen.findByTestId('address-shipping');
    await waitFor(() => expect(picker).toHaveTextContent(message));
    expect(api.calls.find((call) => call.url === 'food/delivery-area')?.params).toEqual({ provider_ids: '3', postal_code: '10969' });
    expect(api.calls.some((call) => call.url === 'order_store_bycash')).toBe(false);
  });

  it('shows no time line when every restaurant delivers as soon as possible', async () => {
    api = checkoutApi(() => ok({ order_number: 'MP-1', order: {} }));
    renderAt(<CheckoutPage />, '/shop/checkout');
    await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(screen.queryByTestId('checkout-food-slots')).toBeNull();
  });

  it('places the order once even when the button is clicked twice, sending the cart key with every checkout call', async () => {
    api = checkoutApi(() => ok({ order_number: 'MP-2026-000123', order: {} }));
    renderAt(<CheckoutPage />, '/shop/checkout', '*');
    await screen.findByText('Ich akzeptiere die AGB. *');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('radio', { name: /Barzahlung/ }));
    fireEvent.click(screen.getByTestId('accept-terms'));
    const button = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/order/MP-2026-000123'));
    expect(api.calls.filter((call) => call.url === 'order_store_bycash')).toHaveLength(1);
    for (const name of ['orderCheckout', 'setCashPayments', 'order_store_bycash', 'cartItemsTerms']) {
      const call = api.calls.find((entry) => entry.url === name);
      expect((call?.data as { cart_key?: string }).cart_key).toBe(KEY);
    }
    const placed = api.calls.find((call) => call.url === 'order_store_bycash');
    expect(placed?.data).toEqual({ cart_key: KEY, shipping_address_id: 22, billing_address_id: 21, accept_terms: true });
    expect(localStorage.getItem('cart_key')).toBeNull();
  });

  it('checks the IBAN and the mandate before a SEPA direct debit, then sends them with the order', async () => {
    api = checkoutApi(() => ok({ order_number: 'MP-2026-000124', order: {} }));
    renderAt(<CheckoutPage />, '/shop/checkout', '*');
    await screen.findByText('Ich akzeptiere die AGB. *');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('radio', { name: /SEPA-Lastschrift/ }));
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.change(screen.getByLabelText('Kontoinhaber'), { target: { value: 'Mia Klein' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE88 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByTestId('checkout-errors')).toHaveTextContent('Bitte geben Sie eine gültige IBAN ein');
    expect(screen.getByTestId('checkout-errors')).toHaveTextContent('Bitte erteilen Sie das SEPA-Lastschriftmandat.');
    expect(api.calls.some((call) => call.url === 'order_store_by_sepa')).toBe(false);

    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Ich ermächtige/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/order/MP-2026-000124'));
    expect(api.calls.find((call) => call.url === 'order_store_by_sepa')?.data).toEqual({
      cart_key: KEY,
      shipping_address_id: 22,
      billing_address_id: 21,
      accept_terms: true,
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Mia Klein',
      mandate_accepted: true,
    });
  });

  it('adds an address in a dialog without leaving the checkout and chooses it; the form asks what a German address needs', async () => {
    const books: Record<string, unknown[]> = { billing: [], shipping: [] };
    const created = {
      ...billing,
      id: 31,
      first_name: 'Jonas',
      last_name: 'Weber',
      street: 'Kastanienallee',
      street_number: '12',
      zip: '10435',
    };
    api = checkoutApi(
      () => ok({}),
      [],
      twoProviderCart,
      [],
      (call) => {
        if (call.url === 'billing-address' || call.url === 'shipping-address') return ok(books[call.url.split('-')[0]!]);
        if (call.url === 'billing-address/store') {
          books.billing = [created];
          return { status: 201, data: { status: true, data: created } };
        }
        return undefined;
      },
    );
    renderAt(<CheckoutPage />, '/shop/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Adresse anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Rechnungsadresse' });
    fireEvent.change(within(dialog).getByLabelText(/^Anrede/), { target: { value: 'male' } });
    fireEvent.change(within(dialog).getByLabelText(/^Vorname/), { target: { value: 'Jonas' } });
    fireEvent.change(within(dialog).getByLabelText(/^Straße/), { target: { value: 'Kastanienallee' } });
    fireEvent.change(within(dialog).getByLabelText(/^Postleitzahl/), { target: { value: '1043' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ort/), { target: { value: 'Berlin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Telefon/), { target: { value: '030 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verwenden' }));
    // Last name and house number are required, the postal code has five digits: nothing is sent yet.
    expect(await within(dialog).findByText('Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nachname/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Hausnummer/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.url === 'billing-address/store')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Nachname/), { target: { value: 'Weber' } });
    fireEvent.change(within(dialog).getByLabelText(/^Hausnummer/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Postleitzahl/), { target: { value: '10435' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verwenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === 'billing-address/store')?.data).toMatchObject({
      first_name: 'Jonas',
      last_name: 'Weber',
      street: 'Kastanienallee',
      street_number: '12',
      zip: '10435',
      country: 'DE',
    });
    const chosen = await screen.findByRole('radio', { name: /Jonas Weber, Kastanienallee 12, 10435 Berlin/ });
    expect(chosen).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/checkout');
  });
});
