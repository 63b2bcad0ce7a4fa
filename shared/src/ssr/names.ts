/**
 * Names both sides of a server render agree on (browser-safe: the server render in `./index` and the browser's
 * hydration in `./hydrate` import them).
 */

/** The id of the script element with an area's loader data (the client's hydration reads it). */
export const ssrDataId = (area: string) => `mp-ssr-data-${area}`;

/**
 * React's `identifierPrefix` of an area's server render (`useId` values): the area's hydration root takes the same
 * one, and the ids stay apart from the shell's root on the same page.
 */
export const ssrIdentifierPrefix = (area: string) => `${area}-`;
