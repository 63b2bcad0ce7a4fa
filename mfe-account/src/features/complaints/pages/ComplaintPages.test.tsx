import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import type { MyDecision } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
});

const ok = (data: unknown, message?: string) => ({ status: 200, data: { status: true, data, ...(message ? { message } : {}) } });

const OPEN: MyDecision = {
  case_id: 7,
  case_number: 'M-2026-000007',
  role: 'affected',
  target_label: 'Ladegerät X1',
  decided_at: '2026-12-03T10:00:00.000Z',
  outcome_label: 'Maßnahme ergriffen',
  action_label: 'Produkt gesperrt',
  ground_label: 'Rechtswidriger Inhalt – Produktsicherheit',
  reason: 'Das Produkt ist zurückgerufen und darf nicht verkauft werden.',
  complaint_until: '2027-06-03T10:00:00.000Z',
  can_complain: true,
  complaint: null,
};

const COMPLAINED: MyDecision = {
  ...OPEN,
  case_id: 8,
  case_number: 'M-2026-000008',
  role: 'reporter',
  target_label: 'Bewertung „Super“',
  action_label: null,
  ground_label: null,
  outcome_label: 'Keine Maßnahme',
  complaint: { status: 'open', status_label: 'in Prüfung', outcome_label: null, created_at: '2026-12-04T10:00:00.000Z' },
};

const EXPIRED: MyDecision = {
  ...OPEN,
  case_id: 9,
  case_number: 'M-2026-000009',
  can_complain: false,
  complaint_until: '2026-05-01T10:00:00.000Z',
};

describe('/account/beschwerden', () => {
  it('lists decisions concerning me, my complaint’s state, the deadline, and files a complaint after the confirmation', async () => {
    signIn('Company');
    let filed = false;
    api = mockApi((call) => {
      if (call.url === 'moderation/my-decisions')
        return ok([
          filed
            ? {
                ...OPEN,
                complaint: { status: 'open', status_label: 'in Prüfung', outcome_label: null, created_at: '2026-12-05T10:00:00.000Z' },
              }
            : OPEN,
          COMPLAINED,
          EXPIRED,
        ]);
      if (call.url === 'moderation/complaints' && call.method === 'POST') {
        filed = true;
        return { status: 201, data: { status: true, data: {}, message: 'Ihre Beschwerde ist eingegangen.' } };
      }
      return undefined;
    });
    renderAt(<Area />, '/account/beschwerden');
    const open = await screen.findByTestId('complaint-7');
    expect(open).toHaveTextContent('Fall M-2026-000007: Ladegerät X1');
    expect(open).toHaveTextContent('Produkt gesperrt');
    expect(open).toHaveTextContent('Beschwerde möglich bis 03.06.2027');
    expect(screen.getByTestId('complaint-8')).toHaveTextContent('Ihre Beschwerde: eingelegt am 04.12.2026 – in Prüfung');
    expect(screen.getByTestId('complaint-9')).toHaveTextContent('Die Frist für eine Beschwerde ist am 01.05.2026 abgelaufen.');
    expect(within(screen.getByTestId('complaint-9')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Mein Konto' })).toHaveTextContent('Beschwerden');

    await userEvent.click(within(open).getByRole('button', { name: 'Beschwerde einlegen: M-2026-000007' }));
    const text = within(open).getByLabelText(/Warum halten Sie die Entscheidung für falsch/);
    await userEvent.type(text, 'zu kurz');
    await userEvent.click(within(open).getByRole('button', { name: 'Beschwerde absenden' }));
    expect(within(open).getByText('Bitte schreiben Sie mindestens 20 Zeichen.')).toBeInTheDocument();

    await userEvent.type(text, ' – das Gerät hat ein CE-Zeichen, der Rückruf betraf ein anderes Modell.');
    await userEvent.click(within(open).getByRole('button', { name: 'Beschwerde absenden' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Beschwerde absenden?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Beschwerde absenden' }));
    await waitFor(() => expect(screen.getByTestId('complaint-7')).toHaveTextContent('Ihre Beschwerde: eingelegt am 05.12.2026'));
    expect(api.calls.find((call) => call.url === 'moderation/complaints')?.data).toEqual({
      case_id: 7,
      text: 'zu kurz – das Gerät hat ein CE-Zeichen, der Rückruf betraf ein anderes Modell.',
    });
  });

  it('says so when no decision concerns me', async () => {
    signIn('User');
    api = mockApi((call) => (call.url === 'moderation/my-decisions' ? ok([]) : undefined));
    renderAt(<Area />, '/account/beschwerden');
    expect(await screen.findByText('Es gibt keine Entscheidungen, die Sie betreffen.')).toBeInTheDocument();
  });
});

describe('/account/beschwerde?token= (the e-mail link, no login)', () => {
  const LINKED = {
    case_number: 'M-2026-000007',
    target_label: 'Ladegerät X1',
    decided_at: '2026-12-03T10:00:00.000Z',
    outcome_label: 'Maßnahme ergriffen',
    reason: 'Das Produkt ist zurückgerufen und darf nicht verkauft werden.',
    complaint_until: '2027-06-03T10:00:00.000Z',
    can_complain: true,
  };

  it('shows the case without a login and files the complaint with the link’s token', async () => {
    api = mockApi((call) => {
      if (call.url === 'moderation/complaints/link' && call.method === 'GET') return ok(LINKED);
      if (call.url === 'moderation/complaints/link' && call.method === 'POST') return ok({});
      return undefined;
    });
    renderAt(<Area />, '/account/beschwerde?token=abc123');
    expect(await screen.findByText('Fall M-2026-000007: Ladegerät X1')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'GET' && call.url === 'moderation/complaints/link')?.params).toEqual({
      token: 'abc123',
    });
    await userEvent.type(screen.getByLabelText(/Warum halten Sie/), 'Das Gerät ist ein anderes Modell als das zurückgerufene.');
    await userEvent.click(screen.getByRole('button', { name: 'Beschwerde absenden' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Beschwerde absenden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Beschwerde ist eingegangen.');
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      token: 'abc123',
      text: 'Das Gerät ist ein anderes Modell als das zurückgerufene.',
    });
  });

  it('shows the server’s refusal (e.g. after six months) in German', async () => {
    api = mockApi((call) => {
      if (call.url === 'moderation/complaints/link' && call.method === 'GET') return ok(LINKED);
      if (call.url === 'moderation/complaints/link' && call.method === 'POST')
        return { status: 422, data: { status: false, message: 'Die Frist für eine Beschwerde ist abgelaufen.' } };
      return undefined;
    });
    renderAt(<Area />, '/account/beschwerde?token=abc123');
    await userEvent.type(await screen.findByLabelText(/Warum halten Sie/), 'Das Gerät ist ein anderes Modell als das zurückgerufene.');
    await userEvent.click(screen.getByRole('button', { name: 'Beschwerde absenden' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Beschwerde absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Frist für eine Beschwerde ist abgelaufen.');
  });

  it('explains an incomplete link', async () => {
    renderAt(<Area />, '/account/beschwerde');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Link ist unvollständig.');
  });
});
