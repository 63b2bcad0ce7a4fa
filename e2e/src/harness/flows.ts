import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { areaOrigin, type RemoteName } from './areas.js';
import { WAIT_MS, type PageProblem, type RecordedRequest } from './browser.js';
import { API_ORIGIN } from './api.js';

export const selectors = {
  header: 'header:not(main header)',
  footer: 'footer:not(main footer)',
  fallback: '[data-testid="area-fallback"]',
  retry: '[data-testid="area-retry"]',
} as const;

export function header(page: Page): Locator {
  return page.locator(selectors.header).first();
}

export function footer(page: Page): Locator {
  return page.locator(selectors.footer).first();
}

/**
 * Opens the main menu (behind „Menü“ on phones, and for providers on every screen) and returns the main navigation once it shows its links. The click is repeated while the
 * menu stays closed (a click that came before the header could take it, or a navigation that closed the menu).
 */
export async function openMenu(page: Page): Promise<Locator> {
  const toggle = page.getByTestId('menu-toggle');
  const menu = header(page).getByRole('navigation', { name: 'Hauptnavigation' });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    try {
      await menu.getByRole('link').first().waitFor({ state: 'visible', timeout: 2000 });
      return menu;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** Opens a URL of the composed site and waits until the frame (header and footer) is on screen. */
export async function openSite(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await header(page).waitFor({ state: 'visible', timeout: WAIT_MS });
  await footer(page).waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** The shell's loading line for an area ("Bereich „…“ wird geladen …"). */
const SHELL_LOADING = /Bereich „[^“]*“ wird geladen/;

/**
 * Waits until the area under the current URL has rendered into the frame's main region: no area fallback, the
 * shell's loading line gone, and the area's root (`data-area="<remote>"`, the areas' convention) holds content.
 * Fails with what the region shows instead.
 */
export async function waitForAreaRendered(page: Page, remote: RemoteName): Promise<void> {
  try {
    await page.waitForFunction(
      ({ fallback, loading, remote: name }) => {
        const main = document.querySelector('main');
        if (!main || main.querySelector(fallback) || new RegExp(loading).test(main.textContent ?? '')) return false;
        const root = main.querySelector(`[data-area="${name}"]`);
        return Boolean(root && (root.textContent ?? '').trim().length > 0);
      },
      { fallback: selectors.fallback, loading: SHELL_LOADING.source, remote },
      { timeout: WAIT_MS },
    );
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(kein main)');
    throw new Error(`${remote} wurde nicht angezeigt; im Inhaltsbereich steht: ${shown.slice(0, 300)}`, { cause: error });
  }
}

/** Waits for the German fallback of an area inside the frame (not in header or footer). */
export async function waitForAreaFallback(page: Page): Promise<Locator> {
  const fallback = page.locator(selectors.fallback).first();
  await fallback.waitFor({ state: 'visible', timeout: WAIT_MS });
  const outsideFrameChrome = await fallback.evaluate((element) => !element.closest('header') && !element.closest('footer'));
  assert.ok(outsideFrameChrome, 'der Fehlerersatz steht im Inhaltsbereich, nicht in Kopf- oder Fußzeile');
  return fallback;
}

/** Client-side navigation (no reload) through a link of the frame's header or footer. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // The header holds some links twice (in the phone menu and beside it); the one on screen is clicked.
  await page.locator(`${selectors.header} a[href="${path}"]:visible, ${selectors.footer} a[href="${path}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === path, { timeout: WAIT_MS });
}

const COMMON_FILE_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Requests for files of an area's build, by origin (to show where its code came from). */
export function requestedFrom(requests: readonly RecordedRequest[], origin: string): string[] {
  return requests.filter((request) => request.url.startsWith(`${origin}/`)).map((request) => new URL(request.url).pathname);
}

export function assertFetchedFromOrigin(
  requests: readonly RecordedRequest[],
  remote: RemoteName,
  files: readonly string[],
  origin: string = areaOrigin(remote),
): void {
  const fetched = new Set(requestedFrom(requests, origin).map((pathname) => pathname.replace(/^\//, '')));
  for (const file of files) {
    assert.ok(fetched.has(file), `${remote}: ${file} wurde nicht von ${origin} geladen (geladen: ${[...fetched].join(', ')})`);
  }
  // Every area has an mf-manifest.json and a remoteEntry.js; its content-hashed chunks are its own.
  const ownChunks = files.filter((file) => !COMMON_FILE_NAMES.has(file));
  const elsewhere = requests.filter(
    (request) => !request.url.startsWith(`${origin}/`) && ownChunks.some((file) => new URL(request.url).pathname === `/${file}`),
  );
  assert.deepEqual(
    elsewhere.map((request) => request.url),
    [],
    `${remote}: Code von einem fremden Ursprung geladen`,
  );
}

/**
 * Uncaught errors and console errors of a happy path. Without a running API, failed requests to its port are
 * expected and reported instead of failing the test.
 */
export function unexpectedProblems(problems: readonly PageProblem[], apiAvailable: boolean): PageProblem[] {
  return problems.filter((problem) => {
    // The browser asks for /favicon.ico on its own; a missing icon is no error of the site's code.
    if (problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) return false;
    if (apiAvailable) return true;
    const aboutApi =
      problem.url?.startsWith(API_ORIGIN) ||
      problem.text.includes(API_ORIGIN) ||
      /ERR_CONNECTION_REFUSED|Failed to fetch|Network Error/.test(problem.text);
    return problem.kind !== 'console' || !aboutApi;
  });
}

/** Answers the cookie banner as a visitor would ("Nur notwendige"); it sits above the chat launcher. */
export async function answerCookieBanner(page: Page): Promise<void> {
  const banner = page.locator('[data-testid="cookie-banner"]');
  if (!(await banner.isVisible())) return;
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await banner.waitFor({ state: 'hidden', timeout: WAIT_MS });
}

/** Uncaught errors of the page (two copies of React, for one, surface here as "Invalid hook call"). */
export function assertNoPageErrors(problems: readonly PageProblem[]): void {
  const uncaught = problems.filter((problem) => problem.kind === 'pageerror').map((problem) => problem.text);
  assert.deepEqual(uncaught, [], 'keine unbehandelten Fehler');
}
