/**
 * The floating chat: the page carries only a small launcher; the first open loads `mfe_chat/ChatParcel` and
 * mounts it as a single-spa parcel (its own React root). Theme settings, session and navigation cross as props.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Parcel, ParcelConfig } from 'single-spa';
import styled, { createGlobalStyle } from 'styled-components';
import { IconBadgeButton, useAuth, useThemeSettings } from '@marktplatz/shared';
import { loadExposed, resetRemote } from '../federation/remotes';
import { useConsent } from '../layout/cookieConsent';
import { useCurrentOverlay } from '../layout/overlays';
import { messages } from '../messages';
import { getUnreadChatCount } from '../features/frame';

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
 * Pages where the floating button would sit on totals, VAT lines and the order button (cart, checkout, the order
 * confirmation, orders and refunds, the food basket and food orders), or on the chat's own input (the chat page is
 * the chat), nor in the back office (staff work there, not as customers): no floating chat there. The chat stays
 * reachable from the menu.
 */
export const CHAT_FREE_PATHS = ['/shop/cart', '/shop/checkout', '/shop/order', '/orders', '/food/menu', '/food/orders', '/chat', '/admin'];

/** Phones: the chat window takes the whole screen (the page does not show around it). */
const PHONE = '(max-width: 599px)';

/** A modal dialog is open (dialogs are portalled into the body with `aria-modal`): the launcher steps aside. */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    const check = () => setOpen(document.querySelector('[aria-modal="true"], dialog[open]') !== null);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'open'] });
    check();
    return () => observer.disconnect();
  }, []);
  return open;
}

/** While the full-screen window is open on a phone, the page behind it does not scroll. */
const PhoneScrollLock = createGlobalStyle`
  @media ${PHONE} {
    html,
    body {
      overflow: hidden;
    }
  }
`;

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
  @media ${PHONE} {
    position: fixed;
    inset: 0;
    display: ${({ $visible }) => ($visible ? 'flex' : 'none')};
    flex-direction: column;
    width: 100%;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    padding-bottom: env(safe-area-inset-bottom);
    border: 0;
    border-radius: 0;
    box-shadow: none;
    & > [data-testid='chat-parcel-host'] {
      display: flex;
      flex: 1 1 auto;
      flex-direction: column;
      min-height: 0;
    }
  }
`;

/** The launcher; on a phone it gives way to the open full-screen window (the window has its own close button). */
const Launcher = styled.div<{ $windowOpen: boolean }>`
  @media ${PHONE} {
    display: ${({ $windowOpen }) => ($windowOpen ? 'none' : 'block')};
  }
  &[hidden] {
    display: none;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type LoadState = 'idle' | 'loading' | 'mounted' | 'failed';

/** Without the live channel (the chat area not deployed or unreachable) the launcher asks this often. */
export const UNREAD_REFRESH_MS = 60_000;

/** `mfe_chat/unreadLive`: the count over the chat's realtime socket (shared with the chat window). */
interface UnreadLive {
  watchUnread: (onCount: (count: number) => void) => () => void;
}

/**
 * The signed-in user's unread chat messages for the launcher's badge, live: one light request at once, then the
 * chat's realtime channel (`mfe_chat/unreadLive`) updates it when a message arrives or is read. When the chat area
 * cannot be loaded it asks once a minute instead. 0 for guests or when the call fails.
 */
function useUnreadCount(authenticated: boolean): [number, (count: number) => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!authenticated) {
      setCount(0);
      return undefined;
    }
    let active = true;
    let stopLive: (() => void) | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const load = () =>
      getUnreadChatCount().then(
        (unread) => {
          if (active) setCount(unread);
        },
        () => undefined,
      );
    void load();
    loadExposed<UnreadLive & { default?: UnreadLive['watchUnread'] }>('mfe_chat', 'unreadLive').then(
      (module) => {
        if (!active) return;
        stopLive = module.watchUnread((unread) => {
          if (active) setCount(unread);
        });
      },
      () => {
        if (!active) return;
        timer = setInterval(() => {
          if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void load();
        }, UNREAD_REFRESH_MS);
      },
    );
    return () => {
      active = false;
      stopLive?.();
      if (timer) clearInterval(timer);
    };
  }, [authenticated]);
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
  // The window reports the count too while it is open (same socket).
  const [unread, setUnread] = useUnreadCount(authenticated);

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
  const modalOpen = useModalOpen();
  // One overlay at a time: no chat button before the cookie choice, beside the tour or a promotion, nor in the
  // cart and checkout, where it would cover totals and the order button.
  const chatFree = isChatFree(pathname);
  // A modal dialog's buttons are never under the launcher: it steps aside while one is open.
  const launcherShown = !chatFree && consent !== null && overlay === null && !modalOpen;

  useEffect(() => {
    if (chatFree) setVisible(false);
  }, [chatFree]);

  return (
    <ChatDockContext.Provider value={api}>
      {children}
      {launcherShown ? <DockRoom /> : null}
      {visible ? <PhoneScrollLock /> : null}
      <Dock data-testid="chat-dock" hidden={!launcherShown && !visible}>
        <Window $visible={visible} role="region" aria-label={messages.areas.mfe_chat}>
          {state === 'loading' ? <Status role="status">{messages.chat.loading}</Status> : null}
          {state === 'failed' ? <Status role="alert">{messages.chat.failed}</Status> : null}
          <div ref={host} data-testid="chat-parcel-host" />
        </Window>
        <Launcher $windowOpen={visible} hidden={!launcherShown}>
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
        </Launcher>
      </Dock>
    </ChatDockContext.Provider>
  );
}
