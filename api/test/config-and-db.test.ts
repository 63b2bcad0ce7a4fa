import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, missingOperatorSettings, OPERATOR_REQUIRED_SETTINGS, PAYMENT_REQUIRED_SETTINGS } from '../src/config';
import { acquireDataDirLock } from '../src/db/client';
import { PRODUCTION_OPERATOR_ENV } from './fixtures/operator';

describe('config', () => {
  it('defaults to port 4000, PGlite under api/.data and the front-end origins 3000–3008', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/api\/\.data$/);
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:3000', 'http://localhost:3008']));
    expect(config.corsOrigins).toHaveLength(18);
    expect(config.publicWebUrl).toBe('http://127.0.0.1:3000');
    expect(config.jwtTtlSeconds).toBe(86_400);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DEV_OUTBOX: 'false',
      SMTP_URL: 'smtp://mail.example:25',
      RATE_LIMIT_MAX: '0',
      PUBLIC_WEB_URL: 'https://marktplatz.example/',
      JWT_ISSUER: 'aussteller',
      MODERATION_EMAIL: 'pruefung@marktplatz.example',
      PAYMENT_IBAN: 'DE02 1203 0000 0000 2020 51',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      corsOrigins: ['https://a.example', 'https://b.example'],
      devOutbox: false,
      smtpUrl: 'smtp://mail.example:25',
      rateLimitMax: 0,
      publicWebUrl: 'https://marktplatz.example',
      jwtIssuer: 'aussteller',
      moderationEmail: 'pruefung@marktplatz.example',
      paymentAccount: { accountHolder: 'Marktplatz GmbH', iban: 'DE02 1203 0000 0000 2020 51' },
    });
  });

  it('refuses to run in production without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_OPERATOR_ENV })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), ...PRODUCTION_OPERATOR_ENV })).not.toThrow();
  });

  it('refuses production without the operator data and payment account, naming every missing setting', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) };
    let refusal: unknown;
    try {
      loadConfig(production);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    const message = (refusal as ConfigError).message;
    expect(message).toContain('In Produktion startet die API nur mit den Angaben des Betreibers');
    expect(message).toContain("in production the API needs the operator's data and payment account");
    for (const name of [...OPERATOR_REQUIRED_SETTINGS, ...PAYMENT_REQUIRED_SETTINGS]) expect(message).toContain(name);

    // One missing setting is named alone.
    const { OPERATOR_VAT_ID: _vat, ...withoutVat } = PRODUCTION_OPERATOR_ENV;
    expect(() => loadConfig({ ...production, ...withoutVat })).toThrow(/es fehlen: OPERATOR_VAT_ID \//);
    // The demo's sample IBAN and a mistyped IBAN are no payment account.
    expect(() => loadConfig({ ...production, ...PRODUCTION_OPERATOR_ENV, PAYMENT_IBAN: 'DE89 3704 0044 0532 0130 00' })).toThrow(
      /PAYMENT_IBAN ist die Beispiel-IBAN/,
    );
    expect(() => loadConfig({ ...production, ...PRODUCTION_OPERATOR_ENV, PAYMENT_IBAN: 'DE02 1203 0000 0000 2020 52' })).toThrow(
      /PAYMENT_IBAN ist keine gültige IBAN/,
    );

    const config = loadConfig({ ...production, ...PRODUCTION_OPERATOR_ENV });
    expect(config.operator.demo).toBe(false);
    expect(config.operator.companyName).toBe('Kasseler Handelshaus');
    expect(config.paymentAccount).toEqual({
      accountHolder: 'Kasseler Handelshaus GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank',
    });
  });

  it('keeps the demo operator and account outside production, and lists what is unset for the start-up log', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.operator.demo).toBe(true);
    expect(config.paymentAccount.iban).toBe('DE89 3704 0044 0532 0130 00');
    expect(missingOperatorSettings({})).toEqual([...OPERATOR_REQUIRED_SETTINGS, ...PAYMENT_REQUIRED_SETTINGS]);
    expect(missingOperatorSettings(PRODUCTION_OPERATOR_ENV)).toEqual([]);
  });

  it('refuses a port that is no number', () => {
    expect(() => loadConfig({ API_PORT: 'viertausend' })).toThrow(/API_PORT/);
  });

  it('reads the map tiles of the provider search with their attribution, and refuses a tile URL without {z}/{x}/{y}', () => {
    expect(loadConfig({}).mapTiles).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' }).mapTiles).toEqual({
      url: 'https://tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap-Mitwirkende',
    });
    expect(
      loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Karten AG' }).mapTiles?.attribution,
    ).toBe('© Karten AG');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL/);
  });
});

describe('PGlite data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mp-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder another live process holds', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'pglite.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/wird bereits von Prozess/);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
