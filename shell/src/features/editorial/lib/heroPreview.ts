/**
 * The landing page's hero as static markup, painted by the entry script from the early `/homepageData` answer
 * before React and the shared libraries have loaded (they take about a second more on a slow phone). The visitor
 * sees the heading, the banner image and two working links at once; React's first render replaces the markup
 * with the same hero (LandingPage renders it from the same answer, the image then comes from the cache).
 *
 * It mirrors the frame's header placeholder and `Hero` in sections.tsx with the theme's values for the stored
 * settings (theme, text direction, responsive font sizes); `heroPreview.test.ts` keeps these values equal to the
 * shared theme. Part of the entry chunk: no React, no styled-components, no shared library.
 */
import type { Banner } from '../types';
import { heroTexts } from './heroTexts';

export const HERO_PREVIEW_ID = 'landing-hero-preview';

type ThemeName = 'LIGHT' | 'ONE_DARK' | 'UNICORN';

export interface HeroColors {
  background: string;
  surface: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  link: string;
}

/** The colours the hero uses, per theme (equal to the shared palettes; see the test). */
export const HERO_COLORS: Record<ThemeName, HeroColors> = {
  LIGHT: {
    background: '#ffffff',
    surface: '#f5f6f8',
    border: '#d5dae2',
    borderStrong: '#767f8e',
    text: '#1b2230',
    textMuted: '#4b5565',
    primary: '#0a58a8',
    onPrimary: '#ffffff',
    link: '#0a58a8',
  },
  ONE_DARK: {
    background: '#282c34',
    surface: '#21252b',
    border: '#3e4451',
    borderStrong: '#8b93a3',
    text: '#e3e6eb',
    textMuted: '#b3bac6',
    primary: '#61afef',
    onPrimary: '#15181e',
    link: '#7cbcf2',
  },
  UNICORN: {
    background: '#fff9fd',
    surface: '#f8eef8',
    border: '#e2cfe6',
    borderStrong: '#8a6f96',
    text: '#2a1838',
    textMuted: '#5a4868',
    primary: '#7a2bb8',
    onPrimary: '#ffffff',
    link: '#8a1f9a',
  },
};

/** The theme's type and layout values the hero and the article's first view use (equal to `createTheme`; see the test). */
export const HERO_TOKENS = {
  fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  lineHeight: 1.5,
  sizes: {
    fixed: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xxl: '2rem' },
    fluid: { sm: '0.875rem', md: '1rem', lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.25rem)', xxl: 'clamp(1.5rem, 1.2rem + 1.5vw, 2rem)' },
  },
  mediumWeight: 500,
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { md: '6px', lg: '10px' },
  breakpointMd: '768px',
  containerWidth: '1200px',
  /** The frame's header placeholder (Layout.tsx). */
  headerHeight: '65px',
} as const;

export interface PreviewSettings {
  theme: ThemeName;
  direction: 'ltr' | 'rtl';
  responsiveFontSizes: boolean;
}

/** The stored theme settings (local storage `settings`, as the shared theme store reads them). */
export function readPreviewSettings(storage: Pick<Storage, 'getItem'> | null): PreviewSettings {
  const settings: PreviewSettings = { theme: 'LIGHT', direction: 'ltr', responsiveFontSizes: true };
  let raw: string | null = null;
  try {
    raw = storage?.getItem('settings') ?? null;
  } catch {
    raw = null;
  }
  if (!raw) return settings;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof PreviewSettings, unknown>> | null;
    if (parsed && typeof parsed === 'object') {
      if (parsed.theme === 'LIGHT' || parsed.theme === 'ONE_DARK' || parsed.theme === 'UNICORN') settings.theme = parsed.theme;
      if (parsed.direction === 'ltr' || parsed.direction === 'rtl') settings.direction = parsed.direction;
      if (typeof parsed.responsiveFontSizes === 'boolean') settings.responsiveFontSizes = parsed.responsiveFontSizes;
    }
  } catch {
    // unreadable settings: defaults, as the shared store does
  }
  return settings;
}

/** The image URL as the React hero builds it (`assetUrl`): content images come from the API. */
export function previewImageUrl(path: string, apiBase: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/images/')) return `${apiBase}${path}`;
  return path;
}

/** Only site paths and http(s) URLs become links. */
function safeHref(url: string | null, fallback: string): string {
  if (!url) return fallback;
  return url.startsWith('/') || /^https?:\/\//.test(url) ? url : fallback;
}

