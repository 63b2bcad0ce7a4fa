import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { FrameButton } from './frameStyles';

/** The options load when the panel or the menu first opens. */
export const ThemeOptions = lazy(() => import(/* webpackChunkName: "theme-options" */ './ThemeOptions'));

const Wrapper = styled.div`
  position: relative;
`;

/** A square icon button, so the row keeps room for seven menu entries at 1280 px. */
const IconFrameButton = styled(FrameButton)`
  &&& {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    min-height: 44px;
    padding: 0;
    svg {
      width: 22px;
      height: 22px;
    }
  }
`;

/** Half-filled circle: light and dark. */
const ThemeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z" />
  </svg>
);

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** The „Darstellung“ button with its panel (wide screens, where the navigation has no menu button). */
export function ThemeSwitcher() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <IconFrameButton
        type="button"
        aria-label={messages.theme.button}
        title={messages.theme.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ThemeIcon />
      </IconFrameButton>
      {open ? (
        <Panel id={panelId}>
          <Suspense fallback={null}>
            <ThemeOptions />
          </Suspense>
        </Panel>
      ) : null}
    </Wrapper>
  );
}
