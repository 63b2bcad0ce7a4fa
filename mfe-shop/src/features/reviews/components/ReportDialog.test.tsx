import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type Reply } from '@marktplatz/shared/testing';
import { ReportDialog } from './ReportDialog';

const reasons = [
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Sonstiges' },
];

function reportApi(send: () => Reply) {
  return mockApi((call) => {
    if (call.url === 'v2/rating-report-reasons') return ok(reasons);
    if (call.url === 'sendProductRatingReport') return send();
    return undefined;
  });
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('ReportDialog', () => {
  let api: ReturnType<typeof reportApi>;
  beforeEach(() => {
    authStore.reset();
    signIn('User');
  });
  afterEach(() => api.restore());

  it('asks for a reason and, for „Sonstiges“, a message of 10 characters before it sends anything', async () => {
    api = reportApi(() => ok(null));
    renderAt(<ReportDialog reviewId={7} onClose={() => undefined} />, '/product/x');
    await screen.findByRole('option', { name: 'Sonstiges' });
    await settle();
    fireEvent.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Bitte wählen Sie einen Grund.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Grund/), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/Nachricht \*/), { target: { value: 'kurz' } });
    fireEvent.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Bitte beschreiben Sie den Grund in mindestens 10 Zeichen.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'sendProductRatingReport')).toBe(false);
  });

  it('sends the reason with the trimmed message and closes', async () => {
    api = reportApi(() => ok(null, { message: 'Danke.' }));
    const onClose = jest.fn();
    renderAt(<ReportDialog reviewId={7} onClose={onClose} />, '/product/x');
    await screen.findByRole('option', { name: 'Sonstiges' });
    await settle();
    fireEvent.change(screen.getByLabelText(/Grund/), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/Nachricht/), { target: { value: '  Beleidigt andere Kunden.  ' } });
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.calls.find((call) => call.url === 'sendProductRatingReport');
    expect(sent?.data).toEqual({ rating_id: 7, reason: 'other', message: 'Beleidigt andere Kunden.' });
  });

  it('keeps the dialog open with the server message when the report is refused', async () => {
    api = reportApi(() => ({ status: 422, data: { status: false, message: 'Schon gemeldet.' } }));
    const onClose = jest.fn();
    renderAt(<ReportDialog reviewId={7} onClose={onClose} />, '/product/x');
    await screen.findByRole('option', { name: 'Spam' });
    await settle();
    fireEvent.change(screen.getByLabelText(/Grund/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(screen.getAllByText('Schon gemeldet.').length).toBeGreaterThan(0));
    expect(onClose).not.toHaveBeenCalled();
  });
});
