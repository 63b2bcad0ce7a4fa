// The shell's own pages rendered on the server (README.md "The shell's own pages"): the shell's server build made from
// its source and loaded like an area's server remote, the news list, the news article and „Anbieter werden“ rendered
// with the pages' own API calls (a stub of our API on a local port): the first article with its picture, the article
// itself, the German texts, the structured data, and the browser's render when the API fails or the article is unknown.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';
import { injectServerRender, serverRenderedArea, serverRenderOf } from './shell-page.mjs';
import { withShellServer } from './shell-server.mjs';

/**
 * The stub of our API: the news list (`/portal/posts`, `/portal/posts/search`, `/postsByCategory/{slug}`), regions,
 * categories, the article (`/portal/post/badsanierung-planen`, and its old slug `bad-planen`, which the API follows to
 * the current one) and `/becomeProviderPage`, with the API's envelope; any other article is the API's 404. It notes
 * each request's path and query and whether it carried credentials. `broken`: every answer is a 500.
 */
const newsApi =
  (broken = false) =>
  ({ posts, regions, categories, becomeProvider, post }) =>
    startStubApi(
      (address) => {
        if (broken) return [500, { status: false, message: 'Interner Fehler' }];
        if (address.pathname === '/portal/posts' || address.pathname === '/portal/posts/search') return [200, posts];
        if (address.pathname.startsWith('/postsByCategory/')) {
          return [200, { ...posts, meta: { ...posts.meta, current_page: Number(address.searchParams.get('page')) } }];
        }
        if (address.pathname === '/regions') return [200, { status: true, data: regions }];
        if (address.pathname === '/portal/categorys') return [200, { status: true, data: categories }];
        if (address.pathname === '/becomeProviderPage') return [200, { status: true, data: becomeProvider }];
        if (address.pathname === `/portal/post/${post.slug}` || address.pathname === '/portal/post/bad-planen') {
          return [200, { status: true, data: post }];
        }
        if (address.pathname.startsWith('/portal/post/'))
          return [404, { status: false, code: 'NOT_FOUND', message: 'Beitrag nicht gefunden' }];
        return [404, { status: false, message: 'Nicht gefunden' }];
      },
      { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
    );

const SHELL_PAGES = { packageFolder: 'shell', remote: 'shell', fixture: 'news-fixture.json', startApi: newsApi() };

describe("server render of the shell's own pages: the news list, the news article and „Anbieter werden“", { timeout: 240_000 }, () => {
  let api, broken, fixture, remotes, manifest, origin, area, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, area, close } = await startPageRender(SHELL_PAGES));
    broken = await newsApi(true)(fixture);
  });
  after(async () => {
    await broken?.close();
    await close?.();
  });

  const renderAt = (url, apiSetup = api.api) => remotes.render('shell', manifest, { origin, api: apiSetup, url });
  const listCalls = () =>
    api.asked.filter((asked) => /^\/(portal\/posts|postsByCategory)/.test(asked.url)).map((asked) => new URL(asked.url, 'http://x'));

  it('renders the news list with its first articles: heading, filters, cards and pages, in German', async () => {
    api.asked.length = 0;
    const page = await renderAt('/news');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1[^>]*>News und Ratgeber<\/h1>/);
    assert.match(page.html, /<h2[^>]*>Badsanierung richtig planen<\/h2>/);
    assert.match(page.html, /Was eine Sanierung kostet und worauf Sie bei der Planung achten\./);
    assert.match(page.html, /20\. November 2026/);
    assert.match(page.html, /Bauen &amp; Wohnen/);
    assert.match(page.html, /href="\/news\/badsanierung-planen"/);
    // React separates text parts by comments (`Energie<!-- --> (<!-- -->8<!-- -->)`): the visible text without them.
    const text = page.html.replace(/<!-- -->/g, '');
    for (const words of ['Alle Regionen', 'Hamburg', 'Alle Kategorien', 'Energie (8)', 'Beiträge durchsuchen', 'Suchen', 'Filter']) {
      assert.ok(text.includes(words), words);
    }
    assert.match(page.html, /Seite 1 von 3/);
    assert.match(page.html, /Nächste Seite/);
    assert.doesNotMatch(page.html, /Beiträge werden geladen/);
    // The shell's own components with the class names the browser's build gives them (namespace `shell`, kit `mp`).
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.match(page.html, /class="[^"]*shell__sc-/);
    assert.match(page.html, /class="[^"]*mp__sc-/);
    // The guest's view: the page's own three calls without credentials; the first page, 9 a page, no region.
    assert.deepEqual(
      api.asked.map((asked) => asked.credentials),
      [false, false, false],
    );
    const [list] = listCalls();
    assert.equal(list.pathname, '/portal/posts');
    assert.deepEqual(Object.fromEntries(list.searchParams), { page: '1', per_page: '9' });
  });

  it("has the first article's picture in the HTML, loaded at once with high priority as the browser's card has it", async () => {
    const page = await renderAt('/news');
    // React's own preload of the high-priority picture comes first in the markup.
    assert.ok(page.html.startsWith(`<link rel="preload" as="image" href="${api.base}/images/news/bad.webp" fetchPriority="high"/>`));
    const pictures = [...page.html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    assert.equal(pictures.length, 2);
    const [first, second] = pictures;
    assert.ok(first.includes(`src="${api.base}/images/news/bad.webp"`), first);
    assert.match(first, /loading="eager"/);
    assert.match(first, /fetchpriority="high"/i);
    assert.match(first, /width="800"/);
    assert.match(first, /height="450"/);
    assert.match(first, /alt=""/);
    // The browser's card has no srcset or sizes (NewsCard): neither has the server's.
    assert.doesNotMatch(first, /srcset|sizes=/i);
    assert.ok(second.includes('src="https://cdn.example/news/waermepumpe.webp"'), second);
    assert.match(second, /loading="lazy"/);
  });

  it('gives the articles shown as an ItemList and the path from the start page as JSON-LD', async () => {
    const [list, crumbs] = jsonLdOf((await renderAt('/news')).structuredData);
    assert.equal(list['@context'], 'https://schema.org');
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list.name, 'News und Ratgeber');
    assert.equal(list.url, 'https://marktplatz.example/news');
    assert.equal(list.numberOfItems, 20);
    assert.deepEqual(list.itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: 'https://marktplatz.example/news/badsanierung-planen',
      name: 'Badsanierung richtig planen',
    });
    assert.equal(crumbs['@type'], 'BreadcrumbList');
    assert.deepEqual(
      crumbs.itemListElement.map((crumb) => [crumb.position, crumb.name, crumb.item]),
      [
        [1, 'Startseite', 'https://marktplatz.example/'],
        [2, 'News und Ratgeber', 'https://marktplatz.example/news'],
      ],
    );
  });

  it("renders the address's category and page with the query the page sends", async () => {
    api.asked.length = 0;
    const page = await renderAt('/news?category=energie&page=2');
    assert.equal(page?.kind, 'page');
    // The filter counts the address's category; the field shows it once the form starts (react-final-form, both sides).
    assert.match(page.html, />Filter \(1 aktiv\)<\/button>/);
    assert.match(page.html, /<span>Seite 2 von 3<\/span>/);
    const [list] = listCalls();
    assert.equal(list.pathname, '/postsByCategory/energie');
    assert.deepEqual(Object.fromEntries(list.searchParams), { page: '2', per_page: '9' });
    const [items] = jsonLdOf(page.structuredData);
    assert.equal(items.url, 'https://marktplatz.example/news?category=energie&page=2');
    assert.deepEqual(
      items.itemListElement.map((item) => item.position),
      [10, 11],
    );
  });

  it('keeps a </script> in an article title inside its text: markup, structured data and loader data', async () => {
    const page = await renderAt('/news');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 2);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    const title = fixture.posts.data[1].title;
    assert.equal(jsonLdOf(page.structuredData)[0].itemListElement[1].name, title);
    assert.equal(loaderDataOf(page, 'shell')['news-list'].posts.rows[1].title, title);
  });

  it('renders „Anbieter werden“ with its texts, sections and calls to register', async () => {
    api.asked.length = 0;
    const page = await renderAt('/become-a-provider');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.match(page.html, /<h1[^>]*>Werden Sie Anbieter auf dem Marktplatz<\/h1>/);
    assert.match(page.html, /Zeigen Sie Ihr Angebot Kundinnen und Kunden aus Ihrer Region\./);
    assert.match(page.html, /<a [^>]*href="\/register\?type=provider"[^>]*>Als Anbieter registrieren<\/a>/);
    for (const text of [
      'Ihre Vorteile',
      'Firmenprofil',
      'In drei Schritten dabei',
      'Profil anlegen',
      'Pakete',
      'Basis, Plus und Premium.',
    ]) {
      assert.ok(page.html.includes(text), text);
    }
    assert.match(page.html, /<h2[^>]*>Jetzt starten<\/h2>/);
    assert.match(page.html, />Kostenlos registrieren<\/a>/);
    assert.deepEqual(api.asked, [{ url: '/becomeProviderPage', credentials: false }]);
    const [crumbs] = jsonLdOf(page.structuredData);
    assert.deepEqual(
      crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item]),
      [
        ['Startseite', 'https://marktplatz.example/'],
        ['Anbieter werden', 'https://marktplatz.example/become-a-provider'],
      ],
    );
  });

  it('renders the news article with its own call: title, date line, picture, lead, text and related articles, in German', async () => {
    api.asked.length = 0;
    const page = await renderAt('/news/badsanierung-planen');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<article [^>]*aria-labelledby="post-heading"/);
    assert.match(page.html, /<h1 id="post-heading">Badsanierung richtig planen<\/h1>/);
    assert.match(page.html, /<a [^>]*href="\/news"[^>]*>Zurück zu allen News<\/a>/);
    const text = page.html.replace(/<!-- -->/g, '');
    assert.match(
      text,
      /<time dateTime="2026-11-20T09:00:00.000Z">20\. November 2026<\/time> · Bauen &amp; Wohnen · Berlin · von Redaktion/,
    );
    assert.match(page.html, /Was eine Sanierung kostet und worauf Sie bei der Planung achten\./);
    assert.match(page.html, /<h2>Was kostet ein neues Bad\?<\/h2>/);
    assert.match(page.html, /<li>Fliesen und Sanitär<\/li>/);
    assert.match(page.html, /<h2 id="related-heading">Weitere Beiträge<\/h2>/);
    assert.match(page.html, /href="\/news\/waermepumpe-foerderung"/);
    assert.doesNotMatch(page.html, /Beiträge werden geladen/);
    // The article's picture: in the HTML with high priority (React's own preload first), as the browser's page has it.
    assert.ok(page.html.startsWith(`<link rel="preload" as="image" href="${api.base}/images/news/bad.webp" fetchPriority="high"/>`));
    const [picture] = [...page.html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    assert.ok(picture.includes(`src="${api.base}/images/news/bad.webp"`), picture);
    assert.match(picture, /alt="Ein neues Bad"/);
    assert.match(picture, /width="800"/);
    assert.match(picture, /height="450"/);
    // The shell's own components with the browser's class names.
    assert.match(page.html, /class="[^"]*shell__sc-/);
    // The page's own call, once, as a guest.
    assert.deepEqual(api.asked, [{ url: '/portal/post/badsanierung-planen', credentials: false }]);
    // The article's data for the browser's hydration (no second request), and no first view beside the render.
    assert.deepEqual(loaderDataOf(page, 'shell')['news-post'], { slug: 'badsanierung-planen', post: fixture.post });
    assert.doesNotMatch(page.html + page.data + page.structuredData, /mp-first-page|__marktplatzRest/);
  });

  it("adds no JSON-LD of its own to the article: the page's head has its NewsArticle already (seo-head.mjs)", async () => {
    // Every article page carries `NewsArticle` and `BreadcrumbList` in its head, with or without the server render
    // (seo-head.mjs, with the operator as publisher): a second pair from the render would contradict it.
    assert.equal((await renderAt('/news/badsanierung-planen')).structuredData, '');
  });

  it("moves an article's old slug to its current address, and leaves a preview link to the browser", async () => {
    assert.deepEqual(await renderAt('/news/bad-planen'), { kind: 'redirect', status: 301, location: '/news/badsanierung-planen' });
    api.asked.length = 0;
    assert.equal(await renderAt('/news/badsanierung-planen?vorschau=abc'), null);
    assert.deepEqual(api.asked, []);
  });

  it('leaves the pages to the browser when the API fails or cannot be reached, an unknown article, and the landing page without its data', async () => {
    assert.equal(await renderAt('/news', broken.api), null);
    assert.equal(await renderAt('/become-a-provider', broken.api), null);
    assert.equal(await renderAt('/news/badsanierung-planen', broken.api), null);
    const unreachable = { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' };
    assert.equal(await renderAt('/news', unreachable), null);
    // An unknown article: the browser shows its „Beitrag nicht gefunden“ as without the server render — not a page a
    // shared cache keeps as a success (page-cache.mjs shares only a server render).
    assert.equal(await renderAt('/news/gibt-es-nicht'), null);
    // This stub has no landing data (`/homepageData` is its 404): the browser's render (landing-page.test.mjs has it).
    assert.equal(await renderAt('/'), null);
    assert.ok(remotes.counters.get('shell', 'not_rendered') >= 6);
  });

  it("is the shell's server: its pages in the page table, its own build beside its own manifest, never the composition's", async () => {
    assert.equal(serverRenderedArea('/news'), 'shell');
    assert.equal(serverRenderedArea('/news/'), 'shell');
    assert.equal(serverRenderedArea('/become-a-provider'), 'shell');
    assert.equal(serverRenderedArea('/news/badsanierung-planen'), 'shell');
    assert.equal(serverRenderedArea('/'), 'shell');
    // The shell's server: its own manifest on its own origin (here the folder's server), whatever the composition says.
    const own = withShellServer(remotes, () => area.url);
    const input = { urlPath: '/news', url: '/news', origin, api: api.api };
    const page = await serverRenderOf(own, { ...input, composition: { shell: 'http://127.0.0.1:9/mf-manifest.json' } });
    assert.equal(page?.area, 'shell');
    const html = injectServerRender('<html><head></head><body><div id=root><div class="frame"></div></div></body></html>', page);
    // The news list is hydrated by the browser (shell/src/features/editorial/lib/hydrateNewsList.tsx): its element is kept.
    assert.equal(page.hydrate, true);
    assert.ok(html.includes('<div id=root><div class="frame"></div><div data-ssr="shell" data-hydrate="">'), html.slice(0, 200));
    assert.match(html, /<script type="application\/json" id="mp-ssr-data-shell">/);
    // „Anbieter werden“ is hydrated as well (hydrateBecomeProvider.tsx).
    assert.equal(
      (await serverRenderOf(own, { ...input, urlPath: '/become-a-provider', url: '/become-a-provider', composition: {} }))?.hydrate,
      true,
    );
    // With the server render's fallback the browser renders (a failing API): the shell's page as without it.
    assert.equal(await serverRenderOf(own, { ...input, api: broken.api, composition: {} }), null);
  });

  it("sends the article's page with the server render as its one first view (one article, not two)", async () => {
    // The shell's production server on the folder with the shell's server build (its own manifest, as deployed), a
    // shell page and the API's address.
    await writeFile(
      path.join(area.folder, 'index.html'),
      '<!doctype html><html lang="de"><head><title>Marktplatz</title></head><body><div id=root><div style="min-height:65px"></div></div></body></html>',
    );
    await writeFile(path.join(area.folder, 'env.json'), JSON.stringify(api.api));
    await writeFile(path.join(area.folder, 'remotes.json'), '{}');
    const serve = (ssr) => serveStatic({ root: area.folder, port: 0, spa: true, seo: false, preload: false, seoApiBase: api.base, ssr });
    const shell = await serve(true);
    try {
      await shell.warmedUp;
      const html = await (await fetch(`${shell.url}/news/badsanierung-planen`)).text();
      assert.match(html, /<div data-ssr="shell" data-hydrate="">/);
      assert.equal(html.match(/<h1[ >]/g)?.length, 1, 'one heading');
      assert.doesNotMatch(html, /id="mp-first-page"/);
      assert.doesNotMatch(html, /__marktplatzRest/);
    } finally {
      await shell.close();
    }
    // With the server render off the browser renders the article: nothing is written into the page for it.
    const browserOnly = await serve(false);
    try {
      const html = await (await fetch(`${browserOnly.url}/news/badsanierung-planen`)).text();
      assert.doesNotMatch(html, /data-ssr=|id="mp-first-page"|__marktplatzRest|rel="preload" as="image"/);
    } finally {
      await browserOnly.close();
    }
  });

  it('renders a warm news article well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/news/badsanierung-planen'));
    console.log(
      `Server-Render des News-Beitrags (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });

  it('renders a warm news list well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/news'));
    console.log(
      `Server-Render der News-Liste (warm, mit API-Aufrufen): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
