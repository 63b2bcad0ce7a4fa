// The account area's server remote built from its source and loaded like in production: the login and the
// registration rendered on the server as a guest sees them first (the empty forms, nothing of a session, no token),
// so that their HTML can be cached like any public page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/** The stub of our API: these pages ask nothing on the server; every request is noted (and answered 404). */
const startApi = () => startStubApi(() => [404, { status: false, message: 'Nicht gefunden' }]);

const ACCOUNT_PAGES = { packageFolder: 'mfe-account', remote: 'mfe_account', startApi };

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
    // The content banner loads in the browser; its place is kept.
    assert.match(page.html, /data-testid="page-banner-placeholder"/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(page.structuredData, '');
    // No data: the route's id tells the browser's hydration which page this is; the browser hydrates it.
    assert.deepEqual(loaderDataOf(page, 'mfe_account'), { login: null });
    assert.equal(page.hydrate, true);
    assert.deepEqual(api.asked, []);
    assertNothingPersonal(page.html);
    assert.equal(remotes.counters.get('mfe_account', 'rendered'), 1);
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
    assert.deepEqual(loaderDataOf(page, 'mfe_account'), { register: null });
    assert.equal(page.hydrate, true);
    const provider = await renderAt('/register?type=provider');
    assert.match(provider.html, /aria-selected="true"[^>]*>Als Anbieter</);
    assertNothingPersonal(provider.html);
    assert.deepEqual(jsonLdOf(page.structuredData), []);
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
