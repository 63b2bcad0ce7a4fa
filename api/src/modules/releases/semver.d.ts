// The part of `semver` (7.x) the release checks use; the package ships no types of its own.
declare module 'semver' {
  export function satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  export function valid(version: string): string | null;
  export function validRange(range: string): string | null;
}
