import { Worker } from 'node:worker_threads';
import { ConfigError, loadConfig, missingOperatorSettings, type AppConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';

type App = Awaited<ReturnType<typeof import('./app').buildApp>>;

/** Key of the advisory lock that lets one starting instance at a time migrate and seed the database. */
const STARTUP_LOCK_KEY = 74_262_027;

/**
 * Ends the process after `ms` even when its event loop is blocked (a database driver stuck in a synchronous call
 * during close): a worker thread has a loop of its own and sends SIGKILL. Timers of the main thread cannot do that.
 */
function hardStopAfter(ms: number): void {
  const worker = new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${ms});`, { eval: true });
  worker.unref();
}

/** Calls `stop` once the process `pid` no longer exists (checked every two seconds). */
function watchProcess(pid: number, stop: () => void): void {
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EPERM') return;
      clearInterval(timer);
      stop();
    }
  }, 2000);
  timer.unref();
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own: instances started together
 * migrate and seed one after another (the later ones find nothing left to do).
 */
async function withStartupLock<T>(config: AppConfig, work: () => Promise<T>): Promise<T> {
  if (!config.databaseUrl) return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Die API konnte nicht starten: ${String(error)}`);
    process.exit(1);
  }

  // The database opens (PGlite compiles its WebAssembly) while the app's modules load.
  const opening = config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
  const loading = Promise.all([import('./app'), import('./db/seed'), import('./modules')]);
  let database: DatabaseHandle;
  try {
    database = await opening;
  } catch (error) {
    console.error('Die API konnte nicht starten:', error instanceof Error ? error.message : error);
    process.exit(1);
  }

  let app: App | undefined;
  let draining = false;
  let closing = false;
  /**
   * SIGTERM: `/ready` answers 503 at once while the instance keeps listening and serving (every answer carries
   * `Connection: close`) for SHUTDOWN_DELAY_MS — a load balancer that opens a new connection for each probe sees
   * the 503 and takes the instance out. Then new connections are refused, requests in flight and running jobs
   * finish (at most SHUTDOWN_GRACE_SECONDS), and the pools close. SIGINT (Ctrl-C) skips the delay.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    draining = true;
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app?.log.info({ signal, delayMs }, 'API wird beendet');
    if (delayMs > 0 && app) await new Promise((resolve) => setTimeout(resolve, delayMs));
    app?.log.info('Keine neuen Verbindungen mehr; laufende Anfragen werden beendet');
    // After the grace, connections still open (a client that keeps a finished connection, a stuck long poll) are
    // cut so the close can complete; should even that hang, the process ends with 1.
    const cut = setTimeout(() => app?.server.closeAllConnections(), config.shutdownGraceSeconds * 1000);
    cut.unref();
    const timer = setTimeout(
      () => {
        app?.log.error('Beenden dauerte zu lange – Prozess endet');
        process.exit(1);
      },
      (config.shutdownGraceSeconds + 10) * 1000,
    );
    timer.unref();
    hardStopAfter((config.shutdownGraceSeconds + 15) * 1000);
    try {
      await app?.close();
    } catch (error) {
      app?.log.error({ err: error }, 'Fehler beim Beenden');
    } finally {
      await database.close().catch(() => undefined);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.stopWithPid) {
    watchProcess(config.stopWithPid, () => {
      console.error(`Prozess ${config.stopWithPid} ist beendet – die API endet mit ihm`);
      void shutdown('SIGINT');
    });
  }

  try {
    const [{ buildApp }, { seedDatabase }, { modules }] = await loading;
    const phases: Record<string, number> = { loadAndOpenMs: Math.round(performance.now()) };
    const mark = (name: string, since: number) => {
      phases[name] = Math.round(performance.now() - since);
      return performance.now();
    };
    let since = performance.now();
    const seeded = await withStartupLock(config, async () => {
      await database.migrate();
      since = mark('migrateMs', since);
      return seedDatabase(database.db, modules, { config });
    });
    since = mark('seedMs', since);
    app = await buildApp({ config, db: database.db, infra: { draining: () => draining } });
    await app.listen({ port: config.port, host: config.host });
    mark('listenMs', since);
    app.log.info(
      {
        driver: database.driver,
        storage: app.storage.kind,
        bus: app.bus.kind,
        jobWorker: Boolean(app.jobWorker),
        seeded,
        ...phases,
        sinceProcessStartMs: Math.round(performance.now()),
        mainMs: Math.round(performance.now() - startedAt),
      },
      `Marktplatz-API bereit auf http://${config.host}:${config.port}`,
    );
    // Visitors see demo operator data marked „Demo-Betreiber“ only; what to configure is said here, to the operator.
    const unset = missingOperatorSettings(process.env);
    if (unset.length > 0) {
      app.log.warn(
        { unset },
        `Demo-Betreiber: Impressum, Fußzeile, E-Mails und Vorkasse zeigen Beispieldaten. Für den Betrieb in .env setzen: ${unset.join(', ')} ` +
          `(README „Operator settings“; ohne sie startet NODE_ENV=production nicht) / demo operator data: set these before going live.`,
      );
    }
  } catch (error) {
    console.error('Die API konnte nicht starten:', error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
