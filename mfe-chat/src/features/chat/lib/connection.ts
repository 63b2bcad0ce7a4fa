import { useEffect, useState } from 'react';
import { getChatAddress } from '../api/getChatAddress';
import { ChatConnection, type ConnectionState } from './realtime';

let shared: ChatConnection | null = null;
let holders = 0;

/**
 * One socket per browser tab, shared by the page, the floating window and the launcher's unread count; it closes
 * when the last holder releases it.
 */
export function acquireConnection(): { connection: ChatConnection; release: () => void } {
  if (!shared) shared = new ChatConnection({ getAddress: getChatAddress });
  const connection = shared;
  holders += 1;
  connection.start();
  let released = false;
  return {
    connection,
    release: () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders <= 0) {
        holders = 0;
        connection.stop();
      }
    },
  };
}

/** The tab's shared socket while `enabled` (see `acquireConnection`). */
export function useChatConnection(enabled: boolean): { connection: ChatConnection | null; state: ConnectionState } {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [state, setState] = useState<ConnectionState>('idle');
  useEffect(() => {
    if (!enabled) return undefined;
    const held = acquireConnection();
    setConnection(held.connection);
    setState(held.connection.current);
    const off = held.connection.onState(setState);
    return () => {
      off();
      held.release();
    };
  }, [enabled]);
  return { connection, state };
}
