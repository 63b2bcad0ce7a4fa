import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, MEMBER, signInStaff } from '../../../testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const REAUTH = {
  status: 403,
  data: {
    status: false,
    code: 'FORBIDDEN',
    message: 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.',
    errors: { reauth: ['Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.'] },
  },
};

describe('staff management', () => {
  it('lists members with roles, 2FA state and last activity', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/staff') return ok([{ ...ADMIN_ME, roles: ['admin'] }, MEMBER]);
      return undefined;
    });
    renderAt(<Area />, '/admin/mitarbeitende');
    const table = await screen.findByRole('table', { name: 'Alle Mitarbeiterkonten' });
    const tom = within(table).getByText('Tom Trust').closest('tr') as HTMLElement;
    expect(tom).toHaveTextContent('Trust & Safety');
    expect(tom).toHaveTextContent('noch nicht eingerichtet');
    expect(tom).toHaveTextContent('eingeladen (kein Passwort)');
    expect(tom).toHaveTextContent('noch nie');
  });

  it('creates a colleague: asks for re-authentication on the 403, confirms with the password and makes the call again', async () => {
    signInStaff();
    let creates = 0;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/staff' && call.method === 'GET') return ok(creates > 1 ? [ADMIN_ME, MEMBER] : [ADMIN_ME]);
      if (call.url === 'admin/staff' && call.method === 'POST') {
        creates += 1;
        return creates === 1 ? REAUTH : { status: 201, data: { status: true, data: MEMBER } };
      }
      if (call.url === 'admin/reauth') return ok({ reauth_valid_until: '2026-12-05T14:05:00.000Z' });
      return undefined;
    });
    renderAt(<Area />, '/admin/mitarbeitende');
    await userEvent.click(await screen.findByRole('button', { name: 'Mitarbeiter/in anlegen' }));
    const form = await screen.findByRole('dialog', { name: 'Mitarbeiter/in anlegen' });

    await userEvent.click(within(form).getByRole('button', { name: 'Anlegen und einladen' }));
    expect(within(form).getByText('Bitte geben Sie den Namen ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte wählen Sie mindestens eine Rolle.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Name/), 'Tom Trust');
    await userEvent.type(within(form).getByLabelText(/^E-Mail-Adresse/), 'tom@example.com');
    await userEvent.click(within(form).getByLabelText(/Trust & Safety/));
    await userEvent.type(within(form).getByLabelText(/^Begründung/), 'Neues Team für Meldungen');
    await userEvent.click(within(form).getByRole('button', { name: 'Anlegen und einladen' }));

    const reauth = await screen.findByRole('dialog', { name: 'Aktion bestätigen' });
    await userEvent.type(within(reauth).getByLabelText(/^Passwort/), 'geheim-und-lang');
    await userEvent.click(within(reauth).getByRole('button', { name: 'Bestätigen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.data]);
    expect(posts).toEqual([
      ['admin/staff', { name: 'Tom Trust', email: 'tom@example.com', roles: ['trust_safety'], reason: 'Neues Team für Meldungen' }],
      ['admin/reauth', { password: 'geheim-und-lang' }],
      ['admin/staff', { name: 'Tom Trust', email: 'tom@example.com', roles: ['trust_safety'], reason: 'Neues Team für Meldungen' }],
    ]);
    expect(await screen.findByText('Tom Trust')).toBeInTheDocument();
  });

  it('cancelling the re-authentication leaves the form open with the refusal and creates nobody', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/staff' && call.method === 'GET') return ok([ADMIN_ME]);
      if (call.url === 'admin/staff' && call.method === 'POST') return REAUTH;
      return undefined;
    });
    renderAt(<Area />, '/admin/mitarbeitende');
    await userEvent.click(await screen.findByRole('button', { name: 'Mitarbeiter/in anlegen' }));
    const form = await screen.findByRole('dialog', { name: 'Mitarbeiter/in anlegen' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Tom Trust');
    await userEvent.type(within(form).getByLabelText(/^E-Mail-Adresse/), 'tom@example.com');
    await userEvent.click(within(form).getByLabelText(/Support/));
    await userEvent.type(within(form).getByLabelText(/^Begründung/), 'Test');
    await userEvent.click(within(form).getByRole('button', { name: 'Anlegen und einladen' }));
    const reauth = await screen.findByRole('dialog', { name: 'Aktion bestätigen' });
    await userEvent.click(within(reauth).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte bestätigen Sie diese Aktion');
    expect(api.calls.filter((call) => call.url === 'admin/reauth')).toEqual([]);
  });
});
