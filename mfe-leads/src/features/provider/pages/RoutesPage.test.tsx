import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok, renderAt, signIn, signOut } from '@marktplatz/shared/testing';
import RoutesPage from './RoutesPage';

const route = {
  id: 5,
  name: 'Bad Nord',
  slug: 'bad-nord',
  description: '',
  postal_code: '10115',
  radius: 30,
  status: 'draft' as const,
  question_count: 1,
  world_category_id: 1,
  world_category: { id: 1, slug: 'badsanierung', title: 'Badsanierung' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const refused = (message: string) => ({ status: 422, data: { status: false, message, errors: { status: [message] } } });

describe('RoutesPage activation', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    signOut();
  });

  function answerActivation(message: string) {
    api = mockApi((call) => {
      if (call.url === 'api/lead_routes') return ok([route], { meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
      if (call.url === 'api/changeLeadRouteStatus') return refused(message);
      return undefined;
    });
  }

  it('shows a refused activation beyond the package with its limit and the link „Größeres Paket wählen“', async () => {
    signIn('Company');
    answerActivation(
      'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens eine aktive Anfragestrecke; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.',
    );
    renderAt(<RoutesPage />, '/leads/routes');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktivieren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('erlaubt höchstens eine aktive Anfragestrecke; diese Grenze ist erreicht.');
    expect(within(alert).getByRole('link', { name: 'Größeres Paket wählen' })).toHaveAttribute('href', '/account/packages');
  });

  it('shows the refusal of an unverified provider with the link „Jetzt Angaben vervollständigen“ to the onboarding', async () => {
    signIn('Company');
    answerActivation(
      'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Bitte vervollständigen Sie sie unter /account/onboarding.',
    );
    renderAt(<RoutesPage />, '/leads/routes');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktivieren' }));
    const link = within(await screen.findByRole('alert')).getByRole('link', { name: 'Jetzt Angaben vervollständigen' });
    expect(link).toHaveAttribute('href', '/account/onboarding');
  });
});
