import { authStorage } from './auth/storage';
import { http } from './http';
import { notify } from './notify/toasts';
import { createSessionClient, SessionFailure } from './sessionClient';
import { mockAdapter, type AdapterMock, type MockHandler } from './test/axiosMock';

const TEXTS = { generic: 'Das hat nicht geklappt.', network: 'Der Server ist nicht erreichbar.' };

let mock: AdapterMock | undefined;
let token: string | null;
let events: string[];

function answer(handler: MockHandler) {
  mock = mockAdapter(http, handler);
  return mock;
}

function client(reauthenticate?: () => Promise<boolean>) {
  return createSessionClient({
    token: () => token,
    onActive: () => events.push('active'),
    onSessionGone: () => events.push('gone'),
    reauthenticate,
    messages: TEXTS,
  });
}

beforeEach(() => {
  token = 'mps_staff';
  events = [];
  jest.spyOn(notify, 'error').mockReturnValue('t');
});

afterEach(() => {
  mock?.restore();
  mock = undefined;
  jest.restoreAllMocks();
});

describe('createSessionClient', () => {
  it('sends the session’s token, never the customer’s, and answers the envelope’s data and meta', async () => {
    jest.spyOn(authStorage, 'getToken').mockReturnValue('customer-token');
    const calls = answer(() => ({ status: 200, data: { status: true, data: [1, 2], meta: { total: 2 } } }));
    await expect(client().call<number[], { total: number }>({ url: '/admin/things' })).resolves.toEqual({
      data: [1, 2],
      meta: { total: 2 },
    });
    expect(calls.requests[0]!.headers.Authorization).toBe('Bearer mps_staff');
    expect(events).toEqual(['active']);
  });

  it('sends no token at all for a call without the session', async () => {
    jest.spyOn(authStorage, 'getToken').mockReturnValue('customer-token');
    const calls = answer(() => ({ status: 200, data: { status: true, data: null } }));
    await client().raw({ url: '/admin/login', method: 'post' }, { auth: false });
    expect(calls.requests[0]!.headers.Authorization).toBeFalsy();
    expect(events).toEqual([]);
  });

  it('ends the session on TOKEN_EXPIRED without the customer’s session-expired toast', async () => {
    answer(() => ({ status: 401, data: { status: false, message: 'Sitzung abgelaufen.', code: 'TOKEN_EXPIRED' } }));
    const failure = await client()
      .raw({ url: '/admin/things' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionFailure);
    expect((failure as SessionFailure).sessionGone).toBe(true);
    expect(events).toEqual(['gone']);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('asks for re-authentication on a 403 with errors.reauth and makes the call once more', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? { status: 403, data: { status: false, message: 'Bitte bestätigen.', errors: { reauth: ['Bitte bestätigen.'] } } }
        : { status: 200, data: { status: true, data: 'ok' } };
    });
    const reauthenticate = jest.fn().mockResolvedValue(true);
    await expect(client(reauthenticate).call<string>({ url: '/admin/things', method: 'post' })).resolves.toEqual({
      data: 'ok',
      meta: undefined,
    });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
  });

  it('gives the server’s German field errors, and its own texts without a server message or answer', async () => {
    answer(() => ({ status: 422, data: { status: false, message: 'Bitte prüfen.', errors: { reason: ['Bitte einen Grund angeben.'] } } }));
    const refused = (await client()
      .raw({ url: '/admin/things' })
      .catch((error: unknown) => error)) as SessionFailure;
    expect([refused.message, refused.status, refused.field('reason')]).toEqual(['Bitte prüfen.', 422, 'Bitte einen Grund angeben.']);
    mock?.restore();
    answer(() => ({ status: 500, data: '' }));
    await expect(client().raw({ url: '/admin/things' })).rejects.toMatchObject({ message: TEXTS.generic, status: 500 });
    mock?.restore();
    answer(() => 'network-error');
    await expect(client().raw({ url: '/admin/things' })).rejects.toMatchObject({ message: TEXTS.network, status: undefined });
  });
});
