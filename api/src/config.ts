import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL connection string; `undefined` selects the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Folder for the PGlite database and uploads (absolute). */
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  jwtIssuer: string;
  /** Lifetime of an access token in seconds. */
  jwtTtlSeconds: number;
  corsOrigins: string[];
  devOutbox: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Requests per minute and client address (global limit). */
  rateLimitMax: number;
  /** Base URL of the web front end, used for links in e-mails. */
  publicWebUrl: string;
  /** Base URL of this API as seen from a browser, used for file URLs and confirmation links. */
  publicApiUrl: string;
  /** Raster map tiles of the provider search (`MAP_TILE_URL` with `{z}/{x}/{y}`, `MAP_TILE_ATTRIBUTION`); unset = no tiles. */
  mapTiles?: { url: string; attribution: string } | undefined;
  logLevel: string;
  /** Operator mailbox that receives reported reviews (moderation). */
  moderationEmail: string;
  /** The marketplace's bank account for prepayment („Vorkasse“): shown on the order and in the confirmation e-mail. */
  paymentAccount: { accountHolder: string; iban: string; bic: string; bankName: string };
  /** The operator's company data, read by the legal pages, the footer and e-mails (README "Operator settings"). */
  operator: OperatorSettings;
  /** Redis (`REDIS_URL`): rate-limit counters and the event bus shared by every instance; `undefined` = in process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** S3-compatible object storage (`S3_ENDPOINT`, `S3_BUCKET`, keys); `undefined` = the local folder. */
  s3: S3Config | undefined;
  /** Seconds a private file's signed download URL stays valid. */
  privateUrlTtlSeconds: number;
  /** Provider balances (`PAYOUT_HOLD_DAYS`, `COMMISSION_BASIS_POINTS`): days a completed sale is held, commission in 1/100 %. */
  payouts: { holdDays: number; commissionBasisPoints: number };
  /** The marketplace's SEPA creditor identifier (`SEPA_CREDITOR_ID`) for direct debits of package invoices. */
  sepaCreditorId: string;
  jobs: {
    /** Whether this instance runs jobs (`JOBS_WORKER`); an instance can serve HTTP only. */
    worker: boolean;
    /** How often an idle worker looks for due jobs (ms). */
    pollMs: number;
    /** How long a taken job stays with its worker before another may run it again (s). */
    leaseSeconds: number;
    /** Jobs one worker runs at the same time. */
    concurrency: number;
  };
  /** Seconds SIGTERM waits for running requests and jobs before the process ends anyway. */
  shutdownGraceSeconds: number;
  /**
   * Milliseconds a SIGTERM'd instance keeps serving, with `/ready` answering 503, before it stops accepting
   * connections (`SHUTDOWN_DELAY_MS`; default 5000 in production, else 0 — `npm start` and the test harnesses stop
   * at once): time for the load balancer's probes to take it out.
   */
  shutdownDelayMs: number;
  /**
   * A process id this instance lives with (`STOP_WITH_PID`, tests and local tools): once that process is gone the
   * instance shuts down as on SIGINT, so a harness that is killed outright leaves no API behind.
   */
  stopWithPid: number | undefined;
  /** Whether `/metrics` answers (Prometheus). */
  metrics: boolean;
  /** Development probe of the event bus (`/dev/bus/…`, `DEV_BUS_PROBE=true`): used by the multi-instance test. */
  devBusProbe: boolean;
  /** Onboarding (Art. 30 DSA): a complete submission is verified at once (development, tests); else the operator's script decides. */
  onboardingAutoVerify: boolean;
  /**
   * Area releases: the environments in promotion order (`RELEASE_ENVIRONMENTS`, the last one is production) and
   * the secret that signs QA override links (`RELEASE_LINK_SECRET`, shared with the shell's server).
   */
  releases: { environments: string[]; linkSecret: string };
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Base URL under which public objects are served directly (bucket website or CDN); else the API serves them. */
  publicUrl: string | undefined;
}

/** One wrong setting; {@link loadConfig} collects them all and throws {@link ConfigError}. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration / invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** § 36 VSBG: whether the operator takes part in consumer dispute resolution before a consumer arbitration board. */
export const DISPUTE_PARTICIPATION = ['not_willing', 'willing', 'obliged'] as const;
export type DisputeParticipation = (typeof DISPUTE_PARTICIPATION)[number];

