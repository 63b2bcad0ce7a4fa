import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/**
 * One registered build of an area: where its manifest is, its content hash and the shared-library ranges it
 * requires (`{ "@marktplatz/shared": "^1.4" }`). A version is registered once per area.
 */
export const areaBuilds = pgTable(
  'area_builds',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    contentHash: text('content_hash').notNull(),
    shared: jsonb('shared').$type<Record<string, string>>().notNull(),
    registeredBy: integer('registered_by')
      .notNull()
      .references(() => staffMembers.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('area_builds_area_version_unique').on(table.area, table.version)],
);

export const RELEASE_ACTIONS = ['released', 'promoted', 'rolled_back', 'canary_changed', 'canary_ended'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/**
 * The release history of an environment, append-only: each row is one step and the state of the area after it
 * (live build, canary build and share). The current state of an area is its newest row.
 */
export const areaReleaseEvents = pgTable(
  'area_release_events',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').notNull(),
    area: text('area').notNull(),
    action: text('action', { enum: RELEASE_ACTIONS }).notNull(),
    liveBuildId: integer('live_build_id')
      .notNull()
      .references(() => areaBuilds.id),
    canaryBuildId: integer('canary_build_id').references(() => areaBuilds.id),
    canaryPercent: smallint('canary_percent'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('area_release_events_env_area_idx').on(table.environment, table.area, table.id),
    check(
      'area_release_events_action_check',
      sql`${table.action} in ('released', 'promoted', 'rolled_back', 'canary_changed', 'canary_ended')`,
    ),
    check(
      'area_release_events_canary_check',
      sql`(${table.canaryBuildId} is null and ${table.canaryPercent} is null) or (${table.canaryBuildId} is not null and ${table.canaryPercent} between 1 and 99)`,
    ),
  ],
);

/** The shell of an environment: its version and the exact versions of the shared libraries it provides. */
export const environmentShells = pgTable('environment_shells', {
  environment: text('environment').primaryKey(),
  version: text('version').notNull(),
  shared: jsonb('shared').$type<Record<string, string>>().notNull(),
  registeredBy: integer('registered_by')
    .notNull()
    .references(() => staffMembers.id),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

export const AREA_FAILURE_KINDS = ['load', 'render'] as const;
export type AreaFailureKind = (typeof AREA_FAILURE_KINDS)[number];

/** Failures of an area's build in visitors' browsers, counted per environment, version and kind (no personal data). */
export const areaFailures = pgTable(
  'area_failures',
  {
    environment: text('environment').notNull(),
    area: text('area').notNull(),
    version: text('version').notNull(),
    kind: text('kind', { enum: AREA_FAILURE_KINDS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.environment, table.area, table.version, table.kind] }),
    check('area_failures_kind_check', sql`${table.kind} in ('load', 'render')`),
  ],
);
