import { useEffect } from 'react';
import { messages } from './messages';

/** Sets the document title as "<page> – Marktplatz". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === messages.siteName ? title : `${title} – ${messages.siteName}`;
  }, [title]);
}
