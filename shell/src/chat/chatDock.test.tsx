import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { mockApi, ok, signIn, signOut } from '@marktplatz/shared/testing';
import { loadExposed } from '../federation/remotes';
import { resetConsentCache, storeConsent } from '../layout/cookieConsent';
import { resetOverlays } from '../layout/overlays';
import { ChatDockProvider, UNREAD_REFRESH_MS } from './chatDock';

jest.mock('../federation/remotes', () => {
  const actual = jest.requireActual('../federation/remotes');
  return { ...actual, loadExposed: jest.fn(), resetRemote: jest.fn(async () => undefined) };
});

interface MountProps {
  domElement: HTMLElement;
  navigate: (to: string) => void;
  themeSettings: { theme: string };
}

const mounted: MountProps[] = [];
const chatParcel = {
  bootstrap: async () => undefined,
  mount: async (props: MountProps) => {
    mounted.push(props);
    props.domElement.textContent = 'Chatfenster';
  },
  unmount: async () => undefined,
  update: async () => undefined,
};

function renderDock(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ChatDockProvider />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('ChatDockProvider', () => {
  beforeEach(() => {
    mounted.length = 0;
    jest.clearAllMocks();
    window.localStorage.clear();
    resetConsentCache();
    resetOverlays();
    storeConsent(['necessary']);
  });

  it('shows no chat button before the cookie choice (one overlay at a time)', () => {
    window.localStorage.clear();
    resetConsentCache();
    renderDock();
    expect(screen.queryByRole('button', { name: 'Chat öffnen' })).not.toBeInTheDocument();
  });

  it.each([
    '/shop/cart',
    '/shop/checkout',
    '/shop/order/MP-2026-000001',
    '/orders/MP-2026-000001',
    '/food/menu/pizzeria',
    '/chat',
    '/chat/5',
    '/admin/mitarbeitende',
  ])('shows no chat button on %s, where it would cover totals, buttons or the chat’s own input, or in the back office', (path) => {
    renderDock(path);
    expect(screen.queryByRole('button', { name: 'Chat öffnen' })).not.toBeInTheDocument();
  });

  it('carries only the launcher until the chat is first opened', () => {
    renderDock();
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeInTheDocument();
    expect(loadExposed).not.toHaveBeenCalled();
  });

  it('loads mfe_chat/ChatParcel on first open and mounts it with theme settings and navigate as props', async () => {
    jest.mocked(loadExposed).mockResolvedValue({ default: chatParcel });
    renderDock();
    await userEvent.click(screen.getByRole('button', { name: 'Chat öffnen' }));
    expect(await screen.findByText('Chatfenster')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledWith('mfe_chat', 'ChatParcel');
    expect(mounted[0]?.themeSettings.theme).toBe('LIGHT');
    expect(typeof mounted[0]?.navigate).toBe('function');

    await userEvent.click(screen.getByRole('button', { name: 'Chat schließen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chat öffnen' }));
    expect(loadExposed).toHaveBeenCalledTimes(1);
  });

  it('says so when the chat cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadExposed).mockRejectedValue(new Error('down'));
    renderDock();
    await userEvent.click(screen.getByRole('button', { name: 'Chat öffnen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Der Chat ist gerade nicht erreichbar.'));
  });

  it('shows a signed-in user’s unread messages at once and updates them live over the chat’s realtime channel', async () => {
    signIn('User');
    const api = mockApi((call) => (call.url === 'chat/unreadCount' ? ok({ unread: 3 }) : undefined));
    let push: ((count: number) => void) | undefined;
    const stop = jest.fn();
    jest.mocked(loadExposed).mockImplementation(async (_remote: string, exposed: string) => {
      if (exposed !== 'unreadLive') throw new Error('nicht erwartet');
      return {
        watchUnread: (onCount: (count: number) => void) => {
          push = onCount;
          return stop;
        },
      };
    });
    try {
      const view = renderDock();
      expect(await screen.findByRole('button', { name: 'Chat öffnen, 3 ungelesen' })).toBeInTheDocument();
      expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('3');
      expect(api.calls.map((call) => call.url)).toEqual(['chat/unreadCount']);
      expect(loadExposed).toHaveBeenCalledWith('mfe_chat', 'unreadLive');
      await waitFor(() => expect(push).toBeDefined());
      act(() => push?.(4));
      expect(await screen.findByRole('button', { name: 'Chat öffnen, 4 ungelesen' })).toBeInTheDocument();
      view.unmount();
      expect(stop).toHaveBeenCalled();
    } finally {
      api.restore();
      signOut();
    }
  });

  it('asks for the unread count once a minute when the live channel cannot be loaded', async () => {
    jest.useFakeTimers();
    signIn('User');
    let unread = 1;
    const api = mockApi((call) => (call.url === 'chat/unreadCount' ? ok({ unread }) : undefined));
    jest.mocked(loadExposed).mockRejectedValue(new Error('down'));
    try {
      renderDock();
      expect(await screen.findByRole('button', { name: 'Chat öffnen, 1 ungelesen' })).toBeInTheDocument();
      unread = 2;
      await act(async () => {
        jest.advanceTimersByTime(UNREAD_REFRESH_MS);
      });
      expect(await screen.findByRole('button', { name: 'Chat öffnen, 2 ungelesen' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      api.restore();
      signOut();
    }
  });

  it('steps aside while a modal dialog is open, so it never covers the dialog’s buttons', async () => {
    renderDock();
    expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeVisible();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    try {
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat öffnen' })).toBeNull());
    } finally {
      dialog.remove();
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeVisible());
  });

  it('asks nothing for a guest', () => {
    signOut();
    const api = mockApi(() => undefined);
    try {
      renderDock();
      expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
      expect(api.calls).toEqual([]);
    } finally {
      api.restore();
    }
  });
});
