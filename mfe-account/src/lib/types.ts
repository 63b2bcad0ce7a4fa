/** The API's envelope `{ status, message?, data }`. */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

/** A REST list page: `data` plus `meta`. */
export interface PageEnvelope<T> extends Envelope<T[]> {
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export type Gender = 'male' | 'female' | 'other';
export type Flag = 0 | 1;
