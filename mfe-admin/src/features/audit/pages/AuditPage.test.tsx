import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const HASH = 'a'.repeat(64);

function serve(verification: unknown) {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(ADMIN_ME);
    if (call.url === 'admin/staff') return ok([ADMIN_ME]);
    if (call.url === 'admin/audit/actions') return ok(['provider.verified']);
    if (call.url === 'admin/audit')
      return { status: 200, data: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } };
    if (call.url === 'admin/audit/verification') return ok(verification);
    return undefined;
  });
}

describe('audit log: the chain check', () => {
  it('reports an intact chain with the number of entries and the head hash to note elsewhere', async () => {
    signInStaff();
    api = serve({ ok: true, rows: 1234, problems: [], head: { seq: 1234, hash: HASH }, checked_at: '2026-12-05T20:00:00.000Z' });
    renderAt(<Area />, '/admin/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Kette jetzt prüfen' }));
    expect(await screen.findByTestId('audit-chain-verdict')).toHaveTextContent(
      'Die Kette ist intakt: 1.234 Einträge lückenlos und unverändert.',
    );
    expect(screen.getByText(HASH)).toBeInTheDocument();
  });

  it('names every finding of a broken chain', async () => {
    signInStaff();
    api = serve({
      ok: false,
      rows: 9,
      problems: [{ seq: 4, problem: 'Der Inhalt passt nicht zu seiner Prüfsumme (Eintrag geändert).' }],
      head: { seq: 9, hash: HASH },
      checked_at: '2026-12-05T20:00:00.000Z',
    });
    renderAt(<Area />, '/admin/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Kette jetzt prüfen' }));
    expect(await screen.findByTestId('audit-chain-verdict')).toHaveTextContent('Die Kette ist NICHT intakt: 1 Befund.');
    expect(screen.getByText(/Eintrag Nr\. 4: Der Inhalt passt nicht/)).toBeInTheDocument();
  });
});
