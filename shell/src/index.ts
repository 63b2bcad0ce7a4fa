import { startStartupRequests } from './federation/startupRequests';

// The environment files travel while the shared libraries load.
startStartupRequests();
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
for (const step of STEPS) void inOwnTask(step).catch(() => undefined);
void inOwnTask(() => import('./bootstrap')).then(({ start }) => start());
