import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreLocation } from '../types';

/** `GET api/get-store-location?id=…`. */
export async function getLocation(id: number, signal?: AbortSignal): Promise<StoreLocation> {
  const response = await httpApi.get<Envelope<StoreLocation>>('get-store-location', { params: { id }, signal });
  return response.data.data;
}
