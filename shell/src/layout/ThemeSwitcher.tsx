import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useThemeSettings } from '@marktplatz/shared';
import { messages } from '../messages';
import { FrameButton } from './frameStyles';

const Wrapper = styled.div`
  position: relative;
`;

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

/** The schemes offered to customers (the development themes stay out of the menu). */
const OFFERED_THEMES = Object.keys(messages.theme.names) as (keyof typeof messages.theme.names)[];

const Options = styled.div`
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Colour scheme and responsive font sizes, kept in the shared `settings` (inside the menu on small screens). */
export function ThemeOptions() {
  const { settings, setThemeName, setResponsiveFontSizes } = useThemeSettings();
  const name = useId();
  const text = messages.theme;
  return (
    <Options role="group" aria-label={text.dialogLabel}>
      <fieldset>
        <legend>{text.theme}</legend>
        {OFFERED_THEMES.map((theme) => (
          <label key={theme}>
            <input type="radio" name={`${name}-theme`} checked={settings.theme === theme} onChange={() => setThemeName(theme)} />
            {text.names[theme]}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={settings.responsiveFontSizes}
          onChange={(event) => setResponsiveFontSizes(event.target.checked)}
        />
        {text.responsiveFontSizes}
      </label>
    </Options>
  );
}

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
      <FrameButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {messages.theme.button}
      </FrameButton>
      {open ? (
        <Panel id={panelId}>
          <ThemeOptions />
        </Panel>
      ) : null}
    </Wrapper>
  );
}
