import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where the user was asked to go: a link inside the site, or a step through the browser's history (back, forward). */
export type PendingLeave = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

/** The guard's state and answers: the way out waiting for a confirmation, staying, leaving, leaving without asking. */
export interface LeaveGuard {
  pending: PendingLeave | null;
  /** Closes the question; the page stays as it is. */
  stay: () => void;
  /** Goes where the user was going (the link, or the step back or forward). */
  leave: () => void;
  /** Leaves without asking (after a save, a delete). */
  leaveTo: (to: string, replace?: boolean) => void;
}

/** The router's index of a history entry (react-router keeps `idx` in `history.state`), or `null` when unknown. */
function historyIndex(state: unknown = window.history.state): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Unsaved changes: the browser asks before the tab is closed or reloaded; a click on a link inside the site and the
 * browser's back and forward buttons wait for a confirmation (`pending`). The areas run in a `BrowserRouter`, which has
 * no `useBlocker` (that needs a data router): links are caught at the document, and a history step is caught before
 * the router sees it (a capturing `popstate` listener), undone, and repeated once the user confirms. The question
 * itself is `LeaveGuardDialog`; inside a react-final-form form `FormLeaveGuard` does both (since 1.14.0).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** The page's own history entry, to know how far a back or forward step went. */
  const indexRef = useRef<number | null>(historyIndex());
  /** The next `popstate` is the guard's own: undoing a step (hidden from the router) or repeating it (let through). */
  const ownStepRef = useRef<'undo' | 'repeat' | null>(null);

  useEffect(() => {
    indexRef.current = historyIndex();
  }, [key]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to: `${url.pathname}${url.search}${url.hash}` });
    };
    const pop = (event: PopStateEvent) => {
      const own = ownStepRef.current;
      ownStepRef.current = null;
      if (own === 'repeat') return;
      if (own === 'undo' || dirtyRef.current) event.stopImmediatePropagation();
      if (own === 'undo' || !dirtyRef.current) return;
      const target = historyIndex(event.state);
      const delta = target !== null && indexRef.current !== null ? target - indexRef.current : -1;
      if (delta === 0) return;
      ownStepRef.current = 'undo';
      window.history.go(-delta);
      setPending({ kind: 'history', delta });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    // Capturing: runs before the router's own `popstate` listener on the window.
    window.addEventListener('popstate', pop, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      window.removeEventListener('popstate', pop, true);
    };
  }, []);

  /** Leaves without asking (after a save, a delete). */
  const leaveTo = useCallback(
    (to: string, replace = false) => {
      dirtyRef.current = false;
      setPending(null);
      navigate(to, { replace });
    },
    [navigate],
  );

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      if (!pending) return;
      if (pending.kind === 'link') {
        leaveTo(pending.to);
        return;
      }
      dirtyRef.current = false;
      setPending(null);
      ownStepRef.current = 'repeat';
      window.history.go(pending.delta);
    },
    leaveTo,
  };
}
