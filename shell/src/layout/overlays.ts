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
  menuOpen = false;
}

/*
 * The header's menu is no overlay of its own (the visitor opens it), but while it is open the welcome tour and the
 * promotions step back: they would lie over its entries on a phone.
 */
let menuOpen = false;
const menuListeners = new Set<() => void>();

function subscribeMenu(listener: () => void): () => void {
  menuListeners.add(listener);
  return () => {
    menuListeners.delete(listener);
  };
}

const readMenuOpen = (): boolean => menuOpen;

export function setMenuOpen(open: boolean): void {
  if (menuOpen === open) return;
  menuOpen = open;
  menuListeners.forEach((listener) => listener());
}

/** Whether the header's menu is open. */
export function useMenuOpen(): boolean {
  return useSyncExternalStore(subscribeMenu, readMenuOpen, () => false);
}

/** The header's menu state as a `useState` pair, shared with the overlays that step back while it is open. */
export function useMenuOpenState(): [boolean, (open: boolean) => void] {
  return [useMenuOpen(), setMenuOpen];
}
