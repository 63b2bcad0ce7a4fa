/**
 * Snackbars: a small module-level store, bottom-left (placement.ts), 5000 ms, at most 3 shown (the oldest goes
 * first); the same message without an action shows once.
 */
import { useSyncExternalStore } from 'react';

export const SNACKBAR_DURATION_MS = 5000;
export const SNACKBAR_LIMIT = 3;

export type SnackbarVariant = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarItem {
  id: string;
  message: string;
  variant: SnackbarVariant;
  /** An optional action button (e.g. „Rückgängig“). */
  action?: { label: string; onClick: () => void };
}

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  duration?: number;
  action?: { label: string; onClick: () => void };
}

let items: SnackbarItem[] = [];
let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

function remove(id: string) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = items.filter((item) => item.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

export const snackbar = {
  /** Shows a snackbar and returns its id. */
  show(message: string, options: SnackbarOptions = {}): string {
    const variant = options.variant ?? 'info';
    // The same message without an action shows once: a repeat keeps the shown one and starts its time anew.
    const same = options.action ? undefined : items.find((item) => !item.action && item.message === message && item.variant === variant);
    if (same) {
      const timer = timers.get(same.id);
      if (timer) clearTimeout(timer);
      timers.delete(same.id);
      const duration = options.duration ?? SNACKBAR_DURATION_MS;
      if (Number.isFinite(duration) && duration > 0)
        timers.set(
          same.id,
          setTimeout(() => remove(same.id), duration),
        );
      return same.id;
    }
    counter += 1;
    const id = `snackbar-${counter}`;
    const item: SnackbarItem = { id, message, variant };
    if (options.action) item.action = options.action;
    const next = [...items, item];
    while (next.length > SNACKBAR_LIMIT) {
      const oldest = next.shift();
      if (oldest) {
        const timer = timers.get(oldest.id);
        if (timer) clearTimeout(timer);
        timers.delete(oldest.id);
      }
    }
    items = next;
    const duration = options.duration ?? SNACKBAR_DURATION_MS;
    if (Number.isFinite(duration) && duration > 0)
      timers.set(
        id,
        setTimeout(() => remove(id), duration),
      );
    emit();
    return id;
  },
  dismiss(id: string): void {
    remove(id);
  },
  clear(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    items = [];
    emit();
  },
  getItems(): readonly SnackbarItem[] {
    return items;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSnackbars(): readonly SnackbarItem[] {
  return useSyncExternalStore(snackbar.subscribe, snackbar.getItems, snackbar.getItems);
}
