import { type Envelope, http, type WireShape } from '@marktplatz/shared';
import { listOf } from '../lib/listOf';

/** A product slider (`new`, `trending`, `offers`, `top_rated`; the API's `ProductSlider`). */
export type Slider = WireShape<'ProductSlider'>;

/** `GET /productSliders`; a failed load is an empty list (spec 02 §8). */
export async function getSliders(signal?: AbortSignal): Promise<Slider[]> {
  try {
    const response = await http.get<Envelope<unknown>>('productSliders', { signal });
    return listOf<Slider>(response.data.data);
  } catch {
    return [];
  }
}
