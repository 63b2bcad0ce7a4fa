import { z } from 'zod';
import { AREA_FAILURE_KINDS, RELEASE_ACTIONS } from '../../db/schema/releases';

/**
 * The areas a release can name: the remotes' package folders (tooling/env.cjs `AREAS[].folder`; a test keeps the
 * two lists equal — the API does not import the build tooling).
 */
export const RELEASE_AREAS = [
  'mfe-shop',
  'mfe-leads',
  'mfe-orders',
  'mfe-food',
  'mfe-stores',
  'mfe-chat',
  'mfe-account',
  'mfe-admin',
] as const;
export type ReleaseArea = (typeof RELEASE_AREAS)[number];

/** semver 2.0 (`1.4.0`, `1.4.0-rc.2`, build metadata allowed). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

const area = z.enum(RELEASE_AREAS, { error: 'Unbekannter Bereich.' });
const version = z
  .string({ error: 'Bitte geben Sie eine Version an.' })
  .max(64, 'Die Version ist zu lang.')
  .regex(SEMVER, 'Die Version muss eine Semver-Version sein (z. B. 1.4.0 oder 1.4.0-rc.2).');
const httpUrl = z
  .string({ error: 'Bitte geben Sie die Manifest-Adresse an.' })
  .max(2000, 'Die Adresse ist zu lang.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Die Manifest-Adresse muss eine http(s)-Adresse sein.');
const packageName = z.string().min(1).max(214);
const percent = z
  .number({ error: 'Der Canary-Anteil muss eine ganze Zahl zwischen 1 und 99 sein.' })
  .int('Der Canary-Anteil muss eine ganze Zahl zwischen 1 und 99 sein.')
  .min(1, 'Der Canary-Anteil muss zwischen 1 und 99 % liegen.')
  .max(99, 'Der Canary-Anteil muss zwischen 1 und 99 % liegen.');

export const envParams = z.object({ env: z.string().max(32) });
export const envAreaParams = z.object({ env: z.string().max(32), area });
export const areaQuery = z.object({ area });
export const historyQuery = z.object({ area: area.optional() });

export const registerBuildBody = z.object({
  area,
  version,
  manifest_url: httpUrl,
  content_hash: z
    .string({ error: 'Bitte geben Sie den Inhalts-Hash an.' })
    .min(8, 'Der Inhalts-Hash ist zu kurz.')
    .max(128, 'Der Inhalts-Hash ist zu lang.'),
  /** The shared libraries the build requires, as semver ranges (`{ "@marktplatz/shared": "^1.4" }`). */
  shared: z.record(packageName, z.string().min(1).max(100)).default({}),
});

export const shellBody = z.object({
  version: z.string().min(1, 'Bitte geben Sie die Version der Shell an.').max(64),
  /** The exact versions of the shared libraries the shell provides. */
  shared: z.record(packageName, z.string().min(1).max(64)),
});

export const releaseBody = z.object({ area, version, canary_percent: percent.optional() });
export const areaBody = z.object({ area });
export const canaryBody = z.object({ percent });
export const overrideLinkBody = z.object({
  area,
  version,
  hours: z
    .number()
    .int('Die Gültigkeit muss eine ganze Zahl von Stunden sein.')
    .min(1, 'Ein Testlink gilt 1 bis 72 Stunden.')
    .max(72, 'Ein Testlink gilt 1 bis 72 Stunden.')
    .default(8),
});

export const failureBody = z.object({
  environment: z.string().min(1).max(32),
  area,
  version,
  kind: z.enum(AREA_FAILURE_KINDS, { error: 'Die Fehlerart ist load oder render.' }),
});

const buildRef = z.object({ version: z.string(), manifest_url: z.string(), content_hash: z.string() });
export const canaryRef = buildRef.extend({ percent: z.number().int() });

/** What the shell's server needs per area: the live build and the canary, if any. */
export const compositionSchema = z.object({
  environment: z.string(),
  revision: z.string(),
  areas: z.record(z.string(), z.object({ live: buildRef, canary: canaryRef.nullable() })),
});
export type Composition = z.infer<typeof compositionSchema>;

export const buildSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  version: z.string(),
  manifest_url: z.string(),
  content_hash: z.string(),
  shared: z.record(z.string(), z.string()),
  registered_by: z.string().nullable(),
  registered_at: z.string(),
});
export type Build = z.infer<typeof buildSchema>;

/** An area's state in an environment; `null` before its first release there. */
export const areaStateSchema = z.object({
  live: buildRef.nullable(),
  canary: canaryRef.nullable(),
});
export type AreaState = z.infer<typeof areaStateSchema>;

export const changeSchema = z.object({
  environment: z.string(),
  area: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  before: areaStateSchema,
  after: areaStateSchema,
});
export type Change = z.infer<typeof changeSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  area: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  live: buildRef,
  canary: canaryRef.nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

const failureCount = z.object({ version: z.string(), kind: z.enum(AREA_FAILURE_KINDS), count: z.number().int(), last_at: z.string() });

export const environmentStateSchema = z.object({
  environment: z.string(),
  revision: z.string(),
  next_environment: z.string().nullable(),
  shell: z.object({ version: z.string(), shared: z.record(z.string(), z.string()), registered_at: z.string() }).nullable(),
  areas: z.array(
    z.object({
      area: z.string(),
      live: buildRef.extend({ released_by: z.string().nullable(), released_at: z.string() }).nullable(),
      canary: canaryRef.nullable(),
      failures: z.array(failureCount),
    }),
  ),
  history: z.array(historyEntrySchema),
});
export type EnvironmentState = z.infer<typeof environmentStateSchema>;

export const shellSchema = z.object({
  environment: z.string(),
  version: z.string(),
  shared: z.record(z.string(), z.string()),
  before: z.string().nullable(),
});

export const overrideLinkSchema = z.object({ token: z.string(), expires_at: z.string(), url: z.string() });
