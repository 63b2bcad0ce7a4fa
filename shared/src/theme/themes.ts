/** The three themes (LIGHT, ONE_DARK, UNICORN): colour tokens with WCAG AA contrast, spacing, radii, type. */

export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type Direction = 'ltr' | 'rtl';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  /** Borders of inputs: at least 3:1 against the background (WCAG 1.4.11). */
  borderStrong: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  warning: string;
  onWarning: string;
  info: string;
  onInfo: string;
  link: string;
  focus: string;
  disabled: string;
  onDisabled: string;
  overlay: string;
}

export interface ThemeTypography {
  fontFamily: string;
  headingFamily: string;
  lineHeight: number;
  weights: { regular: number; medium: number; bold: number };
  /** Font sizes; with responsive font sizes on, the larger ones grow with the viewport through clamp(). */
  sizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
}

export interface MarktplatzTheme {
  name: ThemeName;
  direction: Direction;
  responsiveFontSizes: boolean;
  colors: ThemeColors;
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  typography: ThemeTypography;
  shadows: { sm: string; md: string; lg: string };
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  zIndex: { header: number; dropdown: number; dialog: number; notifications: number };
  /** Width of the page content column. */
  containerWidth: string;
}

export const palettes: Record<ThemeName, ThemeColors> = {
  LIGHT: {
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceAlt: '#e9ecf1',
    text: '#1b2230',
    textMuted: '#4b5565',
    border: '#d5dae2',
    borderStrong: '#767f8e',
    primary: '#0a58a8',
    primaryHover: '#084785',
    onPrimary: '#ffffff',
    secondary: '#e6edf6',
    secondaryHover: '#d3deec',
    onSecondary: '#0d3a6b',
    danger: '#b42318',
    dangerHover: '#8f1c13',
    onDanger: '#ffffff',
    success: '#176b38',
    onSuccess: '#ffffff',
    warning: '#8a4b00',
    onWarning: '#ffffff',
    info: '#1b4f8a',
    onInfo: '#ffffff',
    link: '#0a58a8',
    focus: '#c2410c',
    disabled: '#e3e6eb',
    onDisabled: '#5b6372',
    overlay: 'rgba(15, 20, 30, 0.55)',
  },
  ONE_DARK: {
    background: '#282c34',
    surface: '#21252b',
    surfaceAlt: '#2f343e',
    text: '#e3e6eb',
    textMuted: '#b3bac6',
    border: '#3e4451',
    borderStrong: '#8b93a3',
    primary: '#61afef',
    primaryHover: '#8cc5f4',
    onPrimary: '#15181e',
    secondary: '#3a404c',
    secondaryHover: '#454c5a',
    onSecondary: '#e3e6eb',
    danger: '#e88a91',
    dangerHover: '#f0a9ae',
    onDanger: '#15181e',
    success: '#98c379',
    onSuccess: '#15181e',
    warning: '#e5c07b',
    onWarning: '#15181e',
    info: '#56b6c2',
    onInfo: '#15181e',
    link: '#7cbcf2',
    focus: '#e5c07b',
    disabled: '#3a3f4a',
    onDisabled: '#a5acb8',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  UNICORN: {
    background: '#fff9fd',
    surface: '#f8eef8',
    surfaceAlt: '#efe0f3',
    text: '#2a1838',
    textMuted: '#5a4868',
    border: '#e2cfe6',
    borderStrong: '#8a6f96',
    primary: '#7a2bb8',
    primaryHover: '#62209a',
    onPrimary: '#ffffff',
    secondary: '#fde3f1',
    secondaryHover: '#f9cce4',
    onSecondary: '#6d1a4d',
    danger: '#b0124f',
    dangerHover: '#8e0e40',
    onDanger: '#ffffff',
    success: '#1d6b48',
    onSuccess: '#ffffff',
    warning: '#8a4a00',
    onWarning: '#ffffff',
    info: '#235b9c',
    onInfo: '#ffffff',
    link: '#8a1f9a',
    focus: '#d1006b',
    disabled: '#ece3ef',
    onDisabled: '#5f5168',
    overlay: 'rgba(42, 24, 56, 0.55)',
  },
};

/** Text/background pairs that must reach WCAG AA (4.5:1) in every theme. */
export const CONTRAST_PAIRS: readonly [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onInfo', 'info'],
  ['link', 'background'],
  ['link', 'surface'],
  ['danger', 'background'],
  ['onDisabled', 'disabled'],
];

/** Non-text pairs that need 3:1 (focus ring, input borders). */
export const UI_CONTRAST_PAIRS: readonly [keyof ThemeColors, keyof ThemeColors][] = [
  ['focus', 'background'],
  ['focus', 'surface'],
  ['borderStrong', 'background'],
  ['primary', 'background'],
];

const FONT_STACK = "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

function typography(responsive: boolean): ThemeTypography {
  const fixed = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' };
  const fluid = {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.25rem)',
    xl: 'clamp(1.25rem, 1.1rem + 0.75vw, 1.5rem)',
    xxl: 'clamp(1.5rem, 1.2rem + 1.5vw, 2rem)',
  };
  return {
    fontFamily: FONT_STACK,
    headingFamily: FONT_STACK,
    lineHeight: 1.5,
    weights: { regular: 400, medium: 500, bold: 700 },
    sizes: responsive ? fluid : fixed,
  };
}

export interface ThemeSettings {
  theme: ThemeName;
  direction: Direction;
  responsiveFontSizes: boolean;
}

export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  theme: 'LIGHT',
  direction: 'ltr',
  responsiveFontSizes: true,
});

/** Builds the styled-components theme object for the given settings. */
export function createTheme(settings: Partial<ThemeSettings> = {}): MarktplatzTheme {
  const name = settings.theme && THEME_NAMES.includes(settings.theme) ? settings.theme : DEFAULT_THEME_SETTINGS.theme;
  const responsiveFontSizes = settings.responsiveFontSizes ?? DEFAULT_THEME_SETTINGS.responsiveFontSizes;
  const dark = name === 'ONE_DARK';
  return {
    name,
    direction: settings.direction === 'rtl' ? 'rtl' : 'ltr',
    responsiveFontSizes,
    colors: palettes[name],
    space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
    radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
    typography: typography(responsiveFontSizes),
    shadows: dark
      ? { sm: '0 1px 2px rgba(0,0,0,0.4)', md: '0 4px 12px rgba(0,0,0,0.45)', lg: '0 12px 32px rgba(0,0,0,0.55)' }
      : {
          sm: '0 1px 2px rgba(16,24,40,0.08)',
          md: '0 4px 12px rgba(16,24,40,0.12)',
          lg: '0 12px 32px rgba(16,24,40,0.18)',
        },
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    zIndex: { header: 100, dropdown: 200, dialog: 1000, notifications: 1100 },
    containerWidth: '1200px',
  };
}

/** The three themes with default settings (ltr, responsive font sizes). */
export const themes: Record<ThemeName, MarktplatzTheme> = {
  LIGHT: createTheme({ theme: 'LIGHT' }),
  ONE_DARK: createTheme({ theme: 'ONE_DARK' }),
  UNICORN: createTheme({ theme: 'UNICORN' }),
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Keine Hex-Farbe: ${hex}`);
  const n = parseInt(match[1] ?? '000000', 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
