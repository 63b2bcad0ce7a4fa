import { startStartupRequests } from './federation/startupRequests';
import { startLandingHeadStart } from './features/editorial/landingStart';

// The environment files travel while the shared libraries load.
startStartupRequests();
// On the landing page its data too: the static hero paints from it first, while the main thread is free (the
// app's code follows at once after that, or after a short limit when the API is slow).
const headStart = window.location.pathname === '/' ? startLandingHeadStart() : Promise.resolve();
// Async boundary: the shared singletons are negotiated before any app code runs.
void headStart.then(() => import('./bootstrap')).then(({ start }) => start());
