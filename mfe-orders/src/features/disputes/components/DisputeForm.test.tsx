import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderAt } from '@marktplatz/shared/testing';
import { AnswerForm } from './AnswerForm';
import { checkDispute, DisputeForm } from './DisputeForm';
import { disputeChoices } from './OrderDisputes';
import type { Refund } from '../../../lib/types';

const refunds = [{ id: 7, status_text: 'Abgelehnt', requested_amount_cents: 2490 }];

describe('checkDispute', () => {
  it('asks for 20 characters and an amount in euros no higher than the refund, as the API does', () => {
    expect(checkDispute({ statement: 'Zu kurz', amount: '', maxCents: 2490 })).toEqual({
      statement: 'Bitte beschreiben Sie den Fall in mindestens 20 Zeichen.',
    });
    expect(checkDispute({ statement: 'x'.repeat(20), amount: '24,91', maxCents: 2490 }).amount_claimed).toMatch(
      /^Sie können höchstens 24,90\s€ fordern/,
    );
    expect(checkDispute({ statement: 'x'.repeat(20), amount: 'viel', maxCents: 2490 }).amount_claimed).toBe(
      'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.',
    );
    expect(checkDispute({ statement: 'x'.repeat(20), amount: '12,345', maxCents: 2490 }).amount_claimed).toBe(
      'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.',
    );
    expect(checkDispute({ statement: 'x'.repeat(20), amount: '24,90 €', maxCents: 2490 })).toEqual({});
  });
});

describe('disputeChoices', () => {
  const refund = (over: Partial<Refund>) =>
    ({ id: 1, shop_vendor_order_id: 5, status: 'rejected', created_at: new Date().toISOString(), ...over }) as Refund;
  it('offers rejected refunds at once, unanswered ones after 7 days, and none with a running dispute', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const young = refund({ id: 2, status: 'requested', created_at: '2026-12-05T12:00:00Z' });
    const old = refund({ id: 3, status: 'requested', created_at: '2026-12-01T12:00:00Z' });
    const result = disputeChoices([refund({ id: 1 }), young, old, refund({ id: 4, status: 'accepted' })], [], 5, now);
    expect(result.ready.map((row) => row.id)).toEqual([1, 3]);
    expect(result.nextFrom?.toISOString()).toBe('2026-12-12T12:00:00.000Z');
    const running = [{ refund_id: 1, status: 'open' }] as unknown as Parameters<typeof disputeChoices>[1];
    expect(disputeChoices([refund({ id: 1 })], running, 5, now).ready).toEqual([]);
    expect(disputeChoices([refund({ id: 1 })], [], 6, now).ready).toEqual([]);
  });
});

describe('DisputeForm', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('shows the German checks before sending and sends statement and amount as JSON', async () => {
    api = mockApi((call) =>
      call.url === 'disputes'
        ? { status: 201, data: { status: true, message: 'Der Marktplatz ist eingeschaltet.', data: { id: 1 } } }
        : undefined,
    );
    const done = jest.fn();
    renderAt(<DisputeForm providerName="Töpferei" refunds={refunds} onDone={done} onCancel={() => undefined} />, '/orders/MP-1');
    fireEvent.click(screen.getByRole('button', { name: 'Fall einreichen' }));
    expect(await screen.findByText('Bitte beschreiben Sie den Fall in mindestens 20 Zeichen.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Ihre Schilderung/), { target: { value: 'Die Vase kam in Scherben an, Fotos anbei.' } });
    fireEvent.change(screen.getByLabelText(/^Geforderter Betrag/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fall einreichen' }));
    expect(await screen.findByText(/Sie können höchstens 24,90\s€ fordern/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Geforderter Betrag/), { target: { value: '20,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fall einreichen' }));
    await screen.findByRole('button', { name: 'Fall einreichen' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls.find((call) => call.url === 'disputes')?.data).toEqual({
      refund_id: 7,
      statement: 'Die Vase kam in Scherben an, Fotos anbei.',
      amount_claimed: '20,00',
    });
    expect(done).toHaveBeenCalled();
  });

  it('shows the server’s German message and keeps the input', async () => {
    api = mockApi((call) =>
      call.url === 'disputes'
        ? {
            status: 422,
            data: {
              status: false,
              message: 'Zu dieser Erstattung läuft bereits ein Fall.',
              errors: { refund_id: ['Zu dieser Erstattung läuft bereits ein Fall.'] },
            },
          }
        : undefined,
    );
    renderAt(<DisputeForm providerName="Töpferei" refunds={refunds} onDone={() => undefined} onCancel={() => undefined} />, '/orders/MP-1');
    fireEvent.change(screen.getByLabelText(/^Ihre Schilderung/), { target: { value: 'Die Vase kam in Scherben an, Fotos anbei.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fall einreichen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu dieser Erstattung läuft bereits ein Fall.');
    expect(screen.getByLabelText(/^Ihre Schilderung/)).toHaveValue('Die Vase kam in Scherben an, Fotos anbei.');
  });

  it('refuses a photo that is not jpg, png or webp before sending', async () => {
    api = mockApi(() => undefined);
    renderAt(<DisputeForm providerName="Töpferei" refunds={refunds} onDone={() => undefined} onCancel={() => undefined} />, '/orders/MP-1');
    const input = screen.getByTestId('refund-photos-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/beleg\.pdf/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('AnswerForm', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('asks for 20 characters, then sends the provider’s statement', async () => {
    api = mockApi((call) =>
      call.url === 'disputes/4/answer'
        ? { status: 200, data: { status: true, message: 'Ihre Stellungnahme ist eingegangen.', data: { id: 4 } } }
        : undefined,
    );
    const done = jest.fn();
    renderAt(<AnswerForm disputeId={4} onDone={done} />, '/orders/provider/disputes');
    fireEvent.click(screen.getByRole('button', { name: 'Stellungnahme senden' }));
    expect(await screen.findByText('Bitte beschreiben Sie Ihre Sicht in mindestens 20 Zeichen.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Ihre Stellungnahme/), { target: { value: 'Die Vase war sicher verpackt, siehe Foto.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stellungnahme senden' }));
    await screen.findByRole('button', { name: 'Stellungnahme senden' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls.find((call) => call.url === 'disputes/4/answer')?.data).toEqual({
      statement: 'Die Vase war sicher verpackt, siehe Foto.',
    });
    expect(done).toHaveBeenCalled();
  });
});
