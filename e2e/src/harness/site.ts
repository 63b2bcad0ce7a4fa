import { ALTERNATE_PORT, AREAS, HOST, SHELL_ORIGIN, SHELL_TEST_PORT, areaOrigin, assertBuilt, distDir, type RemoteName } from './areas.js';
import { API_ORIGIN, ENV_JSON, apiAnswers } from './api.js';
import { contentSecurityPolicy } from '../../../scripts/security-headers.mjs';
import { StaticServer } from './static-server.js';

export const ALTERNATE_ORIGIN = `http://${HOST}:${ALTERNATE_PORT}`;

export type Composition = Partial<Record<RemoteName, string>>;

export function defaultComposition(): Composition {
  return Object.fromEntries(AREAS.map((candidate) => [candidate.remote, `${areaOrigin(candidate.remote)}/mf-manifest.json`]));
}

export interface Site {
  shellOrigin: string;
  apiAvailable: boolean;
  /** The static server of an area, for fault injection. */
  areaServer(remote: RemoteName): StaticServer;
  /** A server on another origin for alternative builds of an area (stopped until used). */
  alternate: StaticServer;
  /** The shell's `remotes.json` as served now (area remote name → manifest URL). */
  composition: Composition;
  /** Points one area at another manifest URL (the one-line composition switch); `undefined` removes it. */
  setRemote(remote: RemoteName, manifestUrl: string | undefined): void;
  /**
   * Adds settings to the shell's `env.json` (e.g. `STATISTICS_URL`, as compose.mjs writes it); the page policy follows
   * them as the production server's does. Undone by `reset()`.
   */
  setEnvironment(values: Record<string, string>): void;
  /** Every server back up with its own build, the default composition, the alternate server stopped. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Serves the composed production build: the shell from `shell/dist` on 3100 and each area from its own
 * `dist` on its own origin (3101–3107), with the shell's `remotes.json` and `env.json` written per scenario.
 */
export async function startSite(): Promise<Site> {
  assertBuilt();
  let composition = defaultComposition();
  let environment: Record<string, string> = { ...ENV_JSON };
  const shell = new StaticServer({
    name: 'shell',
    host: HOST,
    port: SHELL_TEST_PORT,
    root: distDir('shell'),
    spaFallback: true,
    virtualFiles: () => ({
      '/remotes.json': JSON.stringify(composition, null, 2),
      '/env.json': JSON.stringify(environment, null, 2),
    }),
    // the production policy of this composition, as scripts/serve-static.mjs builds it from remotes.json and env.json
    pagePolicy: (nonce) =>
      contentSecurityPolicy({
        nonce,
        remotes: composition as Record<string, string>,
        env: environment,
        mapTileUrl: process.env.MAP_TILE_URL,
        apiOrigins: [API_ORIGIN],
      }),
  });
  const areaServers = new Map<RemoteName, StaticServer>(
    AREAS.map((candidate) => [
      candidate.remote,
      new StaticServer({ name: candidate.remote, host: HOST, port: candidate.testPort, root: distDir(candidate.dir) }),
    ]),
  );
  const alternate = new StaticServer({ name: 'alternate', host: HOST, port: ALTERNATE_PORT, root: distDir('mfe-orders') });
  const everyServer = [shell, ...areaServers.values()];
  try {
    await Promise.all(everyServer.map((server) => server.start()));
  } catch (error) {
    await Promise.all(everyServer.map((server) => server.stop()));
    throw new Error(`Testserver konnte nicht starten (Ports ${SHELL_TEST_PORT}–${ALTERNATE_PORT} frei?): ${String(error)}`);
  }

  const site: Site = {
    shellOrigin: SHELL_ORIGIN,
    apiAvailable: process.env.E2E_API_AVAILABLE ? process.env.E2E_API_AVAILABLE === 'true' : await apiAnswers(),
    areaServer(remote) {
      const server = areaServers.get(remote);
      if (!server) throw new Error(`Kein Server für ${remote}`);
      return server;
    },
    alternate,
    get composition() {
      return composition;
    },
    setRemote(remote, manifestUrl) {
      const next = { ...composition };
      if (manifestUrl === undefined) delete next[remote];
      else next[remote] = manifestUrl;
      composition = next;
    },
    setEnvironment(values) {
      environment = { ...environment, ...values };
    },
    async reset() {
      composition = defaultComposition();
      environment = { ...ENV_JSON };
      alternate.resetRoot();
      await alternate.stop();
      await Promise.all([...areaServers.values()].map((server) => server.restore()));
    },
    async stop() {
      await Promise.all([...everyServer, alternate].map((server) => server.stop()));
    },
  };
  return site;
}
