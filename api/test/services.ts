/**
 * Real services for the storage, multi-instance and fault suites, started by the tests themselves: a local S3
 * server (s3rver, an npm package), an SMTP sink (smtp-server), a private redis-server on a free port, and API
 * processes (`src/main.ts` through tsx) on free ports.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { findApiRoot } from '../src/config';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it answers true (or throws after `timeoutMs`). */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`Zeitüberschreitung: ${what}${lastError ? ` (${String(lastError)})` : ''}`);
}

export interface LocalS3 {
  endpoint: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'marktplatz-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mp-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface SmtpMail {
  messageId: string;
  to: string;
  subject: string;
}

/**
 * An SMTP server that accepts every message and records it. `hold(predicate)` keeps the answer to a message's
 * DATA open (the sender waits, mid-delivery) until `release()`, which
 * refuses them — the sender was killed meanwhile; a message counts as delivered only once accepted.
 */
export interface SmtpSink {
  url: string;
  accepted: SmtpMail[];
  /** Messages whose DATA arrived while held (not accepted yet). */
  held: SmtpMail[];
  hold(predicate: (mail: SmtpMail) => boolean): void;
  release(): void;
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: SmtpMail[] = [];
  const held: SmtpMail[] = [];
  let holding: ((mail: SmtpMail) => boolean) | undefined;
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(text)?.[1]?.trim() ?? '';
        const mail: SmtpMail = {
          messageId: header('Message-ID'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: header('Subject'),
        };
        const accept = () => {
          accepted.push(mail);
          callback();
        };
        if (holding?.(mail)) {
          held.push(mail);
          waiting.push(() => callback(new Error('abgebrochen')));
        } else {
          accept();
        }
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    hold(predicate) {
      holding = predicate;
    },
    release() {
      holding = undefined;
      // The held senders died meanwhile (that is what holding is for): their messages were never accepted.
      for (const refuse of waiting.splice(0)) refuse();
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function redisServerAvailable(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** A redis-server of our own (no persistence) on a free port, which the fault test may stop and start again. */
export class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitFor(`redis-server auf ${this.port}`, () => ping(this.port), 20_000, 100);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Freezes the server (SIGSTOP): connections stay open, commands get no answer — a hung Redis. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }
}

/**
 * A TCP proxy in front of a server (the machine's PostgreSQL): the API connects through it, and `cut()` drops every
 * connection and refuses new ones — to the API the database is gone, while the server itself (which other suites
 * share) is never touched. `restore()` accepts connections again on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts on a free port and answers it. */
  async start(): Promise<number> {
    this.port = this.port || (await freePort());
    const server = createServer((client) => {
      const upstream = new Socket();
      this.sockets.add(client);
      this.sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      upstream.connect(this.targetPort, this.targetHost, () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return this.port;
  }

  /** Drops every connection and refuses new ones (connection refused). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}

/** True when a Redis answers PING on the port. */
export function ping(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export interface ApiProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, and wait for the exit code. */
  terminate(): Promise<number | null>;
}

/**
 * Starts `src/main.ts` (through tsx) with `env` on a free port and waits until `/health` answers. `output()` keeps
 * the last 20,000 characters, or everything with `keepOutput`.
 */
export async function startApi(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number; keepOutput?: boolean } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const root = findApiRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'mehrere-instanzen-test-geheimnis-mit-genug-zeichen',
      DEV_OUTBOX: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.keepOutput) output = output.slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitFor(
      `API auf ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`API beendet (${child.exitCode}): ${output}`);
        const response = await fetch(`${url}/health`);
        return response.ok;
      },
      options.timeoutMs ?? 120_000,
      250,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output}`);
  }
  return {
    port,
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A fresh, empty PostgreSQL database on the DATABASE_URL server; `drop` removes it. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const base = process.env.DATABASE_URL as string;
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Whether the multi-process suites can run: PostgreSQL project, and Redis reachable. */
export async function sharedServicesAvailable(): Promise<{ ok: boolean; redisUrl: string }> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (process.env.MP_TEST_DRIVER !== 'postgres' || !process.env.DATABASE_URL) return { ok: false, redisUrl };
  const parsed = new URL(redisUrl);
  return { ok: await ping(Number(parsed.port || 6379), parsed.hostname), redisUrl };
}
