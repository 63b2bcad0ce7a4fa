/** Reading the registry: builds, the current state of an area in an environment, its history, the composition. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areaBuilds, areaFailures, areaReleaseEvents, environmentShells } from '../../db/schema/releases';
import { NotFoundError } from '../../http/errors';
import { staffNames } from '../staff/public';
import type { AreaState, Build, Composition, EnvironmentState } from './schemas';

export type BuildRow = typeof areaBuilds.$inferSelect;
export type EventRow = typeof areaReleaseEvents.$inferSelect;

/** The environment's name, or 404 when the settings do not list it. */
export function assertEnvironment(environments: readonly string[], environment: string): string {
  if (!environments.includes(environment)) throw new NotFoundError(`Unbekannte Umgebung „${environment}“.`);
  return environment;
}

export const buildRef = (build: BuildRow) => ({ version: build.version, manifest_url: build.manifestUrl, content_hash: build.contentHash });

export async function buildsById(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, BuildRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(areaBuilds).where(inArray(areaBuilds.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findBuild(db: Executor, area: string, version: string): Promise<BuildRow | undefined> {
  const [row] = await db
    .select()
    .from(areaBuilds)
    .where(and(eq(areaBuilds.area, area), eq(areaBuilds.version, version)));
  return row;
}

export async function listBuilds(db: Executor, area: string): Promise<Build[]> {
  const rows = await db.select().from(areaBuilds).where(eq(areaBuilds.area, area)).orderBy(desc(areaBuilds.id));
  const names = await staffNames(
    db,
    rows.map((row) => row.registeredBy),
  );
  return rows.map((row) => presentBuild(row, names));
}

export function presentBuild(row: BuildRow, names: Map<number, string>): Build {
  return {
    id: row.id,
    area: row.area,
    version: row.version,
    manifest_url: row.manifestUrl,
    content_hash: row.contentHash,
    shared: row.shared,
    registered_by: names.get(row.registeredBy) ?? null,
    registered_at: row.registeredAt.toISOString(),
  };
}

export async function latestEvent(db: Executor, environment: string, area: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(areaReleaseEvents)
    .where(and(eq(areaReleaseEvents.environment, environment), eq(areaReleaseEvents.area, area)))
    .orderBy(desc(areaReleaseEvents.id))
    .limit(1);
  return row;
}

/** The live build before the current one: the newest step of the area whose live build differs from the current. */
export async function previousLiveBuildId(
  db: Executor,
  environment: string,
  area: string,
  currentLiveId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: areaReleaseEvents.liveBuildId })
    .from(areaReleaseEvents)
    .where(
      and(
        eq(areaReleaseEvents.environment, environment),
        eq(areaReleaseEvents.area, area),
        ne(areaReleaseEvents.liveBuildId, currentLiveId),
      ),
    )
    .orderBy(desc(areaReleaseEvents.id))
    .limit(1);
  return row?.id;
}

export async function stateOf(db: Executor, event: EventRow | undefined): Promise<AreaState> {
  if (!event) return { live: null, canary: null };
  const builds = await buildsById(db, [event.liveBuildId, event.canaryBuildId]);
  const live = builds.get(event.liveBuildId);
  const canary = event.canaryBuildId === null ? undefined : builds.get(event.canaryBuildId);
  return {
    live: live ? buildRef(live) : null,
    canary: canary && event.canaryPercent !== null ? { ...buildRef(canary), percent: event.canaryPercent } : null,
  };
}

/** The newest step of each area in an environment. */
async function currentEvents(db: Executor, environment: string): Promise<EventRow[]> {
  const newest = db
    .select({ id: sql<number>`max(${areaReleaseEvents.id})`.as('id') })
    .from(areaReleaseEvents)
    .where(eq(areaReleaseEvents.environment, environment))
    .groupBy(areaReleaseEvents.area)
    .as('newest');
  return db
    .select()
    .from(areaReleaseEvents)
    .where(inArray(areaReleaseEvents.id, db.select({ id: newest.id }).from(newest)))
    .orderBy(areaReleaseEvents.area);
}

async function revisionOf(db: Executor, environment: string): Promise<string> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${areaReleaseEvents.id})` })
    .from(areaReleaseEvents)
    .where(eq(areaReleaseEvents.environment, environment));
  return String(row?.id ?? 0);
}

/** What the shell's server composes `/remotes.json` from; areas never released in the environment are absent. */
export async function composition(db: Executor, environment: string): Promise<Composition> {
  const events = await currentEvents(db, environment);
  const builds = await buildsById(
    db,
    events.flatMap((event) => [event.liveBuildId, event.canaryBuildId]),
  );
  const areas: Composition['areas'] = {};
  for (const event of events) {
    const live = builds.get(event.liveBuildId);
    if (!live) continue;
    const canary = event.canaryBuildId === null ? undefined : builds.get(event.canaryBuildId);
    areas[event.area] = {
      live: buildRef(live),
      canary: canary && event.canaryPercent !== null ? { ...buildRef(canary), percent: event.canaryPercent } : null,
    };
  }
  return { environment, revision: await revisionOf(db, environment), areas };
}

/** Everything the CLI's status shows for one environment: shell, each area's state with failures, the newest steps. */
export async function environmentState(
  db: Executor,
  environments: readonly string[],
  environment: string,
  area?: string,
): Promise<EnvironmentState> {
  const events = (await currentEvents(db, environment)).filter((event) => !area || event.area === area);
  const historyRows = await db
    .select()
    .from(areaReleaseEvents)
    .where(and(eq(areaReleaseEvents.environment, environment), area ? eq(areaReleaseEvents.area, area) : undefined))
    .orderBy(desc(areaReleaseEvents.id))
    .limit(50);
  const builds = await buildsById(
    db,
    [...events, ...historyRows].flatMap((event) => [event.liveBuildId, event.canaryBuildId]),
  );
  const names = await staffNames(
    db,
    [...events, ...historyRows].map((event) => event.staffId),
  );
  const failures = await db
    .select()
    .from(areaFailures)
    .where(eq(areaFailures.environment, environment))
    .orderBy(areaFailures.version, areaFailures.kind);
  const [shell] = await db.select().from(environmentShells).where(eq(environmentShells.environment, environment));
  const liveSince = await liveSinceEvents(db, environment, events);
  const canaryOf = (event: EventRow) => {
    const canary = event.canaryBuildId === null ? undefined : builds.get(event.canaryBuildId);
    return canary && event.canaryPercent !== null ? { ...buildRef(canary), percent: event.canaryPercent } : null;
  };
  const index = environments.indexOf(environment);
  return {
    environment,
    revision: await revisionOf(db, environment),
    next_environment: environments[index + 1] ?? null,
    shell: shell ? { version: shell.version, shared: shell.shared, registered_at: shell.registeredAt.toISOString() } : null,
    areas: events.flatMap((event) => {
      const live = builds.get(event.liveBuildId);
      if (!live) return [];
      const since = liveSince.get(event.area) ?? event;
      return [
        {
          area: event.area,
          live: { ...buildRef(live), released_by: names.get(since.staffId) ?? null, released_at: since.createdAt.toISOString() },
          canary: canaryOf(event),
          failures: failures
            .filter((row) => row.area === event.area)
            .map((row) => ({ version: row.version, kind: row.kind, count: row.count, last_at: row.lastAt.toISOString() })),
        },
      ];
    }),
    history: historyRows.flatMap((event) => {
      const live = builds.get(event.liveBuildId);
      if (!live) return [];
      return [
        {
          id: event.id,
          area: event.area,
          action: event.action,
          live: buildRef(live),
          canary: canaryOf(event),
          by: names.get(event.staffId) ?? null,
          at: event.createdAt.toISOString(),
        },
      ];
    }),
  };
}

/** For each area, the step that made its current live build live (who released it, when). */
async function liveSinceEvents(db: Executor, environment: string, current: EventRow[]): Promise<Map<string, EventRow>> {
  const result = new Map<string, EventRow>();
  for (const event of current) {
    const rows = await db
      .select()
      .from(areaReleaseEvents)
      .where(and(eq(areaReleaseEvents.environment, environment), eq(areaReleaseEvents.area, event.area)))
      .orderBy(desc(areaReleaseEvents.id))
      .limit(200);
    let since = event;
    for (const row of rows) {
      if (row.liveBuildId !== event.liveBuildId) break;
      since = row;
    }
    result.set(event.area, since);
  }
  return result;
}
