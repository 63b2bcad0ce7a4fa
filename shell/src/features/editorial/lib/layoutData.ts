/** `/layoutData` (menus, footer columns, contact), loaded once per page view and shared by header and footer. */
import { startTransition, useEffect, useState } from 'react';
import { fetchLayout } from '../api/fetchLayout';
import type { LayoutData } from '../types';

let pending: Promise<LayoutData | null> | null = null;

export function loadLayout(): Promise<LayoutData | null> {
  pending ??= fetchLayout().catch(() => null);
  return pending;
}

/** For tests: forget the loaded layout. */
export function resetLayoutCache(): void {
  pending = null;
}

/**
 * The layout data, or null while loading and after a failure (callers keep their built-in links then). Its arrival
 * renders header and footer again as a transition: in slices, not in one long task while the page is still starting
 * (the frame's built-in links are on screen until then).
 */
export function useLayoutData(): LayoutData | null {
  const [layout, setLayout] = useState<LayoutData | null>(null);
  useEffect(() => {
    let active = true;
    void loadLayout().then((data) => {
      if (active) startTransition(() => setLayout(data));
    });
    return () => {
      active = false;
    };
  }, []);
  return layout;
}
