import { useEffect } from 'react';

/** Sets the document title to „<title> – Marktplatz“ (skipped while the title is empty). */
export function usePageTitle(title: string) {
  useEffect(() => {
    if (title) document.title = `${title} – Marktplatz`;
  }, [title]);
}
