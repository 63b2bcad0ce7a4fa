import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from './messages';

const LauncherButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

export interface ChatLauncherProps {
  /** Opens the floating chat (the shell passes it); without it the launcher goes to /chat. */
  onOpen?: () => void;
}

/** Frame widget: opens the chat. */
export default function ChatLauncher({ onOpen }: ChatLauncherProps) {
  const navigate = useNavigate();
  return (
    <LauncherButton
      type="button"
      aria-label={messages.launcher.label}
      data-testid="chat-header-launcher"
      onClick={() => (onOpen ? onOpen() : navigate('/chat'))}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"
        />
      </svg>
    </LauncherButton>
  );
}
