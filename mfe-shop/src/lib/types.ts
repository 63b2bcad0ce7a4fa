/** The API's envelope `{ status, message?, data }`. */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

/** REST list meta (`meta` beside `data`). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A REST list page: `data` plus `meta`. */
export interface PageEnvelope<T> extends Envelope<T[]> {
  meta: PageMeta;
}
