/** The wire shapes this feature reads and sends (generated contract types, `npm run contract`). */
import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** One of the provider's own stores — the API's declared answer. */
export type StoreLocation = ApiData<'/api/get-store-location', 'get'>;
export type LocationInput = ApiRequestBody<'/api/save-store-location', 'post'>;

/** A closed day or range (Berlin dates `YYYY-MM-DD`). */
export type Holiday = ApiData<'/api/getStoreHolidaysTimes', 'get'>[number];

/** A weekday's shifts as the API spells them (`untill_time`, `after_from_time`, …). */
export type DayHours = ApiData<'/api/get-store-location-times', 'get'>[number];
export type TimesInput = ApiRequestBody<'/api/save-store-location-times', 'post'>['times'][number];

/** Which week of a store: when it is open, or when it delivers (food providers). */
export type TimesKind = 'opening' | 'delivery';
