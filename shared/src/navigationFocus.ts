/**
 * Scroll and focus after the page changed, for every area at once (the shell's Layout calls `usePageChangeFocus`):
 *
 * - A new address (a link, `navigate()`, a redirect; a new pathname, not only a new query or hash) scrolls to the
 *   top and moves the focus to the new page's main heading (`main h1`), so a phone shows the new page from its start
 *   and a screen reader reads its title. The heading may come later (an area or page loads): it is awaited for a
 *   while. Not on the first load, and not on back/forward (the browser restores the position there).
 * - A form in the page that goes away after it was sent (the contact form replaced by its receipt, the
 *   registration by its result) does the same: the receipt sits where the form began, above what the phone shows.
 *   Forms in dialogs, forms replaced by a new form, small forms (under 40 % of the screen's height: an edit in a
 *   line) and forms of only buttons are left alone.
 * - The focus is not taken from an element the visitor moved to in the meantime.
 *
 * `focusPageHeading()` does it on demand (a page that changes in place in another way).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page's heading is awaited after a change (ms). */
export const HEADING_WAIT_MS = 8000;

const MODAL_SELECTOR = '[aria-modal="true"], dialog, [role="dialog"], [role="alertdialog"]';
const ENTRY_SELECTOR = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea, select';

function mainRegion(): HTMLElement | null {
  return document.getElementById('main') ?? document.querySelector<HTMLElement>('main');
}

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');
}

function pageHeading(main: HTMLElement): HTMLElement | null {
  const headings = Array.from(main.querySelectorAll<HTMLElement>('h1'));
  return headings.find((heading) => isShown(heading) && !heading.closest(MODAL_SELECTOR)) ?? null;
}

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  } catch {
    window.scrollTo(0, 0);
  }
}

/** Focus that the visitor set on purpose since `start` (a field, a button elsewhere): not taken away. */
function focusMovedOn(start: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === start) return false;
  if (start && !start.isConnected) return active !== document.body;
  const main = mainRegion();
  return active !== main;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-page-focus', '');
  heading.focus({ preventScroll: true });
}

/**
 * Scrolls to the top and focuses the page's main heading once it is there (at most `HEADING_WAIT_MS`). Returns a
 * function that stops waiting. Without a heading in time the main region gets the focus.
 */
export function focusPageHeading({ scroll = true }: { scroll?: boolean } = {}): () => void {
  if (typeof document === 'undefined') return () => undefined;
  if (scroll) scrollToTop();
  const start = document.activeElement;
  let done = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    done = true;
    observer?.disconnect();
    if (timer !== null) clearTimeout(timer);
  };
  const attempt = (): boolean => {
    if (done) return true;
    if (focusMovedOn(start)) {
      stop();
      return true;
    }
    const main = mainRegion();
    const heading = main ? pageHeading(main) : null;
    if (!heading) return false;
    stop();
    focusHeading(heading);
    return true;
  };
  if (attempt()) return stop;
  observer = new MutationObserver(() => void attempt());
  observer.observe(document.body, { childList: true, subtree: true });
  timer = setTimeout(() => {
    if (done) return;
    stop();
    const main = mainRegion();
    if (main && !focusMovedOn(start)) main.focus({ preventScroll: true });
  }, HEADING_WAIT_MS);
  return stop;
}

/** A sent form that, when it goes away, means the page changed (see the top of this file). */
interface SentForm {
  form: HTMLFormElement;
  formsBefore: number;
  at: number;
}

/** The share of the screen's height from which a sent form counts as the page (smaller ones change a line). */
const PAGE_FORM_SHARE = 0.4;

/** How long after sending a form its disappearance counts as the page's change (ms). */
const SENT_FORM_WINDOW_MS = 15_000;

/**
 * For the frame (the shell's Layout): scroll to the top and focus the new heading on every change of address
 * (not on the first load, not on back/forward) and when a sent form in the page gives way to its result.
 */
export function usePageChangeFocus(): void {
  const { pathname, key } = useLocation();
  const previous = useRef(pathname);
  const sent = useRef<SentForm | null>(null);
  // Back and forward: the browser's `popstate` comes before the router's new location (the browser restores the
  // position there). Read from the event, as the shared router entry offers no navigation type.
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // the wait for the last page's heading (a query the new page sets at once must not end it)
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => () => waiting.current?.(), []);

  useEffect(() => {
    const pop = popped.current;
    popped.current = false;
    if (previous.current === pathname) return;
    previous.current = pathname;
    sent.current = null;
    waiting.current?.();
    waiting.current = pop ? null : focusPageHeading();
    // every new location (the key) consumes a back/forward mark, also one that kept the pathname
  }, [pathname, key]);

  useEffect(() => {
    let waiting: (() => void) | null = null;
    const onSubmit = (event: Event) => {
      const form = event.target;
      const main = mainRegion();
      if (!(form instanceof HTMLFormElement) || !main || !main.contains(form) || form.closest(MODAL_SELECTOR)) return;
      if (!form.querySelector(ENTRY_SELECTOR)) return;
      // a small form (a rename in a list, a message's edit) changes a line, not the page
      const { height } = form.getBoundingClientRect();
      if (height > 0 && height < window.innerHeight * PAGE_FORM_SHARE) return;
      sent.current = { form, formsBefore: main.querySelectorAll('form').length, at: Date.now() };
    };
    const observer = new MutationObserver(() => {
      const entry = sent.current;
      if (!entry || entry.form.isConnected) return;
      sent.current = null;
      const main = mainRegion();
      if (!main || Date.now() - entry.at > SENT_FORM_WINDOW_MS) return;
      if (main.querySelectorAll('form').length >= entry.formsBefore) return;
      waiting?.();
      waiting = focusPageHeading();
    });
    document.addEventListener('submit', onSubmit, true);
    const main = mainRegion();
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      observer.disconnect();
      waiting?.();
    };
  }, []);
}
