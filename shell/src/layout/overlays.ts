/**
 * At most one overlay at a time: the cookie banner, the welcome tour and an editor's sticky layer each ask for
 * the screen; the first one by priority gets it, the others wait until it is gone. The floating chat button
 * stays hidden while any of them is shown (it would cover their buttons on a phone).
 */
import { useEffect, useSyncExternalStore } from 'react';

/** By priority: the consent question first, then the tour, then promotions. */
export const OVERLAYS = ['cookie-banner', 'tour', 'sticky-layer'] as const;
export type OverlayName = (typeof OVERLAYS)[number];

const wanted = new Set<OverlayName>();
const listeners = new Set<() => void>();
let current: OverlayName | null = null;

function update(): void {
  const next = OVERLAYS.find((name) => wanted.has(name)) ?? null;
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentOverlay = (): OverlayName | null => current;

/** The overlay on screen now, or null. */
export function useCurrentOverlay(): OverlayName | null {
  return useSyncExternalStore(subscribe, currentOverlay, () => null);
}

/** Asks for the screen while `want` holds; true when this overlay may show now. */
export function useOverlay(name: OverlayName, want: boolean): boolean {
  useEffect(() => {
    if (!want) return undefined;
    wanted.add(name);
    update();
    return () => {
      wanted.delete(name);
      update();
    };
  }, [name, want]);
  const shown = useCurrentOverlay();
  return want && shown === name;
}

/** For tests. */
export function resetOverlays(): void {
  wanted.clear();
  current = null;
}
