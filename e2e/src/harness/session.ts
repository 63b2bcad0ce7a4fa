import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { API_ORIGIN } from './api.js';
import { SHELL_ORIGIN } from './areas.js';
import { DESKTOP, MOBILE } from './browser.js';

/**
 * Helpers the scenario files share: screenshots at 1280 and 375 px, logins against the real API, the session put
 * into the shell origin's local storage as the login screen would, API calls with a token and the dev outbox.
 */

export interface ShootOptions {
  /** Runs before each picture (e.g. answer the cookie banner, an accessibility scan). */
  beforeEach?: (page: Page, width: number) => Promise<void>;
  /** Runs after each picture (e.g. a check of the layout at that width). */
  afterEach?: (page: Page, width: number) => Promise<void>;
  /** Milliseconds to wait after resizing (layout settles). */
  settleMs?: number;
  /** Scroll to the top before each picture. */
  scrollTop?: boolean;
}

/** Full-page screenshots `<dir>/<name>-1280.png` and `<dir>/<name>-375.png`; the viewport is restored after. */
export async function shoot(page: Page, dir: string, name: string, options: ShootOptions = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    // The page lays out for the new width (media queries included) before anything is measured or shot.
    await page
      .waitForFunction((width) => window.innerWidth === width && window.matchMedia(`(max-width: ${width}px)`).matches, size.width, {
        timeout: 5000,
      })
      .catch(() => undefined);
    if (options.scrollTop) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(options.settleMs ?? 200);
    await options.beforeEach?.(page, size.width);
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}.png`), fullPage: true });
    await options.afterEach?.(page, size.width);
  }
  await page.setViewportSize(original);
}

/** Fails when the page is wider than the viewport (a phone would scroll sideways). */
export async function assertNoSidewaysScroll(page: Page, name: string, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name}: die Seite ist bei ${width} px ${scrollWidth} px breit (waagerechtes Scrollen)`);
}

export interface LoginData {
  token: string;
  role: string;
  user_id: number | string;
  [key: string]: unknown;
}

/** Logs in against the real API; fails the test when the API refuses. */
export async function login(email: string, password: string): Promise<LoginData> {
  const response = await fetch(`${API_ORIGIN}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: LoginData };
  assert.ok(response.ok && body.data?.token, `Anmeldung von ${email} an der API`);
  return body.data;
}

/**
 * Signs a user in as the login screen would: the session (and an earlier „Nur notwendige“ cookie choice, so the
 * banner does not cover the screens) into the shell origin's local storage before any page starts.
 */
export async function signIn(context: BrowserContext, email: string, password: string): Promise<LoginData> {
  const data = await login(email, password);
  const consentVersion = await currentConsentVersion();
  await context.addInitScript(
    ({ origin, session, version }) => {
      if (window.location.origin !== origin) return;
      if (!window.localStorage.getItem('cookie_consent')) {
        window.localStorage.setItem(
          'cookie_consent',
          JSON.stringify({ version, decidedAt: new Date().toISOString(), categories: ['necessary'] }),
        );
      }
      if (window.localStorage.getItem('accessToken')) return;
      window.localStorage.setItem('accessToken', session.token);
      window.localStorage.setItem('user_id', String(session.user_id));
      window.localStorage.setItem('role', session.role === 'User' || session.role === 'Customer' ? 'Customer' : 'Business');
      const { token: _token, ...user } = session;
      window.localStorage.setItem('profile', JSON.stringify(user));
    },
    { origin: SHELL_ORIGIN, session: data, version: consentVersion },
  );
  return data;
}

/** The consent version visitors' choices are compared with now (editors raise it; `/layoutData`). */
export async function currentConsentVersion(): Promise<number> {
  const response = await fetch(`${API_ORIGIN}/layoutData`);
  const body = (await response.json()) as { data?: { consent_version?: number } };
  const version = body.data?.consent_version;
  assert.ok(response.ok && typeof version === 'number', 'Version der Einwilligung aus /layoutData');
  return version;
}

/** A call of the real API with a bearer token (`path` without the leading slash); fails the test on an error status. */
export async function api<T>(token: string, method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_ORIGIN}/${pathAndQuery.replace(/^\/+/, '')}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: boolean; data: T; message?: string };
  assert.ok(response.ok, `${method} ${pathAndQuery}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  links: string[];
}

/** The newest dev-outbox message for a recipient that matches (polled: mails are written after the commit). */
export async function latestMessage(
  recipient: string,
  channel: 'email' | 'sms',
  matching: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${API_ORIGIN}/dev/outbox?recipient=${encodeURIComponent(recipient)}&channel=${channel}`);
    if (response.ok) {
      const body = (await response.json()) as { data?: OutboxEntry[] } | OutboxEntry[];
      const entries = Array.isArray(body) ? body : (body.data ?? []);
      const found = entries.find(matching);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`keine ${channel}-Nachricht an ${recipient} im Dev-Postausgang`);
}

/** Registers a customer through the API and confirms the account with the link of the dev-outbox e-mail. */
export async function registerConfirmedCustomer(email: string, password: string, firstName: string, lastName: string): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/register/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      gender: 'female',
      first_name: firstName,
      last_name: lastName,
      email,
      password,
      password_confirmation: password,
    }),
  });
  assert.ok(response.ok, `Registrierung von ${email}: ${response.status}`);
  const mail = await latestMessage(email, 'email', (entry) => entry.links.some((link) => link.includes('/register/confirm')));
  const link = mail.links.find((candidate) => candidate.includes('/register/confirm'));
  assert.ok(link, 'die Bestätigungs-E-Mail enthält den Link');
  const confirmed = await fetch(link, { redirect: 'manual' });
  assert.match(confirmed.headers.get('location') ?? '', /confirmed=1$/, `der Link bestätigt das Konto von ${email}`);
}
