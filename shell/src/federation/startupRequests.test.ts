import { HTML_STARTUP_REQUESTS, startStartupRequests, takeStartupResponse } from './startupRequests';

const answer = (body: unknown) => ({ ok: true, json: async () => body }) as unknown as Response;

describe('startup requests', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => answer({ url }));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });

  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('requests env.json and remotes.json at once, without the browser cache, and hands each answer out once', async () => {
    startStartupRequests();
    expect(fetchMock.mock.calls).toEqual([
      ['/env.json', { cache: 'no-cache' }],
      ['/remotes.json', { cache: 'no-cache' }],
    ]);
    await expect((await takeStartupResponse('env', '/env.json')).json()).resolves.toEqual({ url: '/env.json' });
    await expect((await takeStartupResponse('remotes', '/remotes.json')).json()).resolves.toEqual({ url: '/remotes.json' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await takeStartupResponse('env', '/env.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('passes an early network failure to the reader instead of losing it', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    startStartupRequests();
    await expect(takeStartupResponse('env', '/env.json')).rejects.toThrow('offline');
    await expect(takeStartupResponse('remotes', '/remotes.json')).rejects.toThrow('offline');
  });

  it('takes over the requests the HTML already sent instead of sending them again', async () => {
    const env = Promise.resolve(answer({ from: 'html-env' }));
    const remotes = Promise.resolve(answer({ from: 'html-remotes' }));
    const holder: Record<string, unknown> = { [HTML_STARTUP_REQUESTS]: { env, remotes } };
    startStartupRequests(holder);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[HTML_STARTUP_REQUESTS]).toBeUndefined();
    await expect((await takeStartupResponse('env', '/env.json')).json()).resolves.toEqual({ from: 'html-env' });
    await expect((await takeStartupResponse('remotes', '/remotes.json')).json()).resolves.toEqual({ from: 'html-remotes' });
  });

  it('sends a request itself when the HTML left something else under its name', async () => {
    startStartupRequests({ [HTML_STARTUP_REQUESTS]: { env: 'kein Request' } });
    expect(fetchMock.mock.calls).toEqual([
      ['/env.json', { cache: 'no-cache' }],
      ['/remotes.json', { cache: 'no-cache' }],
    ]);
    await takeStartupResponse('env', '/env.json');
    await takeStartupResponse('remotes', '/remotes.json');
  });
});
