import type { Location, Navigator } from 'react-router-dom';

// The area's ./hydrate (this folder's hydrate.tsx) is browser code: the Node-only server render must not be in its
// module graph (the browser build cannot bundle it). Requiring it here fails when one of its modules imports it.
jest.mock('@marktplatz/shared/ssr', () => {
  throw new Error('@marktplatz/shared/ssr ist nur für den Server.');
});

const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
const location: Location = { pathname: '/chat/contact', search: '', hash: '', state: null, key: 'default' };

describe('the area’s ./hydrate', () => {
  it('loads without the server render and hydrates nothing for data without one of its pages', () => {
    let module: typeof import('./hydrate') | undefined;
    expect(() => {
      module = jest.requireActual<typeof import('./hydrate')>('./hydrate');
    }).not.toThrow();
    expect(module?.hydrate(document.createElement('div'), { loaderData: { other: {} } }, { location, navigator })).toBeNull();
    expect(module?.hydrate(document.createElement('div'), null, { location, navigator })).toBeNull();
  });
});
