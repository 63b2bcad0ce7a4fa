import { startStartupRequests } from './federation/startupRequests';
import { startLandingHeadStart } from './features/editorial/landingStart';

// The environment files travel while the shared libraries load.
startStartupRequests();
// On the landing page its data too: the static hero paints from it first, while the main thread is free (the
// app's code follows at once after that, or after a short limit when the API is slow).
const headStart = window.location.pathname === '/' ? startLandingHeadStart() : Promise.resolve();
/**
 * The largest shared libraries, asked for beside the app's code: each is evaluated in the task its own file
 * arrives in, instead of all of them with the app in one long task once the last file is there (a phone's main
 * thread stays free for input in between). They load no earlier and no more than the app's code would.
 */
function evaluateLibrariesAsTheyArrive(): void {
  void import('react-dom/client').catch(() => undefined);
  void import('react-router-dom').catch(() => undefined);
  void import('styled-components').catch(() => undefined);
  void import('@marktplatz/shared').catch(() => undefined);
}

// Async boundary: the shared singletons are negotiated before any app code runs.
void headStart
  .then(() => {
    evaluateLibrariesAsTheyArrive();
    return import('./bootstrap');
  })
  .then(({ start }) => start());
