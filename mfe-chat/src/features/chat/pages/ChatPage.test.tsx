import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '@marktplatz/shared/testing';
import { FakeSocket } from '../lib/fakeSocket.test-util';
import ChatPage from './ChatPage';

const ME = 7;
const partner = { id: 12, name: 'Tischlerei Holz', avatar: null, role: 'Company' as const, online_status: true };

function message(id: number, text: string, sender = partner.id, extra: Record<string, unknown> = {}) {
  return {
    message_id: id,
    conversation_id: 5,
    sender_id: sender,
    sender_name: sender === ME ? 'Mia Klein' : partner.name,
    message: text,
    client_message_id: null,
    created_at: new Date().toISOString(),
    edited_at: null,
    is_edited: false,
    attachments: [],
    ...extra,
  };
}

const conversation = (unread = 2) => ({
  conversation_id: 5,
  user: partner,
  last_message: message(2, 'Wann passt es Ihnen?'),
  unread_count: unread,
  partner_last_read_id: 0,
  context: null,
  blocked: false,
  blocked_by_me: false,
  updated_at: new Date().toISOString(),
});

const thread = (
  messages = [
    message(1, 'Hallo <b>Mia</b>, siehe https://holz.example/angebot'),
    message(2, 'Wann passt es Ihnen?', partner.id, { is_edited: true, edited_at: new Date().toISOString() }),
  ],
) => ({
  conversation_id: 5,
  user: partner,
  messages,
  has_more: false,
  partner_last_read_id: 0,
  my_last_read_id: 0,
  blocked: false,
  blocked_by_me: false,
});

