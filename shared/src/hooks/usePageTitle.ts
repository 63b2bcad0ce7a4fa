import { useEffect } from 'react';
import { messages } from '../messages';

/** „<title> – Marktplatz“; the site name alone, or a title that already names the site, stays as it is. */
export function pageTitle(title: string): string {
  const site = messages.siteName;
  return title === site || title.endsWith(`– ${site}`) || title.endsWith(`| ${site}`) ? title : `${title} – ${site}`;
}

/**
 * Sets the document title to „<title> – Marktplatz“ whenever `title` changes. An empty title (data still loading)
 * leaves the current title alone.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
