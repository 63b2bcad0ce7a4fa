import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configure, setOverlayHook } from '@marktplatz/shared';
import { App } from './App';
import { fetchReleasedComposition, registerComposition } from './federation/remotes';
import { captureServerIslands } from './federation/serverIslands';
import { takeStartupResponse } from './federation/startupRequests';
import { useOverlay } from './layout/overlays';
import { startWebVitals } from './layout/webVitals';
import { registerReachability } from './reachability';

/** Reads /env.json of this environment; missing or broken → the library keeps its defaults. */
async function fetchEnvironment(): Promise<Record<string, string>> {
  try {
    const response = await takeStartupResponse('env', '/env.json');
    return response.ok ? ((await response.json()) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Configures the shared library, registers the areas and renders the app (the entry script calls it). */
export async function start(): Promise<void> {
  const [environment, composition] = await Promise.all([
    fetchEnvironment(),
    fetchReleasedComposition((url) => takeStartupResponse('remotes', String(url))),
  ]);
  configure(environment);
  registerComposition(composition.remotes, composition.releases);
  registerReachability();
  // An area's sticky layer (the shop's marketplace) waits for the cookie banner and the tour like the shell's own.
  setOverlayHook(useOverlay);
  // Core Web Vitals of real visitors, only after their consent to statistics (the measuring code loads then).
  startWebVitals(environment.API_BASE);
  // Statistics code only where the environment runs statistics (and the tracker itself only after consent).
  if (environment.STATISTICS_URL) {
    void import(/* webpackChunkName: "statistics" */ './layout/statistics').then(({ startStatistics }) => startStatistics(environment));
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt in index.html');
  // A server-rendered page an area hydrates: noted before the root's first commit empties #root (its slot puts the
  // same element back in that commit).
  captureServerIslands(container);
  const root = createRoot(container);
  // The first render as a transition: React renders the page in slices and yields to the browser in between (no
  // single long task while the shell and the first area mount; the server-sent frame stays on screen until then).
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
