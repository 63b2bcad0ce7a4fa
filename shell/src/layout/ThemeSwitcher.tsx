import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { THEME_NAMES, useThemeSettings } from '@marktplatz/shared';
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
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space.md};
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
    min-height: 32px;
  }
`;

/** Theme, text direction and responsive font sizes, kept in the shared `settings`. */
export function ThemeSwitcher() {
  const { settings, setThemeName, setDirection, setResponsiveFontSizes } = useThemeSettings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const text = messages.theme;

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
        {text.button}
      </FrameButton>
      {open ? (
        <Panel id={panelId} role="group" aria-label={text.dialogLabel}>
          <fieldset>
            <legend>{text.theme}</legend>
            {THEME_NAMES.map((name) => (
              <label key={name}>
                <input
                  type="radio"
                  name={`${panelId}-theme`}
                  checked={settings.theme === name}
                  onChange={() => setThemeName(name)}
                />
                {text.names[name]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{text.direction}</legend>
            {(['ltr', 'rtl'] as const).map((direction) => (
              <label key={direction}>
                <input
                  type="radio"
                  name={`${panelId}-direction`}
                  checked={settings.direction === direction}
                  onChange={() => setDirection(direction)}
                />
                {text[direction]}
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
        </Panel>
      ) : null}
    </Wrapper>
  );
}
