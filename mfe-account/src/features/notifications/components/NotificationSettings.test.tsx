import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import { NotificationSettings } from './NotificationSettings';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const settings = [
  { notification_type: 'new_order', label: 'Neue Bestellung', notification_value: 1 },
  { notification_type: 'newsletter', label: 'Newsletter und Aktionen', notification_value: 0 },
];

function answer({ method, url, data }: { method: string; url: string; data: unknown }) {
  if (url === 'getNotificationSettings') return { status: 200, data: { status: true, data: settings } };
  if (url === 'api/getOrderSoundSetting')
    return {
      status: 200,
      data: { status: true, data: { notification_type: 'order_sound', label: 'Ton bei neuen Bestellungen', notification_value: 1 } },
    };
  if (method === 'POST' && url === 'notification-settings')
    return { status: 200, data: { status: true, data: { ...(data as object), label: 'x' } } };
  return { status: 404, data: {} };
}

describe('notification settings', () => {
  beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));

  it('shows each switch with its stored value and saves a change as 1/0', async () => {
    signIn('User');
    api = mockApi(answer);
    renderAt(<NotificationSettings />);
    const order = await screen.findByRole('checkbox', { name: 'Neue Bestellung' });
    const newsletter = screen.getByRole('checkbox', { name: 'Newsletter und Aktionen' });
    expect(order).toBeChecked();
    expect(newsletter).not.toBeChecked();
    await userEvent.click(order);
    await waitFor(() =>
      expect(api?.calls.find((call) => call.method === 'POST')?.data).toEqual({ notification_type: 'new_order', notification_value: 0 }),
    );
    await userEvent.click(newsletter);
    await waitFor(() =>
      expect(api?.calls.filter((call) => call.method === 'POST')[1]?.data).toEqual({
        notification_type: 'newsletter',
        notification_value: 1,
      }),
    );
    expect(screen.queryByRole('checkbox', { name: 'Ton bei neuen Bestellungen' })).toBeNull();
  });

  it('gives a provider the order sound switch', async () => {
    signIn('Company');
    api = mockApi(answer);
    renderAt(<NotificationSettings />);
    expect(await screen.findByRole('checkbox', { name: 'Ton bei neuen Bestellungen' })).toBeChecked();
  });
});
