import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { CUSTOMER } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const SUPPORT_ME = { ...ADMIN_ME, roles: ['support' as const], credential_roles: ['support' as const] };
const REAUTH = {
  status: 403,
  data: {
    status: false,
    code: 'FORBIDDEN',
    message: 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.',
    errors: { reauth: ['Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.'] },
  },
};

describe('customer detail', () => {
  it('shows profile, security and orders; locking asks for a reason and shows the locked state', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/customers/42') return ok(CUSTOMER);
      if (call.url === 'admin/customers/42/lock')
        return ok({
          ...CUSTOMER,
          state: 'locked',
          locked_at: '2026-12-05T14:00:00.000Z',
          locked_reason: (call.data as { reason: string }).reason,
        });
      return undefined;
    });
    renderAt(<Area />, '/admin/kunden/42');
    expect(await screen.findByRole('heading', { name: 'Kunde: Erika Muster' })).toBeInTheDocument();
    expect(screen.getByText('eingeschaltet (Nummer endet auf 67)')).toBeInTheDocument();
    expect(screen.getByText('123,45 €')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Konto sperren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erika Muster sperren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto sperren' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Begründung/), 'Betrugsverdacht');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto sperren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Gesperrt').length).toBeGreaterThan(0);
    expect(screen.getByText('Betrugsverdacht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sperre aufheben' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.data])).toEqual([
      ['admin/customers/42/lock', { reason: 'Betrugsverdacht' }],
    ]);
  });

  it('erasure needs the typed customer number, asks for re-authentication and then shows the erased account', async () => {
    signInStaff();
    let erases = 0;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/customers/42') return ok(CUSTOMER);
      if (call.url === 'admin/customers/42/erase') {
        erases += 1;
        return erases === 1
          ? REAUTH
          : ok({
              ...CUSTOMER,
              name: 'Gelöschtes Konto',
              email: 'geloescht-42@anonymisiert.invalid',
              state: 'deleted',
              deleted_at: '2026-12-05T14:00:00.000Z',
              retained_invoices: 3,
            });
      }
      if (call.url === 'admin/reauth') return ok({ reauth_valid_until: '2026-12-05T14:05:00.000Z' });
      return undefined;
    });
    renderAt(<Area />, '/admin/kunden/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erika Muster endgültig löschen?' });
    await userEvent.type(within(dialog).getByLabelText(/Kundennummer 42 eingeben/), '24');
    await userEvent.type(within(dialog).getByLabelText(/^Begründung/), 'Löschantrag per E-Mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(within(dialog).getByText('Die Kundennummer stimmt nicht überein.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/customers/42/erase')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/Kundennummer 42 eingeben/));
    await userEvent.type(within(dialog).getByLabelText(/Kundennummer 42 eingeben/), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    const reauth = await screen.findByRole('dialog', { name: 'Aktion bestätigen' });
    await userEvent.type(within(reauth).getByLabelText(/^Passwort/), 'geheim-und-lang');
    await userEvent.click(within(reauth).getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByText('Dieses Konto ist gelöscht. Es sind keine Aktionen mehr möglich.')).toBeInTheDocument();
    expect(screen.getByText(/3 Rechnungen bleiben pseudonymisiert 10 Jahre aufbewahrt/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      'admin/customers/42/erase',
      'admin/reauth',
      'admin/customers/42/erase',
    ]);
  });

  it('downloads the data export as a JSON file', async () => {
    signInStaff();
    const created = jest.fn(() => 'blob:export');
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/customers/42') return ok(CUSTOMER);
      if (call.url === 'admin/customers/42/export')
        return { status: 200, data: JSON.stringify({ format: 'marktplatz-datenexport', version: 1 }) };
      return undefined;
    });
    renderAt(<Area />, '/admin/kunden/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Datenexport herunterladen' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });
});
