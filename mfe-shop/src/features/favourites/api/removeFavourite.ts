import { type Envelope, httpApi } from '@marktplatz/shared';
import { PRODUCT_FAVOURITE } from '../types';

/** `POST api/remove-favourite {id, type}`. */
export async function removeFavourite(id: number, type = PRODUCT_FAVOURITE): Promise<Envelope<unknown>> {
  const response = await httpApi.post<Envelope<unknown>>('remove-favourite', { id, type });
  return response.data;
}
