import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { WAIT_MS, screenshots } from '../src/harness/browser.js';
import { assertNoPageErrors, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { countReactRenderers, reactRenderers, readShareScope } from '../src/harness/share-scope.js';
import { signInAsCustomer } from '../src/harness/login.js';
import { openChat, waitForFrameWidgets } from '../src/harness/widgets.js';

/** ARCHITECTURE.md's singletons that must exist exactly once in a page with several areas mounted. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'styled-components', '@apollo/client', '@marktplatz/shared'];

describe('singletons in the composed page', () => {
  const suite = composedSiteSuite();

  test('with the frame widgets, two areas and the chat parcel mounted there is one React, router, styled-components, Apollo client, toaster (with the first toast) and @marktplatz/shared', () =>
    inSession(suite.browser, async (session) => {
      const { page } = session;
      const signedIn = await signInAsCustomer(session.context);
      await countReactRenderers(page);
      await openSite(page, `${SHELL_ORIGIN}/product-list`);
      await waitForAreaRendered(page, 'mfe_shop');
      const widgets = await waitForFrameWidgets(page, session.requests);
      await openChat(page);
      // Apollo loads only with a page's first GraphQL query (the product list asks REST): the provider search asks
      // for its industries through GraphQL once „Branchen“ is opened, so moving there in the same page and opening
      // them brings the one @apollo/client in.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/provider-search');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitForAreaRendered(page, 'mfe_stores');
      await page.locator('summary', { hasText: 'Branchen' }).click();
      await page.locator('input[name="industries"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshots(page, 'singletons');

      const scope = await readShareScope(page);
      const report = Object.entries(scope)
        .map(([name, entries]) =>
          entries.map(
            (entry) => `${name}@${entry.version} von ${entry.from}${entry.loaded ? ', geladen' : ''}, in ${entry.useIn.join('+')}`,
          ),
        )
        .flat();
      console.log(
        `Angemeldet: ${signedIn ? 'ja' : 'nein (ohne API nur der Warenkorb-Knopf)'}; Slots: ${widgets.slots.join(', ')}; ` +
          `Widgets: ${widgets.widgets.join(', ')}\nShare-Scope:\n${report.join('\n')}`,
      );
      // The chat has one entry, the floating launcher; the header carries bell and cart.
      if (signedIn) assert.equal(widgets.widgets.length, 2, 'Glocke und Warenkorb sind im Kopf geladen');

      for (const name of SINGLETONS) {
        const loaded = (scope[name] ?? []).filter((entry) => entry.loaded);
        assert.equal(loaded.length, 1, `${name}: ${loaded.length} geladene Kopien statt genau einer (${JSON.stringify(scope[name])})`);
      }
      // Subpath keys (react/jsx-runtime, react-dom/client, @apollo/client/…) are singletons as well.
      for (const [name, entries] of Object.entries(scope)) {
        assert.ok(entries.filter((entry) => entry.loaded).length <= 1, `${name} wurde mehrfach geladen`);
      }
      const react = (scope.react ?? []).find((entry) => entry.loaded);
      assert.ok(react && react.useIn.length >= 2, `react wird nicht geteilt (verwendet in: ${react?.useIn.join(', ')})`);

      const renderers = await reactRenderers(page);
      assert.deepEqual(
        renderers.map((renderer) => renderer.name),
        ['react-dom'],
        'genau ein react-dom-Renderer in der Seite',
      );

      const inPage = await page.evaluate(async () => {
        type Entry = { loaded?: boolean; lib?: () => unknown };
        type ScopeMap = Record<string, Record<string, Record<string, Entry>>>;
        const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ shareScopeMap: ScopeMap }> } }).__FEDERATION__;
        // No named helper functions in here: the page runs this code as it is, without the bundler's helpers.
        const modules: Record<string, unknown> = {};
        for (const instance of federation.__INSTANCES__) {
          for (const packages of Object.values(instance.shareScopeMap)) {
            for (const name of ['@marktplatz/shared', '@apollo/client']) {
              for (const entry of Object.values(packages[name] ?? {})) {
                if (entry.loaded && typeof entry.lib === 'function' && !(name in modules)) modules[name] = entry.lib();
              }
            }
          }
        }
        const shared = modules['@marktplatz/shared'] as
          { getApolloClient(): object; notify: { info(message: string): string } } | undefined;
        const apollo = modules['@apollo/client'] as { ApolloClient: new (...args: never[]) => object } | undefined;
        if (!shared || !apollo) return { missing: true as const };
        const client = shared.getApolloClient();
        const text = `E2E-Prüfhinweis ${Date.now()}`;
        shared.notify.info(text);
        return {
          missing: false as const,
          clientFromSharedApollo: client instanceof apollo.ApolloClient,
          text,
        };
      });
      assert.equal(inPage.missing, false, '@marktplatz/shared oder @apollo/client nicht aus dem Share-Scope geladen');
      if (inPage.missing) return;
      assert.ok(inPage.clientFromSharedApollo, 'der Apollo-Client stammt nicht aus dem einen @apollo/client');
      // The toaster loads with the first toast: then there is one toaster and one react-hot-toast.
      await page.getByText(inPage.text).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      assert.equal(await page.getByText(inPage.text).count(), 1, 'der Hinweis erscheint genau einmal');
      assert.equal(await page.locator('[data-rht-toaster]').count(), 1, 'genau ein Toaster in der Seite');
      const toastCopies = ((await readShareScope(page))['react-hot-toast'] ?? []).filter((entry) => entry.loaded);
      assert.equal(toastCopies.length, 1, `react-hot-toast: ${toastCopies.length} geladene Kopien statt genau einer`);

      assertNoPageErrors(session.problems);
    }));
});
