/**
 * The back office in the journeys: the first admin is created the documented way — `npm run admin:create`
 * (`api/scripts/admin-create.ts`) against the e2e API's own fresh database, before the API starts (PGlite allows one
 * process per folder) — and its printed set-password link is handed to the tests (`E2E_ADMIN_INVITE`). Codes of the
 * authenticator app come from otplib, like the app computes them from the secret the enrolment shows.
 *
 * Every run that starts the API also creates the journeys' staff members (`STAFF_MEMBERS`, `admin:create --roles`),
 * and once the API answers sets their passwords, enrols their authenticator apps and creates a personal API token
 * for `betrieb` — over HTTP, as a person would. Tests get `E2E_STAFF_TOKEN` (`staffApiToken()`), `E2E_STAFF`
 * (`{ key: { email, password, secret } }`) and sign in through the real screen with `signInAsStaff(page, key)`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { REPO_DIR, SHELL_ORIGIN } from './areas.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from './flows.js';

export const FIRST_ADMIN = { email: 'erste-admin@example.com', name: 'Erika Admin' } as const;

/** Runs `admin:create` on the PGlite folder `dataDir`; returns the set-password link it printed. */
export function createFirstAdmin(dataDir: string, log: (line: string) => void): string | undefined {
  return runAdminCreate(dataDir, ['--email', FIRST_ADMIN.email, '--name', FIRST_ADMIN.name], log);
}

