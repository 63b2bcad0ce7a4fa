/**
 * The back office in the journeys: the first admin is created the documented way — `npm run admin:create`
 * (`api/scripts/admin-create.ts`) against the e2e API's own fresh database, before the API starts (PGlite allows one
 * process per folder) — and its printed set-password link is handed to the tests (`E2E_ADMIN_INVITE`). Codes of the
 * authenticator app come from otplib, like the app computes them from the secret the enrolment shows.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { generate } from 'otplib';
import { REPO_DIR } from './areas.js';

export const FIRST_ADMIN = { email: 'erste-admin@example.com', name: 'Erika Admin' } as const;

/** Runs `admin:create` on the PGlite folder `dataDir`; returns the set-password link it printed. */
export function createFirstAdmin(dataDir: string, log: (line: string) => void): string | undefined {
  const apiDir = path.join(REPO_DIR, 'api');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(
    path.join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['scripts/admin-create.ts', '--email', FIRST_ADMIN.email, '--name', FIRST_ADMIN.name],
    { cwd: apiDir, env, encoding: 'utf8', timeout: 180_000 },
  );
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