export function previewCss(settings: PreviewSettings): string {
  const c = HERO_COLORS[settings.theme];
  const t = HERO_TOKENS;
  const sizes = settings.responsiveFontSizes ? t.sizes.fluid : t.sizes.fixed;
  const id = `#${HERO_PREVIEW_ID}`;
  return [
    `${id}{display:flex;flex-direction:column;min-height:100vh;background:${c.background};color:${c.text};font-family:${t.fontFamily};font-size:${sizes.md};line-height:${t.lineHeight};-webkit-font-smoothing:antialiased}`,
    `${id} *,${id} *::before,${id} *::after{box-sizing:border-box}`,
    `${id} .hp-header{min-height:${t.headerHeight};border-bottom:1px solid ${c.border}}`,
    `${id} .hp-main{flex:1 0 auto}`,
    `${id} .hp-band{background:${c.surface};border-bottom:1px solid ${c.border}}`,
    `${id} .hp-container{width:100%;max-width:${t.containerWidth};margin:0 auto;padding:0 ${t.space.md}}`,
    `${id} .hp-grid{display:grid;gap:${t.space.lg};align-items:center;padding:${t.space.xl} 0;min-height:320px}`,
    `@media (min-width:${t.breakpointMd}){${id} .hp-grid{grid-template-columns:1.1fr 1fr;padding:${t.space.xxl} 0}}`,
    `${id} h1{font-size:${sizes.xxl};line-height:1.2;font-family:${t.fontFamily};margin:0 0 ${t.space.md}}`,
    `${id} p{font-size:${sizes.lg};color:${c.textMuted};margin:0 0 ${t.space.lg};max-width:52ch}`,
    `${id} .hp-actions{display:flex;flex-wrap:wrap;gap:${t.space.sm}}`,
    `${id} .hp-actions a{display:inline-flex;align-items:center;min-height:44px;padding:0 ${t.space.lg};border-radius:${t.radii.md};font-weight:${t.mediumWeight};text-decoration:none;background:${c.primary};color:${c.onPrimary};border:1px solid ${c.primary}}`,
    `${id} .hp-actions a.hp-secondary{background:${c.background};color:${c.link};border-color:${c.borderStrong}}`,
    `${id} img{display:block;width:100%;max-width:100%;height:auto;aspect-ratio:2 / 1;border-radius:${t.radii.lg}}`,
  ].join('\n');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values as markup that shows them as written. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The preview (frame placeholder and hero) for `banner` as markup. Pure (no DOM): the entry script paints it, and the
 * production server writes it into the landing page's HTML (`dist/first-views.cjs`, built from `serverPreviews.ts`, read
 * by `scripts/first-answers.mjs`), so both paint the same hero.
 */
export function heroPreviewHtml(banner: Banner, apiBase: string, settings: PreviewSettings): string {
  const text = heroTexts;
  const link = (href: string, label: string, extra = '') => `<a href="${escapeHtml(href)}"${extra}>${escapeHtml(label)}</a>`;
  return (
    `<div id="${HERO_PREVIEW_ID}" data-hero-preview=""><style>${previewCss(settings)}</style>` +
    `<div class="hp-header" aria-hidden="true"></div><div class="hp-main">` +
    `<section class="hp-band" aria-labelledby="landing-heading-preview"><div class="hp-container"><div class="hp-grid"><div>` +
    `<h1 id="landing-heading-preview">${escapeHtml(banner.title)}</h1><p>${escapeHtml(banner.subtitle ?? text.lead)}</p>` +
    `<div class="hp-actions">${link(safeHref(banner.button_url, '/shop'), banner.button_text ?? text.primary)}` +
    `${link('/become-a-provider', text.secondary, ' class="hp-secondary"')}</div></div>` +
    `<img src="${escapeHtml(previewImageUrl(banner.image, apiBase))}" alt="${escapeHtml(banner.alt_text)}" width="800" height="400" fetchpriority="high">` +
    `</div></div></section></div></div>`
  );
}

/** Builds the preview (frame placeholder and hero) for `banner` as elements of `document`. */
export function buildHeroPreview(document: Document, banner: Banner, apiBase: string, settings: PreviewSettings): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = heroPreviewHtml(banner, apiBase, settings);
  return template.content.firstElementChild as HTMLElement;
}

/**
 * Whether the root holds nothing React has rendered: no element, or only the header row the page's HTML reserves
 * (`rootHtml` in shell/webpack.config.cjs — an empty `div`).
 */
function holdsOnlyFramePlaceholder(container: HTMLElement): boolean {
  return Array.from(container.children).every((child) => child.tagName === 'DIV' && child.childNodes.length === 0 && !child.id);
}

/**
 * Paints the preview into the app's root element while it is still empty (React has not rendered yet) and
 * answers its image, or null when it painted nothing. The text direction is applied to the document as the theme
 * store applies it.
 */
export function paintHeroPreview(
  container: HTMLElement | null,
  banner: Banner | undefined,
  apiBase: string,
  settings: PreviewSettings,
): HTMLImageElement | null {
  if (!container || !banner || !holdsOnlyFramePlaceholder(container)) return null;
  const document = container.ownerDocument;
  document.documentElement.setAttribute('dir', settings.direction);
  // The preview brings its own header row (same height as the placeholder), so nothing moves.
  const preview = buildHeroPreview(document, banner, apiBase, settings);
  container.replaceChildren(preview);
  return preview.querySelector('img');
}
