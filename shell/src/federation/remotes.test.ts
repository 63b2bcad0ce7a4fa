import { init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AreaNotDeployedError,
  fetchReleasedComposition,
  loadExposed,
  RELEASES_HEADER,
  registerComposition,
  releaseOf,
  resetRemote,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

const jsonResponse = (body: unknown, ok = true) => ({ ok, json: async () => body }) as unknown as Response;

describe('runtime composition', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers every area of remotes.json with the shell as loaded-first host', () => {
    registerComposition({ mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ name: 'shell', shareStrategy: 'loaded-first' }));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_shop', entry: 'http://127.0.0.1:3001/mf-manifest.json' }]);
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'marktplatz-version-check' })]);
  });

  it('refuses an area that remotes.json does not list, without asking the runtime', async () => {
    registerComposition({ mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' });
    await expect(loadExposed('mfe_orders', 'Area')).rejects.toBeInstanceOf(AreaNotDeployedError);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('rejects when the runtime cannot provide the module', async () => {
    registerComposition({ mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' });
    jest.mocked(loadRemote).mockResolvedValueOnce(null);
    await expect(loadExposed('mfe_shop', 'Area')).rejects.toThrow('mfe_shop/Area');
  });

  it('re-registers a failed remote with force and forgets its failed entry script', async () => {
    registerComposition({ mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' });
    const loading = { 'mfe_shop:http://127.0.0.1:3001/remoteEntry.js': Promise.resolve(), 'mfe_food:x': 1 };
    (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: object }).__GLOBAL_LOADING_REMOTE_ENTRY__ = loading;
    await resetRemote('mfe_shop', async () => jsonResponse({ mfe_shop: 'http://127.0.0.1:3101/mf-manifest.json' }));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_shop', entry: 'http://127.0.0.1:3101/mf-manifest.json' }], {
      force: true,
    });
    expect(Object.keys(loading)).toEqual(['mfe_food:x']);
  });

  it('picks up an area added to remotes.json since the start when retrying', async () => {
    registerComposition({});
    await resetRemote('mfe_chat', async () => jsonResponse({ mfe_chat: 'http://127.0.0.1:3006/mf-manifest.json' }));
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => null });
    await expect(loadExposed('mfe_chat', 'Area')).resolves.toBeDefined();
  });
});

describe('the released versions of a composition', () => {
  const withHeader = (body: unknown, header: string | null) =>
    ({
      ok: true,
      json: async () => body,
      headers: { get: (name: string) => (name === RELEASES_HEADER ? header : null) },
    }) as unknown as Response;

  it('reads each released area’s version from the header of remotes.json; the body stays the plain map', async () => {
    const releases = { environment: 'staging', areas: { mfe_shop: { version: '1.4.0', channel: 'canary' } }, test: null };
    const composition = await fetchReleasedComposition(async () =>
      withHeader({ mfe_shop: 'https://cdn.example/mf-manifest.json' }, JSON.stringify(releases)),
    );
    expect(composition).toEqual({ remotes: { mfe_shop: 'https://cdn.example/mf-manifest.json' }, releases });
    registerComposition(composition.remotes, composition.releases);
    expect(releaseOf('mfe_shop')).toEqual({ environment: 'staging', version: '1.4.0' });
    expect(releaseOf('mfe_food')).toBeNull();
  });

  it('has no versions without the header or with a broken one', async () => {
    expect((await fetchReleasedComposition(async () => withHeader({}, null))).releases).toBeNull();
    expect((await fetchReleasedComposition(async () => withHeader({}, '{kaputt'))).releases).toBeNull();
  });

  it('takes the version of a retried area from the answer it was registered from', async () => {
    registerComposition(
      { mfe_shop: 'https://cdn.example/1.4.0/mf-manifest.json' },
      {
        environment: 'staging',
        areas: { mfe_shop: { version: '1.4.0', channel: 'live' } },
        test: null,
      },
    );
    const moved = { environment: 'staging', areas: { mfe_shop: { version: '1.3.9', channel: 'live' } }, test: null };
    await resetRemote('mfe_shop', async () =>
      withHeader({ mfe_shop: 'https://cdn.example/1.3.9/mf-manifest.json' }, JSON.stringify(moved)),
    );
    expect(releaseOf('mfe_shop')).toEqual({ environment: 'staging', version: '1.3.9' });
  });
});
