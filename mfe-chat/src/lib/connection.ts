import { useEffect, useState } from 'react';
import { getChatAddress } from './api';
import { ChatConnection, type ConnectionState } from './realtime';

let shared: ChatConnection | null = null;
let holders = 0;

/** One socket per browser tab, shared by the page and the floating window; closed when neither is shown. */
export function useChatConnection(enabled: boolean): { connection: ChatConnection | null; state: ConnectionState } {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [state, setState] = useState<ConnectionState>('idle');
  useEffect(() => {
    if (!enabled) return undefined;
    if (!shared) shared = new ChatConnection({ getAddress: getChatAddress });
    const current = shared;
    holders += 1;
    setConnection(current);
    setState(current.current);
    const off = current.onState(setState);
    current.start();
    return () => {
      off();
      holders -= 1;
      if (holders <= 0) {
        holders = 0;
        current.stop();
      }
    };
  }, [enabled]);
  return { connection, state };
}
