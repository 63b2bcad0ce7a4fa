/** Toasts (react-hot-toast): top-right, 3000 ms, at most 3 visible — the oldest is dismissed beyond 3. */
import { toast } from 'react-hot-toast';

export const TOAST_DURATION_MS = 3000;
export const TOAST_LIMIT = 3;
export const TOAST_POSITION = 'top-right' as const;

const issued: string[] = [];

function track(id: string): string {
  const existing = issued.indexOf(id);
  if (existing >= 0) issued.splice(existing, 1);
  issued.push(id);
  while (issued.length > TOAST_LIMIT) {
    const oldest = issued.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
  return id;
}

export interface NotifyOptions {
  /** A stable id: a second toast with the same id replaces the first instead of stacking. */
  id?: string;
  duration?: number;
}

function opts(options?: NotifyOptions) {
  return { duration: options?.duration ?? TOAST_DURATION_MS, ...(options?.id ? { id: options.id } : {}) };
}

/** The one way apps show toasts. */
export const notify = {
  success(message: string, options?: NotifyOptions): string {
    return track(toast.success(message, opts(options)));
  },
  error(message: string, options?: NotifyOptions): string {
    return track(toast.error(message, opts(options)));
  },
  info(message: string, options?: NotifyOptions): string {
    return track(toast(message, { ...opts(options), icon: 'ℹ️' }));
  },
  dismiss(id?: string): void {
    toast.dismiss(id);
    if (id === undefined) issued.splice(0, issued.length);
  },
};