/** BFSG accessibility statement: conformance with WCAG 2.1 AA / EN 301 549. */
export const ACCESSIBILITY_CONFORMANCE = ['full', 'partial', 'none'] as const;
export type AccessibilityConformance = (typeof ACCESSIBILITY_CONFORMANCE)[number];

export interface OperatorSettings {
  /** True while the company name is not configured (never in production): pages show the values as demo data, marked „Demo-Betreiber“. */
  demo: boolean;
  companyName: string;
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** Managing directors or other representatives (comma-separated in OPERATOR_REPRESENTATIVES). */
  representatives: string[];
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  email: string;
  phone: string;
  /** Supervisory authority, where the business needs a licence; empty = none. */
  supervisoryAuthority: string;
  /** Person responsible for editorial content (§ 18 Abs. 2 MStV); empty = none. */
  contentResponsible: string;
  privacyEmail: string;
  dispute: { participation: DisputeParticipation; board: string };
  accessibility: {
    conformance: AccessibilityConformance;
    knownGaps: string[];
    contactEmail: string;
    reviewedOn: string;
    marketSurveillance: string;
  };
}

const DEMO_OPERATOR = {
  companyName: 'Marktplatz Demo GmbH',
  street: 'Beispielstraße 1',
  postalCode: '34117',
  city: 'Kassel',
  representatives: 'Erika Mustermann (Demo)',
  registerCourt: 'Amtsgericht Kassel',
  registerNumber: 'HRB 00000 (Demo)',
  vatId: 'DE000000000 (Demo)',
  email: 'kontakt@marktplatz.example',
  phone: '+49 561 000000 (Demo)',
};

function list(value: string | undefined, separator: string | RegExp): string[] {
  return (nonEmpty(value) ?? '')
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, name: string): T {
  const given = nonEmpty(value);
  if (given === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(given)) throw new Error(`${name} muss eine von ${allowed.join(', ')} sein.`);
  return given as T;
}

function operatorSettings(env: NodeJS.ProcessEnv): OperatorSettings {
  const demo = nonEmpty(env.OPERATOR_NAME) === undefined;
  const value = (name: string, fallback: string) => nonEmpty(env[name]) ?? (demo ? fallback : '');
  const email = value('OPERATOR_EMAIL', DEMO_OPERATOR.email);
  return {
    demo,
    companyName: nonEmpty(env.OPERATOR_NAME) ?? DEMO_OPERATOR.companyName,
    legalForm: value('OPERATOR_LEGAL_FORM', 'GmbH'),
    street: value('OPERATOR_STREET', DEMO_OPERATOR.street),
    postalCode: value('OPERATOR_POSTAL_CODE', DEMO_OPERATOR.postalCode),
    city: value('OPERATOR_CITY', DEMO_OPERATOR.city),
    country: nonEmpty(env.OPERATOR_COUNTRY) ?? 'Deutschland',
    representatives: list(value('OPERATOR_REPRESENTATIVES', DEMO_OPERATOR.representatives), ','),
    registerCourt: value('OPERATOR_REGISTER_COURT', DEMO_OPERATOR.registerCourt),
    registerNumber: value('OPERATOR_REGISTER_NUMBER', DEMO_OPERATOR.registerNumber),
    vatId: value('OPERATOR_VAT_ID', DEMO_OPERATOR.vatId),
    email,
    phone: value('OPERATOR_PHONE', DEMO_OPERATOR.phone),
    supervisoryAuthority: nonEmpty(env.OPERATOR_SUPERVISORY_AUTHORITY) ?? '',
    contentResponsible: nonEmpty(env.OPERATOR_CONTENT_RESPONSIBLE) ?? '',
    privacyEmail: nonEmpty(env.OPERATOR_PRIVACY_EMAIL) ?? email,
    dispute: {
      participation: oneOf(env.OPERATOR_DISPUTE_RESOLUTION, DISPUTE_PARTICIPATION, 'not_willing', 'OPERATOR_DISPUTE_RESOLUTION'),
      board:
        nonEmpty(env.OPERATOR_DISPUTE_BOARD) ??
        'Universalschlichtungsstelle des Bundes, Zentrum für Schlichtung e. V., Straßburger Straße 8, 77694 Kehl am Rhein, www.universalschlichtungsstelle.de',
    },
    accessibility: {
      conformance: oneOf(env.ACCESSIBILITY_CONFORMANCE, ACCESSIBILITY_CONFORMANCE, 'partial', 'ACCESSIBILITY_CONFORMANCE'),
      knownGaps: list(env.ACCESSIBILITY_KNOWN_GAPS, '|').length
        ? list(env.ACCESSIBILITY_KNOWN_GAPS, '|')
        : [
            'Produktbilder der Anbieter haben nicht immer einen aussagekräftigen Alternativtext.',
            'Als PDF bereitgestellte Rechnungen sind noch nicht vollständig barrierefrei (getaggtes PDF).',
          ],
      contactEmail: nonEmpty(env.ACCESSIBILITY_CONTACT_EMAIL) ?? email,
      reviewedOn: nonEmpty(env.ACCESSIBILITY_REVIEWED_ON) ?? '2026-11-25',
      marketSurveillance:
        nonEmpty(env.ACCESSIBILITY_MARKET_SURVEILLANCE) ??
        'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
    },
  };
}