describe('ChatPage', () => {
  let api: ReturnType<typeof mockApi>;
  let uninstall: () => void;
  let calls: RecordedCall[];
  let handler: (call: RecordedCall) => ReturnType<typeof ok> | { status: number; data: unknown } | undefined;

  beforeEach(() => {
    signIn('User', ME);
    uninstall = FakeSocket.install();
    handler = () => undefined;
    api = mockApi((call) => {
      const answer = handler(call);
      if (answer) return answer;
      if (call.url === 'chat/allUsers') return ok([conversation()]);
      if (call.url === 'getConversationMessages') return ok(thread());
      if (call.url === 'getChatAddress')
        return ok({ url: 'ws://api.test/chat/ws', ticket: 't'.repeat(30), expires_at: '', heartbeat_seconds: 20 });
      if (call.url === 'chat/markRead') return ok({ conversation_id: 5, last_read_message_id: 2 });
      return undefined;
    });
    calls = api.calls;
  });
  afterEach(() => {
    api.restore();
    uninstall();
  });

  it('lists the conversations with the unread count and opens one with links made safe and „bearbeitet“', async () => {
    renderAt(<ChatPage />, '/chat', '/chat');
    const entry = await screen.findByTestId('conversation-5');
    expect(within(entry).getByTestId('unread-count')).toHaveTextContent('2');
    expect(entry).toHaveTextContent('Tischlerei Holz');
    await userEvent.click(entry);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/5'));
  });

  it('shows the conversation, renders markup as text, and marks it read', async () => {
    renderAt(<ChatPage />, '/chat/5', '/chat/:conversation_id');
    const log = await screen.findByRole('log', { name: 'Nachrichten mit Tischlerei Holz' });
    expect(await within(log).findByText(/Hallo <b>Mia<\/b>/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByRole('link', { name: 'https://holz.example/angebot' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(log).getByTestId('message-edited')).toHaveTextContent('bearbeitet');
    await waitFor(() => expect(calls.some((call) => call.url === 'chat/markRead')).toBe(true));
  });

  it('adds what the socket delivers and shows „schreibt …“ while the partner types', async () => {
    renderAt(<ChatPage />, '/chat/5', '/chat/:conversation_id');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    expect(socket.url).toBe(`ws://api.test/chat/ws?ticket=${'t'.repeat(30)}`);
    act(() => socket.open());
    act(() => socket.deliver({ type: 'typing', conversation_id: 5, user_id: partner.id }));
    expect(await screen.findByTestId('typing-indicator')).toHaveTextContent('schreibt …');
    act(() => socket.deliver({ type: 'message', message: message(3, 'Morgen um 10 Uhr?') }));
    expect(await within(log).findByText('Morgen um 10 Uhr?')).toBeInTheDocument();
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    // Read over the socket, not another request.
    expect(socket.sent).toContainEqual({ type: 'read', conversation_id: 5, message_id: 3 });
  });

  it('keeps the draft and shows the German reason when a message is refused', async () => {
    handler = (call) =>
      call.url === 'sendMessage'
        ? {
            status: 429,
            data: { status: false, code: 'TOO_MANY_REQUESTS', message: 'Sie senden zu viele Nachrichten. Bitte warten Sie einen Moment.' },
          }
        : undefined;
    renderAt(<ChatPage />, '/chat/5', '/chat/:conversation_id');
    const input = await screen.findByTestId('composer-input');
    await userEvent.type(input, 'Passt gut!');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie senden zu viele Nachrichten. Bitte warten Sie einen Moment.');
    expect(input).toHaveValue('Passt gut!');
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Nachricht darf höchstens 2.000 Zeichen lang sein.');
    expect(input).toHaveValue('x'.repeat(2001));
  });

  it('sends with a client message id, clears the input and shows the message', async () => {
    handler = (call) =>
      call.url === 'sendMessage' ? { status: 201, data: { status: true, data: message(9, 'Passt gut!', ME) } } : undefined;
    renderAt(<ChatPage />, '/chat/5', '/chat/:conversation_id');
    const input = await screen.findByTestId('composer-input');
    await userEvent.type(input, 'Passt gut!');
    await userEvent.click(screen.getByTestId('composer-send'));
    expect(await within(screen.getByRole('log')).findByText('Passt gut!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const sent = calls.find((call) => call.url === 'sendMessage')!.data as Record<string, unknown>;
    expect(sent).toMatchObject({ conversation_id: 5, message: 'Passt gut!' });
    expect(typeof sent.client_message_id).toBe('string');
  });

  it('opens the existing conversation for ?with=<user_id>', async () => {
    renderAt(<ChatPage />, `/chat?with=${partner.id}`, '/chat');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/5'));
  });

  it('starts a new conversation for ?with=<user_id> and sends to the receiver', async () => {
    const newcomer = { id: 30, name: 'Gärtnerei Grün', avatar: null, role: 'Company', online_status: false };
    handler = (call) => {
      if (call.url === 'chat/allUsers') return ok([]);
      if (call.url === 'chat/searchUser') return ok([newcomer]);
      if (call.url === 'sendMessage')
        return { status: 201, data: { status: true, data: { ...message(40, 'Hallo!', ME), conversation_id: 41 } } };
      return undefined;
    };
    renderAt(<ChatPage />, '/chat?with=30', '/chat');
    expect(await screen.findByRole('heading', { name: 'Gärtnerei Grün' })).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('composer-input'), 'Hallo!');
    await userEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.url === 'sendMessage')?.data).toMatchObject({ receiver_id: 30, message: 'Hallo!' }),
    );
  });

  it('says so when one may not write to the person of ?with=', async () => {
    handler = (call) => (call.url === 'chat/allUsers' ? ok([]) : call.url === 'chat/searchUser' ? ok([]) : undefined);
    renderAt(<ChatPage />, '/chat?with=31', '/chat');
    expect(await screen.findByText('Mit dieser Person können Sie keine Unterhaltung beginnen.')).toBeInTheDocument();
  });

  it('answers a conversation address that is no number with the not-found page', async () => {
    renderAt(<ChatPage />, '/chat/abc', '/chat/:conversation_id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
