import { loadConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';

type App = Awaited<ReturnType<typeof import('./app').buildApp>>;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();

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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'API wird beendet');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const [{ buildApp }, { seedDatabase }, { modules }] = await loading;
    const phases: Record<string, number> = { loadAndOpenMs: Math.round(performance.now()) };
    const mark = (name: string, since: number) => {
      phases[name] = Math.round(performance.now() - since);
      return performance.now();
    };
    let since = performance.now();
    await database.migrate();
    since = mark('migrateMs', since);
    const seeded = await seedDatabase(database.db, modules, { config });
    since = mark('seedMs', since);
    app = await buildApp({ config, db: database.db });
    await app.listen({ port: config.port, host: config.host });
    mark('listenMs', since);
    app.log.info(
      { driver: database.driver, seeded, ...phases, sinceProcessStartMs: Math.round(performance.now()), mainMs: Math.round(performance.now() - startedAt) },
      `Marktplatz-API bereit auf http://${config.host}:${config.port}`,
    );
  } catch (error) {
    console.error('Die API konnte nicht starten:', error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