/**
 * What production cannot run without (README "Operator settings"): the operator's data of the imprint (§ 5 DDG),
 * the footer and e-mails, and the marketplace's bank account for prepayment („Vorkasse“). Without them the demo
 * values would face real customers.
 */
export const OPERATOR_REQUIRED_SETTINGS = [
  'OPERATOR_NAME',
  'OPERATOR_STREET',
  'OPERATOR_POSTAL_CODE',
  'OPERATOR_CITY',
  'OPERATOR_REPRESENTATIVES',
  'OPERATOR_REGISTER_COURT',
  'OPERATOR_REGISTER_NUMBER',
  'OPERATOR_VAT_ID',
  'OPERATOR_EMAIL',
  'OPERATOR_PHONE',
] as const;
export const PAYMENT_REQUIRED_SETTINGS = ['PAYMENT_ACCOUNT_HOLDER', 'PAYMENT_IBAN', 'PAYMENT_BIC', 'PAYMENT_BANK_NAME'] as const;

/** The demo's prepayment IBAN (a well-known sample account); never a real marketplace's account. */
const SAMPLE_IBAN = 'DE89370400440532013000';
const DEMO_PAYMENT_ACCOUNT = {
  accountHolder: 'Marktplatz GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};

/** The operator and payment settings of {@link OPERATOR_REQUIRED_SETTINGS} / {@link PAYMENT_REQUIRED_SETTINGS} not set. */
export function missingOperatorSettings(env: NodeJS.ProcessEnv): string[] {
  return [...OPERATOR_REQUIRED_SETTINGS, ...PAYMENT_REQUIRED_SETTINGS].filter((name) => nonEmpty(env[name]) === undefined);
}

/** ISO 13616 check digits (mod 97) of an IBAN without spaces. */
function ibanValid(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** Production: every operator and payment setting is given, and the IBAN is a real one (not the demo's). */
function checkProductionOperator(env: NodeJS.ProcessEnv): void {
  const missing = missingOperatorSettings(env);
  if (missing.length > 0) {
    problem(
      `In Produktion startet die API nur mit den Angaben des Betreibers und seinem Konto für Vorkasse; es fehlen: ${missing.join(', ')} / ` +
        `in production the API needs the operator's data and payment account; missing: ${missing.join(', ')}.`,
    );
  }
  const iban = nonEmpty(env.PAYMENT_IBAN)?.replace(/\s+/g, '').toUpperCase();
  if (iban === SAMPLE_IBAN) {
    problem("PAYMENT_IBAN ist die Beispiel-IBAN der Demo / PAYMENT_IBAN is the demo's sample IBAN.");
  } else if (iban !== undefined && !ibanValid(iban)) {
    problem(`PAYMENT_IBAN ist keine gültige IBAN / PAYMENT_IBAN is no valid IBAN (ist/is "${env.PAYMENT_IBAN}").`);
  }
}

const DEV_JWT_SECRET = 'marktplatz-entwicklungsschluessel-nicht-fuer-produktion';
const DEV_RELEASE_LINK_SECRET = 'marktplatz-testversion-links-nur-lokal';

function releaseSettings(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): AppConfig['releases'] {
  const environments = (nonEmpty(env.RELEASE_ENVIRONMENTS) ?? 'local,staging,production')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (
    environments.length === 0 ||
    new Set(environments).size !== environments.length ||
    !environments.every((name) => /^[a-z][a-z0-9-]{0,31}$/.test(name))
  ) {
    problem(
      'RELEASE_ENVIRONMENTS: Umgebungsnamen (a-z, 0-9, -) durch Kommas getrennt, jeder einmal / comma-separated environment names, each once.',
    );
  }
  const linkSecret = nonEmpty(env.RELEASE_LINK_SECRET) ?? DEV_RELEASE_LINK_SECRET;
  if (nodeEnv === 'production' && (linkSecret === DEV_RELEASE_LINK_SECRET || linkSecret.length < 32)) {
    problem(
      'RELEASE_LINK_SECRET muss in Produktion gesetzt sein (mindestens 32 Zeichen) / RELEASE_LINK_SECRET must be set in production (at least 32 characters).',
    );
  }
  return { environments, linkSecret };
}

function frontEndOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3008; port += 1) {
    origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
  }
  return origins;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

let problems: string[] | undefined;

function problem(text: string): void {
  if (problems) problems.push(text);
  else throw new ConfigError([text]);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    problem(`${name} muss eine nicht-negative Ganzzahl sein / must be a non-negative integer (ist/is "${value}").`);
    return fallback;
  }
  return parsed;
}

function url(value: string | undefined, name: string, protocols: string[]): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  try {
    const parsed = new URL(text);
    if (protocols.includes(parsed.protocol)) return text;
  } catch {
    // reported below
  }
  problem(`${name} muss eine URL mit ${protocols.join(' oder ')} sein / must be a ${protocols.join(' or ')} URL (ist/is "${text}").`);
  return undefined;
}

