// The shell's own pages rendered on the server (README.md, "The shell's own pages"): the shell builds its server
// render like an area's server remote (`shell/dist/server/`, exposing `./ssr`), and its production server loads it
// beside the shell's own browser manifest — the `dist/` it serves, asked for on its own origin. So the shell's pages
// go through the same machinery as the areas' (server-remotes.mjs: budget, fallback to the browser's render, counts
// in /metrics under `area="shell"`, render cache, limit of renders in flight, warm-up, skew check) without an entry
// in `remotes.json`: the shell is released together with its server.

/** The shell's name as an "area" of the server render (its remote name; the pages of pages.mjs with this remote). */
export const SHELL_AREA = 'shell';

/** The shell's own browser manifest on its server's origin (the server manifest is beside it, `server/`). */
export function shellManifestUrl(selfOrigin) {
  return new URL('/mf-manifest.json', selfOrigin).href;
}

/**
 * The server remotes of the shell's server (serve-static.mjs) with the shell's own build: `ownBuild(area)` names the
 * shell's manifest on the server's own origin for the shell's pages (never one from the visitor's composition; null
 * when there is none: the browser renders them), undefined for an area (its manifest comes from the composition). `selfOrigin`: the server's own origin, known once it listens
 * (a trusted address: never the request's `Host`).
 * @template {object} T
 * @param {T | null} remotes from `createServerRemotes`
 * @param {() => string} selfOrigin
 * @returns {(T & { ownBuild: (area: string) => string | null | undefined }) | null}
 */
export function withShellServer(remotes, selfOrigin) {
  if (!remotes) return null;
  const ownBuild = (area) => {
    if (area !== SHELL_AREA) return undefined;
    try {
      return shellManifestUrl(selfOrigin());
    } catch {
      // no usable origin (an IPv6 host without brackets): the browser renders the shell's pages
      return null;
    }
  };
  return { ...remotes, ownBuild };
}
