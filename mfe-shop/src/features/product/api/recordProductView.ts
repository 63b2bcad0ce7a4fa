import { http } from '@marktplatz/shared';

/** `POST /shop/product_view {product_id}`: remembers the view in the customer's „zuletzt angesehen“ list. */
export async function recordProductView(productId: number): Promise<void> {
  await http.post('shop/product_view', { product_id: productId });
}
