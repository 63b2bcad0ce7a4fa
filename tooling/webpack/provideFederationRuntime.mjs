// Runtime plugin of the shell: puts the page's one Module Federation runtime where the areas' builds look for it
// (`experiments.externalRuntime`), so no remoteEntry.js carries a copy of its own. The import is the same ES module
// file the shell's federation runtime uses (alias in shared.cjs), so the shell does not bundle it twice.
import * as runtimeCore from '@marktplatz/federation-runtime-core';

export function provideRuntimeCore() {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export default function provideFederationRuntime() {
  provideRuntimeCore();
  return { name: 'marktplatz-provide-federation-runtime' };
}
