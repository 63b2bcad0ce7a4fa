import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { STORAGE_KEYS } from '../auth/storage';
import { useThemeSettings, themeSettingsStore } from './settings';
import { ThemeProvider } from './ThemeProvider';
import {
  contrastRatio,
  CONTRAST_PAIRS,
  createTheme,
  DEFAULT_THEME_SETTINGS,
  palettes,
  THEME_NAMES,
  themes,
  UI_CONTRAST_PAIRS,
} from './themes';

afterEach(() => {
  window.localStorage.clear();
  themeSettingsStore.reload();
  document.documentElement.removeAttribute('dir');
});

describe('themes', () => {
  it('offers LIGHT, ONE_DARK and UNICORN', () => {
    expect(THEME_NAMES).toEqual(['LIGHT', 'ONE_DARK', 'UNICORN']);
    expect(Object.keys(themes)).toEqual(['LIGHT', 'ONE_DARK', 'UNICORN']);
  });

  it.each(THEME_NAMES)('%s reaches WCAG AA 4.5:1 for every text colour on its background', (name) => {
    const palette = palettes[name];
    const failures = CONTRAST_PAIRS.filter(([fg, bg]) => contrastRatio(palette[fg], palette[bg]) < 4.5).map(
      ([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(palette[fg], palette[bg]).toFixed(2)}`,
    );
    expect(failures).toEqual([]);
  });

  it.each(THEME_NAMES)('%s gives focus ring and input borders at least 3:1', (name) => {
    const palette = palettes[name];
    const failures = UI_CONTRAST_PAIRS.filter(([fg, bg]) => contrastRatio(palette[fg], palette[bg]) < 3).map(
      ([fg, bg]) => `${fg} on ${bg}`,
    );
    expect(failures).toEqual([]);
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('uses clamp() font sizes when responsive font sizes are on, fixed sizes when off', () => {
    expect(createTheme({ responsiveFontSizes: true }).typography.sizes.xxl).toMatch(/^clamp\(/);
    expect(createTheme({ responsiveFontSizes: false }).typography.sizes.xxl).toBe('2rem');
  });

  it('has spacing, radii and typography tokens', () => {
    const theme = createTheme({ theme: 'UNICORN', direction: 'rtl' });
    expect(theme.direction).toBe('rtl');
    expect(theme.space.md).toBe('16px');
    expect(theme.radii.md).toBeDefined();
    expect(theme.typography.fontFamily).toContain('sans-serif');
  });
});

function SettingsProbe() {
  const theme = useTheme();
  const { settings, setThemeName, setDirection, setResponsiveFontSizes } = useThemeSettings();
  return (
    <div>
      <span data-testid="theme">{theme.name}</span>
      <span data-testid="settings">{JSON.stringify(settings)}</span>
      <button type="button" onClick={() => setThemeName('ONE_DARK')}>
        dunkel
      </button>
      <button type="button" onClick={() => setDirection('rtl')}>
        rtl
      </button>
      <button type="button" onClick={() => setResponsiveFontSizes(false)}>
        fest
      </button>
    </div>
  );
}

const Swatch = styled.div`
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
`;

describe('ThemeProvider and useThemeSettings', () => {
  it('starts with LIGHT, ltr and responsive font sizes', () => {
    render(
      <ThemeProvider>
        <SettingsProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('LIGHT');
    expect(JSON.parse(screen.getByTestId('settings').textContent ?? '')).toEqual({
      theme: 'LIGHT',
      direction: 'ltr',
      responsiveFontSizes: true,
    });
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('keeps the chosen theme, direction and font sizes in local storage settings', () => {
    render(
      <ThemeProvider>
        <SettingsProbe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'dunkel' }).click());
    act(() => screen.getByRole('button', { name: 'rtl' }).click());
    act(() => screen.getByRole('button', { name: 'fest' }).click());
    expect(screen.getByTestId('theme')).toHaveTextContent('ONE_DARK');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.settings) ?? '{}')).toEqual({
      theme: 'ONE_DARK',
      direction: 'rtl',
      responsiveFontSizes: false,
    });
  });

  it('sets the text direction on <html dir>', () => {
    render(
      <ThemeProvider>
        <SettingsProbe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'rtl' }).click());
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('reads stored settings at start and ignores unknown values', () => {
    window.localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ theme: 'UNICORN', direction: 'sideways' }));
    themeSettingsStore.reload();
    render(
      <ThemeProvider>
        <SettingsProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('UNICORN');
    expect(JSON.parse(screen.getByTestId('settings').textContent ?? '').direction).toBe('ltr');
  });

  it('takes the defaults object itself as its snapshot when nothing or only the defaults are stored (a hydration has nothing to render again)', () => {
    themeSettingsStore.reload();
    expect(themeSettingsStore.getSettings()).toBe(DEFAULT_THEME_SETTINGS);
    window.localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ ...DEFAULT_THEME_SETTINGS }));
    themeSettingsStore.reload();
    expect(themeSettingsStore.getSettings()).toBe(DEFAULT_THEME_SETTINGS);
    window.localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ direction: 'rtl' }));
    themeSettingsStore.reload();
    expect(themeSettingsStore.getSettings()).not.toBe(DEFAULT_THEME_SETTINGS);
    expect(themeSettingsStore.getSettings().direction).toBe('rtl');
  });

  it('lets a parcel pass its settings as props', () => {
    render(
      <ThemeProvider settings={{ theme: 'ONE_DARK' }}>
        <SettingsProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('ONE_DARK');
  });

  it('gives styled components the theme colours', () => {
    render(
      <ThemeProvider settings={{ theme: 'ONE_DARK' }}>
        <Swatch data-testid="swatch">x</Swatch>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('swatch'));
    expect(style.color).toBe('rgb(227, 230, 235)');
    expect(style.backgroundColor).toBe('rgb(40, 44, 52)');
  });
});

describe('the HTML template before the app starts', () => {
  const template = readFileSync(path.resolve(__dirname, '../../../tooling/webpack/factory.cjs'), 'utf8');

  it('sizes headings, links and pictures as the global style of the default theme does (a server-rendered page does not move when the style arrives)', () => {
    const theme = createTheme(DEFAULT_THEME_SETTINGS);
    const { sizes } = theme.typography;
    expect(template).toContain(`h1 { font-size: ${sizes.xxl}; line-height: 1.2; }`);
    expect(template).toContain(`h2 { font-size: ${sizes.xl}; line-height: 1.25; }`);
    expect(template).toContain(`h3 { font-size: ${sizes.lg}; line-height: 1.3; }`);
    expect(template).toContain(`margin: 0 0 ${theme.space.md}; }`);
    expect(template).toContain(`a { color: ${theme.colors.link}; text-underline-offset: 2px; }`);
    expect(template).toContain('img { max-width: 100%; height: auto; }');
  });
});
