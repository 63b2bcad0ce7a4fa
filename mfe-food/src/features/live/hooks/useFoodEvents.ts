import { useEffect, useRef, useState } from 'react';
import { getConfig } from '@marktplatz/shared';
import { getEventTicket } from '../api/getEventTicket';

export interface FoodEvent {
  id: number;
  type: string;
  order_id: number;
  status: string;
}

export type LiveState = 'connecting' | 'live' | 'reconnecting';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * The live stream of food order events (`GET /food/events`, Server-Sent Events). The bearer token never goes into
 * the URL: each connection fetches a one-minute single-use ticket by POST first. After a dropped connection it
 * reconnects with a new ticket and `last_event_id`, so the server sends what was missed.
 *
 * `startAfter`: the newest event the page has already shown (the board's first load answers it as
 * `meta.last_event_id`); only later events arrive. `null` waits until the page knows it — so a board never hears of
 * orders it loaded as if they were new. Events at or before it are ignored, also if a server sends them.
 */
export function useFoodEvents(onEvent: (event: FoodEvent) => void, startAfter: number | null = 0): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const lastId = useRef(startAfter ?? 0);
  const waiting = startAfter === null;
  if (startAfter !== null && startAfter > lastId.current) lastId.current = startAfter;

  useEffect(() => {
    if (waiting) return undefined;
    if (typeof window === 'undefined' || typeof window.EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      setState('reconnecting');
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 10000;
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ticket = await getEventTicket();
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const url = `${getConfig().API_BASE}/food/events?ticket=${encodeURIComponent(ticket)}&last_event_id=${lastId.current}`;
      source = new EventSource(url);
      source.onopen = () => {
        attempt = 0;
        setState('live');
      };
      source.addEventListener('food-order', (message) => {
        const event = JSON.parse((message as MessageEvent<string>).data) as FoodEvent;
        if (event.id <= lastId.current) return;
        lastId.current = event.id;
        handler.current(event);
      });
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [waiting]);

  return state;
}
