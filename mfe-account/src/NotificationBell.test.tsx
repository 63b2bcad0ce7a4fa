import { screen, waitFor, within } from '@testing-library/react';
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
      data: { conversation_id: 12 },
      link: '/chat/12',
      read_at: null,
      created_at: '2026-01-04T08:15:00.000Z',
    },
    {
      id: 1,
      type: 'account',
      title: 'Willkommen',
      body: 'Konto bestätigt',
      data: null,
      link: '/account',
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

  it('lists each notification as a link to what it is about; opening an unread one reads it and closes the panel', async () => {
    signIn('User');
    let read = false;
    api = mockApi((request) => {
      if (request.url !== 'api/notification-read-single')
        return { status: 200, data: { status: true, data: read ? { ...latest, unread_count: 1 } : latest } };
      read = true;
      return { status: 200, data: { status: true, data: { notification: latest.notifications[0], unread_count: 1 } } };
    });
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
    const panel = screen.getByRole('region', { name: 'Neueste Benachrichtigungen' });
    const message = within(panel).getByRole('link', { name: /Neue Nachricht \(Ungelesen\) Hallo/ });
    expect(message).toHaveAttribute('href', '/chat/12');
    expect(within(panel).getByRole('link', { name: /Willkommen Konto bestätigt/ })).toHaveAttribute('href', '/account');
    await userEvent.click(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/chat/12');
    expect(screen.queryByRole('region', { name: 'Neueste Benachrichtigungen' })).toBeNull();
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'api/notification-read-single')).toBe(true));
    expect(api.calls.find((call) => call.url === 'api/notification-read-single')).toMatchObject({
      method: 'POST',
      data: { notification_id: 3 },
    });
    await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
  });

  it('opening a read notification does not read it again', async () => {
    signIn('User');
    api = mockApi(() => ({ status: 200, data: { status: true, data: latest } }));
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
    await userEvent.click(screen.getByRole('link', { name: /Willkommen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
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
