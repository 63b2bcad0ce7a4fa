/**
 * The chat on two API processes sharing one PostgreSQL and one Redis: a ticket issued by A opens a socket on B,
 * a message sent through A reaches the socket on B (stored first, then fanned out over Redis pub/sub), typing and
 * online status cross too. Runs in the PostgreSQL project when Redis answers; without REDIS_URL a single process
 * (in-process bus, presence map) is what `src/modules/chat/chat.test.ts` covers.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { DEMO } from './helpers';
import { type ApiProcess, freePort, freshPostgresDatabase, sharedServicesAvailable, startApi } from './services';

/** The wire's JSON as the tests read it (shapes are checked by the assertions, not by the compiler). */
type Wire = ReturnType<typeof JSON.parse>;

let available = false;
let database: { url: string; drop: () => Promise<void> } | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;

beforeAll(async () => {
  const services = await sharedServicesAvailable();
  available = services.ok;
  if (!available) return;
  database = await freshPostgresDatabase('mp_chat');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: `mp-chat-${process.pid}-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_MAX: '1000',
  };
  const portA = await freePort();
  a = await startApi(env, { port: portA });
  b = await startApi({ ...env, JOBS_WORKER: 'false' }, { port: await freePort() });
}, 240_000);

afterAll(async () => {
  await Promise.all([a, b].map((api) => api?.kill()));
  await database?.drop();
}, 60_000);

const test = (name: string, fn: () => Promise<void>, timeout = 120_000) =>
  it(
    name,
    async () => {
      if (!available) return;
      await fn();
    },
    timeout,
  );

async function call(api: ApiProcess, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as { data: Wire; message?: string } };
}

async function login(api: ApiProcess, email: string): Promise<string> {
  const response = await fetch(`${api.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function openSocket(
  api: ApiProcess,
  ticket: string,
): Promise<{ socket: WebSocket; events: Wire[]; next: (p: (e: Wire) => boolean) => Promise<Wire> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${api.url.replace(/^http/, 'ws')}/chat/ws?ticket=${encodeURIComponent(ticket)}`);
    const events: Wire[] = [];
    socket.on('message', (data) => events.push(JSON.parse(data.toString())));
    const next = async (predicate: (event: Wire) => boolean) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`Kein passendes Ereignis: ${JSON.stringify(events)}`);
    };
    socket.once('open', () => resolve({ socket, events, next }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('chat on two instances with PostgreSQL and Redis', () => {
  test('a client on B receives what a client on A sends, with typing and online status', async () => {
    const customer = await login(a!, DEMO.customer);
    const provider = await login(b!, DEMO.provider);
    // Ticket from A, socket on B: tickets live in Redis.
    const ticket = (await call(a!, 'GET', '/getChatAddress', provider)).json.data.ticket as string;
    const client = await openSocket(b!, ticket);
    const ready = await client.next((event) => event.type === 'ready');
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.next((event) => event.type === 'pong');

    const sent = await call(a!, 'POST', '/sendMessage', customer, {
      receiver_id: ready.user_id,
      message: 'Hallo von Instanz A',
      client_message_id: randomBytes(8).toString('hex'),
    });
    expect(sent.status).toBe(201);
    const received = await client.next((event) => event.type === 'message' && event.message.message_id === sent.json.data.message_id);
    expect(received.message.message).toBe('Hallo von Instanz A');

    await call(a!, 'POST', '/chat/typing', customer, { conversation_id: sent.json.data.conversation_id });
    await client.next((event) => event.type === 'typing' && event.conversation_id === sent.json.data.conversation_id);

    // The provider's heartbeat went to B; A sees them online through Redis.
    const list = await call(a!, 'GET', '/chat/allUsers', customer);
    const conversation = (list.json.data as Array<{ conversation_id: number; user: { online_status: boolean } }>).find(
      (row) => row.conversation_id === sent.json.data.conversation_id,
    );
    expect(conversation?.user.online_status).toBe(true);

    // The ticket was single-use on every instance.
    await expect(openSocket(a!, ticket)).rejects.toThrow('HTTP 401');
    client.socket.close();
  });
});
