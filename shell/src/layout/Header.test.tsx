import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Header from './Header';
import { resetOverlays } from './overlays';
import { forgetProviderActivities } from './providerMenu';

jest.mock('../federation/RemoteWidget', () => ({ RemoteWidget: () => null }));

let api: ApiMock | undefined;

beforeEach(() => {
  resetOverlays();
  forgetProviderActivities();
});

afterEach(() => {
  api?.restore();
  api = undefined;
  signOut();
});

function answer(activities: { food: boolean; leads: boolean; stores: boolean }) {
  api = mockApi((call) => (call.url === 'shop/provider/activities' ? ok({ shop: true, ...activities }) : undefined));
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('menu-toggle'));
  return screen.getByRole('navigation', { name: 'Hauptnavigation' });
}

describe('provider menu', () => {
  it('gives a restaurant its order board in the main menu, grouped by activity, with money and account pages', async () => {
    signIn('Company');
    answer({ food: true, leads: false, stores: true });
    renderAt(<Header />, '/shop/provider');
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Bestell-Board' })).toHaveAttribute('href', '/food/board');
    for (const label of [
      'Übersicht',
      'Produkte',
      'Produktsets',
      'Bestellungen',
      'Finanzen',
      'Auszahlungen',
      'Standorte',
      'Termine',
      'Pakete',
    ]) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('list', { name: 'Restaurant' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Angebote' })).toBeNull();
    expect(within(menu).queryByText(/Bundles|Leads|Gastro/)).toBeNull();
  });

  it('leaves out what the provider does not do: no restaurant, no received requests, no appointments', async () => {
    signIn('Company');
    answer({ food: false, leads: false, stores: false });
    renderAt(<Header />, '/shop/provider');
    const menu = await openMenu();
    await act(async () => undefined);
    expect(within(menu).getByRole('link', { name: 'Produktsets' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Bestell-Board' })).toBeNull();
    expect(within(menu).queryByRole('list', { name: 'Restaurant' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Termine' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Anfragestrecken' })).toBeInTheDocument();
  });

  it('offers requests to a provider who takes them', async () => {
    signIn('Company');
    answer({ food: false, leads: true, stores: false });
    renderAt(<Header />, '/shop/provider');
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Anfragen' })).toHaveAttribute('href', '/leads/provider');
  });

  it('closes the menu with Escape', async () => {
    signIn('Company');
    answer({ food: false, leads: false, stores: false });
    renderAt(<Header />, '/shop/provider');
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('back office header', () => {
  it('shows only the brand and the back office name on /admin pages: no shop search, cart, menu or customer login', () => {
    renderAt(<Header />, '/admin/anbieter');
    expect(screen.getByRole('link', { name: 'Marktplatz' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Backoffice')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('keeps the full header on every other page', async () => {
    signIn('Company');
    answer({ food: false, leads: false, stores: false });
    renderAt(<Header />, '/administration-tipps');
    expect(await screen.findByTestId('menu-toggle')).toBeInTheDocument();
    expect(screen.queryByText('Backoffice')).toBeNull();
  });
});
