import type { PageMeta } from './contract';

/** A page of a REST list as the screens use it: its rows and the API's paginator. */
export interface PageOfRows<T> {
  rows: T[];
  meta: PageMeta;
}

/** A paged answer (`{ data, meta }`, the `PageEnvelope`) as a {@link PageOfRows}. */
export function pageOfRows<T>(body: { data: T[]; meta: PageMeta }): PageOfRows<T> {
  return { rows: body.data, meta: body.meta };
}
