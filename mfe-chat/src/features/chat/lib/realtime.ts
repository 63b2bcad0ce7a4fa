/**
 * The chat's realtime connection: a ticket from `/getChatAddress` opens the WebSocket (the bearer token never
 * goes into a URL), a heartbeat keeps the user online, a lost socket reconnects with backoff and tells the views
 * to catch up (`reconnected`). When no socket can be opened the state is `polling`: the views then fetch through
 * REST every 10 seconds and the chat still works.
 */
import type { ChatAddress } from '../types';

export type ConnectionState = 'idle' | 'connecting' | 'live' | 'polling';

/** Everything the server sends (see api/src/modules/chat/README.md) plus `reconnected` from the client itself. */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export const POLL_INTERVAL_MS = 10_000;
/** Backoff between attempts: 1 s, 2 s, 4 s … up to 30 s, with some jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + random() * 0.4));
}
/** After this many failed attempts in a row the views poll until a socket opens again. */
const ATTEMPTS_BEFORE_POLLING = 2;

export interface ConnectionDeps {
  getAddress: () => Promise<ChatAddress>;
  createSocket?: (url: string) => WebSocket;
}

export class ChatConnection {
  private socket: WebSocket | null = null;
  private state: ConnectionState = 'idle';
  private attempts = 0;
  private everOpened = false;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();

  constructor(private readonly deps: ConnectionDeps) {}

  get current(): ConnectionState {
    return this.state;
  }

  on(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Sends a frame when the socket is open; answers whether it went out. */
  send(frame: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.setState('idle');
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private emit(event: RealtimeEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private clearHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    if (this.state !== 'polling') this.setState('connecting');
    let address: ChatAddress;
    try {
      address = await this.deps.getAddress();
    } catch {
      this.failed();
      return;
    }
    if (this.stopped) return;
    const create = this.deps.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      if (!this.deps.createSocket && typeof WebSocket === 'undefined') throw new Error('no WebSocket');
      socket = create(`${address.url}?ticket=${encodeURIComponent(address.ticket)}`);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      const again = this.everOpened;
      this.everOpened = true;
      this.attempts = 0;
      this.setState('live');
      this.clearHeartbeat();
      this.heartbeat = setInterval(() => this.send({ type: 'ping' }), Math.max(5, address.heartbeat_seconds) * 1000);
      if (again) this.emit({ type: 'reconnected' });
    };
    socket.onmessage = (message: MessageEvent) => {
      try {
        const event = JSON.parse(String(message.data)) as RealtimeEvent;
        if (event && typeof event.type === 'string') this.emit(event);
      } catch {
        // not ours
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearHeartbeat();
      if (this.stopped) return;
      if (opened) this.attempts = 0;
      this.failed();
    };
  }

  private failed(): void {
    if (this.stopped) return;
    this.attempts += 1;
    // Messages must not wait for the socket: poll while it is away (after a short grace for a quick reconnect).
    if (this.attempts >= ATTEMPTS_BEFORE_POLLING || this.everOpened) this.setState('polling');
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        void this.connect();
      },
      backoffDelay(this.attempts - 1),
    );
  }
}
