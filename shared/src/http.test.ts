import { authStorage, STORAGE_KEYS } from './auth/storage';
import { configure, resetConfig } from './config';
import { errorMessage, http, httpApi, showServerMessage, type HttpClient } from './http';
import { notify } from './notify/toasts';
import { mockAdapter, type AdapterMock } from './test/axiosMock';

let mocks: AdapterMock[] = [];
let success: jest.SpyInstance;
let failure: jest.SpyInstance;

beforeEach(() => {
  success = jest.spyOn(notify, 'success').mockReturnValue('t');
  failure = jest.spyOn(notify, 'error').mockReturnValue('t');
});

afterEach(() => {
  mocks.forEach((m) => m.restore());
  mocks = [];
  resetConfig();
  jest.restoreAllMocks();
});

function reply(instance: typeof http, status: number, data?: unknown) {
  const mock = mockAdapter(instance, () => ({ status, data }));
  mocks.push(mock);
  return mock;
}

describe('http', () => {
  it('sends requests to the main base and httpApi to the secondary base', async () => {
    const main = reply(http, 200, { ok: true });
    const api = reply(httpApi, 200, { ok: true });
    await http.get('/modulesList');
    await httpApi.get('countries');
    expect(main.urlOf(main.requests[0]!)).toBe('http://127.0.0.1:4000/modulesList');
    expect(api.urlOf(api.requests[0]!)).toBe('http://127.0.0.1:4000/api/countries');
  });

  it('reads the base at request time, so configure() after import applies', async () => {
    const main = reply(http, 200, {});
    const api = reply(httpApi, 200, {});
    configure({ API_BASE: 'https://api.example.de', API_SECONDARY_BASE: 'https://api.example.de/api' });
    await http.get('/modulesList');
    await httpApi.get('/countries');
    expect(main.urlOf(main.requests[0]!)).toBe('https://api.example.de/modulesList');
    expect(api.urlOf(api.requests[0]!)).toBe('https://api.example.de/api/countries');
  });

  it('sends the bearer token from local storage accessToken', async () => {
    const main = reply(http, 200, {});
    await http.get('/two-factor-status');
    expect(main.requests[0]!.headers.get('Authorization')).toBeUndefined();
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'abc.def.ghi');
    await http.get('/two-factor-status');
    expect(main.requests[1]!.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('shows the session-expired toast on TOKEN_INVALID and clears the session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    window.localStorage.setItem(STORAGE_KEYS.settings, '{"theme":"ONE_DARK"}');
    const expired = jest.fn();
    const unsubscribe = authStorage.onSessionExpired(expired);
    reply(http, 401, { code: 'TOKEN_INVALID', message: 'invalid' });
    await expect(http.get('/profile/customer')).rejects.toEqual({ code: 'TOKEN_INVALID', message: 'invalid' });
    unsubscribe();
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.role)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.settings)).toBe('{"theme":"ONE_DARK"}');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('shows the session-expired toast on TOKEN_EXPIRED from the secondary base too', async () => {
    reply(httpApi, 401, { code: 'TOKEN_EXPIRED' });
    await expect(httpApi.post('/call-to-action/status', { id: 1, status: 1 })).rejects.toBeDefined();
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
  });

  it('rejects any other failure with the server data and shows no toast', async () => {
    reply(http, 422, { message: 'E-Mail bereits vergeben', errors: { email: ['vergeben'] } });
    await expect(http.post('/register/customer', {})).rejects.toEqual({
      message: 'E-Mail bereits vergeben',
      errors: { email: ['vergeben'] },
    });
    expect(failure).not.toHaveBeenCalled();
  });

  it('rejects with Something went wrong when the server sends no data', async () => {
    reply(http, 500, '');
    await expect(http.get('/modulesList')).rejects.toBe('Something went wrong');
  });

  it('rejects with Something went wrong when the network fails', async () => {
    mocks.push(mockAdapter(http, () => 'network-error'));
    await expect(http.get('/modulesList')).rejects.toBe('Something went wrong');
  });
});

describe('showServerMessage', () => {
  it('shows a server message with a true status flag as a success toast', () => {
    expect(showServerMessage({ status: true, message: 'Gespeichert' })).toBe(true);
    expect(success).toHaveBeenCalledWith('Gespeichert');
    expect(failure).not.toHaveBeenCalled();
  });

  it('shows a server message with a false status flag as an error toast', () => {
    expect(showServerMessage({ status: false, message: 'Nicht erlaubt' })).toBe(false);
    expect(failure).toHaveBeenCalledWith('Nicht erlaubt');
  });

  it('reads the message from an axios response', async () => {
    reply(http, 200, { success: true, message: 'Status geändert' });
    const res = await http.post('/call-to-action/status');
    showServerMessage(res);
    expect(success).toHaveBeenCalledWith('Status geändert');
  });

  it('shows nothing without a message or a flag', () => {
    expect(showServerMessage({ status: true })).toBeUndefined();
    expect(showServerMessage({ message: 'ohne Flag' })).toBeUndefined();
    expect(showServerMessage(null)).toBeUndefined();
    expect(success).not.toHaveBeenCalled();
    expect(failure).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('reads the text of a rejection: string, message, first error or the fallback', () => {
    expect(errorMessage('Something went wrong')).toBe('Something went wrong');
    expect(errorMessage({ message: 'Nicht gefunden' })).toBe('Nicht gefunden');
    expect(errorMessage({ errors: [{ message: 'Bewertung fehlt' }] })).toBe('Bewertung fehlt');
    expect(errorMessage({ errors: { amount: ['Betrag zu hoch'] } })).toBe('Betrag zu hoch');
    expect(errorMessage({})).toBe('Something went wrong');
  });
});

describe('http loading axios on demand', () => {
  it('does not load axios with the library, only with the first call', async () => {
    let loaded = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loaded += 1;
        return jest.requireActual('axios');
      });
      const isolated = await import('./http');
      expect(loaded).toBe(0);
      const adapter: NonNullable<HttpClient['defaults']['adapter']> = async (config) => ({
        data: { ok: true },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
      isolated.http.defaults.adapter = adapter;
      isolated.httpApi.defaults.adapter = adapter;
      const response = await isolated.http.get('/modulesList');
      expect(response.data).toEqual({ ok: true });
      expect(loaded).toBe(1);
      await isolated.httpApi.get('countries');
      expect(loaded).toBe(1);
    });
  });

  it('preloadHttp loads axios ahead of the first call', async () => {
    let loaded = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loaded += 1;
        return jest.requireActual('axios');
      });
      const isolated = await import('./http');
      isolated.preloadHttp();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loaded).toBe(1);
    });
  });

  it('rejects with Something went wrong when axios cannot be loaded, and tries again on the next call', async () => {
    let attempts = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        attempts += 1;
        throw new Error('ChunkLoadError');
      });
      const isolated = await import('./http');
      await expect(isolated.http.get('/modulesList')).rejects.toBe('Something went wrong');
      await expect(isolated.http.post('/login', {})).rejects.toBe('Something went wrong');
      expect(attempts).toBe(2);
    });
  });
});
