import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { launchBrowser, openSession } from '../src/harness/browser.js';
import { openSite } from '../src/harness/flows.js';
import { startSite, type Site } from '../src/harness/site.js';

describe('accessibility of the landing page', () => {
  let site: Site;
  let browser: Browser;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  test('an axe-core scan of the landing page finds no serious or critical violations', async () => {
    const session = await openSession(browser);
    try {
      await openSite(session.page, `${SHELL_ORIGIN}/`);
      await session.page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page: session.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.impact ?? 'unbekannt'} ${violation.id}: ${violation.help} (${violation.nodes.length}×)`,
      );
      console.log(`axe-core: ${results.violations.length} Verstöße${summary.length ? `\n${summary.join('\n')}` : ''}`);
      const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      assert.deepEqual(severe.map((violation) => violation.id), [], `schwere Verstöße:\n${summary.join('\n')}`);
    } finally {
      await session.close();
    }
  });
});
