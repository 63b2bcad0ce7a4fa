import { type Envelope, httpApi } from '@marktplatz/shared';
import { PRODUCT_FAVOURITE } from '../types';

/** `POST api/add-favourite {id, type}`. */
export async function addFavourite(id: number, type = PRODUCT_FAVOURITE): Promise<Envelope<unknown>> {
  const response = await httpApi.post<Envelope<unknown>>('add-favourite', { id, type });
  return response.data;
}
