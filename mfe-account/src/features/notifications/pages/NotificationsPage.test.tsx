import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';
import NotificationsPage from './NotificationsPage';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
});

const entries = [
  {
    id: 8,
    type: 'order_status',
    title: 'Bestellung MP-2026-000042-1: Versandt',
    body: 'DHL 0034',
    data: { order_number: 'MP-2026-000042' },
    link: '/orders/MP-2026-000042',
    read_at: null,
    created_at: '2026-12-05T13:30:00.000Z',
  },
  {
    id: 7,
    type: 'new_offer',
    title: 'Angebot zurückgezogen',
    body: 'Das Angebot wurde zurückgezogen.',
    data: { offer_id: 3 },
    link: '/account/notifications',
    read_at: '2026-12-05T12:00:00.000Z',
    created_at: '2026-12-05T11:00:00.000Z',
  },
];

describe('NotificationsPage', () => {
  it('lists each notification as a link to its target; opening an unread one marks it read', async () => {
    signIn('User');
    api = mockApi((call) => {
      if (call.url === 'api/allNotifications')
        return { status: 200, data: { status: true, data: entries, meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 } } };
      if (call.url === 'api/notification-read-single')
        return ok({ notification: { ...entries[0], read_at: '2026-12-05T14:00:00.000Z' }, unread_count: 0 });
      if (call.url === 'getNotificationSettings') return ok([]);
      return undefined;
    });
    renderAt(<NotificationsPage />, '/account/notifications');
    const list = await screen.findByTestId('notification-list');
    const shipped = within(list).getByRole('link', { name: 'Bestellung MP-2026-000042-1: Versandt' });
    expect(shipped).toHaveAttribute('href', '/orders/MP-2026-000042');
    // A target that no longer exists: the API links the list itself.
    expect(within(list).getByRole('link', { name: 'Angebot zurückgezogen' })).toHaveAttribute('href', '/account/notifications');
    await userEvent.click(shipped);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/MP-2026-000042');
    await waitFor(() =>
      expect(api?.calls.find((call) => call.url === 'api/notification-read-single')).toMatchObject({ data: { notification_id: 8 } }),
    );
  });
});
