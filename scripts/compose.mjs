#!/usr/bin/env node
// Writes the runtime composition of the shell: remotes.json (area → mf-manifest.json URL) and env.json
// (API endpoints), from .env with the defaults of .env.example.
//   node scripts/compose.mjs [target folder, default shell/dist]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import env from '../tooling/env.cjs';

const { ROOT, frontEndSettings, readEnv } = env;

/**
 * The operator's own page-view statistics (Matomo), when configured: the shell loads it only after a visitor
 * allowed „Statistik“ in the cookie banner (shell/src/layout/statistics.ts).
 */
export function statisticsSettings(env = readEnv()) {
  const url = (env.STATISTICS_URL ?? '').trim();
  if (!url) return {};
  return { STATISTICS_URL: url, STATISTICS_SITE_ID: (env.STATISTICS_SITE_ID ?? '').trim() || '1' };
}

/** Writes both files into `targetDir`; returns what it wrote. */
export async function compose(targetDir = path.join(ROOT, 'shell', 'dist'), settings = frontEndSettings(readEnv()), env = readEnv()) {
  await mkdir(targetDir, { recursive: true });
  const remotes = settings.remotes;
  const apiEnv = { ...settings.api, ...statisticsSettings(env) };
  await writeFile(path.join(targetDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  await writeFile(path.join(targetDir, 'env.json'), `${JSON.stringify(apiEnv, null, 2)}\n`);
  return { targetDir, remotes, env: apiEnv };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const result = await compose(target);
  console.log(`Komposition geschrieben nach ${path.relative(process.cwd(), result.targetDir) || '.'}:`);
  for (const [name, url] of Object.entries(result.remotes)) console.log(`  ${name.padEnd(12)} ${url}`);
  console.log(`  API_BASE     ${result.env.API_BASE}`);
}
