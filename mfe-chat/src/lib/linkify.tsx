import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/** The href of a link found in a message, or null when it is not a plain http(s) URL. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A message's text as React nodes: plain text stays text (React escapes it, nothing is rendered as HTML); http(s)
 * links become anchors that open in a new tab without access to this page (`noopener noreferrer nofollow`).
 */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) nodes.push(<Fragment key={`t${last}`}>{text.slice(last, start)}</Fragment>);
    nodes.push(
      <a key={`a${start}`} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {raw}
      </a>,
    );
    last = start + raw.length;
  }
  if (last < text.length) nodes.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return nodes;
}
