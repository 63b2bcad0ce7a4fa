import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { WAIT_MS, screenshots } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, openSite } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { chatSelectors, exposeUrls, openChat, wasFetched } from '../src/harness/widgets.js';

describe('floating chat widget', () => {
  const suite = composedSiteSuite();

  test('the page carries only the chat launcher; the chat code is fetched when it is first opened and mounts the parcel', () =>
    inSession(suite.browser, async ({ page, requests, problems }) => {
      await openSite(page, `${SHELL_ORIGIN}/`);
      // The launcher appears once the cookie banner is answered (one overlay at a time).
      await page.locator('[data-testid="cookie-banner"]').waitFor({ state: 'visible', timeout: WAIT_MS });
      await answerCookieBanner(page);
      await page.locator(chatSelectors.launcher).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      await page.waitForLoadState('networkidle');
      const parcelCode = exposeUrls('mfe_chat', './ChatParcel');
      assert.ok(parcelCode.length > 0, 'mfe_chat stellt ./ChatParcel mit eigenem Code bereit');
      const fetchedEarly = parcelCode.filter((url) => wasFetched(requests, [url]));
      assert.deepEqual(fetchedEarly, [], 'der Chat-Code wurde vor dem Öffnen geladen');
      assert.equal(await page.locator(chatSelectors.parcel).count(), 0, 'das Chatfenster ist vor dem Öffnen nicht da');

      await openChat(page);
      assert.ok(wasFetched(requests, parcelCode), 'der Chat-Code wurde beim Öffnen geladen');
      await screenshots(page, 'chat-open');
      assertNoPageErrors(problems);
    }));
});
