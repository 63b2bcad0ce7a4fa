import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './areas.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Waits in the e2e run are generous: the machine has two cores shared with other work. */
export const WAIT_MS = 30_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'response';
  text: string;
  url?: string;
}

export interface RecordedRequest {
  url: string;
  resourceType: string;
  failed: boolean;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** A fresh browser context (no storage carried over) with console errors, page errors and requests recorded. */
export async function openSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  const problems: PageProblem[] = [];
  const requests: RecordedRequest[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    problems.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error: Error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` });
  });
  page.on('response', (response) => {
    if (response.status() < 400 || response.url().endsWith('/favicon.ico')) return;
    // Names the GraphQL operation or call behind a failed response, which the console line does not.
    const sent = response.request().postData()?.slice(0, 160);
    problems.push({
      kind: 'response',
      text: `${response.status()} ${response.request().method()}${sent ? ` ${sent}` : ''}`,
      url: response.url(),
    });
  });
  context.on('request', (request) => {
    requests.push({ url: request.url(), resourceType: request.resourceType(), failed: false });
  });
  context.on('requestfailed', (request) => {
    const recorded = [...requests].reverse().find((candidate) => candidate.url === request.url());
    if (recorded) recorded.failed = true;
  });
  return { context, page, problems, requests, close: () => context.close() };
}

/** Full-page screenshots of the current state at 1280 px and 375 px wide into `e2e/artifacts/`. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

export function describeProblems(problems: readonly PageProblem[]): string {
  return problems.map((problem) => `[${problem.kind}] ${problem.text}${problem.url ? ` (${problem.url})` : ''}`).join('\n');
}
