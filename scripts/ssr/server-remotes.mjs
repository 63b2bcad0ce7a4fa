// The SSR server's side of the areas' server remotes (README.md beside this file): each area's server build is found
// beside the browser manifest the visitor's composition names (`…/server/mf-manifest.json`), loaded once per build
// (the manifest's content decides: a new release is loaded on the next request, the old module dropped) and asked to
// render within a budget. Whatever goes wrong — the remote does not load, is not the build of the browser manifest
// beside it (skew), throws, or takes too long — the caller gets null (the page is then rendered in the browser, as
// without SSR) and the outcome is counted.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import vm from 'node:vm';
import { renderCacheKey } from './render-cache.mjs';

/**
 * How long a page waits for an area's server render, data loading included. The product page's API read is 20–75 ms
 * at p95 under load (issue figures) and its render ~15 ms warm here; 150 ms leaves room for both and still beats the
 * client render by far. A render that misses it is aborted (API call and stream) and the page goes out without it.
 */
export const RENDER_BUDGET_MS = 150;
/**
 * How long a server manifest counts as checked: a page within that time after the last check renders without asking
 * the area's host again (a round trip per page to a CDN would eat into the budget). A release through the registry
 * names a new manifest URL and is loaded on its first request anyway; a build replaced at the same URL is noticed
 * within this time.
 */
export const MANIFEST_CHECK_MS = 1_000;
/** The server manifest's place relative to the browser manifest of the same build (tooling/webpack/factory.cjs). */
export const SERVER_MANIFEST = 'server/mf-manifest.json';
/** The module every server remote exposes, with `render(input)`. */
export const RENDER_MODULE = './ssr';
/**
 * How long one warm-up render may take. It runs off the request path after a build is loaded (at start and after a
 * release): its first render pays the JIT and first-import costs (a few hundred ms on a busy machine) so the
 * visitor's first render of that page type does not.
 */
export const WARM_UP_TIMEOUT_MS = 5_000;
/** The outcomes of a warm-up render, counted per area apart from the visitors' renders. */
export const WARM_UP_OUTCOMES = Object.freeze(['rendered', 'not_rendered', 'threw', 'timed_out']);
/**
 * The outcomes counted per area, one per page asked for: server-rendered (`rendered`: this request rendered it;
 * `cache_hit`: a fresh render of the same URL and build from the render cache; `stale_hit`: a render from the cache
 * past its fresh period, within its hard bound, answered at once while it is rendered again in the background;
 * `joined`: the render another request of the same key had in flight) or one of the reasons for the browser's render
 * (`busy`: the limit of renders in flight was reached, answered at once instead of queueing past the budget).
 */
export const OUTCOMES = Object.freeze([
  'rendered',
  'cache_hit',
  'stale_hit',
  'joined',
  'not_rendered',
  'load_failed',
  'skew',
  'threw',
  'over_budget',
  'busy',
]);
/**
 * Renders no visitor waited for, counted apart from the pages (`marktplatz_ssr_background_renders_total`) by reason —
 * `refresh`: a stale render of the cache made again; `late`: a render that missed a visitor's budget and went on for
 * the cache — and outcome: `rendered` (kept in the cache), `not_rendered`, `load_failed`, `threw`, `timed_out` (over
 * its limit, aborted; a stale render stays until its hard bound), or `busy` (a refresh not started: every place for
 * renders was taken; the next request of the stale page tries again).
 */
export const BACKGROUND_OUTCOMES = Object.freeze(['rendered', 'not_rendered', 'load_failed', 'threw', 'timed_out', 'busy']);
/**
 * How long a render may take at most once no visitor waits for it any longer, counted from its start: a render that
 * missed the visitor's budget goes on for the render cache (the next visitor gets it) and a stale render's refresh
 * runs, each until it settles or this limit aborts it. 2 s: renders under load took 100–250 ms here, the product
 * page's with its API read more; a render still running after 2 s waits for an API or a machine in trouble, and it
 * holds a place among the renders in flight meanwhile.
 */
