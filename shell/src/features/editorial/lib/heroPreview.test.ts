import { createTheme, palettes, THEME_NAMES } from '@marktplatz/shared';
import type { Banner } from '../types';
import {
  buildHeroPreview,
  HERO_COLORS,
  HERO_PREVIEW_ID,
  HERO_TOKENS,
  paintHeroPreview,
  previewCss,
  previewImageUrl,
  readPreviewSettings,
} from './heroPreview';

const BANNER: Banner = {
  id: 1,
  title: 'Ihr Marktplatz für die Region',
  subtitle: 'Geprüfte Anbieter aus Ihrer Nähe.',
  image: '/images/banners/home.svg',
  image_mobile: null,
  alt_text: 'Marktstände unter der Sonne',
  button_text: 'Marktplatz entdecken',
  button_url: '/shop',
};

const API = 'http://127.0.0.1:4000';
const DEFAULTS = { theme: 'LIGHT', direction: 'ltr', responsiveFontSizes: true } as const;

function storageWith(value: string | null) {
  return { getItem: () => value };
}

describe('static hero (heroPreview)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('dir');
  });

  it.each(THEME_NAMES)('uses the colours of the shared %s palette', (name) => {
    for (const [key, value] of Object.entries(HERO_COLORS[name])) {
      expect([key, value]).toEqual([key, palettes[name][key as keyof (typeof palettes)[typeof name]]]);
    }
  });

  it('uses the type, spacing, radii and breakpoint values of the shared theme', () => {
    const fluid = createTheme({ responsiveFontSizes: true });
    const fixed = createTheme({ responsiveFontSizes: false });
    expect(HERO_TOKENS.fontFamily).toBe(fluid.typography.fontFamily);
    expect(HERO_TOKENS.fontFamily).toBe(fluid.typography.headingFamily);
    expect(HERO_TOKENS.lineHeight).toBe(fluid.typography.lineHeight);
    expect(HERO_TOKENS.mediumWeight).toBe(fluid.typography.weights.medium);
    for (const size of ['sm', 'md', 'lg', 'xxl'] as const) {
      expect(HERO_TOKENS.sizes.fluid[size]).toBe(fluid.typography.sizes[size]);
      expect(HERO_TOKENS.sizes.fixed[size]).toBe(fixed.typography.sizes[size]);
    }
    for (const space of ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const) expect(HERO_TOKENS.space[space]).toBe(fluid.space[space]);
    expect(HERO_TOKENS.radii).toEqual({ md: fluid.radii.md, lg: fluid.radii.lg });
    expect(HERO_TOKENS.breakpointMd).toBe(fluid.breakpoints.md);
    expect(HERO_TOKENS.containerWidth).toBe(fluid.containerWidth);
  });

  it('reads the stored theme settings like the shared store and falls back to the defaults', () => {
    expect(readPreviewSettings(null)).toEqual(DEFAULTS);
    expect(readPreviewSettings(storageWith('kein json'))).toEqual(DEFAULTS);
    expect(readPreviewSettings(storageWith(JSON.stringify({ theme: 'ONE_DARK', direction: 'rtl', responsiveFontSizes: false })))).toEqual({
      theme: 'ONE_DARK',
      direction: 'rtl',
      responsiveFontSizes: false,
    });
    expect(readPreviewSettings(storageWith(JSON.stringify({ theme: 'NEON', direction: 'oben' })))).toEqual(DEFAULTS);
  });

  it('builds the image URL as the React hero does: content images from the API, other URLs unchanged', () => {
    expect(previewImageUrl('/images/banners/home.svg', API)).toBe(`${API}/images/banners/home.svg`);
    expect(previewImageUrl('https://cdn.example/hero.png', API)).toBe('https://cdn.example/hero.png');
    expect(previewImageUrl('/static/hero.png', API)).toBe('/static/hero.png');
  });

  it('shows the banner heading, text, both links and the image with its alternative text', () => {
    const preview = buildHeroPreview(document, BANNER, API, DEFAULTS);
    document.body.appendChild(preview);
    expect(preview.querySelector('h1')?.textContent).toBe(BANNER.title);
    expect(preview.querySelector('p')?.textContent).toBe(BANNER.subtitle);
    const links = [...preview.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Marktplatz entdecken', '/shop'],
      ['Anbieter werden', '/become-a-provider'],
    ]);
    const image = preview.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${API}/images/banners/home.svg`);
    expect(image?.getAttribute('alt')).toBe(BANNER.alt_text);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['800', '400']);
  });

  it('keeps text as text (no markup from the data) and refuses script links', () => {
    const hostile = { ...BANNER, title: '<img src=x onerror=alert(1)>', button_url: 'javascript:alert(1)' };
    const preview = buildHeroPreview(document, hostile, API, DEFAULTS);
    expect(preview.querySelector('h1')?.textContent).toBe(hostile.title);
    expect(preview.querySelectorAll('img')).toHaveLength(1);
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('/shop');
  });

  it('takes the colours of the stored theme and the fixed sizes when responsive font sizes are off', () => {
    const css = previewCss({ theme: 'ONE_DARK', direction: 'ltr', responsiveFontSizes: false });
    expect(css).toContain(`background:${palettes.ONE_DARK.background}`);
    expect(css).toContain('font-size:2rem');
    expect(css).not.toContain('clamp(');
  });

  it('paints only into an empty root, and applies the text direction', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const image = paintHeroPreview(root, BANNER, API, { ...DEFAULTS, direction: 'rtl' });
    expect(image).not.toBeNull();
    expect(root.querySelector(`#${HERO_PREVIEW_ID}`)).not.toBeNull();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(paintHeroPreview(root, BANNER, API, DEFAULTS)).toBeNull();
    expect(root.querySelectorAll(`#${HERO_PREVIEW_ID}`)).toHaveLength(1);
  });

  it('paints over the header row the page reserves in the root, which the preview replaces with its own', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div style="min-height:65px;border-bottom:1px solid #d5dae2"></div>';
    expect(paintHeroPreview(root, BANNER, API, DEFAULTS)).not.toBeNull();
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild?.id).toBe(HERO_PREVIEW_ID);
  });

  it('paints nothing once the app has rendered into the root', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div><header>Marktplatz</header></div>';
    expect(paintHeroPreview(root, BANNER, API, DEFAULTS)).toBeNull();
  });

  it('paints nothing without a banner', () => {
    const root = document.createElement('div');
    expect(paintHeroPreview(root, undefined, API, DEFAULTS)).toBeNull();
    expect(root.childElementCount).toBe(0);
  });
});
