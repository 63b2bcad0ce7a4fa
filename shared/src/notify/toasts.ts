/**
 * Toasts (react-hot-toast): at the bottom (see placement.ts: never over the header's cart, bell and menu, above the
 * chat button on the phone, at the top while a dialog is open), 3000 ms, at most 3 visible — the oldest is
 * dismissed beyond 3. The same message of the same kind shows once: a repeat replaces it and starts its time anew.
 * The library loads with the first toast, not with the page (most page views show none; 4.6 KB gzip less at every
 * start). `notify` answers at once with the toast's id; the toast itself appears as soon as the library is there.
 */
import type * as HotToast from 'react-hot-toast';

export const TOAST_DURATION_MS = 3000;
export const TOAST_LIMIT = 3;
/** Without an open dialog (placement.ts decides; at the top while a dialog is open). */
export const TOAST_POSITION = 'bottom-center' as const;

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

/** A short, stable key of a text (FNV-1a), so that the same message gets the same toast id. */
function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The id of a toast without its own: one per kind and message, so identical toasts collapse into one. */
export function toastIdFor(kind: 'success' | 'error' | 'info', message: string): string {
  return `mp-toast-${kind}-${textKey(message)}`;
}

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
  /**
   * A stable id: a second toast with the same id replaces the first instead of stacking. Without one, the kind and
   * the message are the id (identical toasts collapse).
   */
  id?: string;
  duration?: number;
}

function show(kind: 'success' | 'error' | 'info', message: string, options?: NotifyOptions): string {
  const id = options?.id ?? toastIdFor(kind, message);
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
