import sanitizeHtml from 'sanitize-html';
import type { AppConfig } from '../../../config';

/**
 * The body HTML an editor saves, cleaned on the server before it is stored: headings h2–h4, paragraphs, lists,
 * links (http, https, mailto; external ones get `rel="noopener"`), pictures from our own storage with alt text
 * (and the media library's `srcset`/`sizes`, `width`/`height`, `loading`), strong/em, blockquote. Everything else goes: scripts, styles, event handlers, style attributes, frames, objects,
 * SVG and MathML with their content, `javascript:`/`data:` URLs, protocol-relative links.
 */
const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'em', 'blockquote'];

/** Tags removed together with their text (not only the tag). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'title',
  'head',
];

/** URL beginnings of our public pictures: the seeded illustrations and the public storage (local or S3). */
export function pictureSources(config: AppConfig): string[] {
  const api = config.publicApiUrl.replace(/\/$/, '');
  const sources = ['/images/', '/uploads/', `${api}/images/`, `${api}/uploads/`];
  if (config.s3?.publicUrl) sources.push(`${config.s3.publicUrl}/`);
  return sources;
}

/** Whether a picture address is one of ours (no way out of the folder, no second host). */
export function isOwnPicture(config: AppConfig, src: string): boolean {
  if (src.includes('..') || src.includes('\\') || /\s/.test(src)) return false;
  return pictureSources(config).some((prefix) => src.startsWith(prefix) && src.length > prefix.length && !src.startsWith('//'));
}

function isExternal(config: AppConfig, href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  const web = config.publicWebUrl.replace(/\/$/, '');
  return !(href === web || href.startsWith(`${web}/`));
}

/** A picture's `srcset` with only our own addresses and `480w`/`2x` descriptors; `undefined` when nothing is left. */
function ownSrcset(config: AppConfig, srcset: string): string | undefined {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(
      ([url, descriptor, ...rest]) =>
        url && isOwnPicture(config, url) && rest.length === 0 && (!descriptor || /^(\d{1,5}w|\d(\.\d{1,2})?x)$/.test(descriptor)),
    )
    .map((parts) => parts.join(' '));
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** One entry of `sizes`: an optional `(max-width: 720px)` and a length (`100vw`, `720px`). */
const SIZES_ENTRY = /^\s*(\((min|max)-width:\s*\d{1,5}(\.\d{1,2})?(px|em|rem)\)\s+)?\d{1,5}(\.\d{1,2})?(px|vw|em|rem)\s*$/;

/** The picture's attributes an editor may set, each in its harmless form (numbers, a media query list, lazy/eager). */
function pictureAttributes(config: AppConfig, attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (attribs.src !== undefined) kept.src = attribs.src;
  if (attribs.alt !== undefined) kept.alt = attribs.alt;
  for (const name of ['width', 'height'] as const) {
    const value = attribs[name];
    if (value !== undefined && /^\d{1,5}$/.test(value)) kept[name] = value;
  }
  const srcset = attribs.srcset === undefined ? undefined : ownSrcset(config, attribs.srcset);
  if (srcset) kept.srcset = srcset;
  const sizes = attribs.sizes;
  if (sizes !== undefined && sizes.length <= 300 && sizes.split(',').every((entry) => SIZES_ENTRY.test(entry))) kept.sizes = sizes;
  if (attribs.loading === 'lazy' || attribs.loading === 'eager') kept.loading = attribs.loading;
  return kept;
}

export function sanitizeBody(config: AppConfig, html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: pictureAttributes(config, attribs) }),
      a: (tagName, attribs) => {
        // `rel` is ours alone: `noopener` on an external link, nothing on our own.
        const { rel: _given, ...rest } = attribs;
        return { tagName, attribs: isExternal(config, rest.href ?? '') ? { ...rest, rel: 'noopener' } : rest };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src ?? '';
      const alt = (frame.attribs.alt ?? '').trim();
      return alt === '' || !isOwnPicture(config, src);
    },
  });
}
