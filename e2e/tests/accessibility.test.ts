import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { openSite } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

describe('accessibility of the landing page', () => {
  const suite = composedSiteSuite();

  test('an axe-core scan of the landing page finds no serious or critical violations', () =>
    inSession(suite.browser, async ({ page }) => {
      await openSite(page, `${SHELL_ORIGIN}/`);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.impact ?? 'unbekannt'} ${violation.id}: ${violation.help} (${violation.nodes.length}×)`,
      );
      console.log(`axe-core: ${results.violations.length} Verstöße${summary.length ? `\n${summary.join('\n')}` : ''}`);
      const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      assert.deepEqual(severe.map((violation) => violation.id), [], `schwere Verstöße:\n${summary.join('\n')}`);
    }));
});
