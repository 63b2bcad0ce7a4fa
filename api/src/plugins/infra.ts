import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { NotFoundError, ValidationError } from '../http/errors';
import { ok } from '../http/envelope';
import { type Bus, MemoryBus, RedisBus } from '../infra/bus';
import { Metrics } from '../infra/metrics';
import { classifyOutage, OutageReporter } from '../infra/outage';
import { JobWorker, queueCounts } from '../infra/queue';
import { connectRedis } from '../infra/redis';
import { isSafeKey, storageFor, verifyPrivate } from '../infra/storage';
import { MemoryTicketStore, RedisTicketStore, type TicketStore } from '../infra/tickets';

/** Things only the process entry point knows (main.ts): whether it is shutting down. */
export interface InfraOptions {
  /** Answers true once SIGTERM arrived: `/ready` answers 503 so the load balancer stops sending requests. */
  draining?: () => boolean;
  /** A bus to use instead of one from the settings (tests). */
  bus?: Bus;
}

function poolStats(app: FastifyInstance): Record<string, number> | undefined {
  const client = (app.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  if (!client || typeof client.totalCount !== 'number') return undefined;
  return { total: client.totalCount, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 };
}

async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`keine Antwort nach ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * The shared services of an instance: `app.redis` (when REDIS_URL is set), `app.bus` (Redis pub/sub or in
 * process), `app.storage` (local folder or S3), the job worker, and the operator calls `/ready` and `/metrics`,
 * the public file route for S3 and the signed private-file route.
 */
export default fp<InfraOptions>(
  async (app, options) => {
    const config = app.appConfig;
    const log = (message: string) => app.log.warn(message);
    let redis: Redis | undefined;
    let bus: Bus;
    const redisClients: Redis[] = [];
    if (config.redis) {
      redis = connectRedis(config.redis.url, { name: 'marktplatz', log, failFast: true });
      redisClients.push(redis);
    }
    if (options.bus) {
      bus = options.bus;
    } else if (config.redis) {
      // Publishing is best effort: while Redis is away it fails at once (callers catch it) instead of waiting.
      const publisher = connectRedis(config.redis.url, { name: 'marktplatz-pub', log, failFast: true });
      const subscriber = connectRedis(config.redis.url, { name: 'marktplatz-sub', log });
      redisClients.push(publisher, subscriber);
      bus = new RedisBus(publisher, subscriber, `${config.redis.keyPrefix}bus:`);
    } else {
      bus = new MemoryBus();
    }
    const storage = storageFor(config);
    const metrics = new Metrics({
      queue: () => queueCounts(app.db) as unknown as Promise<Record<string, number>>,
      pool: () => poolStats(app),
    });

    app.decorate('redis', redis);
    app.decorate('bus', bus);
    const tickets: TicketStore = redis ? new RedisTicketStore(redis, `${config.redis?.keyPrefix ?? ''}ticket:`) : new MemoryTicketStore();
    app.decorate('tickets', tickets);
    app.decorate('storage', storage);
    app.decorate('metrics', metrics);

    const worker = config.jobs.worker
      ? new JobWorker(app.db, {
          context: { config, bus },
          pollMs: config.jobs.pollMs,
          leaseSeconds: config.jobs.leaseSeconds,
          concurrency: config.jobs.concurrency,
          log: app.log,
          onJobFinished: (name, outcome, seconds) => {
            metrics.jobsFinished.inc({ name, outcome });
            metrics.jobDuration.observe({ name }, seconds);
          },
        })
      : undefined;
    app.decorate('jobWorker', worker);
    app.addHook('onReady', async () => {
      worker?.start();
    });

    // While shutting down, answers end their connection, so keep-alive clients open their next one elsewhere.
    app.addHook('onSend', async (_request, reply) => {
      if (options.draining?.()) void reply.header('connection', 'close');
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unbekannt';
      metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    // Closing: running jobs finish (bounded), then the connections close. Requests in flight were finished by
    // fastify's close before this hook runs.
    app.addHook('onClose', async () => {
      await worker?.stop(config.shutdownGraceSeconds * 1000);
      await bus.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    });

    const readyFailures = new OutageReporter();
    app.get(
      '/ready',
      {
        config: { access: 'public', extension: true, rateLimit: false },
        schema: { tags: ['System'], summary: 'Bereit für Anfragen (Datenbank, Redis, Speicher)' },
      },
      async (request, reply) => {
        // Public: up/down per dependency. Why one is down goes to the log (once per dependency and reason and
        // 30 s): error texts name hosts and SQL, which are nobody's business outside.
        const checks: Record<string, 'up' | 'down'> = {};
        const run = async (name: string, check: () => Promise<unknown>) => {
          try {
            await within(3000, check());
            checks[name] = 'up';
          } catch (error) {
            checks[name] = 'down';
            const reason = classifyOutage(error)?.reason ?? (error instanceof Error ? error.name : 'unknown');
            const suppressed = readyFailures.admit(`${name}:${reason}`);
            if (suppressed !== null) {
              request.log.warn({ err: error, check: name, reason, suppressed }, `/ready: ${name} nicht erreichbar`);
            }
          }
        };
        await Promise.all([
          run('database', () => app.db.execute(sql`select 1`)),
          run('storage', () => storage.check()),
          ...(redis ? [run('redis', () => redis.ping())] : []),
        ]);
        const draining = options.draining?.() ?? false;
        const ready = !draining && Object.values(checks).every((value) => value === 'up');
        return reply.status(ready ? 200 : 503).send({
          status: ready,
          message: ready ? undefined : draining ? 'Die Instanz wird beendet.' : 'Ein Dienst ist nicht erreichbar.',
          data: { ready, draining, checks },
        });
      },
    );

    if (config.metrics) {
      app.get(
        '/metrics',
        {
          config: { access: 'public', extension: true, rateLimit: false },
          schema: { tags: ['System'], summary: 'Prometheus-Metriken', hide: true },
        },
        async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.scrape()),
      );
    }

    // Public files from S3 through the API (when no S3_PUBLIC_URL serves them directly); the local folder is
    // served by @fastify/static (src/plugins/static.ts).
    if (storage.kind === 's3') {
      app.get('/uploads/*', { config: { access: 'public' } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const file = isSafeKey(key) ? await storage.get('public', key) : null;
        if (!file) throw new NotFoundError('Die Datei wurde nicht gefunden.');
        reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType);
        if (file.size !== undefined) reply.header('content-length', file.size);
        return reply.send(file.body);
      });
    }

    // Private files of the local storage, through a URL signed by privateUrl() (S3 hands out its own pre-signed URL).
    app.get(
      '/files/*',
      {
        config: { access: 'public', extension: true },
        schema: { tags: ['System'], summary: 'Private Datei über eine signierte, befristete Adresse' },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const query = request.query as { expires?: string; signature?: string };
        const expires = Number(query.expires);
        if (!isSafeKey(key) || typeof query.signature !== 'string' || !verifyPrivate(config.jwtSecret, key, expires, query.signature)) {
          // 404 like any object the caller may not see: the answer does not tell whether the file exists.
          throw new NotFoundError('Der Link ist ungültig oder abgelaufen.');
        }
        const file = storage.kind === 'local' ? await storage.get('private', key) : null;
        if (!file) throw new NotFoundError('Die Datei wurde nicht gefunden.');
        reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType);
        reply.header('content-disposition', `attachment; filename="${key.split('/').pop() ?? 'datei'}"`);
        return reply.send(file.body);
      },
    );

    if (config.devBusProbe) {
      // Development probe of the event bus: publish on one instance, wait for it on another.
      app.post('/dev/bus/publish', { config: { access: 'public', extension: true }, schema: { hide: true } }, async (request) => {
        const body = (request.body ?? {}) as { channel?: unknown; message?: unknown };
        if (typeof body.channel !== 'string' || body.channel === '')
          throw ValidationError.field('channel', 'Bitte geben Sie einen Kanal an.');
        await bus.publish(body.channel, body.message ?? null);
        return ok({ published: true });
      });
      app.get('/dev/bus/next', { config: { access: 'public', extension: true }, schema: { hide: true } }, async (request, reply) => {
        const query = request.query as { channel?: string; timeout_ms?: string };
        if (!query.channel) throw ValidationError.field('channel', 'Bitte geben Sie einen Kanal an.');
        const timeout = Math.min(60_000, Math.max(100, Number(query.timeout_ms) || 10_000));
        // The subscription is in place before the answer's headers go out, so a client may publish once it sees them.
        let resolveMessage: (value: unknown) => void = () => undefined;
        const received = new Promise<unknown>((resolve) => {
          resolveMessage = resolve;
        });
        const unsubscribe = await bus.subscribe(query.channel, (message) => resolveMessage(message));
        reply.hijack();
        // A long-lived answer ends its connection: a closing instance must not wait for the client to hang up.
        reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        reply.raw.flushHeaders();
        let timer: NodeJS.Timeout | undefined;
        const message = await Promise.race([
          received,
          new Promise((resolve) => {
            timer = setTimeout(() => resolve(undefined), timeout);
          }),
        ]);
        if (timer) clearTimeout(timer);
        await unsubscribe();
        reply.raw.end(JSON.stringify({ status: true, data: { received: message !== undefined, message: message ?? null } }));
        return reply;
      });
    }
  },
  { name: 'marktplatz-infra', dependencies: ['marktplatz-access'] },
);
