import { http, type Envelope } from '@marktplatz/shared';
import type { StoreLocation } from '../types';

/** `POST /setDefaultLocation`: exactly one default store. */
export async function setDefaultLocation(id: number): Promise<StoreLocation> {
  const response = await http.post<Envelope<StoreLocation>>('/setDefaultLocation', { id });
  return response.data.data;
}
