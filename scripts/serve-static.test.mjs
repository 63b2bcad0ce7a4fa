// The production server of the built apps: node --test scripts/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { areaFor, deferPreloads, matchesPattern } from './preload.mjs';
import { serveStatic } from './serve-static.mjs';
import { get } from './raw-get.mjs';

describe('matching a URL to its area', () => {
  const table = {
    areas: [
      { remote: 'mfe_shop', patterns: ['/product/:id', '/shop/*'] },
      { remote: 'mfe_account', patterns: ['/login'] },
    ],
  };
  test('patterns with parameters and a wildcard', () => {
    assert.equal(matchesPattern('/product/:id', '/product/honig'), true);
    assert.equal(matchesPattern('/product/:id', '/product/honig/mehr'), false);
    assert.equal(matchesPattern('/shop/*', '/shop'), true);
    assert.equal(matchesPattern('/shop/*', '/shop/cart'), true);
    assert.equal(matchesPattern('/shop/*', '/shopping'), false);
    assert.equal(areaFor(table, '/login/'), 'mfe_account');
    assert.equal(areaFor(table, '/news'), null);
  });
});

describe('serveStatic', () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'serve-static-shell-'));
  const areaDir = mkdtempSync(path.join(tmpdir(), 'serve-static-area-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let shell;
  let area;
  let cms;

  before(async () => {
    cms = http.createServer(async (request, response) => {
      response.setHeader('content-type', 'application/json');
      let body = '';
      for await (const chunk of request) body += chunk;
      const moved = { '/portal/post/alter-beitrag': '/news/neuer-beitrag', '/api/pagedata/altes-impressum': '/page/impressum' }[
        request.url
      ];
      if (moved) {
        response.statusCode = 301;
        response.setHeader('location', moved.replace('/news/', '/portal/post/').replace('/page/', '/api/pagedata/'));
        response.end(
          JSON.stringify({ status: true, message: 'Die Seite ist unter einer neuen Adresse erreichbar.', data: { url: moved } }),
        );
        return;
      }
      if (request.url === '/shop/productBySlug/kaffee-ohne-seo') {
        response.end(
          JSON.stringify({
            status: true,
            data: {
              name: 'Kaffee „Ohne“',
              short_description: '<p>Bohnen aus <b>Brasilien</b>,\n frisch geröstet.</p>',
              gallery: [{ id: 1, image: '/uploads/kaffee.jpg', alt: 'Kaffee', variant_id: null }],
            },
          }),
        );
        return;
      }
      if (request.url === '/portal/post/badsanierung-planen') {
        response.end(
          JSON.stringify({
            status: true,
            data: {
              slug: 'badsanierung-planen',
              title: 'Bad </script>',
              image: '/images/news/bad.svg',
              image_alt: 'Ein Bad "neu"',
              published_at: '2026-11-20T09:00:00.000Z',
              category: { name: 'Bauen & Wohnen' },
              region: null,
              author: 'Redaktion',
              excerpt: 'Was eine Sanierung kostet.',
            },
          }),
        );
        return;
      }
      if (request.url?.startsWith('/portal/post/')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ status: false, message: 'Beitrag nicht gefunden.' }));
        return;
      }
      if (request.url?.startsWith('/shop/productBySlug/')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ status: false, message: 'Produkt nicht gefunden.' }));
        return;
      }
      const asked = body ? JSON.parse(body) : {};
      if (asked.operationName === 'PageBanners') {
        const data =
          asked.variables?.page === 'LOGIN'
            ? { pageBanners: { data: [{ id: '1', page: 'LOGIN', title: 'Willkommen </script>', position: 1 }] } }
            : null;
        response.end(JSON.stringify(data ? { data } : { data: null, errors: [{ message: 'kaputt' }] }));
        return;
      }
      if (String(asked.query ?? '').includes('ServerSeo')) {
        const found = asked.variables?.slug === 'kaffee-crema';
        const seoData = found
          ? {
              type: 'PRODUCT',
              slug: 'kaffee-crema',
              is_meta: true,
              meta_title: 'Kaffee <Crema>',
              meta_description: 'Röstfrisch.',
              meta_tag: '',
              tags: ['Kaffee'],
              og_image: null,
            }
          : null;
        response.end(JSON.stringify({ data: { seoData } }));
        return;
      }
      response.end(
        JSON.stringify({
          data: {
            cookieBanner: {
              title: 'Cookies <bitte>',
              content: 'Wir fragen vorher.',
              accept_all_text: 'Alle akzeptieren',
              reject_text: 'Nur notwendige',
              settings_text: 'Einstellungen',
            },
          },
        }),
      );
    });
    await new Promise((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${cms.address().port}`;

    writeFileSync(path.join(areaDir, 'remoteEntry.js'), 'var x=1;');
    writeFileSync(path.join(areaDir, '__federation_expose_Area.0123abcd.js'), 'var y=1;');
    writeFileSync(
      path.join(areaDir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'Area', path: './Area', assets: { js: { sync: ['__federation_expose_Area.0123abcd.js'], async: [] } } }],
      }),
    );
    area = await serveStatic({ root: areaDir, port: 0, corsOrigins: ['*'] });

    writeFileSync(
      path.join(shellDir, 'index.html'),
      // as the build writes it: an inline head start in the head, the start after the first paint at the body's end
      '<!doctype html><html><head><title>Marktplatz</title><script defer src="/main.js"></script>' +
        '<script>window.__marktplatzHeadStart=function(){}</script></head><body><div id="root"><div style="min-height:65px"></div></div>' +
        '<script>(function(){var started=false})()</script></body></html>',
    );
    writeFileSync(path.join(shellDir, 'main.js'), script);
    writeFileSync(path.join(shellDir, '1234.89abcdef.js'), script);
    writeFileSync(path.join(shellDir, '1234.89abcdef.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(shellDir, '1234.89abcdef.js.gz'), gzipSync(script));
    writeFileSync(path.join(shellDir, 'header.0badc0de.js'), 'var h=1;');
    writeFileSync(path.join(shellDir, 'route-table.json'), JSON.stringify({ areas: [{ remote: 'mfe_account', patterns: ['/login'] }] }));
    writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ mfe_account: `${area.url}/mf-manifest.json` }));
    writeFileSync(path.join(shellDir, 'env.json'), JSON.stringify({ API_BASE: api }));
    writeFileSync(path.join(shellDir, 'first-view.json'), JSON.stringify({ consentKey: 'cookie_consent', consentVersion: 2 }));
    writeFileSync(
      path.join(shellDir, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', assets: { js: { sync: ['1234.89abcdef.js', '9999.89abcdef.js'] } } },
          { name: 'graphql', assets: { js: { sync: ['5555.aaaaaaaa.js'] } } },
        ],
      }),
    );
    shell = await serveStatic({ root: shellDir, port: 0, spa: true, seoTimeoutMs: 2000 });
  });
  after(async () => {
    await shell?.close();
    await area?.close();
    cms?.close();
  });

  test('a content-hashed file: the precompressed brotli copy, cached for a year, 304 when unchanged', async () => {
    const first = await get(`${shell.url}/1234.89abcdef.js`, { 'accept-encoding': 'br, gzip' });
    assert.equal(first.status, 200);
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(first.headers.connection ?? '', /keep-alive/i);
    assert.ok(first.body.length < script.length / 10);
    const again = await get(`${shell.url}/1234.89abcdef.js`, { 'accept-encoding': 'br, gzip', 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304);
    const gzip = await get(`${shell.url}/1234.89abcdef.js`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
  });

  test('the entry script is revalidated on every load and compressed although the build left no copy', async () => {
    const response = await get(`${shell.url}/main.js`, { 'accept-encoding': 'br' });
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.headers['content-encoding'], 'br');
  });

  test("an area URL's page preloads the area's manifest, remote entry and exposed module, and the shell's start libraries", async () => {
    const html = (await get(`${shell.url}/login`)).body.toString();
    assert.ok(html.includes(`<link rel="preload" as="fetch" href="${area.url}/mf-manifest.json" crossorigin>`), html);
    assert.ok(html.includes(`<link rel="preload" as="script" href="${area.url}/remoteEntry.js">`));
    assert.ok(html.includes(`<link rel="preload" as="script" href="${area.url}/__federation_expose_Area.0123abcd.js">`));
    assert.ok(html.includes('<link rel="preload" as="script" href="/1234.89abcdef.js">'));
    assert.ok(html.includes('<link rel="preload" as="script" href="/header.0badc0de.js">'));
    assert.equal(html.includes('9999.89abcdef.js'), false, 'only the library chunk the page loads');
    assert.equal(html.includes('5555.aaaaaaaa.js'), false, 'graphql is not a start library');
    assert.ok(html.indexOf('/main.js') < html.indexOf('rel="preload"'), 'the entry script stays first');
  });

  test('the script and fetch preloads wait in a template at the end of the body until the page is painted; preconnects stay in the head', async () => {
    const html = (await get(`${shell.url}/login`)).body.toString();
    const [head, body] = html.split('</head>');
    assert.equal(/rel="preload"/.test(head), false, head);
    assert.ok(head.includes(`<link rel="preconnect" href="${area.url}">`));
    const template = /<template id="mp-later">(.*?)<\/template><\/body>/.exec(body);
    assert.ok(template, body);
    assert.ok(template[1].indexOf('mf-manifest.json') < template[1].indexOf('/1234.89abcdef.js'), 'the area chain first');
  });

  test('a shell page carries the cookie banner with the API texts (escaped) before any script, and the texts for the app', async () => {
    const response = await get(`${shell.url}/news`, { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['cache-control'], 'no-cache');
    const html = (await get(`${shell.url}/news`)).body.toString();
    assert.ok(html.includes('<section id="mp-first-banner"'));
    assert.ok(html.includes('Cookies &lt;bitte&gt;'));
    assert.ok(html.includes('<button type="button" data-choice="necessary">Nur notwendige</button>'));
    assert.ok(html.includes('c.version===2'));
    assert.ok(html.includes('window.__marktplatzCookieBanner={"title":"Cookies \\u003cbitte>"'));
  });

  test('pages without SEO data in the API get their own title and description; sign-in is noindex, registration not', async () => {
    const list = (await get(`${shell.url}/product-list`)).body.toString();
    assert.match(list, /<title>Produkte von Händlern aus Ihrer Region – Marktplatz<\/title>/);
    assert.match(list, /<meta name="description" content="Produkte vieler Anbieter[^"]+">/);
    assert.match(list, /<link rel="canonical" href="http:\/\/[^"]+\/product-list">/);
    assert.equal(list.includes('name="robots"'), false);
    const login = (await get(`${shell.url}/login`)).body.toString();
    assert.match(login, /<meta name="description" content="Melden Sie sich an[^"]+">/);
    assert.ok(login.includes('<meta name="robots" content="noindex, follow">'));
    assert.equal(login.includes('rel="canonical"'), false);
    const register = (await get(`${shell.url}/register`)).body.toString();
    assert.ok(register.includes('<title>Registrieren – Marktplatz</title>'));
    assert.equal(register.includes('name="robots"'), false, 'registration stays findable');
    const listing = (await get(`${shell.url}/property-detail/altbau-mit-balkon`)).body.toString();
    assert.match(listing, /<meta name="description" content="Immobilienangebot[^"]+">/);
    const menu = (await get(`${shell.url}/food/menu/pizzeria-da-marco`)).body.toString();
    assert.ok(menu.includes('<title>Speisekarte – Marktplatz</title>'), menu);
    assert.match(menu, /<meta name="description" content="Speisekarte mit Preisen[^"]+">/);
    const contact = (await get(`${shell.url}/chat/contact`)).body.toString();
    assert.match(contact, /<meta name="description" content="Schreiben Sie uns[^"]+">/);
    const unknown = (await get(`${shell.url}/irgendwo/tief`)).body.toString();
    assert.equal(unknown.includes('name="description"'), false);
  });

  test("a page with SEO data carries the API's answer for the front end (escaped), also when the API has none; a product without one gets its head from its own data", async () => {
    const found = (await get(`${shell.url}/product/kaffee-crema`)).body.toString();
    assert.ok(found.includes('<title>Kaffee &lt;Crema&gt;</title>'), found);
    assert.ok(
      found.includes(
        'window.__marktplatzSeo={"type":"PRODUCT","slug":"kaffee-crema","data":{"type":"PRODUCT","slug":"kaffee-crema","is_meta":true,"meta_title":"Kaffee \\u003cCrema>"',
      ),
      found,
    );
    const none = (await get(`${shell.url}/product/unbekannt`)).body.toString();
    assert.ok(none.includes('window.__marktplatzSeo={"type":"PRODUCT","slug":"unbekannt","data":null}'), none);
    assert.ok(none.includes('<title>Marktplatz</title>'), 'an unknown product keeps the page title');
    const derived = (await get(`${shell.url}/product/kaffee-ohne-seo`)).body.toString();
    assert.ok(derived.includes('<title>Kaffee „Ohne“ – Marktplatz</title>'), derived);
    assert.ok(derived.includes('<meta name="description" content="Bohnen aus Brasilien, frisch geröstet.">'), derived);
    assert.match(derived, /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/kaffee\.jpg">/);
    assert.ok(
      derived.includes('window.__marktplatzSeo={"type":"PRODUCT","slug":"kaffee-ohne-seo","data":null}'),
      'the API answer stays "none"',
    );
    const list = (await get(`${shell.url}/product-list`)).body.toString();
    assert.equal(list.includes('__marktplatzSeo'), false, 'a page without an SEO type carries no answer');
  });

  test("no page carries a hand-written first view or its scripts' data: the server render or the browser's render is its one rendering", async () => {
    const login = (await get(`${shell.url}/login`)).body.toString();
    assert.equal(login.includes('__marktplatzGraphql'), false, 'the page asks its own queries');
    const article = (await get(`${shell.url}/news/badsanierung-planen`)).body.toString();
    assert.ok(article.includes('<title>'), article);
    for (const trace of ['__marktplatzRest', 'mp-first-page', 'rel="preload" as="image"'])
      assert.equal(article.includes(trace), false, trace);
    const home = (await get(`${shell.url}/`)).body.toString();
    for (const trace of ['marktplatz-api-base', 'landing-hero-preview', '__marktplatzRest'])
      assert.equal(home.includes(trace), false, trace);
    // without a server render every page keeps the frame's row in #root, the landing page too
    for (const page of [home, article]) assert.ok(page.includes('<div id="root"><div style="min-height:65px"></div></div>'), page);
  });

  test("the build's script preloads move behind the first paint; a picture's preload and a stylesheet stay", () => {
    // the build's unquoted entry preload moves too; an image preload and a stylesheet stay
    assert.equal(
      deferPreloads(
        '<head><link rel=preload href=/main.js as=script><link rel="preload" as="image" href="/b.svg"><link rel="stylesheet" href="/a.css"></head><body><p>x</p></body>',
      ),
      '<head><link rel="preload" as="image" href="/b.svg"><link rel="stylesheet" href="/a.css"></head><body><p>x</p><template id="mp-later"><link rel=preload href=/main.js as=script></template></body>',
    );
    assert.equal(deferPreloads('<head><title>t</title></head><body></body>'), '<head><title>t</title></head><body></body>');
  });

  test('an old slug of a renamed article or page answers 301 to its current address, with the query; a current one the page', async () => {
    const article = await fetch(`${shell.url}/news/alter-beitrag?ref=teilen`, { redirect: 'manual' });
    assert.equal(article.status, 301);
    assert.equal(article.headers.get('location'), '/news/neuer-beitrag?ref=teilen');
    const page = await fetch(`${shell.url}/page/altes-impressum`, { redirect: 'manual' });
    assert.equal(page.status, 301);
    assert.equal(page.headers.get('location'), '/page/impressum');
    assert.equal((await fetch(`${shell.url}/news/badsanierung-planen`, { redirect: 'manual' })).status, 200);
    assert.equal((await fetch(`${shell.url}/page/impressum`, { redirect: 'manual' })).status, 200);
  });

  test('an unknown file is a 404, an unknown route the page', async () => {
    assert.equal((await get(`${shell.url}/fehlt.js`)).status, 404);
    assert.equal((await get(`${shell.url}/irgendwo/tief`)).status, 200);
  });

  /** The `<script>` start tags of a page: `{ tag, nonce, src }`. */
  const scriptTags = (html) =>
    [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => ({
      tag,
      nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null,
      src: /\ssrc=/.test(tag),
    }));
  const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy)?.[1];
  // every kind of inline script: the build's two, the banner's texts and script (every page), the SEO answer (/product/…)
  const PAGES = ['/', '/login', '/product/kaffee-crema', '/news/badsanierung-planen', '/product-list'];

  test('every shell page carries HSTS, no framing, nosniff, the referrer and permissions policies and a Content-Security-Policy', async () => {
    for (const page of PAGES) {
      const { headers } = await get(`${shell.url}${page}`);
      assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', page);
      assert.equal(headers['x-frame-options'], 'DENY', page);
      assert.equal(headers['x-content-type-options'], 'nosniff', page);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', page);
      assert.match(headers['permissions-policy'], /camera=\(\).*geolocation=\(\).*microphone=\(\)/, page);
      const policy = headers['content-security-policy'];
      assert.ok(policy, page);
      assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/);
      assert.match(policy, /(^|; )object-src 'none'(;|$)/);
      assert.match(policy, /(^|; )base-uri 'self'(;|$)/);
      assert.equal(headers['content-security-policy-report-only'], undefined);
    }
  });

  test("the policy's nonce is on every inline script of the page, the build's and the server's, and no other", async () => {
    for (const page of PAGES) {
      const response = await get(`${shell.url}${page}`);
      const html = response.body.toString();
      const nonce = nonceOf(response.headers['content-security-policy']);
      assert.ok(nonce && nonce.length >= 22, page);
      const inline = scriptTags(html).filter((script) => !script.src);
      assert.ok(inline.length >= 3, `${page}: ${inline.length} inline scripts`);
      for (const script of inline) assert.equal(script.nonce, nonce, `${page}: ${script.tag}`);
      assert.equal(html.split(nonce).length - 1, inline.length + scriptTags(html).filter((script) => script.src && script.nonce).length);
    }
    const scriptsOf = async (page) => scriptTags((await get(`${shell.url}${page}`)).body.toString()).filter((script) => !script.src).length;
    // the build's two and the banner's texts and script everywhere; the SEO answer on a product
    assert.ok((await scriptsOf('/')) >= 4);
    assert.ok((await scriptsOf('/login')) >= 4);
    assert.ok((await scriptsOf('/product/kaffee-crema')) >= 5);
    assert.ok((await scriptsOf('/news/badsanierung-planen')) >= 4);
  });

  test('every response has its own nonce; the page carries no ETag, so a revalidation never reuses an old one', async () => {
    const first = await get(`${shell.url}/news`);
    const second = await get(`${shell.url}/news`, { 'if-none-match': '"irgendwas"' });
    assert.equal(second.status, 200);
    assert.equal(first.headers.etag, undefined);
    const [a, b] = [first, second].map((response) => nonceOf(response.headers['content-security-policy']));
    assert.notEqual(a, b);
    assert.ok(second.body.toString().includes(`nonce="${b}"`));
    assert.equal(second.body.toString().includes(a), false);
  });

  test("scripts: the site's own, the nonce and the areas' origins from remotes.json, never 'unsafe-inline' or 'unsafe-eval'", async () => {
    const { headers } = await get(`${shell.url}/login`);
    const policy = headers['content-security-policy'];
    const directive = (name) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1].split(' ') ?? [];
    const scripts = directive('script-src');
    assert.ok(scripts.includes("'self'"));
    assert.ok(scripts.includes(area.url), policy);
    assert.equal(
      scripts.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || source === '*'),
      false,
      policy,
    );
    // the manifest and chunks are fetched from the area, the API (and its chat WebSocket) from env.json
    const { API_BASE } = JSON.parse(readFileSync(path.join(shellDir, 'env.json'), 'utf8'));
    for (const source of [area.url, API_BASE, API_BASE.replace(/^http/, 'ws')])
      assert.ok(directive('connect-src').includes(source), source);
    assert.ok(directive('img-src').includes(API_BASE));
    assert.equal(directive('default-src').join(' '), "'self'");
  });

  test("an area's files say nosniff and refuse framing; its HTML gets the restrictive policy without inline scripts", async () => {
    const entry = await get(`${area.url}/remoteEntry.js`, { origin: 'http://127.0.0.1:3000' });
    assert.equal(entry.headers['x-content-type-options'], 'nosniff');
    assert.equal(entry.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(entry.headers['x-frame-options'], 'DENY');
    assert.equal((await get(`${area.url}/mf-manifest.json`)).headers['x-content-type-options'], 'nosniff');
    writeFileSync(path.join(areaDir, 'index.html'), '<!doctype html><title>Bereich</title><script defer src="main.js"></script>');
    const page = await get(`${area.url}/`);
    assert.equal(page.status, 200);
    const policy = page.headers['content-security-policy'];
    assert.match(policy, /(^|; )script-src 'self'(;|$)/);
    assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/);
    assert.match(policy, /(^|; )object-src 'none'(;|$)/);
  });
});
