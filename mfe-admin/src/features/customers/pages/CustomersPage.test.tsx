import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { CUSTOMER_ROW } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const SUPPORT_ME = { ...ADMIN_ME, roles: ['support' as const], credential_roles: ['support' as const] };
const META = { current_page: 1, last_page: 1, per_page: 25, total: 1 };

describe('customer search', () => {
  it('support searches by name and sees state, registration and last login; the nav links „Kunden“', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/customers')
        return {
          status: 200,
          data: { status: true, data: call.params?.q ? [CUSTOMER_ROW] : [], meta: { ...META, total: call.params?.q ? 1 : 0 } },
        };
      return undefined;
    });
    renderAt(<Area />, '/admin/kunden');
    expect(await screen.findByText('Es gibt noch keine Kundenkonten.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kunden' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Suche'), 'Erika');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    const table = await screen.findByRole('table', { name: 'Kundenkonten' });
    const row = within(table).getByRole('link', { name: 'Erika Muster' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('erika@example.com · Nr. 42');
    expect(row).toHaveTextContent('Aktiv');
    expect(api.calls.find((call) => call.url === 'admin/customers' && call.params?.q)?.params).toMatchObject({
      q: 'Erika',
      page: 1,
      per_page: 25,
    });
  });

  it('shows the server’s message with „Erneut versuchen“ when the search fails', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/customers') return { status: 500, data: { status: false, message: 'Die Suche ist gerade nicht möglich.' } };
      return undefined;
    });
    renderAt(<Area />, '/admin/kunden');
    expect(await screen.findByText('Die Suche ist gerade nicht möglich.')).toBeInTheDocument();
  });

  it('is the ordinary 404 for a member without the support role', async () => {
    signInStaff();
    const trust = { ...ADMIN_ME, roles: ['trust_safety' as const], credential_roles: ['trust_safety' as const] };
    api = mockApi((call) => (call.url === 'admin/me' ? ok(trust) : undefined));
    renderAt(<Area />, '/admin/kunden');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kunden' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/customers')).toBe(false);
  });
});