function runAdminCreate(dataDir: string, args: string[], log: (line: string) => void): string | undefined {
  const apiDir = path.join(REPO_DIR, 'api');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['scripts/admin-create.ts', ...args], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const link = /https?:\/\/\S+\/admin\/passwort\?token=\S+/.exec(result.stdout ?? '')?.[0];
  if (result.status !== 0 || !link) {
    log(`admin:create ist fehlgeschlagen / failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-3000));
    return undefined;
  }
  return link;
}

/** The set-password link of the first admin, when this run created one. */
export function firstAdminInvite(): string | undefined {
  return process.env.E2E_ADMIN_INVITE || undefined;
}

/** The current code of the authenticator app for `secret` (spaces of the grouped display removed). */
export async function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

// --- staff members of the journeys ---------------------------------------------------------------------------

/** The staff members every journey can use, by key (`signInAsStaff(page, key)`). */
export const STAFF_MEMBERS = {
  admin: { email: 'betrieb@example.com', name: 'Bernd Betrieb', roles: 'admin' },
  trust1: { email: 'trust1@example.com', name: 'Tanja Trust', roles: 'trust_safety' },
  trust2: { email: 'trust2@example.com', name: 'Till Trust', roles: 'trust_safety' },
  support: { email: 'support@example.com', name: 'Svenja Support', roles: 'support' },
  finance: { email: 'finance@example.com', name: 'Finn Finanz', roles: 'finance' },
  editor: { email: 'redaktion@example.com', name: 'Rita Redaktion', roles: 'editor' },
} as const;

export type StaffKey = keyof typeof STAFF_MEMBERS;
export const STAFF_KEYS = Object.keys(STAFF_MEMBERS) as StaffKey[];

/** What a journey needs to sign a member in: e-mail, password and the authenticator app's secret. */
export interface StaffAccount {
  email: string;
  password: string;
  secret: string;
}

export interface PreparedStaff {
  /** `mpt_…`: the personal API token of `betrieb` (role admin), for scripts such as payouts.mjs. */
  token: string;
  accounts: Record<StaffKey, StaffAccount>;
  /** Folder of the per-member TOTP lock files (`E2E_STAFF_STATE_DIR`). */
  stateDir: string;
}

/**
 * Runs `admin:create --roles …` for every staff member of the journeys on the PGlite folder `dataDir` (before the
 * API starts); answers each member's set-password link, or `undefined` when one creation failed.
 */
export function createStaffMembers(dataDir: string, log: (line: string) => void): Record<StaffKey, string> | undefined {
  const invites: Partial<Record<StaffKey, string>> = {};
  for (const key of STAFF_KEYS) {
    const member = STAFF_MEMBERS[key];
    const link = runAdminCreate(dataDir, ['--email', member.email, '--name', member.name, '--roles', member.roles], log);
    if (!link) return undefined;
    invites[key] = link;
  }
  return invites as Record<StaffKey, string>;
}

interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

async function call<T>(apiOrigin: string, route: string, body: unknown, bearer?: string): Promise<T> {
  const response = await fetch(`${apiOrigin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (!response.ok || !answer.status || answer.data === undefined) {
    throw new Error(`POST ${route}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer.data;
}

/**
 * After the API is up, each member does over HTTP what a person does once: set the password from the invitation's
 * link, log in, enrol the authenticator app (otplib from the secret shown). `betrieb` then creates a personal API
 * token (the login counts as the re-authentication). Answers the accounts and the token, or `undefined` on a failure.
 */
export async function prepareStaff(
  apiOrigin: string,
  invites: Record<StaffKey, string>,
  stateDir: string,
  log: (line: string) => void,
): Promise<PreparedStaff | undefined> {
  try {
    mkdirSync(stateDir, { recursive: true });
    const accounts: Partial<Record<StaffKey, StaffAccount>> = {};
    let token = '';
    for (const key of STAFF_KEYS) {
      const { email } = STAFF_MEMBERS[key];
      const password = `Journey-${key}-Backoffice-2026!`;
      const link = new URL(invites[key]);
      await call(apiOrigin, '/admin/password', { token: link.searchParams.get('token') ?? '', password });
      const step = await call<{ step: string; challenge: string; secret?: string }>(apiOrigin, '/admin/login', { email, password });
      if (step.step !== 'enrol' || !step.secret) throw new Error(`${email}: die erste Anmeldung verlangt keine Einrichtung (${step.step})`);
      const secret = step.secret.replace(/\s/g, '');
      const session = await withTotpCode(stateDir, key, secret, (code) =>
        call<{ token: string }>(apiOrigin, '/admin/login/enrol', { challenge: step.challenge, code }),
      );
      accounts[key] = { email, password, secret };
      if (key === 'admin') {
        const created = await call<{ token: string }>(
          apiOrigin,
          '/admin/tokens',
          { name: 'Browser-Tests (Skripte)', roles: [STAFF_MEMBERS.admin.roles], expires_in_days: 1 },
          session.token,
        );
        token = created.token;
      }
    }
    if (!token.startsWith('mpt_')) throw new Error('kein API-Schlüssel mpt_… erhalten');
    return { token, accounts: accounts as Record<StaffKey, StaffAccount>, stateDir };
  } catch (error) {
    log(
      `Mitarbeiterkonten der Browser-Tests nicht eingerichtet / staff setup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** The environment the launcher hands to the test processes for `staff`. */
export function staffEnvironment(staff: PreparedStaff | undefined): Record<string, string> {
  if (!staff) return {};
  return { E2E_STAFF_TOKEN: staff.token, E2E_STAFF: JSON.stringify(staff.accounts), E2E_STAFF_STATE_DIR: staff.stateDir };
}

/** The staff accounts of this run (`E2E_STAFF`), or `undefined` when the run did not create them (API already running). */
export function staffAccounts(): Record<StaffKey, StaffAccount> | undefined {
  const raw = process.env.E2E_STAFF;
  if (!raw) return undefined;
  return JSON.parse(raw) as Record<StaffKey, StaffAccount>;
}

/** The personal API token (`mpt_…`, role admin) of `betrieb@example.com`; throws when this run has none. */
export function staffApiToken(): string {
  const token = process.env.E2E_STAFF_TOKEN;
  if (!token)
    throw new Error('E2E_STAFF_TOKEN fehlt: die Mitarbeiterkonten werden nur angelegt, wenn der Testlauf die API selbst startet.');
  return token;
}

function staffAccount(key: StaffKey): StaffAccount {
  const account = staffAccounts()?.[key];
  if (!account)
    throw new Error(`E2E_STAFF fehlt (${key}): die Mitarbeiterkonten werden nur angelegt, wenn der Testlauf die API selbst startet.`);
  return account;
}

function stateDirOfRun(): string {
  const dir = process.env.E2E_STAFF_STATE_DIR;
  if (!dir) throw new Error('E2E_STAFF_STATE_DIR fehlt (vom Testlauf gesetzt).');
  return dir;
}

const STEP_SECONDS = 30;
const LOCK_STALE_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` with a fresh authenticator code of member `key`, serialised per member across every test process:
 * the API accepts a code only for a time step after the member's last accepted one, so the lock (a folder, created
 * atomically) is held until `run` is done, and the step file next to it remembers the last step handed out — the
 * next caller waits for the following 30-second step when needed.
 */
export async function withTotpCode<T>(stateDir: string, key: string, secret: string, run: (code: string) => Promise<T>): Promise<T> {
  const lock = path.join(stateDir, `${key}.lock`);
  const stepFile = path.join(stateDir, `${key}.step`);
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`TOTP-Sperre ${lock} wird nicht frei`);
      else await sleep(200);
    }
  }
  try {
    const last = Number(existsSync(stepFile) ? readFileSync(stepFile, 'utf8').trim() : '0') || 0;
    let step = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    if (step <= last) {
      // Wait into the next step (a little past its start, the server's clock being the same machine's).
      await sleep(((last + 1) * STEP_SECONDS + 0.5) * 1000 - Date.now());
      step = last + 1;
    }
    writeFileSync(stepFile, String(step));
    const code = await generate({ secret, epoch: step * STEP_SECONDS + 1 });
    return await run(code);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh authenticator code of member `key` for `run` (e.g. a re-authentication), serialised like the login. */
export async function withStaffCode<T>(key: StaffKey, run: (code: string) => Promise<T>): Promise<T> {
  return withTotpCode(stateDirOfRun(), key, staffAccount(key).secret, run);
}

/**
 * A session token of member `key` from the API's login (password, then a fresh authenticator code), for a script run
 * as that member — e.g. the second person of a four-eyes step (`payouts.mjs release`).
 */
export async function staffSessionToken(apiOrigin: string, key: StaffKey): Promise<string> {
  const account = staffAccount(key);
  const step = await call<{ step: string; challenge: string }>(apiOrigin, '/admin/login', {
    email: account.email,
    password: account.password,
  });
  const session = await withStaffCode(key, (code) =>
    call<{ token: string }>(apiOrigin, '/admin/login/totp', { challenge: step.challenge, code }),
  );
  return session.token;
}

/**
 * Signs member `key` in through the real login screen (`/admin/login`): e-mail and password, then the code of the
 * authenticator app. Ends on the back office's start page (or the `redirect` target).
 */
export async function signInAsStaff(page: Page, key: StaffKey, redirect?: string): Promise<void> {
  const account = staffAccount(key);
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await openSite(page, `${SHELL_ORIGIN}/admin/login${query}`);
  await waitForAreaRendered(page, 'mfe_admin');
  await page.getByRole('heading', { name: 'Anmeldung Backoffice' }).waitFor();
  await answerCookieBanner(page);
  await page.locator('#admin-email').fill(account.email);
  await page.locator('#admin-password').fill(account.password);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const codeField = page.locator('#admin-code');
  await codeField.waitFor();
  await withStaffCode(key, async (code) => {
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 20_000 });
    } catch {
      const shown = await page
        .locator('main')
        .innerText()
        .catch(() => '');
      throw new Error(`Anmeldung von ${account.email} im Backoffice fehlgeschlagen: ${shown.slice(0, 400)}`);
    }
  });
}

/**
 * Trust & safety verifies a provider's submitted trader data through the back office's API, with this run's personal
 * staff token (the journeys run without ONBOARDING_AUTO_VERIFY, as production does). Answers the new state.
 */
export async function verifyProviderAsStaff(apiOrigin: string, providerId: number): Promise<string> {
  const response = await fetch(`${apiOrigin}/admin/providers/${providerId}/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffApiToken()}` },
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => ({}))) as Envelope<{ status: string }>;
  if (!response.ok || !answer.data)
    throw new Error(`POST /admin/providers/${providerId}/verify: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  return answer.data.status;
}
