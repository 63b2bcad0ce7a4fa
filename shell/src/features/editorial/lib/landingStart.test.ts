import { startStartupRequests } from '../../../federation/startupRequests';
import { hasShellServerRender, startLandingHeadStart } from './landingStart';

/** The page's early `/env.json` (naming the API), as the HTML's inline script leaves it. */
function earlyEnvironment() {
  const env = { ok: true, clone: () => env, json: () => Promise.resolve({ API_BASE: 'http://api.example' }) };
  const remotes = { ok: true, clone: () => remotes, json: () => Promise.resolve({}) };
  startStartupRequests({ __marktplatzStartupRequests: { env: Promise.resolve(env), remotes: Promise.resolve(remotes) } });
}

describe('the landing page’s head start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('paints nothing and asks for nothing on a page with the shell’s server render: the app starts at once', async () => {
    document.body.innerHTML =
      '<div id="root"><div style="min-height:65px"></div><div data-ssr="shell" data-hydrate=""><h1>Ihr Marktplatz</h1></div></div>';
    const fetch = jest.fn(() => new Promise(() => undefined));
    (globalThis as { fetch?: unknown }).fetch = fetch;
    earlyEnvironment();
    expect(hasShellServerRender()).toBe(true);
    await startLandingHeadStart(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('#landing-hero-preview')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('asks for the landing data on the browser-rendered page (as before)', async () => {
    document.body.innerHTML = '<div id="root"><div style="min-height:65px"></div></div>';
    const fetch = jest.fn(() => new Promise(() => undefined));
    (globalThis as { fetch?: unknown }).fetch = fetch;
    earlyEnvironment();
    await startLandingHeadStart(50);
    expect(fetch).toHaveBeenCalledWith('http://api.example/homepageData', expect.anything());
  });

  it('knows a page without it (or with an area’s render only)', () => {
    document.body.innerHTML = '<div id="root"><div style="min-height:65px"></div></div>';
    expect(hasShellServerRender()).toBe(false);
    document.body.innerHTML = '<div id="root"><div data-ssr="mfe_shop"></div></div>';
    expect(hasShellServerRender()).toBe(false);
  });
});
