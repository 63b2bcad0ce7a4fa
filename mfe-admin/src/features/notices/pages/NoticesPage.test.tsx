import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { DETAIL, NOTICE, OPTIONS } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const META = { current_page: 1, last_page: 1, per_page: 25, total: 1 };
const TRUST_ME = { ...ADMIN_ME, id: 5, roles: ['trust_safety'], credential_roles: ['trust_safety'] };
const SUPPORT_ME = { ...ADMIN_ME, id: 6, roles: ['support'], credential_roles: ['support'] };

describe('notices queue', () => {
  it('lists open notices with deadline and overdue mark; the filters from the address go to the API and change it', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/notices') return ok([NOTICE], { meta: META });
      return undefined;
    });
    renderAt(<Area />, '/admin/meldungen?status=open&source=notice');
    const table = await screen.findByRole('table', { name: 'Meldungen' });
    const row = within(table).getByText('M-2026-000007').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ladegerät X1');
    expect(row).toHaveTextContent('überfällig');
    expect(within(row).getByRole('link', { name: 'M-2026-000007' })).toHaveAttribute('href', '/admin/meldungen/7');
    expect(api.calls.find((call) => call.url === 'admin/notices')?.params).toMatchObject({ status: 'open', source: 'notice', page: 1 });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'no_action');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'admin/notices').at(-1)?.params).toMatchObject({ status: 'no_action' }),
    );
  });

  it('shows a support member only the reported chats, without the source filter', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/notices') return ok([], { meta: { ...META, total: 0 } });
      return undefined;
    });
    renderAt(<Area />, '/admin/meldungen?source=notice');
    expect(await screen.findByText('Keine Meldungen für diese Filter.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Herkunft')).toBeNull();
    expect(api.calls.find((call) => call.url === 'admin/notices')?.params).toMatchObject({ source: 'chat_report' });
  });

  it('is the ordinary 404 for a member without trust & safety or support', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/me' ? ok({ ...ADMIN_ME, roles: ['finance'], credential_roles: ['finance'] }) : undefined));
    renderAt(<Area />, '/admin/meldungen');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('notice detail', () => {
  function answer(decided: { body?: unknown }) {
    return mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/notices/7' && call.method === 'GET') return ok(DETAIL);
      if (call.url === 'admin/moderation/options') return ok(OPTIONS);
      if (call.url === 'admin/notices/7/review') return ok({ ...DETAIL, status: 'in_review', status_label: 'In Prüfung' });
      if (call.url === 'admin/notices/7/decision') {
        decided.body = call.data;
        return ok({
          ...DETAIL,
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
            decided_at: '2026-12-05T10:00:00.000Z',
          },
        });
      }
      return undefined;
    });
  }

  it('shows report, content link, reporter and events; „In Prüfung nehmen“ moves it to review', async () => {
    signInStaff();
    api = answer({});
    renderAt(<Area />, '/admin/meldungen/7');
    expect(await screen.findByRole('heading', { name: 'Meldung M-2026-000007' })).toBeInTheDocument();
    expect(screen.getByText('Das Ladegerät trägt kein CE-Zeichen und wurde zurückgerufen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öffentliche Seite öffnen' })).toHaveAttribute('href', '/shop/produkt/ladegeraet-x1');
    expect(screen.getByText('Petra Prüfer <petra@example.com>')).toBeInTheDocument();
    expect(screen.getByText(/eingegangen \(System\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'In Prüfung nehmen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'In Prüfung nehmen' })).toBeNull());
    expect(api.calls.filter((call) => call.url === 'admin/notices/7/review')).toHaveLength(1);
  });

  it('decides: actions fit the target type, concrete grounds the ground, reason ≥ 20, preview, then the confirmation sends it', async () => {
    signInStaff();
    const decided: { body?: unknown } = {};
    api = answer(decided);
    renderAt(<Area />, '/admin/meldungen/7');
    await userEvent.click(await screen.findByLabelText('Maßnahme ergreifen'));

    const action = screen.getByLabelText(/^Maßnahme\*/);
    expect(
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte Maßnahme wählen', 'Inhalt entfernt', 'Produkt gesperrt']);

    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    expect(screen.getByText('Bitte wählen Sie eine Maßnahme.')).toBeInTheDocument();
    expect(screen.getByText('Die Begründung muss mindestens 20 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.selectOptions(action, 'content_disabled');
    await userEvent.selectOptions(screen.getByLabelText(/^Grund\*/), 'illegal');
    const detail = screen.getByLabelText(/^Konkreter Grund\*/);
    expect(
      within(detail)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte konkreten Grund wählen', 'Produktsicherheit', 'Urheberrecht']);
    await userEvent.selectOptions(detail, 'product_safety');
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Das Produkt ist zurückgerufen und darf nicht verkauft werden.');

    const preview = screen.getByTestId('decision-preview');
    expect(preview).toHaveTextContent('Maßnahme: Produkt gesperrt');
    expect(preview).toHaveTextContent('Grund: Rechtswidriger Inhalt – Produktsicherheit');
    expect(preview).toHaveTextContent('Das Produkt ist zurückgerufen');
    expect(preview).toHaveTextContent('binnen sechs Monaten');

    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Entscheidung absenden?' });
    expect(decided.body).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verbindlich entscheiden' }));
    await waitFor(() =>
      expect(decided.body).toEqual({
        outcome: 'action_taken',
        action: 'content_disabled',
        ground: 'illegal',
        ground_detail: 'product_safety',
        reason: 'Das Produkt ist zurückgerufen und darf nicht verkauft werden.',
      }),
    );
    expect(await screen.findByText('Tom Trust')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entscheidung prüfen' })).toBeNull();
  });

  it('shows the API’s refusal when the notice was decided meanwhile', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/notices/7') return ok(DETAIL);
      if (call.url === 'admin/moderation/options') return ok(OPTIONS);
      if (call.url === 'admin/notices/7/decision')
        return { status: 409, data: { status: false, code: 'CONFLICT', message: 'Über diese Meldung wurde bereits entschieden.' } };
      return undefined;
    });
    renderAt(<Area />, '/admin/meldungen/7');
    await userEvent.click(await screen.findByLabelText('Keine Maßnahme'));
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Kein Verstoß erkennbar, das Produkt trägt ein CE-Zeichen.');
    expect(screen.getByTestId('decision-preview')).toHaveTextContent('keine Maßnahme');
    await userEvent.click(screen.getByRole('button', { name: 'Entscheidung prüfen' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verbindlich entscheiden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Über diese Meldung wurde bereits entschieden.');
  });
});
