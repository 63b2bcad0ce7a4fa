import type { Location, Navigator } from 'react-router-dom';

// The area's ./hydrate is browser code: the Node-only server render must not be in its module graph (the browser
// build cannot bundle it). Requiring it here fails when one of its modules imports it (e.g. a route's JSON-LD builder
// for its path constant).
jest.mock('@marktplatz/shared/ssr', () => {
  throw new Error('@marktplatz/shared/ssr ist nur für den Server.');
});

const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
const location: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

describe('the area’s ./hydrate', () => {
  it('loads without the server render and hydrates nothing for data without one of its pages', () => {
    let module: typeof import('./hydrate') | undefined;
    expect(() => {
      module = jest.requireActual<typeof import('./hydrate')>('./hydrate');
    }).not.toThrow();
    for (const data of [
      null,
      { loaderData: { other: {} } },
      { loaderData: { properties: { rows: null } } },
      { loaderData: { 'bauen-wohnen': {} } },
    ])
      expect(module?.hydrate(document.createElement('div'), data, { location, navigator })).toBeNull();
  });
});
