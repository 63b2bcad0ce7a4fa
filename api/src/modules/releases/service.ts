/** The only writer of the release registry's tables: builds, release steps, the environments' shells, failures. */
import { eq, sql } from 'drizzle-orm';
import { satisfies, validRange } from 'semver';
import { signOverrideToken } from '../../../../tooling/release/override-token.mjs';
import type { Database, Executor } from '../../db/client';
import { areaBuilds, areaFailures, areaReleaseEvents, environmentShells, type ReleaseAction } from '../../db/schema/releases';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { auditedChange, type WriteAudit } from '../staff/public';
import type { Build, Change } from './schemas';
import { assertEnvironment, findBuild, latestEvent, presentBuild, previousLiveBuildId, stateOf, type BuildRow } from './state';

export interface ReleaseContext {
  actor: StaffPrincipal;
  ip: string | null;
  environments: readonly string[];
}

/**
 * The environment's name after the checks every step makes: it is configured (else 404), and the last one
 * (production) needs the role `release_production` (`admin` may do everything in the back office, releases included).
 */
function releasableEnvironment(context: ReleaseContext, environment: string): string {
  assertEnvironment(context.environments, environment);
  const last = context.environments[context.environments.length - 1];
  const roles = context.actor.roles;
  if (environment === last && !roles.includes('release_production') && !roles.includes('admin')) {
    throw new ForbiddenError(`Für die Umgebung „${environment}“ braucht es die Rolle release_production.`);
  }
  return environment;
}