export const BACKGROUND_RENDER_LIMIT_MS = 2_000;

/**
 * How many renders may be in flight at once by default: two per core. A render is mostly CPU (~15–50 ms here) with
 * an API read in between; more at once only makes each of them slower (20 at once on 2 cores: p95 275–509 ms, nearly
 * all over the 150 ms budget), so a request beyond the limit gets the browser's render straight away.
 */
export function defaultRenderLimit(cores = availableParallelism()) {
  return Math.max(2, 2 * cores);
}

/** The setting for how many server renders may be in flight at once (`.env`, the process environment; empty: the default). */
export const SSR_RENDERS_SETTING = 'MARKTPLATZ_SSR_RENDERS';

/** The limit of server renders in flight the settings name (a whole number ≥ 1), else `defaultRenderLimit()`. */
export function ssrRenderLimit(settings) {
  const value = Number(String(settings?.[SSR_RENDERS_SETTING] ?? '').trim());
  return Number.isInteger(value) && value >= 1 ? value : defaultRenderLimit();
}

/** The server manifest of the build whose browser manifest is `browserManifestUrl`. */
export function serverManifestUrl(browserManifestUrl) {
  return new URL(SERVER_MANIFEST, browserManifestUrl).href;
}

/**
 * Why a server manifest is not of the build of the browser manifest beside it, or null when it is. The browser will
 * hydrate (and until then replace) the server's markup with its own build: a server build of another release would
 * render other markup and data for it. Both builds of one `npm run build` carry the same remote name, package and
 * version (`metaData.name`, `metaData.buildInfo.buildName`/`buildVersion`); a manifest without them cannot show it.
 */
export function buildSkew(serverManifest, browserManifest) {
  const facts = (manifest) => ({
    name: manifest?.metaData?.name ?? manifest?.name,
    buildName: manifest?.metaData?.buildInfo?.buildName,
    buildVersion: manifest?.metaData?.buildInfo?.buildVersion,
  });
  const server = facts(serverManifest);
  const browser = facts(browserManifest);
  for (const key of ['name', 'buildName', 'buildVersion']) {
    if (typeof server[key] !== 'string' || !server[key]) return `Server-Manifest ohne ${key}`;
    if (typeof browser[key] !== 'string' || !browser[key]) return `Browser-Manifest ohne ${key}`;
    if (server[key] !== browser[key]) return `${key}: Server ${server[key]}, Browser ${browser[key]}`;
  }
  return null;
}

/** A failure with the outcome it counts as. */
class RenderFailure extends Error {
  constructor(outcome, message, cause) {
    super(message, { cause });
    this.outcome = outcome;
  }
}

