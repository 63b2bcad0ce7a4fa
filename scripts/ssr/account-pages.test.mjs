// The account area's server remote built from its source and loaded like in production: the login and the
// registration rendered on the server as a guest sees them first (the page's content banner and the empty forms,
// nothing of a session, no token), so that their HTML can be cached like any public page.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, warmRenderTimes } from './page-test-support.mjs';

const banner = (page, id, position, fields = {}) => ({
  id,
  page,
  title: `Banner ${id}`,
  subtitle: null,
  image: null,
  image_mobile: null,
  alt_text: null,
  button_text: null,
  button_url: null,
  position,
  ...fields,
});

/** The content banners of the login and the registration (the API's `pageBanners`), not in the order of their position. */
const BANNERS = {
  LOGIN: [
    banner('LOGIN', '2', 2, { title: 'Zweiter Banner' }),
    banner('LOGIN', '1', 1, {
      title: 'Willkommen zurück </script>',
      subtitle: 'Melden Sie sich an und kaufen Sie in Ihrer Region.',
      button_text: 'Mehr erfahren',
      button_url: '/news',
    }),
  ],
  REGISTRATION: [banner('REGISTRATION', '3', 1, { title: 'Jetzt dabei sein', subtitle: 'Ein Konto für alle Bereiche.' })],
};

/** The API's answer to a banner query: the page's banners. */
const bannersAnswer = (body) => [200, { data: { pageBanners: { data: BANNERS[body.variables?.page] ?? [] } } }];

/**
 * A stub of our API: the pages' one call on the server is the content banner's GraphQL query, answered by
 * `answer(body)` (`[status, json]`); every request is noted in `asked` (method, path, operation, variables, whether it
 * carried a session), anything but `POST /graphql` answered 404. `api` is the endpoints a render is given.
 */
async function startApi(answer = bannersAnswer) {
  const asked = [];
  const stub = { asked, answer };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        body = {};
      }
      const path = new URL(request.url, 'http://localhost').pathname;
      asked.push({
        method: request.method,
        path,
        operation: body.operationName,
        variables: body.variables,
        session: Boolean(request.headers.authorization || request.headers.cookie),
      });
      const [status, json] =
        request.method === 'POST' && path === '/graphql' ? stub.answer(body) : [404, { status: false, message: 'Nicht gefunden' }];
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(stub, {
    base,
    api: { API_BASE: base, API_SECONDARY_BASE: `${base}/api`, GRAPHQL_URL: `${base}/graphql` },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  });
}

const ACCOUNT_PAGES = { packageFolder: 'mfe-account', remote: 'mfe_account', startApi: () => startApi() };

/** The banner the page shows: the one first by position, as in the browser. */
const BANNER_TAG = /<aside[^>]*data-testid="page-banner"[^>]*>(.*?)<\/aside>/s;

/** What must never be in a cached page: a filled field, a hidden field (CSRF token), a session's or a person's data. */
function assertNothingPersonal(html) {
  assert.doesNotMatch(html, /type="hidden"/);
  assert.doesNotMatch(html, /csrf|xsrf|bearer|token/i);
  assert.doesNotMatch(html, /@[a-z0-9-]+\.[a-z]{2,}/i, 'no e-mail address');
  for (const [input] of html.matchAll(/<input[^>]*>/g)) {
    if (/type="(checkbox|radio)"/.test(input)) assert.doesNotMatch(input, /checked/, input);
    else assert.match(input, /value=""|^(?![\s\S]*value=)/, input);
  }
}