function mapTiles(env: NodeJS.ProcessEnv): AppConfig['mapTiles'] {
  const tiles = url(env.MAP_TILE_URL, 'MAP_TILE_URL', ['http:', 'https:']);
  if (!tiles) return undefined;
  if (!['{z}', '{x}', '{y}'].every((part) => tiles.includes(part))) {
    problem(`MAP_TILE_URL braucht {z}, {x} und {y} / MAP_TILE_URL needs {z}, {x} and {y} (ist/is "${tiles}").`);
    return undefined;
  }
  return { url: tiles, attribution: nonEmpty(env.MAP_TILE_ATTRIBUTION) ?? '© OpenStreetMap-Mitwirkende' };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const endpoint = url(env.S3_ENDPOINT, 'S3_ENDPOINT', ['http:', 'https:']);
  const bucket = nonEmpty(env.S3_BUCKET);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if (!endpoint) {
    if (bucket) problem('S3_BUCKET ist gesetzt, aber S3_ENDPOINT fehlt / S3_BUCKET is set but S3_ENDPOINT is missing.');
    return undefined;
  }
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problem('S3_BUCKET muss ein gültiger Bucket-Name sein (3–63 Zeichen a-z, 0-9, ., -) / S3_BUCKET must be a valid bucket name.');
  }
  if (!accessKeyId) problem('S3_ACCESS_KEY_ID fehlt (zu S3_ENDPOINT) / S3_ACCESS_KEY_ID is missing.');
  if (!secretAccessKey) problem('S3_SECRET_ACCESS_KEY fehlt (zu S3_ENDPOINT) / S3_SECRET_ACCESS_KEY is missing.');
  return {
    endpoint,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    bucket: bucket ?? '',
    accessKeyId: accessKeyId ?? '',
    secretAccessKey: secretAccessKey ?? '',
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, true),
    publicUrl: url(env.S3_PUBLIC_URL, 'S3_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, ''),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The folder of the API package (holds package.json and src/), found from the working directory. */
export function findApiRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === '@marktplatz/api') return dir;
      if (existsSync(path.join(dir, 'api', 'package.json'))) return path.join(dir, 'api');
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Das Verzeichnis der Marktplatz-API wurde nicht gefunden.');
    dir = parent;
  }
}

