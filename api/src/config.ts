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
  logLevel: string;
  /** Operator mailbox that receives reported reviews (moderation). */
  moderationEmail: string;
  /** The marketplace's bank account for prepayment („Vorkasse“): shown on the order and in the confirmation e-mail. */
  paymentAccount: { accountHolder: string; iban: string; bic: string; bankName: string };
}

const DEV_JWT_SECRET = 'marktplatz-entwicklungsschluessel-nicht-fuer-produktion';

function frontEndOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3007; port += 1) {
    origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
  }
  return origins;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} muss eine nicht-negative Ganzzahl sein.`);
  return parsed;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  const nodeEnv: NodeEnv = nodeEnvRaw === 'production' || nodeEnvRaw === 'test' ? nodeEnvRaw : 'development';
  const apiRoot = findApiRoot();
  const dataDir = path.resolve(apiRoot, env.DATA_DIR ?? '.data');
  const port = int(env.API_PORT, 4000, 'API_PORT');
  const jwtSecret = nonEmpty(env.JWT_SECRET) ?? DEV_JWT_SECRET;
  if (nodeEnv === 'production' && (jwtSecret === DEV_JWT_SECRET || jwtSecret.length < 32)) {
    throw new Error('JWT_SECRET muss in Produktion gesetzt sein (mindestens 32 Zeichen).');
  }
  const corsOrigins = nonEmpty(env.CORS_ORIGINS)
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    nodeEnv,
    port,
    host: nonEmpty(env.API_HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret,
    jwtIssuer: nonEmpty(env.JWT_ISSUER) ?? 'marktplatz-api',
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 24 * 60 * 60, 'JWT_TTL_SECONDS'),
    corsOrigins: corsOrigins ?? frontEndOrigins(),
    devOutbox: bool(env.DEV_OUTBOX, nodeEnv !== 'production'),
    smtpUrl: nonEmpty(env.SMTP_URL),
    smtpFrom: nonEmpty(env.SMTP_FROM) ?? 'Marktplatz <no-reply@marktplatz.example>',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1000, 'RATE_LIMIT_MAX'),
    publicWebUrl: (nonEmpty(env.PUBLIC_WEB_URL) ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    publicApiUrl: (nonEmpty(env.PUBLIC_API_URL) ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    moderationEmail: nonEmpty(env.MODERATION_EMAIL) ?? 'moderation@marktplatz.example',
    paymentAccount: {
      accountHolder: nonEmpty(env.PAYMENT_ACCOUNT_HOLDER) ?? 'Marktplatz GmbH',
      iban: nonEmpty(env.PAYMENT_IBAN) ?? 'DE89 3704 0044 0532 0130 00',
      bic: nonEmpty(env.PAYMENT_BIC) ?? 'COBADEFFXXX',
      bankName: nonEmpty(env.PAYMENT_BANK_NAME) ?? 'Commerzbank',
    },
  };
}
