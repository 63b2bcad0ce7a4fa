import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getConfig } from '@marktplatz/shared';
import type { ContentFormat } from '../types';
import { HtmlProse, Prose } from './styles';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Parses the editors' plain text: blank-line paragraphs, `## ` headings, `- ` list items. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    if (first.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: first.slice(3).trim() });
      if (lines.length > 1) blocks.push({ kind: 'paragraph', text: lines.slice(1).join('\n') });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join('\n') });
    }
  }
  return blocks;
}

/** A plain-text body (`text`) as headings, paragraphs and lists, rendered as text (never as HTML). */
export function RichText({ text }: { text: string }) {
  return (
    <Prose>
      {parseBlocks(text).map((block, index) => {
        if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </Prose>
  );
}

/**
 * Pictures in an editor's HTML name our storage by path (`/images/…`, `/uploads/…`), which the API serves: the path
 * gets the API's address, and every picture loads lazily (the body is below the fold).
 */
export function withApiPictures(html: string): string {
  const api = getConfig().API_BASE.replace(/\/+$/, '');
  return html
    .replace(/<img\b([^>]*?)\ssrc="(\/(?:images|uploads)\/)/g, (_tag, before: string, path: string) => `<img${before} src="${api}${path}`)
    .replace(/<img\b(?![^>]*\sloading=)/g, '<img loading="lazy"');
}

/** Paths the API serves (pictures, uploads) are files, not pages of the site. */
const FILE_PATH = /^\/(?:images|uploads)\//;

/**
 * The site path of a link in an editor's HTML, or `null` when the browser should follow it itself: another origin,
 * `mailto:`, a file the API serves.
 */
export function sitePathOf(href: string, here: string = window.location.href): string | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.origin !== new URL(here).origin || FILE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An editor's HTML with its links wired to the site: a link to a page of the site (same origin or relative) goes
 * through the router — no reload — while other links open as usual, with `rel="noopener"`.
 */
function HtmlBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const anchor of Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])) {
      if (sitePathOf(anchor.getAttribute('href') ?? '') === null) anchor.relList.add('noopener');
    }
  }, [html]);

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const path = sitePathOf(anchor.getAttribute('href') ?? '');
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  // The only HTML from the database the shell renders. It is safe as it comes: the API cleaned it with sanitize-html
  // when the editor saved it (api/src/modules/content/editor/sanitize.ts: h2–h4, p, lists, links without
  // javascript:/data:, own pictures with alt text, strong/em, blockquote; no script, style, handler or frame).
  // The click handler only routes the links inside (keyboard Enter on a link is a click too).
  return <HtmlProse ref={ref} data-testid="html-body" onClick={follow} dangerouslySetInnerHTML={{ __html: withApiPictures(html) }} />;
}

/** A page's or post's body as the API answers it: an editor's HTML (`html`), else the plain text as always. */
export function Body({ content, format }: { content: string; format: ContentFormat }) {
  if (format !== 'html') return <RichText text={content} />;
  return <HtmlBody html={content} />;
}
