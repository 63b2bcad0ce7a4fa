import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreLocation, LocationInput } from '../types';

/** `POST api/save-store-location` (new) or `api/update-store-location` (with `id`). */
export async function saveLocation(input: LocationInput, id?: number): Promise<StoreLocation> {
  const response =
    id === undefined
      ? await httpApi.post<Envelope<StoreLocation>>('save-store-location', input)
      : await httpApi.post<Envelope<StoreLocation>>('update-store-location', { ...input, id });
  return response.data.data;
}
