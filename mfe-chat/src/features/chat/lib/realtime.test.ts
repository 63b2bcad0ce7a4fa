import { backoffDelay, ChatConnection, type ConnectionState, type RealtimeEvent } from './realtime';
import { FakeSocket } from './fakeSocket.test-util';

const address = { url: 'ws://api.test/chat/ws', ticket: 'ticket-abcdefghijklmnopqrstuvwxyz', expires_at: '', heartbeat_seconds: 20 };

describe('ChatConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => backoffDelay(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('opens the socket with a fresh ticket, reconnects with a new one after a drop and asks the views to catch up', async () => {
    const getAddress = jest.fn().mockResolvedValue(address);
    const sockets: FakeSocket[] = [];
    const connection = new ChatConnection({
      getAddress,
      createSocket: (url) => sockets[sockets.push(new FakeSocket(url)) - 1] as unknown as WebSocket,
    });
    const states: ConnectionState[] = [];
    const events: RealtimeEvent[] = [];
    connection.onState((state) => states.push(state));
    connection.on((event) => events.push(event));
    connection.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets[0]!.url).toBe(`${address.url}?ticket=${address.ticket}`);
    sockets[0]!.open();
    expect(connection.current).toBe('live');
    sockets[0]!.deliver({ type: 'message', message: { message_id: 1 } });
    expect(events).toEqual([{ type: 'message', message: { message_id: 1 } }]);
    jest.advanceTimersByTime(20_000);
    expect(sockets[0]!.sent).toContainEqual({ type: 'ping' });

    sockets[0]!.close();
    // While the socket is away the views poll.
    expect(connection.current).toBe('polling');
    await jest.advanceTimersByTimeAsync(1500);
    expect(getAddress).toHaveBeenCalledTimes(2);
    sockets[1]!.open();
    expect(connection.current).toBe('live');
    expect(events.at(-1)).toEqual({ type: 'reconnected' });
    expect(states).toEqual(['connecting', 'live', 'polling', 'live']);
    connection.stop();
  });

  it('falls back to polling when no socket can be opened', async () => {
    const getAddress = jest.fn().mockRejectedValue(new Error('offline'));
    const connection = new ChatConnection({ getAddress, createSocket: () => new FakeSocket('x') as unknown as WebSocket });
    connection.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(connection.current).toBe('polling');
    connection.stop();
    expect(connection.current).toBe('idle');
  });
});