/** Serialises the steps of one area in one environment (two steps at once would both read the same state). */
async function lockArea(tx: Executor, environment: string, area: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`release:${environment}:${area}`}))`);
}

async function buildOrRefuse(db: Executor, area: string, version: string): Promise<BuildRow> {
  const build = await findBuild(db, area, version);
  if (!build) throw ValidationError.field('version', `Version ${version} von ${area} ist nicht registriert.`);
  return build;
}

/**
 * The version-skew rule before release: every shared-library range the build requires must be satisfied by the
 * version the environment's shell provides (the shell's `versionCheck` refuses the same build in the browser).
 */
async function assertSharedSatisfied(db: Executor, environment: string, build: BuildRow): Promise<void> {
  const ranges = Object.entries(build.shared);
  if (ranges.length === 0) return;
  const [shell] = await db.select().from(environmentShells).where(eq(environmentShells.environment, environment));
  if (!shell) {
    throw ValidationError.field(
      'version',
      `Für „${environment}“ ist keine Shell registriert; ohne sie lassen sich die Anforderungen von ${build.area} ${build.version} nicht prüfen (npm run release -- shell ${environment} --dist shell/dist).`,
    );
  }
  for (const [library, range] of ranges) {
    const provided = shell.shared[library];
    if (!provided) {
      throw ValidationError.field(
        'version',
        `${build.area} ${build.version} braucht ${library} ${range}; die Shell von „${environment}“ stellt es nicht bereit.`,
      );
    }
    if (!validRange(range) || !satisfies(provided, range, { includePrerelease: true })) {
      throw ValidationError.field(
        'version',
        `${build.area} ${build.version} braucht ${library} ${range}; die Shell von „${environment}“ (${shell.version}) stellt ${provided} bereit.`,
      );
    }
  }
}

export async function registerBuild(
  db: Database,
  context: Omit<ReleaseContext, 'environments'>,
  input: { area: string; version: string; manifest_url: string; content_hash: string; shared: Record<string, string> },
): Promise<Build> {
  for (const [library, range] of Object.entries(input.shared)) {
    if (!validRange(range)) throw ValidationError.field('shared', `Ungültiger Versionsbereich für ${library}: ${range}.`);
  }
  try {
    return await auditedChange(db, context, async (tx, audit) => {
      const [row] = await tx
        .insert(areaBuilds)
        .values({
          area: input.area,
          version: input.version,
          manifestUrl: input.manifest_url,
          contentHash: input.content_hash,
          shared: input.shared,
          registeredBy: context.actor.id,
        })
        .returning();
      if (!row) throw new Error('Build wurde nicht registriert.');
      await audit({
        action: 'release.registered',
        recordType: 'area_build',
        recordId: row.id,
        after: { area: row.area, version: row.version, manifest_url: row.manifestUrl, content_hash: row.contentHash, shared: row.shared },
      });
      return presentBuild(row, new Map([[context.actor.id, context.actor.name]]));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'area_builds_area_version_unique')) {
      throw new ConflictError(`Version ${input.version} von ${input.area} ist schon registriert.`);
    }
    throw error;
  }
}

export async function registerShell(
  db: Database,
  context: ReleaseContext,
  environment: string,
  input: { version: string; shared: Record<string, string> },
): Promise<{ environment: string; version: string; shared: Record<string, string>; before: string | null }> {
  releasableEnvironment(context, environment);
  return auditedChange(db, context, async (tx, audit) => {
    const [before] = await tx.select().from(environmentShells).where(eq(environmentShells.environment, environment)).for('update');
    await tx
      .insert(environmentShells)
      .values({ environment, version: input.version, shared: input.shared, registeredBy: context.actor.id })
      .onConflictDoUpdate({
        target: environmentShells.environment,
        set: { version: input.version, shared: input.shared, registeredBy: context.actor.id, registeredAt: new Date() },
      });
    await audit({
      action: 'release.shell_registered',
      recordType: 'environment_shell',
      recordId: environment,
      before: before ? { version: before.version, shared: before.shared } : null,
      after: { version: input.version, shared: input.shared },
    });
    return { environment, version: input.version, shared: input.shared, before: before?.version ?? null };
  });
}

const AUDIT_ACTIONS: Record<ReleaseAction, string> = {
  released: 'release.released',
  promoted: 'release.promoted',
  rolled_back: 'release.rolled_back',
  canary_changed: 'release.canary_changed',
  canary_ended: 'release.canary_ended',
};

/** Appends one step (the area's state after it) and its audit entry; answers before and after. */
async function appendStep(
  tx: Executor,
  audit: WriteAudit,
  context: ReleaseContext,
  step: {
    environment: string;
    area: string;
    action: ReleaseAction;
    liveBuildId: number;
    canaryBuildId: number | null;
    canaryPercent: number | null;
  },
  extra: Record<string, unknown> = {},
): Promise<Change> {
  const before = await stateOf(tx, await latestEvent(tx, step.environment, step.area));
  const [row] = await tx
    .insert(areaReleaseEvents)
    .values({ ...step, staffId: context.actor.id })
    .returning();
  if (!row) throw new Error('Release-Schritt wurde nicht gespeichert.');
  const after = await stateOf(tx, row);
  await audit({
    action: AUDIT_ACTIONS[step.action],
    recordType: 'area_release',
    recordId: `${step.environment}:${step.area}`,
    before: { ...before },
    after: { ...after, ...extra },
  });
  return { environment: step.environment, area: step.area, action: step.action, before, after };
}

/** Releases a registered build to an environment: live (ending a canary), or as a canary for `canaryPercent` % of visitors. */
export async function release(
  db: Database,
  context: ReleaseContext,
  environment: string,
  input: { area: string; version: string; canary_percent?: number | undefined },
  action: 'released' | 'promoted' = 'released',
  extra: Record<string, unknown> = {},
): Promise<Change> {
  releasableEnvironment(context, environment);
  return auditedChange(db, context, async (tx, audit) => {
    await lockArea(tx, environment, input.area);
    const build = await buildOrRefuse(tx, input.area, input.version);
    const current = await latestEvent(tx, environment, input.area);
    await assertSharedSatisfied(tx, environment, build);
    if (input.canary_percent === undefined) {
      if (current && current.liveBuildId === build.id && current.canaryBuildId === null) {
        throw new ConflictError(`${input.area} ${input.version} ist in „${environment}“ schon live.`);
      }
      return appendStep(
        tx,
        audit,
        context,
        { environment, area: input.area, action, liveBuildId: build.id, canaryBuildId: null, canaryPercent: null },
        extra,
      );
    }
    if (!current) {
      throw new ConflictError(`${input.area} ist in „${environment}“ noch nicht live: ein Canary braucht eine Live-Version daneben.`);
    }
    if (current.liveBuildId === build.id) {
      throw new ConflictError(`${input.area} ${input.version} ist in „${environment}“ schon live; ein Canary braucht eine andere Version.`);
    }
    return appendStep(
      tx,
      audit,
      context,
      {
        environment,
        area: input.area,
        action,
        liveBuildId: current.liveBuildId,
        canaryBuildId: build.id,
        canaryPercent: input.canary_percent,
      },
      extra,
    );
  });
}

/** Releases the live build of `environment` to the next environment in the configured order. */
export async function promote(db: Database, context: ReleaseContext, environment: string, area: string): Promise<Change> {
  assertEnvironment(context.environments, environment);
  const target = context.environments[context.environments.indexOf(environment) + 1];
  if (!target) throw ValidationError.field('env', `„${environment}“ ist die letzte Umgebung; dahin gibt es nichts zu übernehmen.`);
  const current = await latestEvent(db, environment, area);
  if (!current) throw new ConflictError(`${area} ist in „${environment}“ nicht live; es gibt nichts zu übernehmen.`);
  const [live] = await db.select().from(areaBuilds).where(eq(areaBuilds.id, current.liveBuildId));
  if (!live) throw new Error('Live-Build fehlt.');
  return release(db, context, target, { area, version: live.version }, 'promoted', { from: environment });
}

/** Makes the previous live build live again (and ends a canary). */
export async function rollback(db: Database, context: ReleaseContext, environment: string, area: string): Promise<Change> {
  releasableEnvironment(context, environment);
  return auditedChange(db, context, async (tx, audit) => {
    await lockArea(tx, environment, area);
    const current = await latestEvent(tx, environment, area);
    if (!current) throw new ConflictError(`${area} ist in „${environment}“ nicht live; es gibt nichts zurückzunehmen.`);
    const previous = await previousLiveBuildId(tx, environment, area, current.liveBuildId);
    if (previous === undefined) throw new ConflictError(`Für ${area} gibt es in „${environment}“ keine frühere Version.`);
    return appendStep(tx, audit, context, {
      environment,
      area,
      action: 'rolled_back',
      liveBuildId: previous,
      canaryBuildId: null,
      canaryPercent: null,
    });
  });
}

/** Changes the share of the running canary, or ends it (`percent` null: back to the live build only). */
export async function changeCanary(
  db: Database,
  context: ReleaseContext,
  environment: string,
  area: string,
  percent: number | null,
): Promise<Change> {
  releasableEnvironment(context, environment);
  return auditedChange(db, context, async (tx, audit) => {
    await lockArea(tx, environment, area);
    const current = await latestEvent(tx, environment, area);
    if (!current || current.canaryBuildId === null) throw new ConflictError(`Für ${area} läuft in „${environment}“ kein Canary.`);
    if (percent === null) {
      return appendStep(tx, audit, context, {
        environment,
        area,
        action: 'canary_ended',
        liveBuildId: current.liveBuildId,
        canaryBuildId: null,
        canaryPercent: null,
      });
    }
    return appendStep(tx, audit, context, {
      environment,
      area,
      action: 'canary_changed',
      liveBuildId: current.liveBuildId,
      canaryBuildId: current.canaryBuildId,
      canaryPercent: percent,
    });
  });
}

/** A signed link that makes one browser load the given build of an area in the environment (see tooling/release/override-token.mjs). */
export async function issueOverrideLink(
  db: Database,
  context: ReleaseContext & { secret: string; publicWebUrl: string },
  environment: string,
  input: { area: string; version: string; hours: number },
  now: Date = new Date(),
): Promise<{ token: string; expires_at: string; url: string }> {
  releasableEnvironment(context, environment);
  const build = await buildOrRefuse(db, input.area, input.version);
  const exp = Math.floor(now.getTime() / 1000) + input.hours * 3600;
  const token = signOverrideToken(
    { env: environment, area: build.area, version: build.version, manifest_url: build.manifestUrl, exp },
    context.secret,
  );
  const expiresAt = new Date(exp * 1000).toISOString();
  await auditedChange(db, context, async (tx, audit) => {
    await audit({
      action: 'release.override_link_issued',
      recordType: 'area_build',
      recordId: build.id,
      after: { environment, area: build.area, version: build.version, expires_at: expiresAt },
    });
  });
  return { token, expires_at: expiresAt, url: `${context.publicWebUrl}/?testversion=${token}` };
}

/** Counts a load or render failure of a registered build reported by a visitor's browser. */
export async function recordFailure(
  db: Database,
  environments: readonly string[],
  input: { environment: string; area: string; version: string; kind: 'load' | 'render' },
): Promise<void> {
  if (!environments.includes(input.environment)) throw ValidationError.field('environment', `Unbekannte Umgebung „${input.environment}“.`);
  await buildOrRefuse(db, input.area, input.version);
  await db
    .insert(areaFailures)
    .values({ environment: input.environment, area: input.area, version: input.version, kind: input.kind, count: 1 })
    .onConflictDoUpdate({
      target: [areaFailures.environment, areaFailures.area, areaFailures.version, areaFailures.kind],
      set: { count: sql`${areaFailures.count} + 1`, lastAt: new Date() },
    });
}
