/**
 * Recoverable hydration errors the browser reports (scripts/ssr/README.md "Hydration errors"): `createHydrate` of
 * `@marktplatz/shared/ssr/hydrate` sends `POST /ssr/hydration-errors` with `{ "area": "<remote name>" }` (a beacon, at
 * most one per area and page load) when React's `onRecoverableError` says the server's markup did not match; the shell's
 * server counts it as `marktplatz_ssr_hydration_errors_total{area}` beside the render counts of `/metrics`. Only the
 * area's name is taken, and only a known one (the composition's areas and `shell`): no address, page or message.
 */

/** Where the browser's report goes (same origin: `connect-src 'self'`). */
export const HYDRATION_ERRORS_PATH = '/ssr/hydration-errors';
/** The largest report body taken (bytes); `{"area":"mfe_account"}` is 22. */
export const HYDRATION_ERRORS_BODY_LIMIT = 1024;
/** The shell's own server-rendered pages report under this name. */
export const SHELL_AREA = 'shell';

const METRIC = 'marktplatz_ssr_hydration_errors_total';
const HELP =
  'Pages of an area whose server markup did not match in the browser (React rendered it again on the client), at most one per area and page load.';

/**
 * The counts per area, with their Prometheus lines (`# HELP`, `# TYPE`, one sample per area counted).
 * @returns {{ count: (area: string) => void, get: (area: string) => number, lines: () => string[] }}
 */
export function createHydrationErrorCounter() {
  const counts = new Map();
  return {
    count(area) {
      counts.set(area, (counts.get(area) ?? 0) + 1);
    },
    get: (area) => counts.get(area) ?? 0,
    lines() {
      const lines = [`# HELP ${METRIC} ${HELP}`, `# TYPE ${METRIC} counter`];
      // Known area names only (`[a-z_]`), no escaping needed; quoted all the same.
      for (const [area, value] of counts) lines.push(`${METRIC}{area="${JSON.stringify(area).slice(1, -1)}"} ${value}`);
      return lines;
    },
  };
}

/** A refused report: the status and a short German message (never counted). */
class Refused extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * The area of a report's body, or a `Refused` error: JSON (`application/json`) `{ "area": <known name> }`.
 * @param {string | undefined} contentType @param {Buffer | string | undefined} body @param {Set<string>} known
 */
export function reportedArea(contentType, body, known) {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw new Refused(400, 'Nur JSON wird angenommen.');
  if (body === undefined || body.length === 0) throw new Refused(400, 'Die Meldung ist leer.');
  if (body.length > HYDRATION_ERRORS_BODY_LIMIT) throw new Refused(413, 'Die Meldung ist zu groß.');
  let parsed;
  try {
    parsed = JSON.parse(String(body));
  } catch {
    throw new Refused(400, 'Die Meldung ist kein gültiges JSON.');
  }
  const area = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed.area : undefined;
  if (typeof area !== 'string' || !known.has(area)) throw new Refused(400, 'Unbekannter Bereich.');
  return area;
}

/**
 * The Fastify plugin of the route (register it without prefix): the body is read here (any content type, at most
 * HYDRATION_ERRORS_BODY_LIMIT bytes), checked by `reportedArea` and counted; 204 on success, 400/413 with
 * `{ message }` else.
 * @param {{ counter: ReturnType<typeof createHydrationErrorCounter>, knownAreas: () => Promise<Iterable<string>> }} options
 */
export function hydrationErrorsRoute({ counter, knownAreas }) {
  return async function hydrationErrors(app) {
    // This plugin's own body parsing: the raw bytes of any type (the route checks the type itself: a wrong one is a 400
    // with a message, not Fastify's 415), refused above the limit (413).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: HYDRATION_ERRORS_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.setErrorHandler(async (error, _request, reply) => {
      const tooLarge = error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const status = tooLarge ? 413 : error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
      const message = { 413: 'Die Meldung ist zu groß.', 400: 'Die Meldung ist ungültig.', 500: 'Serverfehler' }[status];
      return reply.code(status).header('Cache-Control', 'no-store').send({ message });
    });
    app.post(HYDRATION_ERRORS_PATH, { bodyLimit: HYDRATION_ERRORS_BODY_LIMIT }, async (request, reply) => {
      const known = new Set([SHELL_AREA, ...(await knownAreas())]);
      let area;
      try {
        area = reportedArea(request.headers['content-type'], request.body, known);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        return reply.code(error.statusCode).header('Cache-Control', 'no-store').send({ message: error.message });
      }
      counter.count(area);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  };
}
