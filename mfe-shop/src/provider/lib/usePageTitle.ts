import { useEffect } from 'react';

/** Sets the document title to „<title> – Marktplatz“. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – Marktplatz`;
  }, [title]);
}
