import { configure } from '@marktplatz/shared';
import { reportLoadFailure, reportRenderFailure, resetFailureReports } from './failureReports';
import { AreaNotDeployedError, registerComposition } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({})),
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

const fetchMock = jest.fn(async () => ({ ok: true }) as Response);

describe('failure reports of released areas', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    resetFailureReports();
    configure({ API_BASE: 'http://api.example' });
    registerComposition(
      { mfe_shop: 'https://cdn.example/shop/1.4.0/mf-manifest.json', mfe_food: 'http://127.0.0.1:3004/mf-manifest.json' },
      { environment: 'staging', areas: { mfe_shop: { version: '1.4.0', channel: 'canary' } }, test: null },
    );
  });

  it('reports a failed load with environment, area, version and kind only, as a keepalive request without credentials', () => {
    reportLoadFailure('mfe_shop', new Error('Script error: https://cdn.example/shop/1.4.0/remoteEntry.js?user=4711'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.example/releases/failures');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual({ environment: 'staging', area: 'mfe-shop', version: '1.4.0', kind: 'load' });
  });

  it('reports a render failure, once per area and page load', () => {
    reportRenderFailure('mfe_shop', new Error('kaputt'));
    reportRenderFailure('mfe_shop', new Error('wieder kaputt'));
    reportLoadFailure('mfe_shop', new Error('und noch einmal'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).kind).toBe('render');
  });

  it('counts a failed load caught by the boundary as a load, not a render failure', () => {
    const error = new Error('remoteEntry fehlt');
    reportLoadFailure('mfe_shop', error);
    resetFailureReports();
    reportRenderFailure('mfe_shop', error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports nothing for an area of the .env composition (no version) or one this environment does not deploy', () => {
    reportLoadFailure('mfe_food', new Error('weg'));
    reportLoadFailure('mfe_shop', new AreaNotDeployedError('mfe_shop'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
