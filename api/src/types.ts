import type { AppConfig } from './config';
import type { Database, Executor } from './db/client';
import type { Access, SessionUser } from './http/auth';
import type { UnauthorizedError } from './http/errors';
import type { Outbox } from './modules/outbox/service';
import type { SitemapUrl } from './modules/types';
import type { Redis } from 'ioredis';
import type { Bus } from './infra/bus';
import type { Metrics } from './infra/metrics';
import type { OutageReporter } from './infra/outage';
import type { JobWorker } from './infra/queue';
import type { FileStorage } from './infra/storage';
import type { TicketStore } from './infra/tickets';
import type { RouteEntry } from './plugins/access';
import type { AccountEventListener, AccountProfileSource, NotificationLinkResolvers, UserEraser, UserExporter } from './modules/types';
import type { ProviderWithdrawalSteps } from './modules/withdrawal';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Every module's public pages for `/sitemap.xml` (DomainModule.sitemap). */
    sitemapSources: Array<(db: Executor) => Promise<SitemapUrl[]>>;
    appConfig: AppConfig;
    outbox: Outbox;
    /** Every registered module's part of deleting an account (`DomainModule.eraseUser`), in module order. */
    userErasers: readonly UserEraser[];
    /** Every registered module's part of the data export (`DomainModule.exportUser`), by module name. */
    userExporters: ReadonlyArray<{ module: string; exportUser: UserExporter }>;
    /** Every registered module's part of withdrawing a provider and of reinstating it (`modules/withdrawal.ts`). */
    providerWithdrawal: ProviderWithdrawalSteps;
    /** Every registered module's reaction to account events and part of the account's profile (`DomainModule`). */
    accountHooks: { events: readonly AccountEventListener[]; profile: readonly AccountProfileSource[] };
    /** Where notifications lead, by the kind of target, from the module that keeps it (`DomainModule.notificationLinks`). */
    notificationLinks: NotificationLinkResolvers;
    /** Files: the local folder or S3 (src/infra/storage.ts). */
    storage: FileStorage;
    /** Logs each kind of outage once per window, for REST and GraphQL alike (src/infra/outage.ts). */
    outages: OutageReporter;
    /** Realtime events across instances: Redis pub/sub or in process (src/infra/bus.ts). */
    bus: Bus;
    /** One-minute single-use tickets that open realtime connections (src/infra/tickets.ts). */
    tickets: TicketStore;
    /** The Redis connection when REDIS_URL is set. */
    redis: Redis | undefined;
    /** This instance's job worker (`undefined` with JOBS_WORKER=false). */
    jobWorker: JobWorker | undefined;
    metrics: Metrics;
    /** Every registered route with its declared access (filled while routes register). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The logged-in user, or `null` (anonymous, or a bad token on a public route). */
    user: SessionUser | null;
    /** Why a presented token was refused (public routes and GraphQL go on anonymously). */
    authFailure: UnauthorizedError | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route (see api/README.md). */
    access?: Access;
    /** The spec lacks this call: marked `x-extension: true` in OpenAPI. */
    extension?: boolean;
  }
}
