import { type Envelope, http, type WireShape } from '@marktplatz/shared';
import { listOf } from '../lib/listOf';

/** A product of a bundle, as the marketplace section shows it (the API's `BundleItem`). */
export type BundleItem = Pick<
  WireShape<'BundleItem'>,
  'id' | 'product_id' | 'product_name' | 'variant_name' | 'slug' | 'qty' | 'company_name'
>;

/** A sellable bundle (`/v2/getBundleProducts`): several providers' products at one price (the API's `Bundle`). */
export type Bundle = Pick<WireShape<'Bundle'>, 'id' | 'name' | 'description' | 'price' | 'saving'> & { items: BundleItem[] };

/** `GET /v2/getBundleProducts`: confirmed bundles; the section shows only when this answers data. */
export async function getBundles(signal?: AbortSignal): Promise<Bundle[]> {
  try {
    const response = await http.get<Envelope<unknown>>('v2/getBundleProducts', { signal });
    return listOf<Bundle>(response.data.data);
  } catch {
    return [];
  }
}
