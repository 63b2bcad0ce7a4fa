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
  kind: 'console' | 'pageerror' | 'response' | 'csp';
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
  /** Every Content-Security-Policy violation of the session's pages (enforced or report-only), as one line each. */
  cspViolations: string[];
  /** Closes the context; fails when a page of the session violated the site's Content-Security-Policy. */
  close(): Promise<void>;
}

/** A violation as the page reports it (`securitypolicyviolation`). */
interface ReportedViolation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
  disposition: string;
  sample: string;
}

/**
 * Runs in every page and frame before its own scripts: reports each `securitypolicyviolation` to the test (the
 * binding below), so a violation counts whatever the page does afterwards and across navigations.
 */
const CSP_LISTENER = `(() => {
  const report = (event) => {
    const send = window.__reportCspViolation;
    if (typeof send !== 'function') return;
    send({
      directive: String(event.effectiveDirective || event.violatedDirective || ''),
      blocked: String(event.blockedURI || ''),
      source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '',
      page: String(event.documentURI || location.href),
      disposition: String(event.disposition || ''),
      sample: String(event.sample || ''),
    }).catch(() => {});
  };
  document.addEventListener('securitypolicyviolation', report, true);
})();`;

/** One line per violation, for the failure message. */
export function describeViolation(violation: ReportedViolation): string {
  const sample = violation.sample ? ` „${violation.sample.slice(0, 80)}“` : '';
  const where = violation.source ? ` in ${violation.source}` : '';
  return `${violation.disposition === 'report' ? '[nur gemeldet] ' : ''}${violation.directive} blockiert ${violation.blocked || '(inline)'}${sample}${where} auf ${violation.page}`;
}

/** Fails with every recorded violation of the site's Content-Security-Policy. */
export function assertNoCspViolations(violations: readonly string[]): void {
  if (violations.length === 0) return;
  throw new Error(`Verstöße gegen die Content-Security-Policy der Seite:\n${[...new Set(violations)].join('\n')}`);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** A fresh browser context (no storage carried over) with console errors, page errors and requests recorded. */
export async function openSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(60_000);
  const problems: PageProblem[] = [];
  const requests: RecordedRequest[] = [];
  const cspViolations: string[] = [];
  // Every page of the context (also popups and frames) reports its Content-Security-Policy violations.
  await context.exposeBinding('__reportCspViolation', (_source, violation: ReportedViolation) => {
    const line = describeViolation(violation);
    cspViolations.push(line);
    problems.push({ kind: 'csp', text: line, url: violation.page });
  });
  await context.addInitScript({ content: CSP_LISTENER });
  const page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    problems.push({ kind: 'console', text: message.text(), url: message.location().url });
    // The browser's own line about a blocked load, e.g. in a worker, where the page's listener does not hear it.
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`Konsole: ${message.text()}`);
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
  return {
    context,
    page,
    problems,
    requests,
    cspViolations,
    async close() {
      await context.close();
      assertNoCspViolations(cspViolations);
    },
  };
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
