import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import WebSocket from 'ws';
import { chatAttachments, chatMessages, contactSubmissions, providerPages } from '../../db/schema';
import { bearer, createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

/** The wire's JSON as the tests read it (shapes are checked by the assertions, not by the compiler). */
type Wire = ReturnType<typeof JSON.parse>;

const suite = testSuite();
let base = '';
beforeAll(async () => {
  await suite.context.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(suite.context.app.server.address() as AddressInfo).port}`;
});

type Person = { id: number; token: string };
const customer = () => createUserWithToken(suite.context, 'User');
const provider = () => createUserWithToken(suite.context, 'Company');

async function call(method: 'GET' | 'POST', url: string, who: Person | null, payload?: unknown) {
  const response = await suite.context.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: Wire; message?: string; errors?: Record<string, string[]>; code?: string },
  };
}

async function send(
  from: Person,
  to: { receiver_id?: number; conversation_id?: number },
  message: string,
  extra: Record<string, unknown> = {},
) {
  return call('POST', '/sendMessage', from, { ...to, message, ...extra });
}

async function startConversation(): Promise<{ a: Person; b: Person; conversationId: number }> {
  const a = await customer();
  const b = await provider();
  const sent = await send(a, { receiver_id: b.id }, 'Guten Tag, ist das Sofa noch zu haben?');
  expect(sent.status).toBe(201);
  return { a, b, conversationId: sent.body.data.conversation_id };
}

function multipart(filename: string, content: Buffer) {
  const boundary = `grenze${randomBytes(4).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(who: Person, filename: string, content: Buffer) {
  const { payload, type } = multipart(filename, content);
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/chat/attachment',
    payload,
    headers: { ...bearer(who.token), 'content-type': type },
  });
  return { status: response.statusCode, body: response.json() as { data: Wire; message?: string; errors?: Record<string, string[]> } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

describe('who may start a conversation', () => {
  it('lets a customer write to a provider whose page shows the chat, and answers the conversation in both lists', async () => {
    const { a, b, conversationId } = await startConversation();
    const forProvider = await call('GET', '/chat/allUsers', b);
    expect(forProvider.body.data).toEqual([
      expect.objectContaining({
        conversation_id: conversationId,
        unread_count: 1,
        user: expect.objectContaining({ id: a.id, name: 'Test Kunde' }),
      }),
    ]);
    expect(forProvider.body.data[0].last_message.message).toBe('Guten Tag, ist das Sofa noch zu haben?');
    const forCustomer = await call('GET', '/chat/allUsers', a);
    expect(forCustomer.body.data[0]).toMatchObject({ conversation_id: conversationId, unread_count: 0 });
    expect((await call('GET', '/chat/unreadCount', b)).body.data).toEqual({ unread: 1 });
  });

  it('refuses a customer writing to a provider with show_chat off, to another customer, and to itself', async () => {
    const a = await customer();
    const hidden = await provider();
    await suite.context.db.insert(providerPages).values({ providerId: hidden.id, showChat: false });
    expect((await send(a, { receiver_id: hidden.id }, 'Hallo')).status).toBe(403);
    const other = await customer();
    const refused = await send(a, { receiver_id: other.id }, 'Hallo');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Mit dieser Person können Sie keine Unterhaltung beginnen.');
    expect((await send(a, { receiver_id: a.id }, 'Hallo')).status).toBe(422);
  });

  it('lets providers write to each other but not to a customer without an order, lead or conversation', async () => {
    const p1 = await provider();
    const p2 = await provider();
    expect((await send(p1, { receiver_id: p2.id }, 'Bündeln wir?')).status).toBe(201);
    const stranger = await customer();
    expect((await send(p1, { receiver_id: stranger.id }, 'Werbung')).status).toBe(403);
  });

  it('finds in /chat/searchUser only people one may write to', async () => {
    const a = await customer();
    const hidden = await provider();
    await suite.context.db.insert(providerPages).values({ providerId: hidden.id, showChat: false });
    const open = await provider();
    expect((await call('GET', `/chat/searchUser?id=${open.id}`, a)).body.data).toEqual([expect.objectContaining({ id: open.id })]);
    expect((await call('GET', `/chat/searchUser?id=${hidden.id}`, a)).body.data).toEqual([]);
    const found = (await call('GET', '/chat/searchUser?search=Anbieter', a)).body.data as Array<{ id: number }>;
    expect(found.map((row) => row.id)).not.toContain(hidden.id);
    expect(found.every((row) => row.id !== a.id)).toBe(true);
  });
});

describe('messages', () => {
  it('is idempotent on the client message id', async () => {
    const { a, conversationId } = await startConversation();
    const first = await send(a, { conversation_id: conversationId }, 'Einmal bitte', { client_message_id: 'abc-1' });
    const again = await send(a, { conversation_id: conversationId }, 'Einmal bitte', { client_message_id: 'abc-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.message_id).toBe(first.body.data.message_id);
    const page = await call('GET', `/getConversationMessages?conversation_id=${conversationId}`, a);
    expect(page.body.data.messages.map((m: { message: string }) => m.message)).toEqual([
      'Guten Tag, ist das Sofa noch zu haben?',
      'Einmal bitte',
    ]);
  });

  it('answers a sent message as the conversation shows it and moves the last message and the sender’s read marker', async () => {
    const { a, b, conversationId } = await startConversation();
    const sent = await send(a, { conversation_id: conversationId }, '  Passt Dienstag?  ', { client_message_id: 'dto-1' });
    expect(sent.status).toBe(201);
    const page = await call('GET', `/getConversationMessages?conversation_id=${conversationId}`, b);
    expect(page.body.data.messages.at(-1)).toEqual(sent.body.data);
    expect(sent.body.data).toMatchObject({ message: 'Passt Dienstag?', sender_id: a.id, sender_name: 'Test Kunde', is_edited: false });
    expect(page.body.data.partner_last_read_id).toBe(sent.body.data.message_id);
    const list = await call('GET', '/chat/allUsers', b);
    expect(list.body.data[0]).toMatchObject({ conversation_id: conversationId, unread_count: 2 });
    expect(list.body.data[0].last_message).toEqual(sent.body.data);
  });

  it('answers an empty or over-long message with a German 422 on the field', async () => {
    const { a, conversationId } = await startConversation();
    const empty = await send(a, { conversation_id: conversationId }, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.message).toEqual(['Bitte geben Sie eine Nachricht ein.']);
    const long = await send(a, { conversation_id: conversationId }, 'x'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.body.errors?.message).toEqual(['Die Nachricht darf höchstens 2.000 Zeichen lang sein.']);
    expect((await send(a, { conversation_id: conversationId }, 'x'.repeat(2000))).status).toBe(201);
  });

  it('pages older messages with before_id and catches up with after_id', async () => {
    const { a, conversationId } = await startConversation();
    for (let i = 1; i <= 5; i += 1) await send(a, { conversation_id: conversationId }, `Nachricht ${i}`);
    const newest = await call('GET', `/getConversationMessages?conversation_id=${conversationId}&limit=3`, a);
    expect(newest.body.data.messages.map((m: { message: string }) => m.message)).toEqual(['Nachricht 3', 'Nachricht 4', 'Nachricht 5']);
    expect(newest.body.data.has_more).toBe(true);
    const older = await call(
      'GET',
      `/getConversationMessages?conversation_id=${conversationId}&limit=3&before_id=${newest.body.data.messages[0].message_id}`,
      a,
    );
    expect(older.body.data.messages.map((m: { message: string }) => m.message)).toEqual([
      'Guten Tag, ist das Sofa noch zu haben?',
      'Nachricht 1',
      'Nachricht 2',
    ]);
    const after = await call(
      'GET',
      `/getConversationMessages?conversation_id=${conversationId}&after_id=${older.body.data.messages[2].message_id}`,
      a,
    );
    expect(after.body.data.messages.map((m: { message: string }) => m.message)).toEqual(['Nachricht 3', 'Nachricht 4', 'Nachricht 5']);
  });

  it('edits own messages within 15 minutes as „bearbeitet“, never another’s or an older one', async () => {
    const { a, b, conversationId } = await startConversation();
    const sent = await send(a, { conversation_id: conversationId }, 'Tippfeler');
    const edited = await call('POST', '/chat/messageUpdate', a, { message_id: sent.body.data.message_id, message: 'Tippfehler' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ message: 'Tippfehler', is_edited: true });
    expect(edited.body.data.edited_at).toEqual(expect.any(String));
    expect((await call('POST', '/chat/messageUpdate', b, { message_id: sent.body.data.message_id, message: 'fremd' })).status).toBe(403);
    await suite.context.db
      .update(chatMessages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(chatMessages.id, sent.body.data.message_id));
    const late = await call('POST', '/chat/messageUpdate', a, { message_id: sent.body.data.message_id, message: 'zu spät' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Nachrichten können nur innerhalb von 15 Minuten bearbeitet werden.');
  });

  it('limits sending to 30 messages a minute with a German message, still answering a repeat', async () => {
    const { a, conversationId } = await startConversation();
    const first = await send(a, { conversation_id: conversationId }, 'Nr. 0', { client_message_id: 'limit-0' });
    let last = first;
    for (let i = 1; i < 30; i += 1) last = await send(a, { conversation_id: conversationId }, `Nr. ${i}`);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Sie senden zu viele Nachrichten. Bitte warten Sie einen Moment.');
    const repeat = await send(a, { conversation_id: conversationId }, 'Nr. 0', { client_message_id: 'limit-0' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.message_id).toBe(first.body.data.message_id);
  });

  it('marks read and counts unread per conversation', async () => {
    const { b, conversationId } = await startConversation();
    expect((await call('POST', '/chat/markRead', b, { conversation_id: conversationId })).status).toBe(200);
    expect((await call('GET', '/chat/allUsers', b)).body.data[0].unread_count).toBe(0);
    expect((await call('GET', '/chat/unreadCount', b)).body.data.unread).toBe(0);
  });

  it('blocks a conversation: nobody writes until the blocker lifts it', async () => {
    const { a, b, conversationId } = await startConversation();
    expect((await call('POST', '/chat/block', b, { conversation_id: conversationId, blocked: true })).status).toBe(200);
    expect((await send(a, { conversation_id: conversationId }, 'Hallo?')).status).toBe(403);
    expect((await call('POST', '/chat/block', a, { conversation_id: conversationId, blocked: false })).status).toBe(403);
    expect((await call('POST', '/chat/block', b, { conversation_id: conversationId, blocked: false })).status).toBe(200);
    expect((await send(a, { conversation_id: conversationId }, 'Hallo!')).status).toBe(201);
  });

  it('reports a conversation to the moderation address', async () => {
    const { a, conversationId } = await startConversation();
    expect((await call('POST', '/chat/report', a, { conversation_id: conversationId, reason: 'Beleidigungen' })).status).toBe(200);
    const outbox = await suite.context.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(suite.context.config.moderationEmail)}`,
    });
    expect((outbox.json() as { data: Array<{ subject: string }> }).data[0]!.subject).toContain(`Gemeldete Unterhaltung #${conversationId}`);
  });
});

describe('a non-participant', () => {
  it('gets 404 for the conversation, its messages, attachments and typing status', async () => {
    const { a, b, conversationId } = await startConversation();
    const file = await upload(a, 'bild.png', png);
    await send(a, { conversation_id: conversationId }, '', { attachment_ids: [file.body.data.id] });
    const stranger = await provider();
    expect((await call('GET', `/getConversationMessages?conversation_id=${conversationId}`, stranger)).status).toBe(404);
    expect((await send(stranger, { conversation_id: conversationId }, 'Hallo')).status).toBe(404);
    expect((await call('POST', '/chat/markRead', stranger, { conversation_id: conversationId })).status).toBe(404);
    expect((await call('POST', '/chat/typing', stranger, { conversation_id: conversationId })).status).toBe(404);
    expect((await call('GET', `/chat/userTypingStatus?user_id=${a.id}`, stranger)).status).toBe(404);
    expect((await call('GET', `/chat/attachment?attachment_id=${file.body.data.id}`, stranger)).status).toBe(404);
    expect((await call('GET', `/chat/attachment?attachment_id=${file.body.data.id}`, b)).status).toBe(200);
  });
});

describe('attachments', () => {
  it('stores a png privately, attaches it to a message and lets the participants download it', async () => {
    const { a, b, conversationId } = await startConversation();
    const file = await upload(a, 'Foto vom Sofa.png', png);
    expect(file.status).toBe(201);
    expect(file.body.data).toMatchObject({ kind: 'image', mime_type: 'image/png', file_name: 'Foto vom Sofa.png' });
    const sent = await send(a, { conversation_id: conversationId }, 'Hier ein Bild', { attachment_ids: [file.body.data.id] });
    expect(sent.body.data.attachments).toEqual([expect.objectContaining({ id: file.body.data.id })]);
    const seen = await call('GET', `/getConversationMessages?conversation_id=${conversationId}`, b);
    const url = new URL(seen.body.data.messages.at(-1).attachments[0].url);
    const download = await suite.context.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    // Attached once only.
    expect((await send(a, { conversation_id: conversationId }, 'nochmal', { attachment_ids: [file.body.data.id] })).status).toBe(422);
  });

  it('checks the magic bytes and the type, and answers an oversized file with 413 in German', async () => {
    const a = await customer();
    const fake = await upload(a, 'bild.png', Buffer.from('kein bild, nur text'));
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.file).toEqual(['Der Dateiinhalt passt nicht zur Dateiendung.']);
    expect((await upload(a, 'skript.exe', Buffer.from('MZ'))).status).toBe(422);
    expect((await upload(a, 'vertrag.pdf', Buffer.from('%PDF-1.7\n…'))).status).toBe(201);
    const big = await upload(a, 'gross.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.');
  });
});

// --- socket ---------------------------------------------------------------------------------------------------

class Client {
  readonly events: Wire[] = [];
  private waiters: Array<() => void> = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  async next(predicate: (event: Wire) => boolean, timeoutMs = 10_000): Promise<Wire> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Kein passendes Ereignis: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  send(payload: unknown) {
    this.socket.send(typeof payload === 'string' ? payload : JSON.stringify(payload));
  }
  close() {
    this.socket.close();
  }
}

async function ticketFor(who: Person): Promise<string> {
  const address = await call('GET', '/getChatAddress', who);
  expect(address.body.data.url).toMatch(/^ws:\/\/.+\/chat\/ws$/);
  return address.body.data.ticket as string;
}

function open(ticket: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}/chat/ws?ticket=${encodeURIComponent(ticket)}`);
    const client = new Client(socket);
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('the chat socket', () => {
  it('delivers a stored message, typing and edits to the partner’s socket', async () => {
    const { a, b, conversationId } = await startConversation();
    const client = await open(await ticketFor(b));
    await client.next((event) => event.type === 'ready');
    const sent = await send(a, { conversation_id: conversationId }, 'Live?');
    const received = await client.next((event) => event.type === 'message' && event.message.message_id === sent.body.data.message_id);
    expect(received.message.message).toBe('Live?');
    await call('POST', '/chat/typing', a, { conversation_id: conversationId });
    await client.next((event) => event.type === 'typing' && event.user_id === a.id);
    expect((await call('GET', `/chat/userTypingStatus?user_id=${a.id}`, b)).body.data).toMatchObject({ typing: true });
    await call('POST', '/chat/messageUpdate', a, { message_id: sent.body.data.message_id, message: 'Live!' });
    await client.next((event) => event.type === 'message_updated' && event.message.is_edited === true);
    client.close();
  });

  it('refuses a ticket used twice and a missing ticket', async () => {
    const b = await provider();
    const ticket = await ticketFor(b);
    const first = await open(ticket);
    await expect(open(ticket)).rejects.toThrow('HTTP 401');
    await expect(open('x'.repeat(30))).rejects.toThrow('HTTP 401');
    first.close();
  });

  it('catches up after a reconnect and refuses subscribing to another’s conversation', async () => {
    const { a, b, conversationId } = await startConversation();
    const first = await send(a, { conversation_id: conversationId }, 'verpasst 1');
    await send(a, { conversation_id: conversationId }, 'verpasst 2');
    const client = await open(await ticketFor(b));
    client.send({ type: 'subscribe', conversation_id: conversationId, after_id: first.body.data.message_id - 1 });
    const caught = await client.next((event) => event.type === 'subscribed');
    expect(caught.messages.map((m: { message: string }) => m.message)).toEqual(['verpasst 1', 'verpasst 2']);
    const other = await startConversation();
    client.send({ type: 'subscribe', conversation_id: other.conversationId });
    const refused = await client.next((event) => event.type === 'error' && event.code === 404);
    expect(refused.message).toBe('Die Unterhaltung wurde nicht gefunden.');
    client.send({ type: 'typing', conversation_id: other.conversationId });
    await client.next((event) => event.type === 'error' && event.code === 404 && event.request === 'typing');
    client.close();
  });

  it('survives random frames without crashing and keeps answering', async () => {
    const b = await provider();
    const client = await open(await ticketFor(b));
    const frames = [
      '',
      'null',
      '[]',
      '{"type":1}',
      '{"type":"subscribe","conversation_id":"abc"}',
      '{"type":"subscribe","conversation_id":-1}',
      '{"type":"read","conversation_id":99999999999}',
      '{"type":"typing"}',
      '{"type":"subscribe","conversation_id":1,"after_id":"x"}',
      '\u0000\u0001',
      '{'.repeat(50),
      JSON.stringify({ type: 'ping', extra: 'x'.repeat(3000) }),
    ];
    for (const frame of frames) client.send(frame);
    for (let i = 0; i < 8; i += 1) client.send(randomBytes(40).toString('latin1'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Random frames with the protocol's keys and wrong values, paced under the per-second frame limit.
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const frame = fc.record(
      {
        type: fc.oneof(fc.constantFrom('ping', 'typing', 'read', 'subscribe', 'send', ''), fc.string({ maxLength: 8 }), fc.integer()),
        conversation_id: value,
        after_id: value,
        message_id: value,
      },
      { requiredKeys: [] },
    );
    for (const sample of fc.sample(frame, { numRuns: 40, seed: 20261127 })) {
      client.send(sample);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    client.send({ type: 'ping' });
    await client.next((event) => event.type === 'pong');
    expect(client.events.every((event) => event.type !== 'error' || event.code < 500)).toBe(true);
    expect((await call('GET', '/chat/allUsers', b)).status).toBe(200);
    client.close();
  });
});

describe('contact form', () => {
  const form = (email: string) => ({
    category_id: 1,
    name: 'Erika Mustermann',
    email,
    subject: 'Frage zur Lieferung',
    message: 'Wann kommt meine Bestellung an?',
    privacy_consent: true,
  });

  it('stores the message, mails the operator and sends a receipt through the outbox', async () => {
    const email = `kontakt-${randomBytes(3).toString('hex')}@example.com`;
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/contactformsubmit',
      payload: form(email),
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const stored = await suite.context.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(stored).toHaveLength(1);
    const receipt = await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(email)}` });
    expect((receipt.json() as { data: Array<{ subject: string }> }).data[0]!.subject).toContain('Frage zur Lieferung');
    const operator = await suite.context.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(suite.context.config.operator.email)}`,
    });
    expect((operator.json() as { data: Array<{ subject: string }> }).data[0]!.subject).toContain('Kontaktformular');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = `bot-${randomBytes(3).toString('hex')}@example.com`;
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/contactformsubmit',
      payload: { ...form(email), website: 'http://spam.example' },
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(200);
    expect(await suite.context.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(0);
  });

  it('needs the privacy consent and limits submissions per address', async () => {
    const missing = await suite.context.app.inject({
      method: 'POST',
      url: '/contactformsubmit',
      payload: { ...form('a@example.com'), privacy_consent: false },
      remoteAddress: '10.0.0.3',
    });
    expect(missing.statusCode).toBe(422);
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      last = (
        await suite.context.app.inject({
          method: 'POST',
          url: '/contactformsubmit',
          payload: form(`viel${i}@example.com`),
          remoteAddress: '10.0.0.4',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('account deletion', () => {
  it('shows the deleted user’s messages under „Gelöschtes Konto“ and deletes their attachments', async () => {
    const { a, b, conversationId } = await startConversation();
    const file = await upload(a, 'bild.png', png);
    await send(a, { conversation_id: conversationId }, 'Mit Bild', { attachment_ids: [file.body.data.id] });
    expect((await call('POST', '/accountDeletion', a, {})).status).toBe(200);
    const page = await call('GET', `/getConversationMessages?conversation_id=${conversationId}`, b);
    expect(page.body.data.user.name).toBe('Gelöschtes Konto');
    expect(page.body.data.messages.every((m: { sender_name: string }) => m.sender_name === 'Gelöschtes Konto')).toBe(true);
    expect(await suite.context.db.select().from(chatAttachments).where(eq(chatAttachments.uploaderId, a.id))).toHaveLength(0);
    expect((await send(b, { conversation_id: conversationId }, 'Hallo?')).status).toBe(403);
  });
});
