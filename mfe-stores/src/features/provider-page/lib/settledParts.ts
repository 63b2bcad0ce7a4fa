import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The provider page's parts that load on their own (products, „Anfragen“, ratings, policies) are shown together,
 * once every one of them has answered (or failed): each part's skeleton grows or shrinks to its content when it
 * arrives, and anything painted below it would jump (layout shift). Until then the page holds their room with one
 * loading state. A part that came with the page (server render) has answered from the start, on the server and in the
 * hydration alike, so a page whose parts all came with it shows them at once.
 */
export type ProviderPart = 'products' | 'leads' | 'ratings' | 'policy';

export interface SettledParts {
  /** Every part has answered: show them. */
  shown: boolean;
  /** The callback a part calls once its first load has ended. */
  settle: (part: ProviderPart) => void;
}

export function useSettledParts(parts: readonly ProviderPart[], answered: (part: ProviderPart) => boolean): SettledParts {
  const [settled, setSettled] = useState<ReadonlySet<ProviderPart>>(() => new Set(parts.filter(answered)));
  const settle = useCallback((part: ProviderPart) => {
    setSettled((previous) => (previous.has(part) ? previous : new Set(previous).add(part)));
  }, []);
  const shown = parts.every((part) => settled.has(part));
  return useMemo(() => ({ shown, settle }), [shown, settle]);
}

/** In a part: tells the page once its first load has ended (an answer or an error). */
export function useReportSettled(settled: boolean, onSettled: (() => void) | undefined): void {
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
}
