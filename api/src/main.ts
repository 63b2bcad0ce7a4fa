import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { modules } from './modules';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  } catch (error) {
    console.error('Die API konnte nicht starten:', error instanceof Error ? error.message : error);
    process.exit(1);
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
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
    const phases: Record<string, number> = { openMs: Math.round(performance.now() - startedAt) };
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
      { driver: database.driver, seeded, ...phases, startMs: Math.round(performance.now() - startedAt) },
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
