import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { partialCents } from '../components/DecisionForm';
import type { AdminDispute, AdminDisputeDetail } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const SUPPORT_ME = { ...ADMIN_ME, name: 'Sven Support', roles: ['support' as const], credential_roles: ['support' as const] };
const REASON = 'Das Foto zeigt einen Transportschaden; die Hälfte wird erstattet.';

const DISPUTE: AdminDispute = {
  id: 5,
  status: 'answered',
  status_text: 'Anbieter hat Stellung genommen – Entscheidung durch den Marktplatz',
  refund_id: 9,
  order_number: 'MP-100123',
  vendor_order_id: 3,
  vendor_order_number: 'MP-100123-1',
  provider_id: 4,
  provider_name: 'Streitfall-Keramik',
  statement: 'Die Vase kam zerbrochen an, das Foto zeigt den Schaden deutlich.',
  claimed_cents: 4980,
  answer: 'Die Vase war beim Versand unbeschädigt und gut verpackt.',
  answered_at: '2026-12-04T10:00:00.000Z',
  answer_due_at: '2026-12-08T10:00:00.000Z',
  answer_overdue: false,
  decidable: true,
  outcome: null,
  outcome_text: null,
  decided_cents: null,
  decision_reason: null,
  decided_at: null,
  withdrawn_at: null,
  created_at: '2026-12-03T10:00:00.000Z',
};

const DETAIL: AdminDisputeDetail = {
  ...DISPUTE,
  photos: [{ id: 1, side: 'customer', file_name: 'scherben.png', content_type: 'image/png', size: 100, url: 'https://files/x.png' }],
  decided_by: null,
  refund: {
    id: 9,
    status: 'rejected',
    status_text: 'Abgelehnt',
    reason_text: 'Ware beschädigt angekommen',
    comment: 'Zerbrochen',
    requested_amount_cents: 4980,
    amount_cents: null,
    rejection_reason: 'Kein Schaden erkennbar.',
    is_widerruf: false,
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: '2026-11-21T10:00:00.000Z',
    refunded_at: null,
    items: [{ id: 1, item_id: 2, product_name: 'Vase', variant_label: '', qty: 2, amount_cents: 4000 }],
    photos: [],
  },
};

function routes(extra: (call: { url: string; method: string; data?: unknown }) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(SUPPORT_ME);
    if (call.url === 'admin/disputes')
      return { status: 200, data: { status: true, data: [DISPUTE], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } } };
    if (call.url === 'admin/disputes/5') return ok(DETAIL);
    return undefined;
  });
}

describe('partialCents', () => {
  it('takes German euro text below the claim and refuses the rest in German', () => {
    expect(partialCents('24,90', 4980)).toEqual({ cents: 2490 });
    expect(partialCents('24,90 €', 4980)).toEqual({ cents: 2490 });
    expect(partialCents('viel', 4980)).toEqual({ error: 'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.' });
    expect(partialCents('49,80', 4980)).toMatchObject({ error: expect.stringMatching(/unter dem geforderten Betrag von 49,80\s€/) });
    expect(partialCents('0', 4980)).toMatchObject({ error: expect.stringMatching(/^Eine Teilerstattung muss über 0,00/) });
  });
});

describe('disputes screen', () => {
  it('lists the queue with the provider’s deadline and links „Streitfälle“ for support', async () => {
    signInStaff();
    api = routes();
    renderAt(<Area />, '/admin/streitfaelle');
    const table = await screen.findByRole('table', { name: 'Streitfälle' });
    const row = within(table).getByRole('link', { name: 'Fall Nr. 5 öffnen' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('MP-100123-1');
    expect(row).toHaveTextContent('Streitfall-Keramik');
    expect(row).toHaveTextContent('49,80 €');
    expect(row).toHaveTextContent('08.12.2026');
    expect(screen.getByRole('link', { name: 'Streitfälle' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/disputes')?.params).toMatchObject({ status: 'active', page: 1 });
  });

  it('shows both statements and the refund, checks the decision in German and confirms the money before deciding', async () => {
    signInStaff();
    let decided: unknown;
    const after = {
      ...DETAIL,
      status: 'decided' as const,
      status_text: 'Entschieden',
      decidable: false,
      outcome: 'refund_partial' as const,
      outcome_text: 'Teilweise Erstattung',
      decided_cents: 2490,
      decision_reason: REASON,
      decided_by: 'Sven Support',
    };
    api = routes((call) => {
      if (call.url === 'admin/disputes/5/decision') {
        decided = call.data;
        return ok(after);
      }
      if (call.url === 'admin/disputes/5' && decided) return ok(after);
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/streitfaelle/5');
    expect(await screen.findByText('Die Vase kam zerbrochen an, das Foto zeigt den Schaden deutlich.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-dispute-answer')).toHaveTextContent('gut verpackt');
    expect(screen.getByText(/Kein Schaden erkennbar\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foto „scherben.png“ öffnen' })).toHaveAttribute('href', 'https://files/x.png');

    await user.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    expect(await screen.findByText('Bitte wählen Sie eine Entscheidung.')).toBeInTheDocument();
    expect(screen.getByText('Bitte begründen Sie die Entscheidung in mindestens 20 Zeichen.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Teilweise Erstattung' }));
    await user.type(screen.getByLabelText(/^Betrag der Teilerstattung/), '60');
    await user.type(screen.getByLabelText(/^Begründung/), REASON);
    await user.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    expect(
      await screen.findByText(/Eine Teilerstattung muss über 0,00\s€ und unter dem geforderten Betrag von 49,80\s€ liegen\./),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Betrag der Teilerstattung/));
    await user.type(screen.getByLabelText(/^Betrag der Teilerstattung/), '24,90');
    await user.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    expect(await screen.findByTestId('dispute-confirm-text')).toHaveTextContent(
      /^Der Kundin werden 24,90\s€ aus dem Guthaben des Anbieters erstattet\.$/,
    );
    expect(decided).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Verbindlich entscheiden' }));
    expect(await screen.findByTestId('admin-dispute-decision')).toHaveTextContent('Teilweise Erstattung');
    expect(decided).toEqual({ outcome: 'refund_partial', amount: 2490, reason: REASON });
  });
});
