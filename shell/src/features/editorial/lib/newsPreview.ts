/**
 * The news article's first view as markup, laid out as `NewsPost` in NewsPages.tsx lays it out (the page section:
 * container with the theme's sides and top space, the theme's h1, the 16:9 picture up to 72ch wide): back link,
 * title, date line, picture and lead, in the default look. The production server writes it into `#root` below the
 * frame's row (`dist/first-views.cjs`, read by `scripts/first-answers.mjs`), so the title and the picture — the
 * page's largest element on a phone — are painted as soon as the picture has loaded; the shell's first render
 * replaces it with the article. Pure (no DOM, no React): built for the server from the same texts and theme values.
 */
import type { Post } from '../types';
import { escapeHtml, HERO_COLORS, HERO_TOKENS } from './heroPreview';
import { formatLongDate } from './longDate';
import { editorialText } from '../messages';

export const NEWS_PREVIEW_ID = 'mp-first-page';

export type NewsPreviewPost = Pick<Post, 'title' | 'image_alt' | 'published_at' | 'author' | 'excerpt'> & {
  category: Pick<Post['category'], 'name'> | null;
  region: Pick<NonNullable<Post['region']>, 'name'> | null;
};

/** The article's first view for `post` with its picture at `imageUrl`. */
export function newsPostPreviewHtml(post: NewsPreviewPost, imageUrl: string): string {
  const text = editorialText.news;
  const t = HERO_TOKENS;
  const c = HERO_COLORS.LIGHT;
  const sizes = t.sizes.fluid;
  const published = Date.parse(post.published_at);
  const line = [
    Number.isNaN(published) ? '' : formatLongDate(post.published_at),
    post.category?.name ?? '',
    post.region?.name ?? '',
    post.author ? `${text.by} ${post.author}` : '',
  ]
    .filter(Boolean)
    .map(escapeHtml)
    .join(' · ');
  const small = `font-size:${sizes.sm};color:${c.textMuted};margin:0 0 ${t.space.xs}`;
  const wide = '72ch';
  return (
    `<article id="${NEWS_PREVIEW_ID}" aria-labelledby="${NEWS_PREVIEW_ID}-title" ` +
    `style="width:100%;max-width:${t.containerWidth};margin:0 auto;padding:${t.space.xl} ${t.space.md}">` +
    `<p style="${small}"><a href="/news" style="color:${c.link}">${escapeHtml(text.back)}</a></p>` +
    `<h1 id="${NEWS_PREVIEW_ID}-title" style="font-size:${sizes.xxl};line-height:1.2;margin:0 0 ${t.space.md}">${escapeHtml(post.title)}</h1>` +
    (line ? `<p style="${small}">${line}</p>` : '') +
    `<img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(post.image_alt ?? '')}" width="800" height="450" fetchpriority="high" ` +
    `style="display:block;width:100%;max-width:${wide};height:auto;aspect-ratio:16/9;border-radius:${t.radii.lg};margin:${t.space.md} 0 ${t.space.lg}">` +
    (post.excerpt ? `<p style="font-weight:600;max-width:${wide};margin:0 0 ${t.space.md}">${escapeHtml(post.excerpt)}</p>` : '') +
    `</article>`
  );
}
