import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from './Area';
import { staffSession } from './lib/session';
import { ADMIN_ME, signInStaff } from './testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

describe('the back office is only there for staff', () => {
  it('shows the ordinary 404 on /admin without a staff session — also to a signed-in customer — and calls nothing', async () => {
    signIn('User');
    api = mockApi(() => undefined);
    renderAt(<Area />, '/admin/mitarbeitende');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Seite nicht gefunden');
    expect(api.calls).toEqual([]);
  });

  it('keeps the login and the set-password page open to everyone', async () => {
    api = mockApi(() => undefined);
    const { unmount } = renderAt(<Area />, '/admin/login');
    expect(await screen.findByRole('heading', { name: 'Anmeldung Backoffice' })).toBeInTheDocument();
    unmount();
    renderAt(<Area />, '/admin/passwort?token=abc');
    expect(await screen.findByRole('heading', { name: 'Passwort festlegen' })).toBeInTheDocument();
  });

  it('builds the navigation from the roles of GET /admin/me: trust & safety sees neither staff nor audit, and their addresses are 404', async () => {
    signInStaff();
    api = mockApi((call) =>
      call.url === 'admin/me'
        ? ok({ ...ADMIN_ME, name: 'Tom Trust', roles: ['trust_safety'], credential_roles: ['trust_safety'] })
        : undefined,
    );
    renderAt(<Area />, '/admin/audit');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(nav).toHaveTextContent('API-Tokens');
    expect(nav).not.toHaveTextContent('Mitarbeitende');
    expect(nav).not.toHaveTextContent('Audit-Protokoll');
    expect(api.calls[0]?.authorization).toBe('Bearer mps_session-token');
  });

  it('sends an expired session (TOKEN_EXPIRED) to the login with the way back', async () => {
    signInStaff();
    api = mockApi(() => ({ status: 401, data: { status: false, code: 'TOKEN_EXPIRED', message: 'Sitzung abgelaufen.' } }));
    renderAt(<Area />, '/admin/tokens');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?grund=abgelaufen&redirect=%2Fadmin%2Ftokens'),
    );
    expect(staffSession.token()).toBeNull();
    expect(await screen.findByText(/Ihre Sitzung ist abgelaufen/)).toBeInTheDocument();
  });

  it('logs out: the session ends on the server and in the tab', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/me' ? ok(ADMIN_ME) : call.url === 'admin/logout' ? ok(null) : undefined));
    renderAt(<Area />, '/admin');
    expect(await screen.findByText('Guten Tag, Anna Admin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?grund=abgemeldet'));
    expect(api.calls.map((call) => call.url)).toContain('admin/logout');
    expect(staffSession.token()).toBeNull();
  });
});
