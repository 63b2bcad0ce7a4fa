// Standalone pages of an area only: provides the Module Federation runtime that the area's builds take from the
// page (in the composed site the shell provides it, so each area's remoteEntry.js does not carry its own copy).
import { provideRuntimeCore } from './provideFederationRuntime.mjs';

provideRuntimeCore();
