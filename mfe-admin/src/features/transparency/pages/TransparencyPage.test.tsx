import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { lastFullMonth } from '../lib/period';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const REPORT = {
  date_from: '2026-11-01',
  date_to: '2026-11-30',
  notices_total: 12,
  notices_by_category: [
    { category: 'unsafe_product', label: 'Unsicheres Produkt', count: 8 },
    { category: 'fraud', label: 'Betrug', count: 4 },
  ],
  notices_by_source: [{ source: 'notice', label: 'Meldung', count: 12 }],
  actions_by_type_and_ground: [
    { action: 'content_disabled', action_label: 'Produkt gesperrt', ground: 'illegal', ground_label: 'Rechtswidriger Inhalt', count: 5 },
  ],
  decisions_no_action: 6,
  own_initiative_actions: 1,
  complaints: { received: 3, decided: 2, upheld: 1, reversed: 1, open: 1 },
  median_hours_to_decision: 26.5,
  median_hours_to_complaint_decision: null,
};

describe('transparency report', () => {
  it('defaults to the last full month', () => {
    expect(lastFullMonth(new Date(2026, 11, 5))).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(lastFullMonth(new Date(2026, 0, 15))).toEqual({ date_from: '2025-12-01', date_to: '2025-12-31' });
    expect(lastFullMonth(new Date(2024, 2, 31))).toEqual({ date_from: '2024-02-01', date_to: '2024-02-29' });
  });

  it('shows the figures of the period as tables and asks again for another period', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok({ ...ADMIN_ME, roles: ['trust_safety'], credential_roles: ['trust_safety'] });
      if (call.url === 'admin/transparency') return ok({ ...REPORT, ...(call.params as object) });
      return undefined;
    });
    renderAt(<Area />, '/admin/transparenz');
    const overview = await screen.findByRole('table', { name: 'Übersicht' });
    expect(within(overview).getByText('Eingegangene Meldungen').closest('tr')).toHaveTextContent('12');
    expect(within(overview).getByText('Median bis zur Entscheidung').closest('tr')).toHaveTextContent('26,5 Stunden');
    expect(
      within(screen.getByRole('table', { name: 'Meldungen nach Kategorie' }))
        .getByText('Unsicheres Produkt')
        .closest('tr'),
    ).toHaveTextContent('8');
    expect(screen.getByRole('table', { name: 'Maßnahmen nach Art und Grund' })).toHaveTextContent(
      'Produkt gesperrt – Rechtswidriger Inhalt',
    );
    expect(
      within(screen.getByRole('table', { name: 'Beschwerden (Art. 20 DSA)' }))
        .getByText(/stattgegeben/)
        .closest('tr'),
    ).toHaveTextContent('1');
    expect(api.calls.find((call) => call.url === 'admin/transparency')?.params).toEqual(lastFullMonth());

    const from = screen.getByLabelText('von');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Das Enddatum darf nicht vor dem Anfangsdatum liegen.');

    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'admin/transparency').at(-1)?.params).toEqual({
        date_from: '2026-01-01',
        date_to: lastFullMonth().date_to,
      }),
    );
  });

  it('downloads the CSV of the period', async () => {
    signInStaff();
    const created: Blob[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:transparenz';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      api = mockApi((call) => {
        if (call.url === 'admin/me') return ok({ ...ADMIN_ME, roles: ['trust_safety'], credential_roles: ['trust_safety'] });
        if (call.url === 'admin/transparency') return ok(REPORT);
        if (call.url === 'admin/transparency.csv') return { status: 200, data: '\uFEFFKennzahl;Wert\r\nMeldungen;12\r\n' };
        return undefined;
      });
      renderAt(<Area />, '/admin/transparenz');
      await screen.findByRole('table', { name: 'Übersicht' });
      await userEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
      await waitFor(() => expect(created).toHaveLength(1));
      expect(click).toHaveBeenCalledTimes(1);
      expect(api.calls.find((call) => call.url === 'admin/transparency.csv')?.params).toEqual(lastFullMonth());
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });

  it('is the ordinary 404 without the trust & safety role', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/me' ? ok({ ...ADMIN_ME, roles: ['support'], credential_roles: ['support'] }) : undefined));
    renderAt(<Area />, '/admin/transparenz');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
