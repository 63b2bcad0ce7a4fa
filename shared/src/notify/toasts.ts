/**
 * Toasts (react-hot-toast): top-right, 3000 ms, at most 3 visible — the oldest is dismissed beyond 3.
 * The library loads with the first toast, not with the page (most page views show none; 4.6 KB gzip less at every
 * start). `notify` answers at once with the toast's id; the toast itself appears as soon as the library is there.
 */
import type * as HotToast from 'react-hot-toast';

export const TOAST_DURATION_MS = 3000;
export const TOAST_LIMIT = 3;
export const TOAST_POSITION = 'top-right' as const;

type ToastLibrary = typeof HotToast;

let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
const waiting: ((toasts: ToastLibrary) => void)[] = [];
const listeners = new Set<() => void>();

/** Loads react-hot-toast (once); the toaster host mounts when it is there. */
export function loadToasts(): Promise<ToastLibrary> {
  loading ??= import(/* webpackChunkName: "toasts" */ 'react-hot-toast').then((loaded) => {
    library = loaded;
    waiting.splice(0).forEach((run) => run(loaded));
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return loading;
}

/** Whether react-hot-toast has loaded (the toaster host renders from then on). */
export function toastsLoaded(): boolean {
  return library !== null;
}

/** Tells `listener` when react-hot-toast has loaded. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function withToasts(run: (toasts: ToastLibrary) => void): void {
  if (library) {
    run(library);
    return;
  }
  waiting.push(run);
  void loadToasts().catch(() => undefined);
}

const issued: string[] = [];
let counter = 0;

function track(id: string): string {
  const existing = issued.indexOf(id);
  if (existing >= 0) issued.splice(existing, 1);
  issued.push(id);
  while (issued.length > TOAST_LIMIT) {
    const oldest = issued.shift();
    if (oldest !== undefined) withToasts(({ toast }) => toast.dismiss(oldest));
  }
  return id;
}

export interface NotifyOptions {
  /** A stable id: a second toast with the same id replaces the first instead of stacking. */
  id?: string;
  duration?: number;
}

function show(kind: 'success' | 'error' | 'info', message: string, options?: NotifyOptions): string {
  counter += 1;
  const id = options?.id ?? `mp-toast-${counter}`;
  const settings = { duration: options?.duration ?? TOAST_DURATION_MS, id };
  withToasts(({ toast }) => {
    if (kind === 'info') toast(message, { ...settings, icon: 'ℹ️' });
    else toast[kind](message, settings);
  });
  return track(id);
}

/** The one way apps show toasts. */
export const notify = {
  success(message: string, options?: NotifyOptions): string {
    return show('success', message, options);
  },
  error(message: string, options?: NotifyOptions): string {
    return show('error', message, options);
  },
  info(message: string, options?: NotifyOptions): string {
    return show('info', message, options);
  },
  dismiss(id?: string): void {
    if (id === undefined) issued.splice(0, issued.length);
    else if (issued.includes(id)) issued.splice(issued.indexOf(id), 1);
    // nothing to dismiss before the first toast loaded the library
    if (library || loading) withToasts(({ toast }) => toast.dismiss(id));
  },
};
