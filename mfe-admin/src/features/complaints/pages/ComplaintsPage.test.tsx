import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { NoticeDetail } from '../../notices';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const TRUST_ME = { ...ADMIN_ME, id: 5, name: 'Tom Trust', roles: ['trust_safety'], credential_roles: ['trust_safety'] };
const SAME_PERSON = 'Über eine Beschwerde entscheidet eine andere Person als die, die zuerst entschieden hat.';

const COMPLAINT = {
  id: 3,
  case_id: 7,
  case_number: 'M-2026-000007',
  complainant_role: 'affected',
  complainant_role_label: 'Betroffene Person',
  complainant_name: 'Hofladen Sonnenschein',
  created_at: '2026-12-04T10:00:00.000Z',
  deadline_at: '2026-12-18T10:00:00.000Z',
  status: 'open',
  status_label: 'offen',
  first_decided_by: { id: 5, name: 'Tom Trust' },
  decided_by: null,
  outcome: null,
  outcome_label: null,
};

const CASE: NoticeDetail = {
  id: 7,
  case_number: 'M-2026-000007',
  source: 'notice',
  source_label: 'Meldung',
  target_type: 'product',
  target_type_label: 'Produkt',
  target_id: 12,
  target_label: 'Ladegerät X1',
  category: 'unsafe_product',
  category_label: 'Unsicheres Produkt',
  created_at: '2026-12-01T10:00:00.000Z',
  deadline_at: '2026-12-04T10:00:00.000Z',
  overdue: false,
  decided_at: '2026-12-03T10:00:00.000Z',
  decided_by: { id: 5, name: 'Tom Trust' },
  open_complaints: 1,
  explanation: 'Das Ladegerät trägt kein CE-Zeichen und wurde zurückgerufen.',
  good_faith: true,
  reporter: { name: 'Petra Prüfer', email: 'petra@example.com', user_id: null },
  target_url: '/shop/produkt/ladegeraet-x1',
  affected_user: { id: 3, name: 'Hofladen Sonnenschein', role: 'Anbieter' },
  events: [],
  complaints: [],
  chat: null,
  status: 'action_taken',
  status_label: 'Maßnahme ergriffen',
  decision: {
    outcome: 'action_taken',
    outcome_label: 'Maßnahme ergriffen',
    action: 'content_disabled',
    action_label: 'Produkt gesperrt',
    ground: 'illegal',
    ground_label: 'Rechtswidriger Inhalt',
    ground_detail: 'product_safety',
    ground_detail_label: 'Produktsicherheit',
    reason: 'Das Produkt ist zurückgerufen und darf nicht verkauft werden.',
    decided_by: { id: 5, name: 'Tom Trust' },
    decided_at: '2026-12-03T10:00:00.000Z',
  },
};

describe('complaints', () => {
  it('lists open complaints with the complainant and who decided first', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/complaints') return ok([COMPLAINT], { meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } });
      return undefined;
    });
    renderAt(<Area />, '/admin/beschwerden');
    const table = await screen.findByRole('table', { name: 'Beschwerden' });
    const row = within(table).getByText('Hofladen Sonnenschein').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Tom Trust');
    expect(within(row).getByRole('link', { name: 'M-2026-000007' })).toHaveAttribute('href', '/admin/beschwerden/3');
    expect(api.calls.find((call) => call.url === 'admin/complaints')?.params).toMatchObject({ status: 'open' });
  });

  it('shows the complaint with the original case; the first decider gets the German refusal clearly', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/complaints/3' && call.method === 'GET')
        return ok({ ...COMPLAINT, text: 'Das Ladegerät hat ein CE-Zeichen, siehe Foto.', case: CASE });
      if (call.url === 'admin/complaints/3/decision')
        return { status: 403, data: { status: false, code: 'FORBIDDEN', message: SAME_PERSON } };
      return undefined;
    });
    renderAt(<Area />, '/admin/beschwerden/3');
    expect(await screen.findByRole('heading', { name: 'Beschwerde zu Fall M-2026-000007' })).toBeInTheDocument();
    expect(screen.getByText('Das Ladegerät hat ein CE-Zeichen, siehe Foto.')).toBeInTheDocument();
    expect(screen.getByText('Das Produkt ist zurückgerufen und darf nicht verkauft werden.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Sie haben die ursprüngliche Entscheidung getroffen.');

    await userEvent.click(screen.getByLabelText(/^Stattgeben/));
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Das Foto zeigt das CE-Zeichen eindeutig.');
    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Über die Beschwerde entscheiden?' });
    expect(confirm).toHaveTextContent('aufgehoben');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verbindlich entscheiden' }));
    expect(await screen.findByTestId('complaint-refusal')).toHaveTextContent(SAME_PERSON);
  });

  it('a colleague upholds with a reason after the confirmation; the outcome replaces the form', async () => {
    signInStaff();
    let decided = false;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok({ ...TRUST_ME, id: 9, name: 'Sara Zweit' });
      if (call.url === 'admin/complaints/3' && call.method === 'GET')
        return ok({
          ...COMPLAINT,
          ...(decided
            ? {
                status: 'decided',
                status_label: 'entschieden',
                outcome: 'upheld',
                outcome_label: 'Zurückgewiesen',
                decided_by: { id: 9, name: 'Sara Zweit' },
              }
            : {}),
          text: 'Bitte prüfen Sie erneut.',
          case: CASE,
        });
      if (call.url === 'admin/complaints/3/decision') {
        decided = true;
        return ok({ ...COMPLAINT, outcome: 'upheld' });
      }
      return undefined;
    });
    renderAt(<Area />, '/admin/beschwerden/3');
    await userEvent.click(await screen.findByLabelText(/^Zurückweisen/));
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'zu kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    expect(screen.getByText('Die Begründung muss mindestens 20 Zeichen lang sein.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Begründung/), ' – der Rückruf des Herstellers gilt weiterhin.');
    expect(screen.getByLabelText(/^Begründung/)).toHaveValue('zu kurz – der Rückruf des Herstellers gilt weiterhin.');
    expect(screen.getByLabelText(/^Zurückweisen/)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Über die Beschwerde entscheiden?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verbindlich entscheiden' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Entscheidung prüfen' })).toBeNull());
    expect(api.calls.find((call) => call.url === 'admin/complaints/3/decision')?.data).toEqual({
      outcome: 'upheld',
      reason: 'zu kurz – der Rückruf des Herstellers gilt weiterhin.',
    });
    expect(await screen.findByText(/Über die Beschwerde entschieden von/)).toBeInTheDocument();
  });
});
