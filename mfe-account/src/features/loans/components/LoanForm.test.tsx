import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import { LoanForm } from './LoanForm';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

jest.mock('../api/getBanks', () => ({
  getBanks: async () => [
    { id: 1, bank_name: 'Commerzbank', admin_default: false },
    { id: 2, bank_name: 'Deutsche Bank', admin_default: true },
  ],
}));

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
});

function answer({ method, url, data }: { method: string; url: string; data: unknown }) {
  if (url === 'api/loanRatePreview')
    return {
      status: 200,
      data: {
        status: true,
        data: { monthly_rate_cents: 92_648, total_cents: 5_558_880, interest_total_cents: 558_880, interest_text: '4,250 %' },
      },
    };
  if (method === 'POST' && url === 'api/loanRequest') {
    const body = data as { purpose: string };
    if (!body.purpose)
      return {
        status: 422,
        data: { status: false, message: 'Die Angaben sind ungültig.', errors: { purpose: ['Dieses Feld ist erforderlich.'] } },
      };
    return { status: 201, data: { status: true, data: { id: 5 } } };
  }
  return { status: 404, data: { status: false, message: 'nicht gefunden' } };
}

describe('loan form', () => {
  it('preselects the bank marked admin_default and previews the rate with the interest in German format', async () => {
    signIn('Company');
    api = mockApi(answer);
    renderAt(<LoanForm onSent={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText(/^Bank/)).toHaveValue('2'));
    await userEvent.type(screen.getByLabelText(/^Kreditbetrag/), '50.000');
    await userEvent.type(screen.getByLabelText(/^Sollzins/), '4,25');
    const preview = await screen.findByTestId('rate-preview', {}, { timeout: 3000 });
    expect(within(preview).getByText(/926,48\s€/)).toBeInTheDocument();
    expect(within(preview).getByText('4,250 %')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'api/loanRatePreview')?.config.params).toEqual({
      amount: '50.000',
      term_months: '60',
      interest_rate: '4,25',
    });
  });

  it('shows the server’s error on the field and sends the request with the consent flag', async () => {
    signIn('Company');
    api = mockApi(answer);
    const sent = jest.fn();
    renderAt(<LoanForm onSent={sent} />);
    await waitFor(() => expect(screen.getByLabelText(/^Bank/)).toHaveValue('2'));
    await userEvent.type(screen.getByLabelText(/^Kreditbetrag/), '20000');
    await userEvent.type(screen.getByLabelText(/^Sollzins/), '3,9');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Verwendungszweck/), 'Lagerausbau');
    await userEvent.click(screen.getByLabelText(/Ich willige ein/));
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 5 }));
    expect(api.calls.filter((call) => call.url === 'api/loanRequest').at(-1)?.data).toEqual({
      bank_id: 2,
      amount: '20000',
      term_months: 60,
      interest_rate: '3,9',
      purpose: 'Lagerausbau',
      sales_consent: 1,
    });
  });
});
