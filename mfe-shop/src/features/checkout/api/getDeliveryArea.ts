import { type Envelope, http } from '@marktplatz/shared';
import type { FoodDeliveryArea } from '../types';

/**
 * `GET /food/delivery-area?provider_ids=&postal_code=` (x-extension): whether the restaurants among these providers
 * deliver to the postal code, with the German message the order would be refused with (shops are left out).
 */
export async function getDeliveryArea(providerIds: number[], postalCode: string, signal?: AbortSignal): Promise<FoodDeliveryArea[]> {
  const response = await http.get<Envelope<FoodDeliveryArea[]>>('food/delivery-area', {
    params: { provider_ids: providerIds.join(','), postal_code: postalCode },
    signal,
  });
  return response.data.data;
}
