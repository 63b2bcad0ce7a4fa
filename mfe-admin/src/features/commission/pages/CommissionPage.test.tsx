import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signOut, type ApiMock, type RecordedCall } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { CommissionRule, CommissionRules } from '../api/types';
import { berlinToday, parsePercent } from '../messages';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

const FINANCE_ME = { ...ADMIN_ME, name: 'Fiona Finanz', roles: ['finance' as const], credential_roles: ['finance' as const] };

function rule(overrides: Partial<CommissionRule>): CommissionRule {
  return {
    id: 1,
    scope: 'default',
    type: null,
    category_id: null,
    category_name: null,
    provider_id: null,
    provider_name: null,
    basis_points: 1000,
    percent: '10 %',
    valid_from: '2026-11-01',
    valid_until: null,
    state: 'current',
    created_by: 'Fiona Finanz',
    created_at: '2026-10-20T09:00:00.000Z',
    reason: 'Start der Provision',
    ...overrides,
  };
}

const RULES: CommissionRules = {
  categories: [
    { id: 7, name: 'Haushalt' },
    { id: 8, name: 'Garten' },
  ],
  types: [
    { code: 'product', label: 'Produkte' },
    { code: 'food', label: 'Essen' },
    { code: 'lead', label: 'Anfragen' },
  ],
  rules: [
    rule({ id: 1 }),
    rule({
      id: 2,
      basis_points: 500,
      percent: '5 %',
      valid_from: '2026-01-01',
      valid_until: '2026-10-31',
      state: 'past',
      reason: 'Einführung',
    }),
    rule({ id: 3, scope: 'type', type: 'food', basis_points: 800, percent: '8 %', valid_from: '2026-11-01' }),
    rule({ id: 4, scope: 'category', category_id: 7, category_name: 'Haushalt', valid_from: '2026-12-01' }),
    rule({
      id: 5,
      scope: 'category',
      category_id: 7,
      category_name: 'Haushalt',
      basis_points: 1500,
      percent: '15 %',
      valid_from: '2031-01-01',
      state: 'future',
      reason: 'Saison 2031',
    }),
    rule({ id: 6, scope: 'provider', provider_id: 42, provider_name: 'Bäckerei Korn GmbH', basis_points: 650, percent: '6,5 %' }),
  ],
};

function routes(extra: (call: RecordedCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(FINANCE_ME);
    if (call.url === 'admin/commission/rules' && call.method === 'GET') return ok(RULES);
    return undefined;
  });
}

async function openScreen() {
  signInStaff();
  renderAt(<Area />, '/admin/provision');
  return screen.findByRole('table', { name: 'Sätze je Kategorie' });
}

