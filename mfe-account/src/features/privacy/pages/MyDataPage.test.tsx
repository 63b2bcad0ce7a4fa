import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';
import MyDataPage from './MyDataPage';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('Meine Daten', () => {
  it('downloads the data export as a JSON file and links to the deletion', async () => {
    signIn('User');
    const created = jest.fn(() => 'blob:daten');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api = mockApi((call) =>
      call.url === 'account/export'
        ? { status: 200, data: { format: 'marktplatz-datenexport', version: 1, account: {}, modules: {} } }
        : undefined,
    );
    renderAt(<MyDataPage />, '/account/daten');
    expect(screen.getByRole('link', { name: 'Zum Löschen des Kontos' })).toHaveAttribute('href', '/account/delete');
    await userEvent.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and lets the person try again', async () => {
    signIn('User');
    api = mockApi((call) =>
      call.url === 'account/export' ? { status: 500, data: { status: false, message: 'Der Export ist gerade nicht möglich.' } } : undefined,
    );
    renderAt(<MyDataPage />, '/account/daten');
    await userEvent.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Export ist gerade nicht möglich.');
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
  });
});
