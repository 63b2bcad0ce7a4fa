import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import NotificationBell, { countUnread } from './NotificationBell';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
});

const latest = {
  unread_count: 2,
  notifications: [
    {
      id: 3,
      type: 'new_message',
      title: 'Neue Nachricht',
      body: 'Hallo',
      data: null,
      read_at: null,
      created_at: '2026-01-04T08:15:00.000Z',
    },
    {
      id: 1,
      type: 'account',
      title: 'Willkommen',
      body: 'Konto bestätigt',
      data: null,
      read_at: '2026-01-02T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('NotificationBell', () => {
  it('reads unread_count, else counts the entries without read_at', () => {
    expect(countUnread({ unread_count: 4, notifications: [] })).toBe(4);
    expect(countUnread({ notifications: [{ read_at: null }, { read_at: '2026-01-02' }] })).toBe(1);
    expect(countUnread({ message: 'kaputt' })).toBeNull();
  });

  it('shows the unread count of the logged-in user and the latest notifications in its panel', async () => {
    signIn('User');
    api = mockApi(() => ({ status: 200, data: { status: true, data: latest } }));
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' });
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: 'api/latestNotifications' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Neueste Benachrichtigungen' });
    expect(panel).toHaveTextContent('Neue Nachricht');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Neueste Benachrichtigungen' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('shows no badge when the call fails', async () => {
    signIn('User');
    api = mockApi(() => ({ status: 500, data: { status: false, message: 'kaputt' } }));
    renderAt(<NotificationBell />);
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).not.toHaveTextContent(/\d/);
  });

  it('does not call the API for a guest and leads to the login', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: latest } }));
    renderAt(<NotificationBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen' }));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Faccount%2Fnotifications');
  });
});
