/**
 * The landing page's head start, run by the entry script on `/` before the async boundary: takes the landing data
 * request the HTML started (else asks at once, beside `/env.json`, with the API base the shell was built with) and
 * paints the static hero from it (heroPreview.ts), so the hero and its image do not wait for React, the router,
 * styled-components or axios. The app's code loads once that hero is on screen — evaluating the shared libraries
 * keeps the main thread busy for a while (about a second on a slow phone), and the browser would paint nothing in
 * between — or after {@link HEAD_START_LIMIT_MS} at the latest, so a slow API never holds the page back.
 */
import { peekStartupRequest } from '../../../federation/startupRequests';
import {
  apiBaseOfRequest,
  heroBanner,
  snapshotApiBaseUrl,
  startHomepageRequest,
  takeHtmlHomepageRequest,
  withHtmlRequest,
} from './homepageEarly';
import { paintHeroPreview, readPreviewSettings } from './heroPreview';

/** Longest time the app's start waits for the static hero (ms). */
export const HEAD_START_LIMIT_MS = 400;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The API base of the build (`.env` when the shell was built); the composed site's `/env.json` decides. */
function builtApiBase(): string | undefined {
  return typeof __MARKTPLATZ_API__ === 'object' && __MARKTPLATZ_API__ ? __MARKTPLATZ_API__.API_BASE : undefined;
}

/** Resolves after the next frame was rendered (the image is then on screen). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

async function paintHero(): Promise<void> {
  const environment = peekStartupRequest('env');
  if (!environment) return;
  // the HTML's inline script has usually sent the request already, to the API the site's server named (else the
  // built-in one): that base is the guess, so its answer is taken instead of asking again
  const html = takeHtmlHomepageRequest();
  const homepage = await startHomepageRequest(environment, apiBaseOfRequest(html) ?? builtApiBase(), withHtmlRequest(html));
  const apiBase = snapshotApiBaseUrl();
  if (!homepage || !apiBase) return;
  const image = paintHeroPreview(document.getElementById('root'), heroBanner(homepage), apiBase, readPreviewSettings(localStorageOrNull()));
  if (!image) return;
  // a broken image leaves the alt text; the page starts all the same
  await image.decode().catch(() => undefined);
  await afterNextPaint();
}

/**
 * Whether the page came with the shell's server render (`<div data-ssr="shell">` in `#root`, scripts/ssr): its hero is
 * on screen already and its data is in the page, so there is nothing to paint and nothing to ask for.
 */
export function hasShellServerRender(doc: Document = document): boolean {
  return doc.querySelector('#root > [data-ssr="shell"]') !== null;
}

/**
 * Starts the head start; resolves when the app's code may start (hero painted, failed, or time is up) — at once on a
 * server-rendered page (no static hero, no early request for the landing data).
 */
export function startLandingHeadStart(limitMs = HEAD_START_LIMIT_MS): Promise<void> {
  if (hasShellServerRender()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    paintHero()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
