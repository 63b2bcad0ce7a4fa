import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findApiRoot, OPERATOR_REQUIRED_SETTINGS, PAYMENT_REQUIRED_SETTINGS } from '../src/config';
import { PRODUCTION_OPERATOR_ENV } from './fixtures/operator';
import { type ApiProcess, startApi } from './services';

/** The production start of `src/main.ts` (through tsx): refused without the operator's data, served with them. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'produktionsstart-test-geheimnis-mit-genug-zeichen',
  SHUTDOWN_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
};

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mp-production-start-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the API until it exits (or 60 s), with only PATH/HOME of this environment. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const root = findApiRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('production start', () => {
  it('refuses to start without the operator data and payment account, naming each missing variable (German and English)', async () => {
    const { code, output } = await runUntilExit({ ...PRODUCTION, API_PORT: '0', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Ungültige Konfiguration / invalid configuration');
    expect(output).toContain('In Produktion startet die API nur mit den Angaben des Betreibers und seinem Konto für Vorkasse; es fehlen:');
    expect(output).toContain("in production the API needs the operator's data and payment account; missing:");
    for (const name of [...OPERATOR_REQUIRED_SETTINGS, ...PAYMENT_REQUIRED_SETTINGS]) expect(output).toContain(name);
    expect(output).not.toContain('Marktplatz-API bereit');
  }, 90_000);

  it('starts with them, and its footer and imprint show the operator without demo marks or configuration hints', async () => {
    let api: ApiProcess | undefined;
    try {
      api = await startApi({ ...PRODUCTION, ...PRODUCTION_OPERATOR_ENV, DATA_DIR: dataDir }, { timeoutMs: 180_000 });
      const layout = (await (await fetch(`${api.url}/layoutData`)).json()) as {
        data: { contact: { company: string }; operator_demo: boolean };
      };
      expect(layout.data.operator_demo).toBe(false);
      expect(layout.data.contact.company).toBe('Kasseler Handelshaus GmbH');
      const imprint = (await (await fetch(`${api.url}/api/pagedata/impressum`)).json()) as {
        data: { content: string; subtitle: string | null };
      };
      expect(imprint.data.content).toContain('Kasseler Handelshaus GmbH');
      expect(imprint.data.subtitle).toBeNull();
      for (const text of [JSON.stringify(layout), JSON.stringify(imprint)]) {
        expect(text).not.toMatch(/OPERATOR_|Konfiguration ein|Demo/);
      }
      expect(api.output()).not.toContain('Demo-Betreiber');
    } finally {
      expect(await api?.terminate()).toBe(0);
    }
  }, 240_000);
});
