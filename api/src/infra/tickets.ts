import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../http/errors';
import { OUTAGE_RETRY_AFTER_SECONDS } from './outage';

/** What a realtime connection may be opened for: the food order board / order page stream, the chat socket. */
export type TicketPurpose = 'food-events' | 'chat';

export interface IssuedTicket {
  ticket: string;
  /** ISO time after which the ticket is refused. */
  expires_at: string;
}

/**
 * One-minute, single-use tickets for realtime connections (Server-Sent Events, WebSocket): a client fetches one
 * with its bearer token through a POST and opens the connection with `?ticket=…`, so the token never appears in a
 * URL (access logs, proxies, browser history). Stored in Redis when REDIS_URL is set, so a ticket issued by one
 * instance is redeemed on another; in this process otherwise.
 */
export interface TicketStore {
  issue(userId: number, purpose: TicketPurpose): Promise<IssuedTicket>;
  /** The user the ticket was issued to, once; `null` when unknown, expired, already used or for another purpose. */
  redeem(ticket: string, purpose: TicketPurpose): Promise<number | null>;
}

export const TICKET_TTL_SECONDS = 60;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

function newTicket(): string {
  return randomBytes(24).toString('base64url');
}

export class MemoryTicketStore implements TicketStore {
  private readonly tickets = new Map<string, { userId: number; purpose: TicketPurpose; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async issue(userId: number, purpose: TicketPurpose): Promise<IssuedTicket> {
    this.sweep();
    const ticket = newTicket();
    const expires = this.now() + TICKET_TTL_SECONDS * 1000;
    this.tickets.set(ticket, { userId, purpose, expires });
    return { ticket, expires_at: new Date(expires).toISOString() };
  }

  async redeem(ticket: string, purpose: TicketPurpose): Promise<number | null> {
    if (!TICKET_PATTERN.test(ticket)) return null;
    const entry = this.tickets.get(ticket);
    if (!entry) return null;
    this.tickets.delete(ticket);
    if (entry.purpose !== purpose || entry.expires <= this.now()) return null;
    return entry.userId;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.tickets) if (entry.expires <= now) this.tickets.delete(key);
  }
}

/**
 * A ticket needs Redis (another instance must be able to redeem it): while Redis is unreachable, issuing and
 * redeeming answer 503 with `Retry-After` at once (the client's breaker fails fast), never 500.
 */
async function needingRedis<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // A reply error (WRONGTYPE …) came from a Redis that answers: a bug, not an outage.
    if ((error as { name?: unknown } | null)?.name === 'ReplyError') throw error;
    throw new ServiceUnavailableError('redis', OUTAGE_RETRY_AFTER_SECONDS, undefined, error);
  }
}

export class RedisTicketStore implements TicketStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async issue(userId: number, purpose: TicketPurpose): Promise<IssuedTicket> {
    const ticket = newTicket();
    await needingRedis(() => this.redis.set(`${this.prefix}${ticket}`, `${purpose}:${userId}`, 'EX', TICKET_TTL_SECONDS));
    return { ticket, expires_at: new Date(Date.now() + TICKET_TTL_SECONDS * 1000).toISOString() };
  }

  async redeem(ticket: string, purpose: TicketPurpose): Promise<number | null> {
    if (!TICKET_PATTERN.test(ticket)) return null;
    // GETDEL: read and delete in one step, so two connections racing with one ticket cannot both win.
    const value = await needingRedis(() => this.redis.getdel(`${this.prefix}${ticket}`));
    if (!value) return null;
    const [storedPurpose, id] = value.split(':');
    const userId = Number(id);
    return storedPurpose === purpose && Number.isInteger(userId) && userId > 0 ? userId : null;
  }
}
