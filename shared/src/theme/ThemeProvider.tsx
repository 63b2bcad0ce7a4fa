import { useEffect, useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { useThemeSettings, themeSettingsStore } from './settings';
import { createTheme, type ThemeSettings } from './themes';
import './styled';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeight};
    -webkit-font-smoothing: antialiased;
  }
  h1 { font-size: ${({ theme }) => theme.typography.sizes.xxl}; line-height: 1.2; }
  h2 { font-size: ${({ theme }) => theme.typography.sizes.xl}; line-height: 1.25; }
  h3 { font-size: ${({ theme }) => theme.typography.sizes.lg}; line-height: 1.3; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.typography.headingFamily}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.link}; text-underline-offset: 2px; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Settings to use instead of the stored ones (e.g. passed as props into the chat parcel). */
  settings?: Partial<ThemeSettings>;
  /** Render the global style (body colours, focus ring); on by default. */
  withGlobalStyle?: boolean;
}

/** styled-components' ThemeProvider with the current Marktplatz theme, plus the global style. */
export function ThemeProvider({ children, settings: override, withGlobalStyle = true }: ThemeProviderProps) {
  const { settings: stored } = useThemeSettings();
  const themeName = override?.theme ?? stored.theme;
  const direction = override?.direction ?? stored.direction;
  const responsiveFontSizes = override?.responsiveFontSizes ?? stored.responsiveFontSizes;
  const theme = useMemo(
    () => createTheme({ theme: themeName, direction, responsiveFontSizes }),
    [themeName, direction, responsiveFontSizes],
  );
  useEffect(() => {
    themeSettingsStore.applyDirection(theme.direction);
  }, [theme.direction]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
