import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Unsaved changes: the browser asks before the tab is closed or reloaded, and a click on a link inside the site
 * waits for a confirmation (`pending`). The area runs in a `BrowserRouter` (no `useBlocker`), so links are caught
 * at the document; the browser's back button is not.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

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
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
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
      if (pending) leaveTo(pending);
    },
    leaveTo,
  };
}
