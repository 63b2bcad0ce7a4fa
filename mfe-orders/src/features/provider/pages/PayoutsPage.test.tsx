import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import PayoutsPage from './PayoutsPage';

const info = {
  available: 120.5,
  available_cents: 12050,
  pending: 0,
  pending_cents: 0,
  balance: 120.5,
  balance_cents: 12050,
  requested: 0,
  requested_cents: 0,
  paid_out: 0,
  paid_out_cents: 0,
  hold_days: 14,
  commission_percent: 0,
  account: { account_holder: 'Töpferei Ton', iban: 'DE89 3704 0044 0532 0130 00', iban_masked: 'DE89 •••• 3000', bic: null },
  methods: [{ code: 'bank_transfer', name: 'Überweisung auf Ihr Bankkonto (SEPA)' }],
};
const emptyPage = (data: unknown[] = []) => ok(data, { meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length } });

describe('PayoutsPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    signIn('Company');
  });
  afterEach(() => api.restore());

  it('hides the old amount error once „Gesamtes Guthaben“ fills in the balance, and sends that amount after confirmation', async () => {
    const amounts: unknown[] = [];
    api = mockApi((call) => {
      if (call.url === 'getPayoutsinfo') return ok(info);
      if (call.url === 'shop/provider/withdraws' || call.url === 'ledgerEntries') return emptyPage();
      if (call.url === 'shop/provider/withdraw') {
        amounts.push((call.data as { amount: unknown }).amount);
        return amounts.length === 1
          ? {
              status: 422,
              data: {
                status: false,
                message: 'Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.',
                errors: { amount: ['Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.'] },
              },
            }
          : { status: 201, data: { status: true, message: 'Ihre Auszahlung wurde beantragt.', data: { id: 1 } } };
      }
      return undefined;
    });
    renderAt(<PayoutsPage />, '/orders/provider/payouts');
    await screen.findByText('Noch keine Buchungen.');
    const form = await screen.findByTestId('withdraw-form');
    const amount = within(form).getByLabelText(/^Betrag/);
    await userEvent.type(amount, '12,345');
    expect(amount).toHaveValue('12,345');
    fireEvent.click(within(form).getByRole('button', { name: 'Auszahlung beantragen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, auszahlen' }));
    const error = 'Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.';
    expect(await within(form).findByRole('alert')).toHaveTextContent(error);
    expect(within(form).getAllByText(error)).toHaveLength(2); // under the field and above the buttons
    expect(amount).toHaveValue('12,345'); // the form keeps its input

    fireEvent.click(within(form).getByRole('button', { name: 'Gesamtes Guthaben' }));
    expect(amount).toHaveValue('120,50');
    expect(within(form).queryByText(error)).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Auszahlung beantragen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, auszahlen' }));
    await waitFor(() => expect(amounts).toEqual(['12,345', '120,50']));
    await waitFor(() => expect(amount).toHaveValue(''));
  });
});