/** A Prometheus label value (the area's remote name and a fixed outcome; escaped all the same). */
const labelValue = (value) => String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * One Prometheus counter family: counts by label values (in `labels`' order); `snapshot()` nests them in that order.
 * @param {string} name @param {string} help @param {string[]} labels
 */
function counterFamily(name, help, labels) {
  const counts = new Map();
  const keyOf = (values) => values.join('\u0000');
  return {
    count(...values) {
      counts.set(keyOf(values), (counts.get(keyOf(values)) ?? 0) + 1);
    },
    get: (...values) => counts.get(keyOf(values)) ?? 0,
    snapshot() {
      const result = {};
      for (const [key, value] of counts) {
        const values = key.split('\u0000');
        const level = values.slice(0, -1).reduce((at, label) => (at[label] ??= {}), result);
        level[values.at(-1)] = value;
      }
      return result;
    },
    lines() {
      const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} counter`];
      for (const [key, value] of counts) {
        const values = key.split('\u0000');
        lines.push(`${name}{${labels.map((label, at) => `${label}="${labelValue(values[at])}"`).join(',')}} ${value}`);
      }
      return lines;
    },
  };
}

/**
 * Counts of server renders per area and outcome (OUTCOMES), for `/metrics` (Prometheus text via `prometheus()`), and
 * of the renders no visitor waited for (`background`: per area, reason and outcome; BACKGROUND_OUTCOMES).
 * @returns {{ count: (area: string, outcome: string) => void, get: (area: string, outcome: string) => number,
 *   snapshot: () => Record<string, Record<string, number>>, prometheus: () => string,
 *   background: { count: (area: string, reason: string, outcome: string) => void,
 *     get: (area: string, reason: string, outcome: string) => number, snapshot: () => Record<string, any> } }}
 */
export function createSsrCounters() {
  const pages = counterFamily(
    'marktplatz_ssr_renders_total',
    'Pages of an area by server render outcome (rendered, cache_hit, stale_hit, joined: server-rendered; any other: the browser renders).',
    ['area', 'outcome'],
  );
  const background = counterFamily(
    'marktplatz_ssr_background_renders_total',
    'Server renders no visitor waited for, by area, reason (refresh: a stale cached render made again; late: a render that missed the budget, finished for the cache) and outcome (rendered: kept in the cache).',
    ['area', 'reason', 'outcome'],
  );
  const { lines: _lines, ...backgroundCounts } = background;
  return {
    count: pages.count,
    get: pages.get,
    snapshot: pages.snapshot,
    background: backgroundCounts,
    prometheus: () => `${[...pages.lines(), ...background.lines()].join('\n')}\n`,
  };
}

/** The federation runtime's list of containers (a server remote registers its own when it is evaluated). */
const federationInstances = () => globalThis.__FEDERATION__?.__INSTANCES__;

/**
 * Evaluates a server remote's entry (CommonJS, one file) and returns its render module and the federation runtime
 * instances it registered (removed again when the module is dropped).
 */
async function evaluateEntry(source, entryUrl) {
  const before = new Set(federationInstances() ?? []);
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: entryUrl,
  });
  const module = { exports: {} };
  // Node's built-ins only: everything else is inside the bundle.
  wrapper.call(module.exports, module.exports, createRequire(import.meta.url), module, entryUrl, '/');
  const container = module.exports;
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') throw new Error('kein Module-Federation-Container');
  await container.init({});
  const factory = await container.get(RENDER_MODULE);
  const exposed = factory();
  if (typeof exposed?.render !== 'function') throw new Error(`${RENDER_MODULE} hat keine render-Funktion`);
  const registered = (federationInstances() ?? []).filter((instance) => !before.has(instance));
  return { render: exposed.render, registered };
}

/** Removes a dropped build's federation runtime instances, so nothing global keeps the old module alive. */
function forget(loaded) {
  const instances = federationInstances();
  if (!instances || !loaded) return;
  for (const instance of loaded.registered) {
    const at = instances.indexOf(instance);
    if (at >= 0) instances.splice(at, 1);
  }
}

/**
 * The server remotes of a process.
 * @param {{ fetchImpl?: typeof fetch, budgetMs?: number, fetchTimeoutMs?: number, entryTimeoutMs?: number, manifestCheckMs?: number,
 *   counters?: ReturnType<typeof createSsrCounters>, onFallback?: (area: string, outcome: string, error: unknown) => void,
 *   warmUp?: null | ((area: string) => Array<Record<string, unknown>> | Promise<Array<Record<string, unknown>>>),
 *   warmUpTimeoutMs?: number, warmUps?: ReturnType<typeof createSsrCounters>,
 *   onWarmUp?: (area: string, outcome: string, ms: number, error: unknown) => void,
 *   renderCache?: null | ReturnType<typeof import('./render-cache.mjs').createRenderCache>, maxRenders?: number,
 *   backgroundLimitMs?: number }} [options]
 *   budgetMs: the render budget (RENDER_BUDGET_MS); fetchTimeoutMs: for a manifest; entryTimeoutMs: for the entry file
 *   (~4 MB, compressed by the area's host per request: seconds on a busy machine; a load that misses a page's budget
 *   goes on for the next page; default 20 s, or fetchTimeoutMs when longer);
 *   manifestCheckMs: how long a checked manifest is trusted (MANIFEST_CHECK_MS);
 *   warmUp: the render inputs (url, origin, api) of one request per server-rendered page type of an area (warm-up.mjs):
 *     each is rendered once, one after the other, whenever a build of that area has loaded (named by its manifest's
 *     `metaData.name`), within `warmUpTimeoutMs` each; outcomes in `warmUps` (not in `counters`: no visitor saw them)
 *     and to `onWarmUp`. A warm-up never throws and never holds a visitor's render.
 *   renderCache: the render cache of the process (render-cache.mjs `createRenderCache`; none: every page renders);
 *     concurrent requests of one key share one render either way (single flight). With a cache, a render that misses
 *     the visitor's budget goes on in the background for the cache, and a stale render is answered while one render
 *     of its key is made again in the background, each within `backgroundLimitMs` (BACKGROUND_RENDER_LIMIT_MS) from
 *     its start; without one, a render is aborted when its first visitor's budget runs out (its result would go
 *     nowhere);
 *   maxRenders: how many renders may be in flight at once (`defaultRenderLimit()` in the shell's server), background
 *     renders included; a page beyond it is left to the browser at once and counted `busy`, a refresh beyond it is
 *     not started (the stale render is answered). Warm-ups are not counted against it.
 */
export function createServerRemotes({
  fetchImpl = fetch,
  budgetMs = RENDER_BUDGET_MS,
  fetchTimeoutMs = 2_000,
  entryTimeoutMs = Math.max(20_000, fetchTimeoutMs),
  manifestCheckMs = MANIFEST_CHECK_MS,
  counters = createSsrCounters(),
  onFallback = () => undefined,
  warmUp = null,
  warmUpTimeoutMs = WARM_UP_TIMEOUT_MS,
  warmUps = createSsrCounters(),
  onWarmUp = () => undefined,
  renderCache = null,
  maxRenders = Infinity,
  backgroundLimitMs = BACKGROUND_RENDER_LIMIT_MS,
} = {}) {
  /** manifest URL (server or browser) → { key (hash of the text), etag, checkedAt, manifest } as last read */
  const manifests = new Map();
  /** manifest URL → its read in progress */
  const manifestReads = new Map();
  /** server manifest URL → { key (hash of the server manifest), module: Promise<{ render, registered }> } */
  const builds = new Map();

  async function fetchText(url, headers = {}, timeoutMs = fetchTimeoutMs) {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304) return { status: 304, text: '', etag: response.headers.get('etag') };
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
  }

  async function loadBuild(manifestUrl, manifest) {
    const remoteEntry = manifest?.metaData?.remoteEntry;
    if (!remoteEntry?.name) throw new Error(`${manifestUrl}: kein remoteEntry`);
    const publicPath = manifest.metaData.publicPath;
    const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
    const entryUrl = new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry.name}`, base).href;
    const { text } = await fetchText(entryUrl, {}, entryTimeoutMs);
    return evaluateEntry(text, entryUrl);
  }

  /**
   * A manifest as it is now. It is asked again when it was last checked more than `manifestCheckMs` ago (revalidated
   * with its ETag: a 304 costs one round trip). While it cannot be read, the one read last stands.
   */
  function manifestAt(url) {
    const known = manifests.get(url);
    if (known && performance.now() - known.checkedAt < manifestCheckMs) return Promise.resolve(known);
    // Pages asking while a known manifest is being checked wait for that one check (under load: one request to the
    // area's host, not one per page in flight). A first read is not shared: a page after a failed one asks again.
    const reading = manifestReads.get(url);
    if (reading) return reading;
    if (!known) return readManifest(url, known);
    const read = readManifest(url, known).finally(() => manifestReads.delete(url));
    manifestReads.set(url, read);
    return read;
  }

  async function readManifest(url, known) {
    let answer;
    try {
      answer = await fetchText(url, known?.etag ? { 'If-None-Match': known.etag } : {});
    } catch (error) {
      if (known) return known;
      throw error;
    }
    // Another request may have read it meanwhile.
    const latest = manifests.get(url);
    if (answer.status === 304 && latest) {
      latest.checkedAt = performance.now();
      return latest;
    }
    const key = createHash('sha256').update(answer.text).digest('hex');
    if (latest && latest.key === key) {
      latest.etag = answer.etag;
      latest.checkedAt = performance.now();
      return latest;
    }
    const read = { key, etag: answer.etag, checkedAt: performance.now(), manifest: JSON.parse(answer.text) };
    manifests.set(url, read);
    return read;
  }

  /** One render of the build off the request path; its outcome (never a failure of its own). */
  async function warmUpRender(loaded, input) {
    const controller = new AbortController();
    let timer;
    const timeout = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        const failure = new RenderFailure('timed_out', `Aufwärm-Render über ${warmUpTimeoutMs} ms`);
        controller.abort(failure);
        reject(failure);
      }, warmUpTimeoutMs);
    });
    const attempt = Promise.resolve().then(() => loaded.render({ ...input, signal: controller.signal }));
    try {
      return { outcome: (await Promise.race([attempt, timeout])) ? 'rendered' : 'not_rendered' };
    } catch (error) {
      return { outcome: error instanceof RenderFailure ? error.outcome : 'threw', error };
    } finally {
      clearTimeout(timer);
      attempt.catch(() => undefined);
    }
  }

  /**
   * Renders one request per page type of the area with a freshly loaded build, one after the other, so the first
   * visitor's render finds the build's code compiled and its modules initialised. Never rejects.
   */
  async function warmUpBuild(area, loaded) {
    if (!warmUp || typeof area !== 'string' || !area) return;
    const report = (outcome, ms, error) => {
      warmUps.count(area, outcome);
      try {
        onWarmUp(area, outcome, ms, error);
      } catch {
        // a report that fails is no reason to stop warming up
      }
    };
    let inputs;
    try {
      inputs = await warmUp(area);
    } catch (error) {
      report('threw', 0, error);
      return;
    }
    for (const input of Array.isArray(inputs) ? inputs : []) {
      const started = performance.now();
      const { outcome, error } = await warmUpRender(loaded, input);
      report(outcome, performance.now() - started, error);
    }
  }

  /** The render module of the server build the manifest names: loaded once per build, the old one dropped. */
  function moduleOf(manifestUrl, { key, manifest }) {
    const known = builds.get(manifestUrl);
    if (known && known.key === key) return known.module;
    const build = { key, module: loadBuild(manifestUrl, manifest) };
    // Off the request path: the request that loaded the build does not wait for its warm-up.
    build.warm = build.module.then(
      (loaded) => warmUpBuild(manifest?.metaData?.name ?? manifest?.name, loaded).catch(() => undefined),
      () => undefined,
    );
    builds.set(manifestUrl, build);
    // The old build goes once the new one is in; a build that failed to load is asked for again next time.
    build.module.then(
      () => known?.module.then(forget, () => undefined),
      () => {
        if (builds.get(manifestUrl) === build) builds.delete(manifestUrl);
      },
    );
    return build.module;
  }

  /**
   * The server build beside `browserManifestUrl`, if both manifests name the same build: the manifests' hashes and
   * its render module (loaded on the first call). Throws a `skew` failure when they do not (the build is then not
   * loaded), another error when a manifest cannot be read.
   */
  async function buildBeside(browserManifestUrl) {
    const serverUrl = serverManifestUrl(browserManifestUrl);
    const [server, browser] = await Promise.all([manifestAt(serverUrl), manifestAt(browserManifestUrl)]);
    const skew = buildSkew(server.manifest, browser.manifest);
    if (skew) throw new RenderFailure('skew', `Server-Build passt nicht zum Browser-Build (${skew})`);
    return { serverKey: server.key, browserKey: browser.key, module: () => moduleOf(serverUrl, server) };
  }

  /** The render module of the server build beside `browserManifestUrl` (see `buildBeside`). */
  async function current(browserManifestUrl) {
    return (await buildBeside(browserManifestUrl)).module();
  }

  /**
   * cache key → the render in flight for it (single flight: later requests of the key wait for this one, a stale
   * answer starts no second one): `{ promise, refresh, late }`, `refresh` when it makes a stale render again, `late`
   * once a visitor's budget ran out while waiting for it.
   */
  const flights = new Map();
  /** How many renders are in flight (each until it settled, or its limit or the budget aborted it). */
  let inFlight = 0;

  /**
   * Starts the render of `key` with the build: one render in flight per key, its result kept in the render cache when
   * it is a page or a redirect. With a render cache, the render has its own limit (`backgroundLimitMs` from its
   * start, aborted then) and goes on when a visitor's budget runs out, so the next visitor gets it from the cache;
   * without one, the budget of the visitor that starts it (`visitorSignal`) aborts it (nobody could use it
   * afterwards). It holds its place among the renders in flight until it settles. A render nobody waited for in
   * time (a refresh, or `late`) is counted in `counters.background`.
   * @param {AbortSignal | null} visitorSignal aborted by the budget of the request that starts it (null: a refresh)
   */
  function startRender(area, build, key, input, visitorSignal) {
    const startedAt = renderCache?.now() ?? 0;
    const limited = Boolean(renderCache) || !visitorSignal;
    const controller = new AbortController();
    const failure = () => new RenderFailure('timed_out', `Server-Render von ${area} über ${backgroundLimitMs} ms (im Hintergrund)`);
    // Unref'd: a render in the background keeps no process (a test, a server shutting down) alive.
    const timer = limited ? setTimeout(() => controller.abort(failure()), backgroundLimitMs).unref() : undefined;
    const signal = limited ? controller.signal : visitorSignal;
    const stopped = new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    stopped.catch(() => undefined);
    const work = (async () => {
      let module;
      try {
        module = await build.module();
      } catch (error) {
        throw new RenderFailure('load_failed', `Server-Remote von ${area} nicht geladen`, error);
      }
      try {
        return await module.render({ ...input, signal });
      } catch (error) {
        throw error instanceof RenderFailure ? error : new RenderFailure('threw', `Server-Render von ${area} fehlgeschlagen`, error);
      }
    })();
    // A render that lost the race to its limit may still settle later: its result or failure goes nowhere.
    work.catch(() => undefined);
    const flight = { promise: Promise.race([work, stopped]), refresh: !visitorSignal, late: false };
    inFlight += 1;
    flights.set(key, flight);
    const background = (outcome) => {
      if (renderCache && (flight.refresh || flight.late)) counters.background.count(area, flight.refresh ? 'refresh' : 'late', outcome);
    };
    flight.promise
      .then(
        (result) => {
          if (result && renderCache) renderCache.set(key, result, startedAt);
          background(result ? 'rendered' : 'not_rendered');
        },
        (error) => background(error instanceof RenderFailure ? error.outcome : 'threw'),
      )
      .finally(() => {
        clearTimeout(timer);
        inFlight -= 1;
        if (flights.get(key) === flight) flights.delete(key);
      })
      // A render the cache cannot keep is still the page's render.
      .catch(() => undefined);
    return flight;
  }

  /**
   * A stale render's refresh: one render of its key in the background, unless one is in flight already or every
   * place for renders is taken (counted `busy`; the next request of the stale page tries again).
   */
  function refresh(area, build, key, input) {
    if (flights.has(key)) return;
    if (inFlight >= maxRenders) {
      counters.background.count(area, 'refresh', 'busy');
      return;
    }
    startRender(area, build, key, input, null);
  }

  /**
   * The render of a page and its outcome (OUTCOMES); throws a RenderFailure for the browser's render. `waiting.flight`
   * is the render the request waits for (so that `render` can mark it late when the budget runs out first).
   */
  async function pageOf(area, browserManifestUrl, input, signal, waiting) {
    let build;
    try {
      build = await buildBeside(browserManifestUrl);
    } catch (error) {
      throw error instanceof RenderFailure ? error : new RenderFailure('load_failed', `Server-Remote von ${area} nicht geladen`, error);
    }
    const key = renderCacheKey({ area, serverKey: build.serverKey, browserKey: build.browserKey, input });
    const kept = renderCache?.lookup(key);
    if (kept && !kept.stale) return { result: kept.result, outcome: 'cache_hit' };
    if (kept) {
      refresh(area, build, key, input);
      return { result: kept.result, outcome: 'stale_hit' };
    }
    const running = flights.get(key);
    if (running) {
      waiting.flight = running;
      const result = await running.promise;
      return { result, outcome: result ? 'joined' : 'not_rendered' };
    }
    // The budget ran out while the manifests were read: no render that nobody would wait for.
    if (signal.aborted) throw signal.reason;
    if (inFlight >= maxRenders) throw new RenderFailure('busy', `Schon ${inFlight} Server-Renders in Arbeit`);
    const flight = startRender(area, build, key, input, signal);
    waiting.flight = flight;
    const result = await flight.promise;
    return { result, outcome: result ? 'rendered' : 'not_rendered' };
  }

  return {
    counters,
    /** Warm-up renders per area and outcome (WARM_UP_OUTCOMES), apart from the visitors' `counters`. */
    warmUps,
    /** Which build of each manifest is loaded (manifest URL → its hash), for tests and diagnostics. */
    loadedBuilds: () => Object.fromEntries([...builds].map(([url, build]) => [url, build.key])),
    /**
     * Loads the server build beside a browser manifest ahead of the first page (a cold load takes longer than a
     * render's budget) and waits for its warm-up renders. Whether it loaded; a failure is left to the first page,
     * which tries again.
     */
    async preload(browserManifestUrl) {
      try {
        await current(browserManifestUrl);
        await builds.get(serverManifestUrl(browserManifestUrl))?.warm;
        return true;
      } catch {
        return false;
      }
    },
    /**
     * The area's server render of a page, or null: the area does not render this page on the server, or its remote
     * failed to load, threw or missed the budget (then counted and reported to `onFallback`). Never rejects.
     * @param {string} area the remote name (`mfe_shop`)
     * @param {string} browserManifestUrl the area's manifest in the visitor's composition (`/remotes.json`)
     * @param {Record<string, unknown>} input the render's input (url, origin, api …); `signal` is added
     */
    async render(area, browserManifestUrl, input) {
      const controller = new AbortController();
      let timer;
      const budget = new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          const failure = new RenderFailure('over_budget', `Server-Render von ${area} über ${budgetMs} ms`);
          controller.abort(failure);
          reject(failure);
        }, budgetMs);
      });
      budget.catch(() => undefined);
      const waiting = { flight: null };
      const attempt = pageOf(area, browserManifestUrl, input, controller.signal, waiting);
      try {
        const { result, outcome } = await Promise.race([attempt, budget]);
        counters.count(area, outcome);
        return result ?? null;
      } catch (error) {
        // A shared render its own limit stopped within this visitor's budget: too slow for this page as well.
        const outcome = error instanceof RenderFailure ? (error.outcome === 'timed_out' ? 'over_budget' : error.outcome) : 'threw';
        // With a render cache the render goes on without this visitor, for the next one.
        if (outcome === 'over_budget' && waiting.flight) waiting.flight.late = true;
        counters.count(area, outcome);
        onFallback(area, outcome, error);
        return null;
      } finally {
        clearTimeout(timer);
        // An attempt that lost the race may still settle later: its result or failure goes nowhere.
        attempt.catch(() => undefined);
      }
    },
  };
}
