/**
 * The floating chat: the page carries only a small launcher; the first open loads `mfe_chat/ChatParcel` and
 * mounts it as a single-spa parcel (its own React root). Theme settings, session and navigation cross as props.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Parcel, ParcelConfig } from 'single-spa';
import styled, { createGlobalStyle } from 'styled-components';
import { http, IconBadgeButton, useAuth, useThemeSettings } from '@marktplatz/shared';
import { loadExposed, resetRemote } from '../federation/remotes';
import { useConsent } from '../layout/cookieConsent';
import { useCurrentOverlay } from '../layout/overlays';
import { messages } from '../messages';

interface ChatDockApi {
  open: () => void;
}

const ChatDockContext = createContext<ChatDockApi>({ open: () => undefined });

export const useChatDock = (): ChatDockApi => useContext(ChatDockContext);

const Dock = styled.div`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  &[hidden] {
    display: none;
  }
`;

/**
 * Pages where the floating button would sit on totals and the order button (cart and checkout), or on the chat's
 * own input (the chat page is the chat): no floating chat there.
 */
export const CHAT_FREE_PATHS = ['/shop/cart', '/shop/checkout', '/chat'];

const isChatFree = (pathname: string) => CHAT_FREE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Room below the page's end, so the floating launcher never hides the last lines, buttons or the footer. */
const DockRoom = createGlobalStyle`
  body {
    padding-bottom: calc(56px + 2 * ${({ theme }) => theme.space.md});
  }
`;

const Window = styled.div<{ $visible: boolean }>`
  display: ${({ $visible }) => ($visible ? 'block' : 'none')};
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(36rem, calc(100vh - 6rem));
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type LoadState = 'idle' | 'loading' | 'mounted' | 'failed';

/** How often the closed launcher asks for the unread count (one light request; no socket until opened). */
export const UNREAD_REFRESH_MS = 60_000;

/** The signed-in user's unread chat messages for the launcher's badge; 0 for guests or when the call fails. */
function useUnreadCount(authenticated: boolean, paused: boolean): [number, (count: number) => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!authenticated) {
      setCount(0);
      return undefined;
    }
    if (paused) return undefined;
    let active = true;
    const load = () =>
      http.get<{ data?: { unread?: number } }>('chat/unreadCount').then(
        (response) => {
          if (active) setCount(Number(response.data.data?.unread ?? 0));
        },
        () => undefined,
      );
    void load();
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void load();
    }, UNREAD_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [authenticated, paused]);
  return [count, setCount];
}

export function ChatDockProvider({ children }: { children?: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<LoadState>('idle');
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const navigate = useNavigate();
  const { settings } = useThemeSettings();
  const { initialised, authenticated, user, role } = useAuth();
  const close = useCallback(() => setVisible(false), []);
  // While the window is open the parcel reports the count itself (it has the socket).
  const [unread, setUnread] = useUnreadCount(authenticated, visible && state === 'mounted');

  const parcelProps = useMemo(
    () => ({
      themeSettings: settings,
      auth: { initialised, authenticated, user, role },
      navigate: (to: string) => navigate(to),
      onClose: close,
      onUnread: setUnread,
    }),
    [settings, initialised, authenticated, user, role, navigate, close, setUnread],
  );
  const latestProps = useRef(parcelProps);
  latestProps.current = parcelProps;

  useEffect(() => {
    if (state === 'mounted') void parcel.current?.update?.(parcelProps);
  }, [parcelProps, state]);

  const loading = useRef(false);
  const failedBefore = useRef(false);
  useEffect(() => {
    if (!visible || parcel.current || loading.current || !host.current) return;
    const domElement = host.current;
    loading.current = true;
    setState('loading');
    const mount = async () => {
      try {
        if (failedBefore.current) await resetRemote('mfe_chat');
        const [{ mountRootParcel }, config] = await Promise.all([
          import('single-spa'),
          loadExposed<{ default?: ParcelConfig } & ParcelConfig>('mfe_chat', 'ChatParcel'),
        ]);
        parcel.current = mountRootParcel(config.default ?? config, { domElement, ...latestProps.current });
        await parcel.current.mountPromise;
        setState('mounted');
      } catch (error) {
        console.error('[shell] Chat konnte nicht geladen werden:', error);
        parcel.current = null;
        failedBefore.current = true;
        setState('failed');
      } finally {
        loading.current = false;
      }
    };
    void mount();
  }, [visible]);

  useEffect(
    () => () => {
      void parcel.current?.unmount();
    },
    [],
  );

  const api = useMemo<ChatDockApi>(() => ({ open: () => setVisible(true) }), []);
  const { pathname } = useLocation();
  const consent = useConsent();
  const overlay = useCurrentOverlay();
  // One overlay at a time: no chat button before the cookie choice, beside the tour or a promotion, nor in the
  // cart and checkout, where it would cover totals and the order button.
  const chatFree = isChatFree(pathname);
  const launcherShown = !chatFree && consent !== null && overlay === null;

  useEffect(() => {
    if (chatFree) setVisible(false);
  }, [chatFree]);

  return (
    <ChatDockContext.Provider value={api}>
      {children}
      {launcherShown ? <DockRoom /> : null}
      <Dock data-testid="chat-dock" hidden={!launcherShown && !visible}>
        <Window $visible={visible} role="region" aria-label={messages.areas.mfe_chat}>
          {state === 'loading' ? <Status role="status">{messages.chat.loading}</Status> : null}
          {state === 'failed' ? <Status role="alert">{messages.chat.failed}</Status> : null}
          <div ref={host} data-testid="chat-parcel-host" />
        </Window>
        <IconBadgeButton
          variant="floating"
          data-testid="chat-launcher"
          aria-expanded={visible}
          label={visible ? messages.chat.close : unread > 0 ? messages.chat.openUnread(unread) : messages.chat.open}
          count={visible ? 0 : unread}
          tone="danger"
          badgeTestId="chat-unread-badge"
          onClick={() => setVisible(!visible)}
          icon={
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm2 5v2h12V9H6Zm0 4v2h8v-2H6Z"
              />
            </svg>
          }
        />
      </Dock>
    </ChatDockContext.Provider>
  );
}
