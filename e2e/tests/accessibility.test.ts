import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { answerCookieBanner, openSite } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every public route of the site (no sign-in needed); the product page uses the newest listed product. */
const PUBLIC_ROUTES = [
  '/',
  '/shop',
  '/product-list',
  '/product-search?keyword=Kaffee',
  '/shop/cart',
  '/news',
  '/become-a-provider',
  '/page/impressum',
  '/page/datenschutz',
  '/page/agb',
  '/page/widerrufsbelehrung',
  '/page/cookie-richtlinie',
  '/page/barrierefreiheit',
  '/provider-search',
  '/food-provider-search',
  '/properties',
  '/living_worlds',
  '/login',
  '/register',
  '/forgot-password',
];

async function newestProductPath(): Promise<string | null> {
  try {
    const response = await fetch(`${API_ORIGIN}/latestProductList?per_page=1`);
    const body = (await response.json()) as { data?: { slug: string }[] };
    return body.data?.[0] ? `/product/${body.data[0].slug}` : null;
  } catch {
    return null;
  }
}

/** Serious or critical axe-core violations of the page as it is now (all violations are printed). */
async function severeViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.impact ?? 'unbekannt'} ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
  console.log(`axe-core ${label}: ${results.violations.length} Verstöße${summary.length ? `\n${summary.join('\n')}` : ''}`);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

describe('accessibility of the public routes (BFSG, WCAG 2.1 AA)', () => {
  const suite = composedSiteSuite();

  test('an axe-core scan of the landing page finds no serious or critical violations', () =>
    inSession(suite.browser, async ({ page }) => {
      await openSite(page, `${SHELL_ORIGIN}/`);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await severeViolations(page, '/'), []);
    }));

  test('an axe-core scan of every public route, and of the open report form, finds no serious or critical violations', () =>
    inSession(suite.browser, async ({ page }) => {
      const product = await newestProductPath();
      const routes = product ? [...PUBLIC_ROUTES, product] : PUBLIC_ROUTES;
      const severe: string[] = [];
      for (const route of routes) {
        await openSite(page, `${SHELL_ORIGIN}${route}`);
        await page.waitForLoadState('networkidle');
        await answerCookieBanner(page);
        severe.push(...(await severeViolations(page, route)));
      }
      if (product) {
        await openSite(page, `${SHELL_ORIGIN}${product}`);
        await page.waitForLoadState('networkidle');
        await answerCookieBanner(page);
        const open = page.getByTestId('report-content-product');
        if (await open.isVisible()) {
          await open.click();
          await page.getByTestId('report-content-form').waitFor();
          await page.waitForLoadState('networkidle');
          severe.push(...(await severeViolations(page, `${product} (Inhalt melden)`)));
        }
      }
      assert.deepEqual(severe, [], `schwere Verstöße:\n${severe.join('\n')}`);
    }));
});
