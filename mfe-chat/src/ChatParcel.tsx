/**
 * The chat window as a single-spa-react parcel: its own React root, mounted by the shell with
 * `mountRootParcel`. No React context of the shell reaches it; theme settings, session and navigation arrive
 * as props. It has the page's features (list, conversation, typing, edits, attachments); the socket opens only
 * while it is mounted.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';
import { Button, ThemeProvider, type AuthState, type ThemeSettings } from '@marktplatz/shared';
import { ChatView } from './features/chat';
import { myUserId } from './lib/me';
import { messages } from './messages';

export interface ChatParcelProps {
  themeSettings?: Partial<ThemeSettings>;
  auth?: Partial<AuthState>;
  navigate?: (to: string) => void;
  onClose?: () => void;
  /** The unread total, for the launcher's badge while the window is open. */
  onUnread?: (count: number) => void;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 16rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  /* Phones: the shell shows the window full-screen; the chat fills it down to the composer. */
  @media (max-width: 599px) {
    flex: 1 1 auto;
    min-height: 0;
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  /* Full-screen on the phone: close and „Als Seite öffnen“ are easy to hit with a thumb. */
  @media (max-width: 599px) {
    button {
      min-width: 44px;
      min-height: 44px;
    }
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function ChatWindow({ themeSettings, auth, navigate, onClose, onUnread }: ChatParcelProps) {
  const [activeId, setActiveId] = React.useState<number | null>(null);
  const go = (to: string) => {
    navigate?.(to);
    onClose?.();
  };
  const onOpen = React.useCallback((id: number | null) => setActiveId(id), []);
  return (
    <ThemeProvider settings={themeSettings} withGlobalStyle={false}>
      <Panel aria-labelledby="chat-window-title" data-testid="chat-window">
        <Bar>
          <h2 id="chat-window-title">{messages.window.title}</h2>
          {auth?.authenticated ? (
            <Button variant="link" size="sm" onClick={() => go(activeId ? `/chat/${activeId}` : '/chat')}>
              {messages.window.openPage}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => onClose?.()} aria-label={messages.window.close}>
            ×
          </Button>
        </Bar>
        {auth?.authenticated ? (
          <ChatView compact activeId={activeId} onOpen={onOpen} myId={myUserId(auth.user)} onUnread={onUnread} />
        ) : (
          <Body>
            <p>{messages.window.signInFirst}</p>
            <Button variant="secondary" onClick={() => go('/login')}>
              {messages.window.signIn}
            </Button>{' '}
            <Button variant="link" onClick={() => go('/chat/contact')}>
              {messages.window.contact}
            </Button>
          </Body>
        )}
      </Panel>
    </ThemeProvider>
  );
}

const parcel = singleSpaReact<ChatParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ChatWindow,
  errorBoundary: () => React.createElement('p', { role: 'alert' }, messages.failed),
});

export default parcel;
