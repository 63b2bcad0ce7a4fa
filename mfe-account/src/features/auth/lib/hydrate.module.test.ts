import { expectBrowserHydrateModule } from '@marktplatz/shared/testing';

// The area's ./hydrate (this folder's hydrate.tsx) is browser code: the Node-only server render must not be in its
// module graph (the browser build cannot bundle it). Requiring it here fails when one of its modules imports it.
jest.mock('@marktplatz/shared/ssr', () => {
  throw new Error('@marktplatz/shared/ssr ist nur für den Server.');
});

describe('the area’s ./hydrate', () => {
  it('loads without the server render and hydrates nothing for data without one of its pages', () => {
    expectBrowserHydrateModule(() => jest.requireActual<typeof import('./hydrate')>('./hydrate'), { path: '/login' });
  });
});
