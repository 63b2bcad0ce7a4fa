import type { Page } from 'playwright-core';

export interface SharedEntryInfo {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Every distinct entry of the Module Federation share scopes in the page, by package name. */
export async function readShareScope(page: Page): Promise<Record<string, SharedEntryInfo[]>> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type ScopeMap = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __INSTANCES__?: Array<{ shareScopeMap?: ScopeMap }>; __SHARE__?: Record<string, ScopeMap> };
      }
    ).__FEDERATION__;
    if (!federation) return {};
    const maps: ScopeMap[] = [
      ...(federation.__INSTANCES__ ?? []).map((instance) => instance.shareScopeMap ?? {}),
      ...Object.values(federation.__SHARE__ ?? {}),
    ];
    const seen = new Set<Entry>();
    const result: Record<string, SharedEntryInfo[]> = {};
    for (const scopeMap of maps) {
      for (const packages of Object.values(scopeMap)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            (result[name] ??= []).push({
              version,
              from: entry.from ?? '',
              loaded: Boolean(entry.loaded) || typeof entry.lib === 'function',
              useIn: [...(entry.useIn ?? [])],
            });
          }
        }
      }
    }
    return result;
  });
}

/**
 * Installs a stand-in for the React DevTools hook before the page runs: every react-dom copy that starts
 * registers its renderer there, so the page can count them.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: Array<{ rendererPackageName?: string; version?: string }> = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: { rendererPackageName?: string; version?: string }) {
          renderers.push(renderer);
          this.renderers.set(renderers.length, renderer);
          return renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
    });
    Object.defineProperty(window, '__e2eReactRenderers', { value: renderers });
  });
}

export async function reactRenderers(page: Page): Promise<Array<{ name: string; version: string }>> {
  return page.evaluate(() =>
    (
      (window as unknown as { __e2eReactRenderers?: Array<{ rendererPackageName?: string; version?: string }> }).__e2eReactRenderers ?? []
    ).map((renderer) => ({
      name: renderer.rendererPackageName ?? '',
      version: renderer.version ?? '',
    })),
  );
}
