#!/usr/bin/env node
// Runs the project's pnpm (10.34.8) through npx, so the machine needs only Node and npm.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.8';

/** Spawns `pnpm <args>`; resolves with the exit code. */
export function pnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      ...options,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await pnpm(process.argv.slice(2));
}
