import { useId } from 'react';
import styled from 'styled-components';
import { useThemeSettings } from '@marktplatz/shared';
import { messages } from '../messages';

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
export default function ThemeOptions() {
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
        <input type="checkbox" checked={settings.responsiveFontSizes} onChange={(event) => setResponsiveFontSizes(event.target.checked)} />
        {text.responsiveFontSizes}
      </label>
    </Options>
  );
}
