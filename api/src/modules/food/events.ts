import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../infra/bus';
import { eventsAfter, type FoodEventRow, lastEventId as latestEventId, roleOf } from './service';

/** The bus channels of a provider's board and of a customer's order pages. */
export const providerChannel = (providerId: number) => `food:provider:${providerId}`;
export const customerChannel = (userId: number) => `food:user:${userId}`;

export interface FoodEventMessage {
  id: number;
  type: string;
  order_id: number;
  status: string;
}

function message(event: FoodEventRow): FoodEventMessage {
  return { id: event.id, type: event.type, order_id: event.vendorOrderId, status: event.status };
}

/**
 * Publishes committed food events (call only AFTER the transaction that wrote them committed: a rolled-back change
 * publishes nothing). Best effort: a failing bus is logged, the stored event is caught up by `Last-Event-ID`.
 */
export async function publishFoodEvents(bus: Bus, events: readonly FoodEventRow[], log?: { warn: (obj: unknown, msg: string) => void }) {
  for (const event of events) {
    try {
      await bus.publish(providerChannel(event.providerId), message(event));
      await bus.publish(customerChannel(event.userId), message(event));
    } catch (error) {
      log?.warn({ err: error }, 'Essensereignis konnte nicht veröffentlicht werden');
    }
  }
}

const HEARTBEAT_MS = 20_000;

/**
 * The Server-Sent Events stream of a board or an order page: ticket redeemed (single use), then the stored events
 * after `Last-Event-ID` and every live one. Subscribes before reading the catch-up, so nothing falls between.
 */
export function registerFoodStream(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return async function stream(
    userId: number,
    lastEventId: number,
    raw: import('node:http').ServerResponse,
    headers: Record<string, unknown>,
  ) {
    const viewer = await roleOf(app.db, userId);
    if (!viewer) return false;
    raw.writeHead(200, {
      ...(headers as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A Last-Event-ID beyond the newest stored event (another database, a made-up value) counts from the newest.
    let sent = Math.min(lastEventId, await latestEventId(app.db, viewer));
    const from = sent;
    let ready = false;
    const buffered: FoodEventMessage[] = [];
    const write = (event: FoodEventMessage) => {
      if (event.id <= sent) return;
      sent = event.id;
      raw.write(`id: ${event.id}\nevent: food-order\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const channel = viewer.role === 'Company' ? providerChannel(viewer.id) : customerChannel(viewer.id);
    const unsubscribe = await app.bus.subscribe(channel, (incoming) => {
      const event = incoming as FoodEventMessage;
      if (ready) write(event);
      else buffered.push(event);
    });
    raw.write(`retry: 3000\n: verbunden\n\n`);
    const missed = await eventsAfter(app.db, viewer, from);
    for (const event of missed) write({ id: event.id, type: event.type, order_id: event.vendorOrderId, status: event.status });
    for (const event of buffered.sort((a, b) => a.id - b.id)) write(event);
    ready = true;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      open.delete(end);
      void unsubscribe();
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    raw.on('close', end);
    return true;
  };
}