/**
 * Reads the settings and validates them all: every wrong setting is one line (German / English) of the
 * {@link ConfigError} thrown at the end, so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  problems = [];
  try {
    const config = readConfig(env);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } finally {
    problems = undefined;
  }
}

function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  const nodeEnv: NodeEnv = nodeEnvRaw === 'production' || nodeEnvRaw === 'test' ? nodeEnvRaw : 'development';
  const apiRoot = findApiRoot();
  const dataDir = path.resolve(apiRoot, env.DATA_DIR ?? '.data');
  const port = int(env.API_PORT, 4000, 'API_PORT');
  const jwtSecret = nonEmpty(env.JWT_SECRET) ?? DEV_JWT_SECRET;
  if (nodeEnv === 'production' && (jwtSecret === DEV_JWT_SECRET || jwtSecret.length < 32)) {
    problem(
      'JWT_SECRET muss in Produktion gesetzt sein (mindestens 32 Zeichen) / JWT_SECRET must be set in production (at least 32 characters).',
    );
  }
  if (nodeEnv === 'production') checkProductionOperator(env);
  const databaseUrl = url(env.DATABASE_URL, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env.REDIS_URL, 'REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = url(env.SMTP_URL, 'SMTP_URL', ['smtp:', 'smtps:']);
  const corsOrigins = nonEmpty(env.CORS_ORIGINS)
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    nodeEnv,
    port,
    host: nonEmpty(env.API_HOST) ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret,
    jwtIssuer: nonEmpty(env.JWT_ISSUER) ?? 'marktplatz-api',
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 24 * 60 * 60, 'JWT_TTL_SECONDS'),
    corsOrigins: corsOrigins ?? frontEndOrigins(),
    devOutbox: bool(env.DEV_OUTBOX, nodeEnv !== 'production'),
    smtpUrl,
    smtpFrom: nonEmpty(env.SMTP_FROM) ?? 'Marktplatz <no-reply@marktplatz.example>',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1000, 'RATE_LIMIT_MAX'),
    publicWebUrl: (nonEmpty(env.PUBLIC_WEB_URL) ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    mapTiles: mapTiles(env),
    publicApiUrl: (nonEmpty(env.PUBLIC_API_URL) ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    moderationEmail: nonEmpty(env.MODERATION_EMAIL) ?? 'moderation@marktplatz.example',
    paymentAccount: {
      accountHolder: nonEmpty(env.PAYMENT_ACCOUNT_HOLDER) ?? DEMO_PAYMENT_ACCOUNT.accountHolder,
      iban: nonEmpty(env.PAYMENT_IBAN) ?? DEMO_PAYMENT_ACCOUNT.iban,
      bic: nonEmpty(env.PAYMENT_BIC) ?? DEMO_PAYMENT_ACCOUNT.bic,
      bankName: nonEmpty(env.PAYMENT_BANK_NAME) ?? DEMO_PAYMENT_ACCOUNT.bankName,
    },
    operator: operatorSettings(env),
    redis: redisUrl ? { url: redisUrl, keyPrefix: nonEmpty(env.REDIS_PREFIX) ?? 'mp:' } : undefined,
    s3: s3Config(env),
    privateUrlTtlSeconds: int(env.PRIVATE_URL_TTL_SECONDS, 300, 'PRIVATE_URL_TTL_SECONDS'),
    payouts: {
      holdDays: int(env.PAYOUT_HOLD_DAYS, 14, 'PAYOUT_HOLD_DAYS'),
      commissionBasisPoints: Math.min(int(env.COMMISSION_BASIS_POINTS, 0, 'COMMISSION_BASIS_POINTS'), 10_000),
    },
    sepaCreditorId: nonEmpty(env.SEPA_CREDITOR_ID) ?? 'DE98ZZZ09999999999',
    jobs: {
      worker: bool(env.JOBS_WORKER, true),
      pollMs: Math.max(50, int(env.JOBS_POLL_MS, 1000, 'JOBS_POLL_MS')),
      leaseSeconds: Math.max(1, int(env.JOBS_LEASE_SECONDS, 60, 'JOBS_LEASE_SECONDS')),
      concurrency: Math.max(1, int(env.JOBS_CONCURRENCY, 4, 'JOBS_CONCURRENCY')),
    },
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 20, 'SHUTDOWN_GRACE_SECONDS'),
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, nodeEnv === 'production' ? 5000 : 0, 'SHUTDOWN_DELAY_MS'),
    stopWithPid: nonEmpty(env.STOP_WITH_PID) ? int(env.STOP_WITH_PID, 0, 'STOP_WITH_PID') || undefined : undefined,
    metrics: bool(env.METRICS, true),
    devBusProbe: bool(env.DEV_BUS_PROBE, false),
    onboardingAutoVerify: bool(env.ONBOARDING_AUTO_VERIFY, nodeEnv !== 'production'),
    releases: releaseSettings(env, nodeEnv),
  };
}
