import { captureServerIslands, dropServerIsland, findServerIsland, hasServerIslands } from './serverIslands';

function page(rootHtml: string, data?: string) {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${
    data === undefined ? '' : `<script type="application/json" id="mp-ssr-data-mfe_shop">${data}</script>`
  }`;
  return document.getElementById('root') as HTMLElement;
}

describe('server islands (server-rendered pages an area hydrates)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/product/leinenhemd-classic'));

  it('notes the marked element with its loader data and path, without taking it out of the page', () => {
    const root = page(
      '<div class="frame"></div><div data-ssr="mfe_shop" data-hydrate=""><h1>Hemd</h1></div>',
      '{"loaderData":{"product":{"id":1}}}',
    );
    captureServerIslands(root);
    const island = findServerIsland('mfe_shop', '/product/leinenhemd-classic');
    expect(island?.element).toBe(root.querySelector('[data-ssr]'));
    expect(island?.element.isConnected).toBe(true);
    expect(island?.data).toEqual({ loaderData: { product: { id: 1 } } });
    expect(findServerIsland('mfe_shop', '/product/anderes')).toBeNull();
    expect(findServerIsland('mfe_stores', '/product/leinenhemd-classic')).toBeNull();
    dropServerIsland(island!);
    expect(hasServerIslands()).toBe(false);
    expect(findServerIsland('mfe_shop', '/product/leinenhemd-classic')).toBeNull();
  });

  it('leaves pages the browser renders anew: no data-hydrate mark, no or unreadable loader data', () => {
    captureServerIslands(page('<div data-ssr="mfe_shop"><h1>Hemd</h1></div>', '{"loaderData":{}}'));
    expect(hasServerIslands()).toBe(false);
    captureServerIslands(page('<div data-ssr="mfe_shop" data-hydrate=""><h1>Hemd</h1></div>'));
    expect(hasServerIslands()).toBe(false);
    captureServerIslands(page('<div data-ssr="mfe_shop" data-hydrate=""><h1>Hemd</h1></div>', '{kaputt'));
    expect(hasServerIslands()).toBe(false);
  });
});
