/**
 * The launcher's unread count, live (exposed as `mfe_chat/unreadLive`; the shell's chat launcher calls it for a
 * signed-in user). It holds the tab's chat socket (shared with the window and the page) and asks for the count
 * again when a message arrives or something is read — on any device of the user. While no socket can be opened
 * it asks every 30 seconds.
 */
import { acquireConnection, getUnreadCount, type ConnectionState } from './features/chat';

/** Server frames after which the unread count may have changed. */
const CHANGES = new Set(['ready', 'message', 'read', 'conversation', 'reconnected']);
/** Frames in a burst (a message and its read) cause one request. */
export const SETTLE_MS = 250;
export const FALLBACK_POLL_MS = 30_000;

/** Calls `onCount` with the current unread total now and after every change; answers the stop function. */
export function watchUnread(onCount: (count: number) => void): () => void {
  const { connection, release } = acquireConnection();
  let stopped = false;
  let settle: ReturnType<typeof setTimeout> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  const refresh = () => {
    getUnreadCount().then(
      (count) => {
        if (!stopped) onCount(count);
      },
      () => undefined,
    );
  };
  const soon = () => {
    if (settle) clearTimeout(settle);
    settle = setTimeout(() => {
      settle = null;
      refresh();
    }, SETTLE_MS);
  };
  const polling = (state: ConnectionState) => {
    if (state === 'polling' && !poll) poll = setInterval(refresh, FALLBACK_POLL_MS);
    if (state !== 'polling' && poll) {
      clearInterval(poll);
      poll = null;
    }
  };
  const offEvents = connection.on((event) => {
    if (CHANGES.has(event.type)) soon();
  });
  const offState = connection.onState(polling);
  polling(connection.current);
  refresh();
  return () => {
    stopped = true;
    offEvents();
    offState();
    if (settle) clearTimeout(settle);
    if (poll) clearInterval(poll);
    release();
  };
}

export default watchUnread;