async function fillCategoryRule(percent: string, day: string, reason = 'Vereinbarung Q1') {
  await userEvent.selectOptions(screen.getByLabelText(/^Bereich/), 'category');
  await userEvent.selectOptions(screen.getByLabelText(/^Kategorie/), '7');
  await userEvent.clear(screen.getByLabelText(/^Satz in %/));
  if (percent) await userEvent.type(screen.getByLabelText(/^Satz in %/), percent);
  fireEvent.change(screen.getByLabelText(/^Gilt ab/), { target: { value: day } });
  if (reason) await userEvent.type(screen.getByLabelText(/^Begründung/), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
}

describe('commission rules screen', () => {
  it('shows the current rates per standard, type, category and provider with their state and the planned rate; the nav links „Provision“', async () => {
    api = routes();
    const categories = await openScreen();
    const haushalt = within(categories).getByText('Kategorie „Haushalt“').closest('tr') as HTMLElement;
    expect(haushalt).toHaveTextContent('10 %');
    expect(haushalt).toHaveTextContent('gilt seit 01.12.2026');
    expect(haushalt).toHaveTextContent('15 % ab 01.01.2031');
    const standard = screen.getByRole('table', { name: 'Standardsatz des Marktplatzes' });
    expect(within(standard).getByText('Standardsatz').closest('tr')).toHaveTextContent('gilt seit 01.11.2026');
    expect(
      within(screen.getByRole('table', { name: 'Sätze je Art' }))
        .getByText('Art „Essen“')
        .closest('tr'),
    ).toHaveTextContent('8 %');
    expect(
      within(screen.getByRole('table', { name: 'Sonderkonditionen für Anbieter' }))
        .getByText('Anbieter „Bäckerei Korn GmbH“')
        .closest('tr'),
    ).toHaveTextContent('6,5 %');
    expect(screen.getByRole('link', { name: 'Provision' })).toBeInTheDocument();
  });

  it('shows the whole history of a target: „galt bis“ for a past rate, „gilt seit“ and „gilt ab“, who and why', async () => {
    api = routes();
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Verlauf: Standardsatz' }));
    const history = screen.getByRole('table', { name: 'Verlauf Standardsatz' });
    const past = within(history).getByText('5 %').closest('tr') as HTMLElement;
    expect(past).toHaveTextContent('galt bis 31.10.2026');
    expect(past).toHaveTextContent('01.01.2026 – 31.10.2026');
    expect(past).toHaveTextContent('Einführung');
    expect(within(history).getByText('10 %').closest('tr')).toHaveTextContent('gilt seit 01.11.2026');
    expect(within(history).queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verlauf: Kategorie „Haushalt“' }));
    const haushalt = screen.getByRole('table', { name: 'Verlauf Kategorie „Haushalt“' });
    expect(within(haushalt).getByText('15 %').closest('tr')).toHaveTextContent('gilt ab 01.01.2031');
  });

  it('checks the form in German before anything is sent: target, rate 0–100 with two decimals, a day from today, a reason', async () => {
    api = routes();
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
    expect(screen.getByText('Bitte wählen Sie eine Kategorie.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Satz ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine Begründung an (mindestens 5 Zeichen).')).toBeInTheDocument();
    await fillCategoryRule('12,555', '2020-01-01');
    expect(
      screen.getByText('Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ein Satz gilt frühestens ab heute.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Satz in %/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads German rates: „12,5“ and „7 %“ pass, „101“, „1,234“ and „abc“ do not', () => {
    expect(parsePercent('12,5')).toMatchObject({ ok: true, text: '12,5', value: 12.5 });
    expect(parsePercent('7 %')).toMatchObject({ ok: true, text: '7' });
    expect(parsePercent('12,50')).toMatchObject({ ok: true, text: '12,5' });
    expect(parsePercent('101').ok).toBe(false);
    expect(parsePercent('1,234').ok).toBe(false);
    expect(parsePercent('abc').ok).toBe(false);
  });

  it('defaults the start day to today and confirms what changes before saving: the new rate, the old one, past orders keep theirs', async () => {
    api = routes((call) =>
      call.url === 'admin/commission/rules' && call.method === 'POST'
        ? {
            status: 201,
            data: {
              status: true,
              data: rule({
                id: 9,
                scope: 'category',
                category_id: 7,
                category_name: 'Haushalt',
                percent: '12,5 %',
                valid_from: '2030-01-01',
                state: 'future',
              }),
            },
          }
        : undefined,
    );
    await openScreen();
    expect(screen.getByLabelText(/^Gilt ab/)).toHaveValue(berlinToday());
    await fillCategoryRule('12,5', '2030-01-01');
    const dialog = await screen.findByRole('alertdialog', { name: 'Neuen Satz speichern?' });
    expect(dialog).toHaveTextContent('Ab 01.01.2030 gilt für die Kategorie „Haushalt“ 12,5 % statt 10 %.');
    expect(dialog).toHaveTextContent('Ab 01.01.2031 gilt weiterhin der bereits geplante Satz von 15 %.');
    expect(dialog).toHaveTextContent('Bereits aufgegebene Bestellungen behalten ihren Satz.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    const saved = jest.spyOn(notify, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satz speichern' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Der Satz 12,5 % ab 01.01.2030 ist gespeichert.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: 'admin/commission/rules',
      data: { scope: 'category', category_id: 7, percent: '12,5', valid_from: '2030-01-01', reason: 'Vereinbarung Q1' },
    });
    expect(api.calls.filter((call) => call.url === 'admin/commission/rules' && call.method === 'GET')).toHaveLength(2);
  });

  it('shows the server’s German 422 at its field and keeps the input', async () => {
    const overlap = 'Für diesen Bereich gibt es ab diesem Tag bereits einen Satz.';
    api = routes((call) =>
      call.url === 'admin/commission/rules' && call.method === 'POST'
        ? { status: 422, data: { status: false, message: overlap, errors: { valid_from: [overlap] } } }
        : undefined,
    );
    await openScreen();
    await fillCategoryRule('12,5', '2031-01-01');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Satz speichern' }));
    const field = screen.getByLabelText(/^Gilt ab/);
    expect(await screen.findByText(overlap)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain('commission-valid-from-error');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Satz in %/)).toHaveValue('12,5');
  });

  it('creates a provider override with the provider found by the search', async () => {
    api = routes((call) => {
      if (call.url === 'admin/providers')
        return ok([
          {
            id: 42,
            company_name: 'Bäckerei Korn GmbH',
            contact_name: 'Karl Korn',
            email: 'korn@example.com',
            status: 'verified',
            status_label: 'Verifiziert',
            registered_at: '2026-01-01T00:00:00.000Z',
            submitted_at: null,
            verified_at: null,
            account_ended: false,
            suspension: null,
          },
        ]);
      if (call.url === 'admin/commission/rules' && call.method === 'POST')
        return { status: 201, data: { status: true, data: rule({ id: 10 }) } };
      return undefined;
    });
    await openScreen();
    await userEvent.selectOptions(screen.getByLabelText(/^Bereich/), 'provider');
    await userEvent.type(screen.getByRole('searchbox', { name: /Anbieter suchen/ }), 'Korn');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bäckerei Korn GmbH (Nr. 42) wählen' }));
    await userEvent.type(screen.getByLabelText(/^Satz in %/), '5');
    fireEvent.change(screen.getByLabelText(/^Gilt ab/), { target: { value: '2030-02-01' } });
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Rahmenvertrag 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ab 01.02.2030 gilt für den Anbieter „Bäckerei Korn GmbH (Nr. 42)“ 5 % statt 6,5 %.');
    expect(api.calls.find((call) => call.url === 'admin/providers')?.params).toMatchObject({ q: 'Korn' });
    const saved = jest.spyOn(notify, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satz speichern' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Der Satz 5 % ab 01.02.2030 ist gespeichert.'));
    expect(api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({ scope: 'provider', provider_id: 42, percent: '5' });
  });

  it('lets finance type the provider number when the provider search is not open to its role', async () => {
    api = routes((call) =>
      call.url === 'admin/providers'
        ? { status: 403, data: { status: false, message: 'Ihre Rolle erlaubt diese Aktion nicht.', code: 'FORBIDDEN' } }
        : undefined,
    );
    await openScreen();
    await userEvent.selectOptions(screen.getByLabelText(/^Bereich/), 'provider');
    await userEvent.type(screen.getByRole('searchbox', { name: /Anbieter suchen/ }), 'Korn');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText(/Die Anbietersuche ist Trust & Safety und Support vorbehalten/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: /Anbieter suchen/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Anbieter suchen/ }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Anbieter Nr. 42 übernehmen' }));
    expect(screen.getByText('Gewählt: Nr. 42')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Satz in %/), '5');
    fireEvent.change(screen.getByLabelText(/^Gilt ab/), { target: { value: '2030-02-01' } });
    await userEvent.type(screen.getByLabelText(/^Begründung/), 'Rahmenvertrag 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('für den Anbieter „Nr. 42“ 5 % statt 6,5 %');
  });

  it('deletes only a planned rate, with a reason in the confirmation; the server’s 409 stays in the dialog', async () => {
    const applies = 'Ein Satz, der schon gilt, bleibt in der Historie. Legen Sie stattdessen einen neuen Satz ab einem späteren Tag an.';
    api = routes((call) =>
      call.method === 'DELETE' ? { status: 409, data: { status: false, message: applies, code: 'CONFLICT' } } : undefined,
    );
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Verlauf: Kategorie „Haushalt“' }));
    const history = screen.getByRole('table', { name: 'Verlauf Kategorie „Haushalt“' });
    expect(within(history).getAllByRole('button', { name: /löschen/ })).toHaveLength(1);
    await userEvent.click(within(history).getByRole('button', { name: 'Satz 15 % ab 01.01.2031 löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Satz 15 % ab 01.01.2031 löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satz löschen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an (mindestens 5 Zeichen).')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Doch nicht erhöhen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satz löschen' }));
    expect(await within(dialog).findByText(applies)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: 'admin/commission/rules/5',
      data: { reason: 'Doch nicht erhöhen' },
    });
  });

  it('is the 404 page for staff without the finance role', async () => {
    api = mockApi((call) => (call.url === 'admin/me' ? ok({ ...ADMIN_ME, roles: ['support'], credential_roles: ['support'] }) : undefined));
    signInStaff();
    renderAt(<Area />, '/admin/provision');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/commission/rules')).toBe(false);
  });
});