describe('server render of the login and the registration', { timeout: 180_000 }, () => {
  let api, remotes, manifest, origin, close;
  before(async () => {
    ({ api, remotes, manifest, origin, close } = await startPageRender(ACCOUNT_PAGES));
  });
  after(() => close?.());

  const renderAt = (url) => remotes.render('mfe_account', manifest, { origin, api: api.api, url });

  it('renders the login form: heading, e-mail or username, password, the link to the registration', async () => {
    api.asked.length = 0;
    const page = await renderAt('/login');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Anmelden<\/h1>/);
    assert.match(page.html, /type="password"/);
    assert.match(page.html, /<button type="submit"[^>]*>Anmelden<\/button>/);
    assert.match(page.html, /Noch kein Konto\?(<!-- -->)? (<!-- -->)?<a href="\/register"[^>]*>Jetzt registrieren<\/a>/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(page.structuredData, '');
    assert.equal(page.hydrate, true);
    assertNothingPersonal(page.html);
    assert.equal(remotes.counters.get('mfe_account', 'rendered'), 1);
  });

  it("renders the login's content banner (the first by position) from the page's own query, asked as a guest", async () => {
    api.asked.length = 0;
    const page = await renderAt('/login');
    assert.equal(page?.kind, 'page');
    const shown = BANNER_TAG.exec(page.html);
    assert.ok(shown, 'the banner is in the HTML');
    assert.match(shown[0], /aria-label="Willkommen zurück &lt;\/script&gt;"/);
    assert.match(
      shown[1],
      /^<strong>Willkommen zurück &lt;\/script&gt;<\/strong><p>Melden Sie sich an und kaufen Sie in Ihrer Region\.<\/p>/,
    );
    assert.match(shown[1], /<a href="\/news">Mehr erfahren<\/a>/);
    assert.doesNotMatch(page.html, /Zweiter Banner/);
    assert.doesNotMatch(page.html, /page-banner-placeholder/);
    // The banner comes before the form, as in the browser.
    assert.ok(page.html.indexOf('data-testid="page-banner"') < page.html.indexOf('<form'));
    // The loader data carries the banners (sorted) for the browser's hydration, under the route's id.
    const sorted = [BANNERS.LOGIN[1], BANNERS.LOGIN[0]];
    assert.deepEqual(loaderDataOf(page, 'mfe_account'), { login: { banners: sorted } });
    assert.doesNotMatch(page.data.slice(0, -'</script>'.length), /<\/script>/i);
    // One call: the browser's query and variables, without a session.
    assert.deepEqual(api.asked, [
      { method: 'POST', path: '/graphql', operation: 'PageBanners', variables: { page: 'LOGIN' }, session: false },
    ]);
  });

  it("says why the login is asked for from the address's redirect, and never redirects a guest", async () => {
    const page = await renderAt('/login?redirect=%2Fshop%2Fcheckout');
    assert.equal(page?.kind, 'page');
    assert.match(page.html, /data-testid="login-reason"/);
    const confirmed = await renderAt('/login?confirmed=1');
    assert.match(confirmed.html, /Ihre E-Mail-Adresse ist bestätigt/);
  });

  it("renders the registration's customer form, and the provider form for ?type=provider", async () => {
    const page = await renderAt('/register');
    assert.equal(page?.kind, 'page');
    assert.match(page.html, /<h1>Registrieren<\/h1>/);
    assert.match(page.html, /role="tablist"/);
    assert.match(page.html, /aria-selected="true"[^>]*>Als Kunde</);
    assert.match(page.html, /Konto anlegen/);
    assert.match(page.html, /type="password"/);
    assertNothingPersonal(page.html);
    // The registration's own banner, in the HTML and in the loader data.
    assert.match(BANNER_TAG.exec(page.html)?.[1] ?? '', /^<strong>Jetzt dabei sein<\/strong><p>Ein Konto für alle Bereiche\.<\/p>/);
    assert.deepEqual(loaderDataOf(page, 'mfe_account'), { register: { banners: BANNERS.REGISTRATION } });
    assert.equal(page.hydrate, true);
    const provider = await renderAt('/register?type=provider');
    assert.match(provider.html, /aria-selected="true"[^>]*>Als Anbieter</);
    assertNothingPersonal(provider.html);
    assert.deepEqual(jsonLdOf(page.structuredData), []);
  });

  it('renders the page without banner when the banner call fails (an error, an error answer, no API): no banner, as in the browser', async () => {
    const failures = [
      () => [500, { message: 'Interner Fehler' }],
      () => [200, { data: null, errors: [{ message: 'kaputt' }] }],
      () => [200, { data: { pageBanners: null } }],
    ];
    try {
      for (const failure of failures) {
        api.answer = failure;
        for (const [url, id] of [
          ['/login', 'login'],
          ['/register', 'register'],
        ]) {
          const page = await renderAt(url);
          assert.equal(page?.kind, 'page', `${url}: ${JSON.stringify(remotes.counters.snapshot())}`);
          assert.match(page.html, /<form/);
          assert.doesNotMatch(page.html, /data-testid="page-banner/);
          assert.deepEqual(loaderDataOf(page, 'mfe_account'), { [id]: { banners: [] } });
        }
      }
    } finally {
      api.answer = bannersAnswer;
    }
    // The API not reachable at all.
    const unreachable = await remotes.render('mfe_account', manifest, {
      origin,
      url: '/login',
      api: { ...api.api, GRAPHQL_URL: 'http://127.0.0.1:9/graphql' },
    });
    assert.equal(unreachable?.kind, 'page');
    assert.doesNotMatch(unreachable.html, /data-testid="page-banner/);
    assert.deepEqual(loaderDataOf(unreachable, 'mfe_account'), { login: { banners: [] } });
  });

  it("leaves the area's other pages to the browser", async () => {
    assert.equal(await renderAt('/account'), null);
    assert.equal(await renderAt('/register/confirm'), null);
    assert.equal(await renderAt('/forgot-password'), null);
  });

  it('renders a warm login page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/login'));
    console.log(`Server-Render der Anmeldung (warm): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`);
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
