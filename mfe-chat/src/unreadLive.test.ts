import { waitFor } from '@testing-library/react';
import { mockApi, ok, signIn, type ApiMock } from '@marktplatz/shared/testing';
import { FakeSocket } from './features/chat/lib/fakeSocket.test-util';
import { watchUnread } from './unreadLive';

describe('watchUnread (the launcher’s live count)', () => {
  let api: ApiMock;
  let uninstall: () => void;
  let unread = 1;
  beforeEach(() => {
    signIn('User', 7);
    unread = 1;
    uninstall = FakeSocket.install();
    api = mockApi((call) => {
      if (call.url === 'getChatAddress') return ok({ url: 'ws://chat.test/chat/ws', ticket: 't1', expires_at: '', heartbeat_seconds: 20 });
      if (call.url === 'chat/unreadCount') return ok({ unread });
      return undefined;
    });
  });
  afterEach(() => {
    api.restore();
    uninstall();
  });

  it('answers the count at once and again when a message arrives over the socket, without polling', async () => {
    const counts: number[] = [];
    const stop = watchUnread((count) => counts.push(count));
    await waitFor(() => expect(counts).toEqual([1]));
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    FakeSocket.latest()?.open();
    unread = 2;
    FakeSocket.latest()?.deliver({ type: 'message', message: { message_id: 9, conversation_id: 5 } });
    await waitFor(() => expect(counts.at(-1)).toBe(2));
    unread = 0;
    FakeSocket.latest()?.deliver({ type: 'read', conversation_id: 5, user_id: 7, message_id: 9 });
    await waitFor(() => expect(counts.at(-1)).toBe(0));
    stop();
    expect(FakeSocket.latest()?.readyState).toBe(3);
  });

  it('ignores frames that do not change the count (typing, pong)', async () => {
    const counts: number[] = [];
    const stop = watchUnread((count) => counts.push(count));
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    FakeSocket.latest()?.open();
    await waitFor(() => expect(counts.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const asked = () => api.calls.filter((call) => call.url === 'chat/unreadCount').length;
    const before = asked();
    FakeSocket.latest()?.deliver({ type: 'typing', conversation_id: 5, user_id: 12 });
    FakeSocket.latest()?.deliver({ type: 'pong' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked()).toBe(before);
    stop();
  });
});
