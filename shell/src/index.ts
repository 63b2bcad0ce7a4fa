import { startStartupRequests } from './federation/startupRequests';

// The environment files travel while the shared libraries load.
startStartupRequests();
// Async boundary: the shared singletons are negotiated before any app code runs.
import('./bootstrap');
