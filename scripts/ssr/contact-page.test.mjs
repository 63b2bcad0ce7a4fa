// The chat area's server remote built from its source and loaded like in production: the contact form rendered on the
// server as a guest sees it first, with its topics from the API (a stub of our API on a local port): the empty form,
// nothing of a session, no token, so that its HTML can be cached like any public page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

const TOPICS = [
  { id: 1, name: 'Bestellung & Lieferung' },
  { id: 2, name: 'Konto </script><b>' },
];

/**
 * The stub of our API: `GET /getContactCategories` (the topics, with the API's envelope; `failing` answers 500); it
 * notes each request's address and whether it came with credentials.
 */
const startApi = () => {
  const state = { failing: false };
  return startStubApi(
    (address) => {
      if (address.pathname !== '/getContactCategories') return [404, { status: false, message: 'Nicht gefunden' }];
      return state.failing ? [500, { status: false, message: 'Interner Fehler' }] : [200, { status: true, data: TOPICS }];
    },
    { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
  ).then((stub) => Object.assign(stub, { state }));
};

const CONTACT_PAGE = { packageFolder: 'mfe-chat', remote: 'mfe_chat', startApi };

/** What must never be in a cached page: a filled field, a hidden field (CSRF token), a session's or a person's data. */
function assertNothingPersonal(html) {
  assert.doesNotMatch(html, /type="hidden"/);
  assert.doesNotMatch(html, /csrf|xsrf|bearer|token/i);
  assert.doesNotMatch(html, /@[a-z0-9-]+\.[a-z]{2,}/i, 'no e-mail address');
  for (const [input] of html.matchAll(/<(input|textarea)[^>]*>/g)) {
    if (/type="(checkbox|radio)"/.test(input)) assert.doesNotMatch(input, /checked/, input);
    else assert.match(input, /value=""|^(?![\s\S]*value=)/, input);
  }
  for (const [, text] of html.matchAll(/<textarea[^>]*>([^<]*)<\/textarea>/g)) assert.equal(text, '');
}

describe('server render of the contact form', { timeout: 180_000 }, () => {
  let api, remotes, manifest, origin, close;
  before(async () => {
    ({ api, remotes, manifest, origin, close } = await startPageRender(CONTACT_PAGE));
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_chat', manifest, { origin, api: apiSetup, url });

  it("renders the guest's empty form with its topics: heading, intro, fields, privacy consent, the send button", async () => {
    api.asked.length = 0;
    const page = await renderAt('/chat/contact');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Kontakt<\/h1>/);
    assert.match(page.html, /Schreiben Sie uns/);
    assert.match(page.html, /<option value="1">Bestellung &amp; Lieferung<\/option>/);
    assert.match(page.html, /E-Mail-Adresse/);
    assert.match(page.html, /Ich habe die Datenschutzerklärung gelesen/);
    assert.match(page.html, /Nachricht senden/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(page.structuredData, '');
    assert.deepEqual(api.asked, [{ url: '/getContactCategories', credentials: false }]);
    assertNothingPersonal(page.html);
    // The browser hydrates it with the same topics (loader data), no second request for them.
    assert.equal(page.hydrate, true);
    assert.equal(remotes.counters.get('mfe_chat', 'rendered'), 1);
  });

  it('keeps a </script> in a topic inside its text: markup and loader data', async () => {
    const page = await renderAt('/chat/contact');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.equal(loaderDataOf(page, 'mfe_chat').contact.categories[1].name, TOPICS[1].name);
  });

  it('renders the form without its topics when they cannot be loaded (the browser loads them)', async () => {
    api.state.failing = true;
    try {
      const page = await renderAt('/chat/contact');
      assert.equal(page?.kind, 'page');
      assert.match(page.html, /data-testid="contact-form"/);
      assert.doesNotMatch(page.html, /Bestellung &amp; Lieferung/);
      assert.deepEqual(loaderDataOf(page, 'mfe_chat').contact, { categories: null });
      assertNothingPersonal(page.html);
    } finally {
      api.state.failing = false;
    }
    const unreachable = await renderAt('/chat/contact', { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' });
    assert.equal(unreachable?.kind, 'page');
  });

  it("leaves the area's other pages to the browser", async () => {
    assert.equal(await renderAt('/chat'), null);
    assert.equal(await renderAt('/chat/42'), null);
  });

  it('renders a warm contact form well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/chat/contact'));
    console.log(
      `Server-Render des Kontaktformulars (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
