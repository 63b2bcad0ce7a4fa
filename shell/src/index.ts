import { startStartupRequests } from './federation/startupRequests';
import { startLandingHeadStart } from './features/editorial/lib/landingStart';

// The environment files travel while the shared libraries load.
startStartupRequests();
// On the landing page its data too: the static hero paints from it first, while the main thread is free (the
// app's code follows at once after that, or after a short limit when the API is slow).
const headStart = window.location.pathname === '/' ? startLandingHeadStart() : Promise.resolve();
/**
 * The largest shared libraries, asked for beside the app's code: each is evaluated in the task its own file
 * arrives in, instead of all of them with the app in one long task once the last file is there (a phone's main
 * thread stays free for input in between). They load no earlier and no more than the app's code would.
 * Each is asked for in a task of its own, the app's code in the task after them: asking is work too (the federation
 * runtime negotiates the shared versions and adds a script per chunk), 5–10 ms apiece on a desktop, and together
 * with the entry script's own start they made one long task.
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('styled-components'),
  () => import('@marktplatz/shared'),
];

/** Runs `step` in a task of its own (after the tasks already queued). */
const inOwnTask = <T>(step: () => Promise<T>): Promise<T> => new Promise((resolve) => setTimeout(resolve, 0)).then(step);

// Async boundary: the shared singletons are negotiated before any app code runs.
void headStart
  .then(() => {
    for (const step of STEPS) void inOwnTask(step).catch(() => undefined);
    return inOwnTask(() => import('./bootstrap'));
  })
  .then(({ start }) => start());
