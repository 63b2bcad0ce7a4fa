import type { Page } from 'playwright-core';
import { areaOrigin, distDir, area, type RemoteName } from './areas.js';
import { WAIT_MS, type RecordedRequest } from './browser.js';
import { answerCookieBanner } from './flows.js';
import { exposeOwnJsFiles, readManifest } from './manifest.js';

export const FRAME_WIDGETS: ReadonlyArray<{ remote: RemoteName; exposed: string }> = [
  { remote: 'mfe_account', exposed: './NotificationBell' },
  { remote: 'mfe_shop', exposed: './CartButton' },
];

export const chatSelectors = {
  launcher: '[data-testid="chat-launcher"]',
  /** The parcel's own DOM inside the shell's host element (present once it mounted). */
  parcel: '[data-testid="chat-parcel-host"] > *',
} as const;

/** URLs of the JS an exposed module of an area needs (its own chunks, from the area's manifest). */
export function exposeUrls(remote: RemoteName, exposed: string): string[] {
  const manifest = readManifest(distDir(area(remote).dir));
  return exposeOwnJsFiles(manifest, exposed).map((file) => `${areaOrigin(remote)}/${file}`);
}

export function wasFetched(requests: readonly RecordedRequest[], urls: readonly string[]): boolean {
  const fetched = new Set(requests.map((request) => request.url));
  return urls.every((url) => fetched.has(url));
}

/**
 * Waits until every widget slot of the header holds its widget and returns the slots with the code loaded
 * for them (e.g. `mfe_shop/CartButton`).
 */
export async function waitForFrameWidgets(
  page: Page,
  requests: readonly RecordedRequest[],
): Promise<{ slots: string[]; widgets: string[] }> {
  await page.locator('header [data-slot]').first().waitFor({ state: 'attached', timeout: WAIT_MS });
  await page.waitForFunction(
    () => [...document.querySelectorAll('header [data-slot]')].every((slot) => slot.childElementCount > 0),
    undefined,
    { timeout: WAIT_MS },
  );
  await page.waitForLoadState('networkidle');
  const slots = await page
    .locator('header [data-slot]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-slot') ?? ''));
  const loaded = FRAME_WIDGETS.filter((widget) => wasFetched(requests, exposeUrls(widget.remote, widget.exposed)));
  return { slots, widgets: loaded.map((widget) => `${widget.remote}/${widget.exposed.slice(2)}`) };
}

/** Opens the chat from its launcher and waits for the chat parcel to mount. */
export async function openChat(page: Page): Promise<void> {
  await answerCookieBanner(page);
  await page.locator(chatSelectors.launcher).first().click();
  await page.locator(chatSelectors.parcel).first().waitFor({ state: 'visible', timeout: WAIT_MS });
}
