/**
 * What the hydration tests of the areas share (part of `@marktplatz/shared/testing`): the shell's router as an island
 * gets it, the `data-ssr` element the shell keeps, one task for lazy chunks and effects, and the check that an area's
 * `./hydrate` stays browser code. Nothing here imports the server render (`@marktplatz/shared/ssr`): the module tests
 * mock it to throw. The server's markup is `serverMarkup` of `@marktplatz/shared/testing/ssr`.
 */
import { act } from 'react';
import type { Location, Navigator } from 'react-router-dom';
import type { IslandContext } from '../ssr/hydrate';

/** The shell's location of an address's path and query (`search` with its `?`). */
export function islandLocation(pathname: string, search = ''): Location {
  return { pathname, search, hash: '', state: null, key: 'default' };
}

/**
 * The shell's navigator as an island gets it: `createHref` of a path object (as react-router's links ask for it),
 * `go`/`push`/`replace` as `jest.fn()`s to assert on.
 */
export function islandNavigator(): Navigator & { go: jest.Mock; push: jest.Mock; replace: jest.Mock } {
  return {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
    go: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
  };
}

/** The context the shell hands an island at `pathname` (and `search`): its location and a fresh navigator. */
export function islandContext(pathname: string, search = ''): { location: Location; navigator: ReturnType<typeof islandNavigator> } {
  return { location: islandLocation(pathname, search), navigator: islandNavigator() };
}

/** The element the shell keeps for an area's server markup (`<div data-ssr="<area>">`), filled and in the document. */
export function ssrContainer(area: string, markup: string): HTMLDivElement {
  const container = document.createElement('div');
  container.setAttribute('data-ssr', area);
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** Lets one macrotask pass inside `act`: a lazy chunk loads, an effect's request answers. */
export async function nextTask(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type HydrateModule = { hydrate: (container: HTMLElement, data: unknown, context: IslandContext) => unknown };

/**
 * The module test of an area's `./hydrate`: `load` (`jest.requireActual` of it, after the file's
 * `jest.mock('@marktplatz/shared/ssr', …)` that throws — the mock must stay in the test file, jest hoists it) does not
 * throw, and the module hydrates nothing for data without one of its pages, without data, and for each of `moreData`
 * (further server data that holds none of its pages). `path` is the island's location (default `/`).
 */
export function expectBrowserHydrateModule(
  load: () => HydrateModule,
  { path = '/', moreData = [] }: { path?: string; moreData?: unknown[] } = {},
): void {
  let module: HydrateModule | undefined;
  expect(() => {
    module = load();
  }).not.toThrow();
  const context = islandContext(path);
  expect(module?.hydrate(document.createElement('div'), { loaderData: { other: {} } }, context)).toBeNull();
  expect(module?.hydrate(document.createElement('div'), null, context)).toBeNull();
  for (const data of moreData) expect(module?.hydrate(document.createElement('div'), data, context)).toBeNull();
}
