import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { DeadJob } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const DEAD: DeadJob = {
  id: 7,
  name: 'outbox.deliver',
  payload: { ids: { id: 17 }, counts: {}, hidden: ['to'] },
  attempts: 8,
  max_attempts: 8,
  last_error: '550 5.1.1 <[E-Mail]>: Recipient address rejected',
  failed_at: '2026-12-05T10:15:00.000Z',
  created_at: '2026-12-05T10:00:00.000Z',
};

function page(rows: DeadJob[]) {
  return { status: 200, data: { status: true, data: rows, meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length } } };
}

describe('dead jobs screen', () => {
  it('lists the dead jobs with name, ids, attempts and the last error; the nav links „Fehlgeschlagene Aufträge“', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/jobs/dead') return page([DEAD]);
      return undefined;
    });
    renderAt(<Area />, '/admin/jobs');
    const table = await screen.findByRole('table', { name: 'Fehlgeschlagene Aufträge' });
    const row = within(table).getByText('E-Mail oder SMS zustellen').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('outbox.deliver · Nr. 7');
    expect(row).toHaveTextContent('id 17');
    expect(row).toHaveTextContent('ausgeblendet: to');
    expect(row).toHaveTextContent('8 von 8');
    expect(row).toHaveTextContent('550 5.1.1 <[E-Mail]>: Recipient address rejected');
    expect(screen.getByRole('status')).toHaveTextContent('1 fehlgeschlagener Auftrag');
    expect(screen.getByRole('link', { name: 'Fehlgeschlagene Aufträge' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/jobs/dead')?.params).toMatchObject({ page: 1, per_page: 25 });
  });

  it('retries a job only with a reason and the confirmation, then reloads the list', async () => {
    signInStaff();
    let dead = [DEAD];
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/jobs/dead') return page(dead);
      if (call.url === 'admin/jobs/7/retry') {
        dead = [];
        return ok({ id: 7, status: 'queued' }, { message: 'Der Auftrag wird neu gestartet.' });
      }
      return undefined;
    });
    renderAt(<Area />, '/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Auftrag 7 neu starten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auftrag 7 neu starten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neu starten' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte bestätigen Sie die Aktion.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/jobs/7/retry')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'SMTP-Zugang erneuert');
    await userEvent.click(within(dialog).getByLabelText('Ich habe die Ursache geprüft und möchte fortfahren.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neu starten' }));
    expect(await screen.findByText('Keine fehlgeschlagenen Aufträge – alles läuft.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/jobs/7/retry')).toMatchObject({
      method: 'POST',
      data: { reason: 'SMTP-Zugang erneuert' },
    });
  });

  it('shows the server’s 409 in the discard dialog when someone else was faster', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/jobs/dead') return page([DEAD]);
      if (call.url === 'admin/jobs/7/discard')
        return { status: 409, data: { status: false, code: 'CONFLICT', message: 'Der Auftrag ist nicht mehr fehlgeschlagen.' } };
      return undefined;
    });
    renderAt(<Area />, '/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Auftrag 7 verwerfen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Auftrag 7 verwerfen?' });
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Adresse gibt es nicht mehr');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Auftrag ist nicht mehr fehlgeschlagen.');
  });

  it('shows the empty state, and the error with „Erneut versuchen“', async () => {
    signInStaff();
    let fail = true;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/jobs/dead')
        return fail ? { status: 500, data: { status: false, message: 'Die Liste ist gerade nicht verfügbar.' } } : page([]);
      return undefined;
    });
    renderAt(<Area />, '/admin/jobs');
    expect(await screen.findByText('Die Liste ist gerade nicht verfügbar.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Keine fehlgeschlagenen Aufträge – alles läuft.')).toBeInTheDocument();
  });

  it('is the ordinary 404 for a member without the admin role, and not linked', async () => {
    signInStaff();
    const support = { ...ADMIN_ME, roles: ['support' as const], credential_roles: ['support' as const] };
    api = mockApi((call) => (call.url === 'admin/me' ? ok(support) : undefined));
    renderAt(<Area />, '/admin/jobs');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fehlgeschlagene Aufträge' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/jobs/dead')).toBe(false);
  });
});
