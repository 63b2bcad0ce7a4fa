import type { Graphql } from '@marktplatz/shared';
import { graph } from '../../../../lib/graph';

/** One of the provider's shipping methods (graph `providerShippings`, its `id` read as a number). */
export type ShippingMethod = { id: number } & Pick<Graphql.ProviderShipping, 'name'> &
  Partial<Pick<Graphql.ProviderShipping, 'price' | 'is_pickup' | 'delivery_time'>>;

const SHIPPINGS_QUERY = `query ProviderShippings {
  providerShippings { id name price delivery_time is_pickup }
}`;

/** Graph query providerShippings: the signed-in provider's shipping methods. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  type Row = Pick<Graphql.ProviderShipping, 'id' | 'name' | 'price' | 'delivery_time' | 'is_pickup'>;
  const data = await graph<{ providerShippings: Row[] }>(SHIPPINGS_QUERY, {}, signal);
  return data.providerShippings.map((method) => ({ ...method, id: Number(method.id) }));
}
