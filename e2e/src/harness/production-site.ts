import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AREAS, HOST, REPO_DIR, SHELL_TEST_PORT, assertBuilt, distDir, type RemoteName } from './areas.js';
import { API_ORIGIN, ENV_JSON } from './api.js';
import { defaultComposition } from './site.js';
import { StaticServer } from './static-server.js';

export interface ProductionSite {
  shellOrigin: string;
  areaServer(remote: RemoteName): StaticServer;
  stop(): Promise<void>;
}

interface ServeStaticModule {
  serveStatic(options: Record<string, unknown>): Promise<{ close: () => Promise<void> }>;
}

/**
 * The shell as production serves it — `scripts/serve-static.mjs` with the release registry of the API's `local`
 * environment — on the shell's test origin (3100), over a copy of `shell/dist` whose `remotes.json` (the .env
 * composition) names the areas' own servers (3101–3109). `registryTtlMs`: how long the server keeps the registry's
 * answer (the API allows 5 s).
 */
export async function startProductionSite({ registryTtlMs = 5_000 } = {}): Promise<ProductionSite> {
  assertBuilt();
  const root = mkdtempSync(path.join(tmpdir(), 'marktplatz-shell-'));
  cpSync(distDir('shell'), root, { recursive: true });
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(defaultComposition(), null, 2));
  writeFileSync(path.join(root, 'env.json'), JSON.stringify(ENV_JSON, null, 2));
  const areaServers = new Map<RemoteName, StaticServer>(
    AREAS.map((candidate) => [
      candidate.remote,
      new StaticServer({ name: candidate.remote, host: HOST, port: candidate.testPort, root: distDir(candidate.dir) }),
    ]),
  );
  await Promise.all([...areaServers.values()].map((server) => server.start()));
  const module = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'serve-static.mjs')).href)) as ServeStaticModule;
  const shell = await module.serveStatic({ root, port: SHELL_TEST_PORT, host: HOST, spa: true, seoApiBase: API_ORIGIN, registryTtlMs });
  return {
    shellOrigin: `http://${HOST}:${SHELL_TEST_PORT}`,
    areaServer(remote) {
      const server = areaServers.get(remote);
      if (!server) throw new Error(`Kein Server für ${remote}`);
      return server;
    },
    async stop() {
      await shell.close();
      await Promise.all([...areaServers.values()].map((server) => server.stop()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
