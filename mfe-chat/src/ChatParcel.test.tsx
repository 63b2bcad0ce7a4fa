import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, signIn } from '@marktplatz/shared/testing';
import parcel, { ChatWindow } from './ChatParcel';
import { FakeSocket } from './features/chat/lib/fakeSocket.test-util';

describe('ChatParcel', () => {
  it('is a single-spa parcel config with bootstrap, mount, unmount and update', () => {
    expect(typeof parcel.bootstrap).toBe('function');
    expect(typeof parcel.mount).toBe('function');
    expect(typeof parcel.unmount).toBe('function');
    expect(typeof parcel.update).toBe('function');
  });

  it('asks a guest to sign in and navigates to /login through the navigate prop', async () => {
    const navigate = jest.fn();
    const onClose = jest.fn();
    render(<ChatWindow auth={{ authenticated: false }} navigate={navigate} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(onClose).toHaveBeenCalled();
  });

  describe('signed in', () => {
    let api: ReturnType<typeof mockApi>;
    let uninstall: () => void;
    beforeEach(() => {
      signIn('Company', 12);
      uninstall = FakeSocket.install();
      api = mockApi((call) => {
        if (call.url === 'chat/allUsers')
          return ok([
            {
              conversation_id: 5,
              user: { id: 7, name: 'Mia Klein', avatar: null, role: 'User', online_status: false },
              last_message: null,
              unread_count: 3,
              partner_last_read_id: 0,
              context: null,
              blocked: false,
              blocked_by_me: false,
              updated_at: new Date().toISOString(),
            },
          ]);
        if (call.url === 'getChatAddress') return { status: 503, data: { status: false, message: 'Nicht verfügbar' } };
        return undefined;
      });
    });
    afterEach(() => {
      api.restore();
      uninstall();
    });

    it('shows the conversations in the window, reports the unread total and closes with its close button', async () => {
      const onClose = jest.fn();
      const onUnread = jest.fn();
      render(
        <ChatWindow
          auth={{ authenticated: true, user: { user_id: 12 } }}
          themeSettings={{ theme: 'ONE_DARK' }}
          onClose={onClose}
          onUnread={onUnread}
        />,
      );
      expect(await screen.findByTestId('conversation-5')).toHaveTextContent('Mia Klein');
      await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(3));
      await userEvent.click(screen.getByRole('button', { name: 'Chat schließen' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('opens the page version of the open conversation', async () => {
      const navigate = jest.fn();
      render(<ChatWindow auth={{ authenticated: true, user: { user_id: 12 } }} navigate={navigate} />);
      await userEvent.click(await screen.findByTestId('conversation-5'));
      await userEvent.click(screen.getByRole('button', { name: 'Als Seite öffnen' }));
      expect(navigate).toHaveBeenCalledWith('/chat/5');
    });
  });
});
