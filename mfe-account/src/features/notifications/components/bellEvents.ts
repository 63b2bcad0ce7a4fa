/** The bell reloads its count when the list page reads notifications (same page, any React root). */
const EVENT = 'marktplatz:notifications-changed';

export function notifyBell(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onBellRefresh(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
