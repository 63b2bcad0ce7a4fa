import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@marktplatz/shared';

/** How long the result must stand still before it is read out (typing, sort and filter changes come in bursts). */
export const ANNOUNCE_DELAY_MS = 600;

/**
 * The one live region of the search's result: screen readers hear the count once per search, after the result has
 * settled — not the stale count while the next search loads, not each intermediate result. `text` is empty while
 * loading; `resultKey` changes with every new result, so the same count after a new search is read again.
 */
export function ResultAnnouncement({ text, resultKey }: { text: string; resultKey: unknown }) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!text) return undefined;
    const timer = setTimeout(() => setSpoken(text), ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // The next result is announced as new text, even when it reads the same.
      setSpoken('');
    };
  }, [text, resultKey]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="result-announcement">
      {spoken ? `Suchergebnis: ${spoken}` : ''}
    </VisuallyHidden>
  );
}
