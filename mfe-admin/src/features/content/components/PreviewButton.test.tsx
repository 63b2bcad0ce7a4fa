import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { signInStaff } from '../../../testData';
import { EDITOR_ME, PAGE, VERSIONS } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

const LINK = { token: 'abc.def', url: '/page/ueber-uns?vorschau=abc.def', version: 3, expires_at: '2026-12-06T15:00:00.000Z' };

function routes(preview: () => ReturnType<typeof ok> | { status: number; data: unknown }) {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(EDITOR_ME);
    if (call.url === 'admin/content/pages/5' && call.method === 'GET') return ok(PAGE);
    if (call.url === 'admin/content/pages/5/versions') return ok(VERSIONS);
    if (call.url === 'admin/content/pages/5/preview' && call.method === 'POST') return preview();
    return undefined;
  });
}

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
}

describe('preview button', () => {
  it('opens the preview link of the last saved version in a new tab without access to the editor', async () => {
    api = routes(() => ok(LINK));
    const tab = fakeTab();
    signInStaff();
    renderAt(<Area />, '/admin/inhalte/seiten/5');
    await userEvent.click(await screen.findByRole('button', { name: /Vorschau öffnen/ }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/page/ueber-uns?vorschau=abc.def`));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('closes the empty tab and shows the server message when no link is issued', async () => {
    api = routes(() => ({ status: 403, data: { status: false, message: 'Ihre Rolle erlaubt diese Aktion nicht.' } }));
    const tab = fakeTab();
    const failed = jest.spyOn(notify, 'error');
    signInStaff();
    renderAt(<Area />, '/admin/inhalte/seiten/5');
    await userEvent.click(await screen.findByRole('button', { name: /Vorschau öffnen/ }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Ihre Rolle erlaubt diese Aktion nicht.'));
    expect(tab.close).toHaveBeenCalled();
  });
});
