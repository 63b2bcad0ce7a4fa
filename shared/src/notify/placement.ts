/**
 * Where toasts and snackbars go, so that they cover no control:
 *
 * - Never at the top of the page: the header's cart, bell and menu button sit there (top-right toasts hid them on
 *   the phone right after „Sie sind angemeldet.“).
 * - Phone (below 768 px): at the bottom, centred, above the floating chat button's row (56 px + 2 × 16 px) and
 *   above the safe area of phones without a home button (`env(safe-area-inset-bottom)`).
 * - Wider screens: at the bottom, centred (toasts) or left (snackbars), 16 px above the safe area; the chat button
 *   keeps the bottom-right corner.
 * - While a modal dialog is open (anything with `aria-modal="true"`): at the top, where the dialog has only its
 *   title, because its buttons are at its bottom; toasts then let clicks pass through to the dialog (its ×
 *   stays usable) — they are announced to screen readers all the same.
 */
import { useEffect, useState } from 'react';

/** Below this width the phone placement applies (the theme's `md` breakpoint). */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** Bottom offset on the phone: above the floating chat button (56 px high, 16 px from the edge) and the safe area. */
export const PHONE_BOTTOM = 'calc(88px + env(safe-area-inset-bottom, 0px))';
/** Bottom offset on wider screens. */
export const WIDE_BOTTOM = 'calc(16px + env(safe-area-inset-bottom, 0px))';
/** Offset from the top while a dialog is open. */
export const DIALOG_TOP = '16px';

const MODAL_SELECTOR = '[aria-modal="true"], dialog[open]';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** True while the screen is phone-narrow. */
export function usePhoneScreen(): boolean {
  const [phone, setPhone] = useState(() => matches(PHONE_QUERY));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(list.matches);
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return phone;
}

/** Whether a modal dialog is in the document now. */
export function modalOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector(MODAL_SELECTOR) !== null;
}

/** True while a modal dialog is open (dialogs are portalled into the body; watched with one observer). */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(modalOpen);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    let frame: number | null = null;
    const check = () => {
      frame = null;
      setOpen(modalOpen());
    };
    const observer = new MutationObserver(() => {
      if (frame === null) frame = window.requestAnimationFrame(check);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'open'] });
    check();
    return () => {
      observer.disconnect();
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, []);
  return open;
}

export interface Placement {
  /** react-hot-toast position. */
  position: 'bottom-center' | 'top-center';
  /** Offsets of the toaster's container (react-hot-toast sets 16 px on each side by default). */
  containerStyle: { top?: string; bottom?: string; pointerEvents?: 'none' };
  /** Toasts let clicks pass through (while a dialog is open). */
  passThrough: boolean;
}

/** The toasts' placement for the screen and whether a dialog is open (see the top of this file). */
export function toastPlacement(phone: boolean, dialog: boolean): Placement {
  if (dialog) return { position: 'top-center', containerStyle: { top: DIALOG_TOP }, passThrough: true };
  return { position: 'bottom-center', containerStyle: { bottom: phone ? PHONE_BOTTOM : WIDE_BOTTOM }, passThrough: false };
}
