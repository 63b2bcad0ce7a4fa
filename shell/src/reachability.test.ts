import { isReachable } from '@marktplatz/shared';
import { registerComposition } from './federation/remotes';
import { leadsToBuiltScreen, registerReachability } from './reachability';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({})),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

describe('reachability', () => {
  beforeAll(() => {
    registerComposition({
      mfe_shop: 'http://shop/mf-manifest.json',
      mfe_leads: 'http://leads/mf-manifest.json',
      mfe_account: 'http://account/mf-manifest.json',
      mfe_stores: 'http://stores/mf-manifest.json',
      mfe_chat: 'http://chat/mf-manifest.json',
      mfe_food: 'http://food/mf-manifest.json',
    });
    registerReachability();
  });

  it.each([
    '/',
    '/news',
    '/news/ein-beitrag',
    '/page/impressum',
    '/become-a-provider',
    '/shop',
    '/product-list',
    '/account/profile',
    '/cart',
    '/warenkorb',
    '/living_worlds',
    '/leads',
    '/properties',
    '/finder',
    '/bauen-wohnen',
    '/provider-search',
    '/provider-detail/baeckerei',
    '/stores',
    '/food-provider-search',
    '/food/menu/pizzeria-da-marco',
    '/chat',
    '/chat/contact',
  ])('leads %s to a built screen', (path) => {
    expect(leadsToBuiltScreen(path)).toBe(true);
  });

  it('leaves out an area the route table marks as a preview, while a built area of the same composition counts', () => {
    jest.isolateModules(() => {
      jest.doMock('./areaRoutes.json', () => [
        { remote: 'mfe_chat', preview: true, patterns: ['/chat/*'] },
        { remote: 'mfe_food', patterns: ['/food/*'] },
      ]);
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules with the mocked table */
      const remotes = require('./federation/remotes') as typeof import('./federation/remotes');
      const reachability = require('./reachability') as typeof import('./reachability');
      /* eslint-enable @typescript-eslint/no-require-imports */
      remotes.registerComposition({ mfe_chat: 'http://chat/mf-manifest.json', mfe_food: 'http://food/mf-manifest.json' });
      expect(reachability.leadsToBuiltScreen('/chat')).toBe(false);
      expect(reachability.leadsToBuiltScreen('/food/orders')).toBe(true);
    });
  });

  it('leaves out an area the composition does not deploy and an unknown path', () => {
    expect(leadsToBuiltScreen('/orders')).toBe(false);
    expect(leadsToBuiltScreen('/gibt-es-nicht')).toBe(false);
  });

  it('answers the shared isReachable for areas, with query strings, and leaves external links alone', () => {
    expect(isReachable('/product-search?keyword=kaffee')).toBe(true);
    expect(isReachable('/news?category=garten')).toBe(true);
    expect(isReachable('/living_worlds?x=1')).toBe(true);
    expect(isReachable('/food-provider-search?postal_code=10115')).toBe(true);
    expect(isReachable('/chat?with=3')).toBe(true);
    expect(isReachable('https://example.com/leads')).toBe(true);
  });
});
