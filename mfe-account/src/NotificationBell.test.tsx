import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { httpApi, ThemeProvider, useAuth } from '@marktplatz/shared';
import NotificationBell, { countUnread } from './NotificationBell';

jest.mock('@marktplatz/shared', () => {
  const actual = jest.requireActual('@marktplatz/shared');
  return { ...actual, useAuth: jest.fn(), httpApi: { get: jest.fn() } };
});

const authAs = (authenticated: boolean) =>
  jest.mocked(useAuth).mockReturnValue({ authenticated } as ReturnType<typeof useAuth>);

function renderBell() {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <NotificationBell />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('NotificationBell', () => {
  beforeEach(() => jest.clearAllMocks());

  it('counts the notifications without read_at as unread', () => {
    expect(countUnread({ data: [{ read_at: null }, { read_at: '2026-01-02' }, {}] })).toBe(2);
    expect(countUnread({ message: 'kaputt' })).toBeNull();
  });

  it('shows the unread count of the logged-in user in its label', async () => {
    authAs(true);
    jest.mocked(httpApi.get).mockResolvedValue({ data: { status: true, data: [{ read_at: null }, { read_at: null }] } });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' })).toBeInTheDocument();
    expect(httpApi.get).toHaveBeenCalledWith('latestNotifications');
  });

  it('shows no badge when the call fails', async () => {
    authAs(true);
    jest.mocked(httpApi.get).mockRejectedValue({ status: false, message: 'Not found' });
    renderBell();
    await waitFor(() => expect(httpApi.get).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).not.toHaveTextContent(/\d/);
  });

  it('does not call the API for a guest', () => {
    authAs(false);
    renderBell();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(httpApi.get).not.toHaveBeenCalled();
  });
});
