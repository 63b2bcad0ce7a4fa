import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { DETAIL, OPTIONS, SUSPENDED, WAITING } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const META = { current_page: 1, last_page: 1, per_page: 25, total: 2 };
const TRUST_ME = { ...ADMIN_ME, id: 5, roles: ['trust_safety'], credential_roles: ['trust_safety'] };
const SUPPORT_ME = { ...ADMIN_ME, id: 6, roles: ['support'], credential_roles: ['support'] };
const FAILURE = { status: 500, data: { status: false, message: 'Der Dienst ist gerade nicht erreichbar.' } };

describe('provider list', () => {
  it('lists the waiting submission with its age and the suspended provider; search and status filter go to the API', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(SUPPORT_ME);
      if (call.url === 'admin/providers') return ok([WAITING, SUSPENDED], { meta: META });
      return undefined;
    });
    renderAt(<Area />, '/admin/anbieter');
    const table = await screen.findByRole('table', { name: 'Anbieter' });
    const waiting = within(table).getByText('Klein Haustechnik GmbH').closest('tr') as HTMLElement;
    expect(waiting).toHaveTextContent('Zur Prüfung eingereicht');
    expect(waiting).toHaveTextContent('wartet seit 2 Tagen');
    expect(within(waiting).getByRole('link', { name: 'Klein Haustechnik GmbH' })).toHaveAttribute('href', '/admin/anbieter/41');
    const suspended = within(table).getByText('Becker Handwerk & Design GmbH').closest('tr') as HTMLElement;
    expect(suspended).toHaveTextContent('Gesperrt');
    expect(screen.getByRole('status')).toHaveTextContent('2 Anbieter');
    expect(screen.getByRole('link', { name: 'Anbieter' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Anbieter suchen'), 'klein@');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'admin/providers').at(-1)?.params).toMatchObject({ q: 'klein@', page: 1 }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Stand'), 'suspended');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'admin/providers').at(-1)?.params).toMatchObject({ q: 'klein@', status: 'suspended' }),
    );
  });

  it('says when nothing matches, and offers a retry when the list cannot be loaded', async () => {
    signInStaff();
    let fail = true;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/providers') return fail ? FAILURE : ok([], { meta: { ...META, total: 0 } });
      return undefined;
    });
    renderAt(<Area />, '/admin/anbieter?q=niemand');
    expect(await screen.findByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /erneut/i }));
    expect(await screen.findByText('Keine Anbieter für diese Suche.')).toBeInTheDocument();
  });

  it('is the ordinary 404 for a member without trust & safety, support or finance', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/me' ? ok({ ...ADMIN_ME, roles: ['editor'], credential_roles: ['editor'] }) : undefined));
    renderAt(<Area />, '/admin/anbieter');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('provider detail', () => {
  function answer(role: typeof TRUST_ME, sent: Record<string, unknown>, detail = DETAIL) {
    return mockApi((call) => {
      if (call.url === 'admin/me') return ok(role);
      if (call.url === 'admin/providers/41' && call.method === 'GET') return ok(detail);
      if (call.url === 'admin/moderation/options') return ok(OPTIONS);
      if (call.url === 'admin/providers/41/verify') {
        sent.verify = true;
        return ok({ ...DETAIL, status: 'verified', status_label: 'Verifiziert', decided_by: 'tom@example.com' });
      }
      if (call.url === 'admin/providers/41/reject') {
        sent.reject = call.data;
        return ok({ ...DETAIL, status: 'rejected', status_label: 'Abgelehnt', rejection_reason: 'Der Ausweis ist abgelaufen.' });
      }
      if (call.url === 'admin/providers/41/suspend') {
        sent.suspend = call.data;
        return ok({ case_id: 9, case_number: 'M-2026-000009', suspended_since: '2026-12-05T12:00:00.000Z' });
      }
      if (call.url === 'admin/providers/41/reinstate') {
        sent.reinstate = call.data;
        return ok({ reinstated: true });
      }
      return undefined;
    });
  }

  it('shows trader data, the ID document link with its expiry, products, orders, package and documents', async () => {
    signInStaff();
    api = answer(SUPPORT_ME, {});
    renderAt(<Area />, '/admin/anbieter/41');
    expect(await screen.findByRole('heading', { name: 'Anbieter: Klein Haustechnik GmbH' })).toBeInTheDocument();
    const trader = screen.getByRole('region', { name: 'Anbieterangaben' });
    expect(trader).toHaveTextContent('Hauptstraße 12, 10115 Berlin, Deutschland');
    expect(trader).toHaveTextContent('Amtsgericht Charlottenburg, HRB 234567 B');
    expect(screen.getByRole('link', { name: 'personalausweis.pdf öffnen' })).toHaveAttribute('href', DETAIL.id_document!.url);
    expect(screen.getByRole('region', { name: 'Ausweisdokument' })).toHaveTextContent('Der Link gilt bis');
    expect(screen.getByRole('region', { name: 'Produkte' })).toHaveTextContent('1 aktiv, 1 Entwurf, 0 inaktiv');
    expect(screen.getByRole('region', { name: 'Produkte' })).toHaveTextContent('Heizkörperthermostat – 89,90 €');
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveTextContent('3 Bestellungen (nicht storniert), zusammen 123,45 €');
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveTextContent('Plus – Aktiv');
    expect(screen.getByRole('region', { name: 'Dokumente' })).toHaveTextContent('Handelsregisterauszug');
    expect(screen.getByTestId('provider-suspension')).toHaveTextContent('Nicht gesperrt.');
    // support reads, trust & safety decides
    expect(screen.queryByRole('button', { name: 'Verifizieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anbieter sperren' })).toBeNull();
    expect(screen.getByText('Entscheidungen trifft Trust & Safety.')).toBeInTheDocument();
  });

  it('verifies after the confirmation', async () => {
    signInStaff();
    const sent: Record<string, unknown> = {};
    api = answer(TRUST_ME, sent);
    renderAt(<Area />, '/admin/anbieter/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Verifizieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anbieterangaben verifizieren?' });
    expect(sent.verify).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verifizieren' }));
    await waitFor(() => expect(sent.verify).toBe(true));
    expect(await screen.findByText('tom@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verifizieren' })).toBeNull();
  });

  it('rejects only with a reason, which is sent as typed', async () => {
    signInStaff();
    const sent: Record<string, unknown> = {};
    api = answer(TRUST_ME, sent);
    renderAt(<Area />, '/admin/anbieter/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anbieterangaben ablehnen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByText('Bitte geben Sie einen Grund für die Ablehnung an.')).toBeInTheDocument();
    expect(sent.reject).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText(/^Grund der Ablehnung/), 'Der Ausweis ist abgelaufen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(sent.reject).toEqual({ reason: 'Der Ausweis ist abgelaufen.' }));
  });

  it('suspends with a ground from the list and a statement of at least 20 characters, after the confirmation', async () => {
    signInStaff();
    const sent: Record<string, unknown> = {};
    api = answer(TRUST_ME, sent, { ...DETAIL, status: 'verified', status_label: 'Verifiziert' });
    renderAt(<Area />, '/admin/anbieter/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Anbieter sperren' }));
    const ground = await screen.findByLabelText(/^Grund\*/);
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Zu kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Anbieter sperren' }));
    expect(screen.getByText('Bitte wählen Sie den Grund.')).toBeInTheDocument();
    expect(screen.getByText('Bitte begründen Sie die Entscheidung mit mindestens 20 Zeichen.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.selectOptions(ground, 'terms');
    const detail = screen.getByLabelText(/^Konkreter Grund\*/);
    expect(
      within(detail)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'AGB: irreführende Angaben']);
    await userEvent.selectOptions(detail, 'terms_misleading');
    await userEvent.type(screen.getByLabelText(/^Begründung/), ': die Angaben waren wiederholt irreführend.');
    await userEvent.click(screen.getByRole('button', { name: 'Anbieter sperren' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Klein Haustechnik GmbH sperren?' });
    expect(sent.suspend).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sperren' }));
    await waitFor(() =>
      expect(sent.suspend).toEqual({
        ground: 'terms',
        ground_detail: 'terms_misleading',
        reason: 'Zu kurz: die Angaben waren wiederholt irreführend.',
      }),
    );
  });

  it('shows the current suspension with its case and reinstates after the confirmation', async () => {
    signInStaff();
    const sent: Record<string, unknown> = {};
    api = answer(TRUST_ME, sent, { ...DETAIL, status: 'verified', status_label: 'Verifiziert', suspension: SUSPENDED.suspension });
    renderAt(<Area />, '/admin/anbieter/41');
    const current = await screen.findByTestId('provider-suspension');
    expect(current).toHaveTextContent('Gesperrt seit 04.12.2026');
    expect(within(current).getByRole('link', { name: 'Fall öffnen' })).toHaveAttribute('href', '/admin/meldungen/9');
    await userEvent.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Die Angaben wurden berichtigt und geprüft.');
    await userEvent.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sperre von Klein Haustechnik GmbH aufheben?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sperre aufheben' }));
    await waitFor(() => expect(sent.reinstate).toEqual({ reason: 'Die Angaben wurden berichtigt und geprüft.' }));
  });

  it('is the 404 page for an unknown provider', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(TRUST_ME);
      if (call.url === 'admin/providers/41')
        return { status: 404, data: { status: false, code: 'NOT_FOUND', message: 'Der Anbieter wurde nicht gefunden.' } };
      return undefined;
    });
    renderAt(<Area />, '/admin/anbieter/41');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
