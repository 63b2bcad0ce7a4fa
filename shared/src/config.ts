/** Runtime endpoints of the Marktplatz API. The shell calls `configure()` with the values of `/env.json`. */
export interface SharedConfig {
  /** Main base of the REST API, e.g. `http://127.0.0.1:4000`. */
  API_BASE: string;
  /** Secondary base (`api/` prefix), e.g. `http://127.0.0.1:4000/api`. */
  API_SECONDARY_BASE: string;
  /** GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql`. */
  GRAPHQL_URL: string;
}

export const DEFAULT_CONFIG: Readonly<SharedConfig> = Object.freeze({
  API_BASE: 'http://127.0.0.1:4000',
  API_SECONDARY_BASE: 'http://127.0.0.1:4000/api',
  GRAPHQL_URL: 'http://127.0.0.1:4000/graphql',
});

let current: SharedConfig = { ...DEFAULT_CONFIG };
const listeners = new Set<(config: SharedConfig) => void>();

function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.replace(/\/+$/, '');
}

/** Merges the given values into the configuration; empty or non-string values are ignored. */
export function configure(partial: Partial<SharedConfig> | null | undefined): SharedConfig {
  const next: SharedConfig = { ...current };
  if (partial) {
    (Object.keys(DEFAULT_CONFIG) as (keyof SharedConfig)[]).forEach((key) => {
      const value = clean(partial[key]);
      if (value !== undefined) next[key] = value;
    });
  }
  current = next;
  listeners.forEach((listener) => listener(current));
  return getConfig();
}

/** The configuration in effect now (a copy). */
export function getConfig(): SharedConfig {
  return { ...current };
}

/** Restores the local defaults (used by tests). */
export function resetConfig(): void {
  current = { ...DEFAULT_CONFIG };
  listeners.forEach((listener) => listener(current));
}

/** Called whenever the configuration changes; returns an unsubscribe function. */
export function onConfigChange(listener: (config: SharedConfig) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
