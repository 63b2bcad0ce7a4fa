/**
 * The chat window as a single-spa-react parcel: its own React root, mounted by the shell with
 * `mountRootParcel`. No React context of the shell reaches it; theme settings, session and navigation arrive
 * as props.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';
import { Button, isReachable, ThemeProvider, type AuthState, type ThemeSettings } from '@marktplatz/shared';
import { messages } from './messages';

export interface ChatParcelProps {
  themeSettings?: Partial<ThemeSettings>;
  auth?: Partial<AuthState>;
  navigate?: (to: string) => void;
  onClose?: () => void;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 16rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.typography.fontFamily};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function ChatWindow({ themeSettings, auth, navigate, onClose }: ChatParcelProps) {
  const go = (to: string) => {
    navigate?.(to);
    onClose?.();
  };
  return (
    <ThemeProvider settings={themeSettings} withGlobalStyle={false}>
      <Panel aria-labelledby="chat-window-title" data-testid="chat-window">
        <Bar>
          <h2 id="chat-window-title">{messages.window.title}</h2>
          <Button variant="secondary" onClick={() => onClose?.()} aria-label={messages.window.close}>
            ×
          </Button>
        </Bar>
        <Body>
          {auth?.authenticated ? (
            isReachable('/chat') ? (
              <>
                <p>{messages.window.empty}</p>
                <Button variant="secondary" onClick={() => go('/chat')}>
                  {messages.window.allConversations}
                </Button>
              </>
            ) : (
              <>
                <p>{messages.window.comingSoon}</p>
                {isReachable('/orders') ? (
                  <Button variant="secondary" onClick={() => go('/orders')}>
                    {messages.window.toOrders}
                  </Button>
                ) : null}
              </>
            )
          ) : (
            <>
              <p>{messages.window.signInFirst}</p>
              <Button variant="secondary" onClick={() => go('/login')}>
                {messages.window.signIn}
              </Button>
            </>
          )}
        </Body>
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
