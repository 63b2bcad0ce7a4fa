import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

let processRegistry: Registry | undefined;

/** The process's default metrics (CPU, memory, event-loop lag, GC): collected once per process, shared by its apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Prometheus metrics of one app instance (own registry, so several apps in one test process do not clash). */
export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen nach Route / HTTP request duration by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobsFinished = new Counter({
    name: 'jobs_finished_total',
    help: 'Beendete Aufträge nach Name und Ergebnis / finished jobs by name and outcome (done, retry, dead)',
    labelNames: ['name', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Laufzeit der Aufträge / job run time',
    labelNames: ['name'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [this.registry],
  });

  /** The text of a scrape: this app's metrics and the process's. */
  async scrape(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }

  constructor(collect: { queue: () => Promise<Record<string, number>>; pool: () => Record<string, number> | undefined }) {
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Aufträge nach Status / jobs by status (queued, running, dead)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        try {
          const counts = await collect.queue();
          for (const status of ['queued', 'running', 'dead']) this.set({ status }, counts[status] ?? 0);
        } catch {
          // database unreachable: /ready reports it; the scrape still answers
        }
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL-Verbindungen des Pools / database pool connections (total, idle, waiting)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = collect.pool();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
  }
}
