import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/**
 * Mirrors the active variants onto the product row (model.md): price = cheapest active variant, stock = sum of
 * the active variants, previous price = the default variant's old price while the product has no variants.
 */
export async function syncProductFromVariants(db: Executor, productId: number): Promise<void> {
  await db.execute(sql`
    update shop_products p set
      price_cents = coalesce((select min(v.price_cents) from shop_product_variants v where v.product_id = p.id and v.is_active), p.price_cents),
      stock = coalesce((select sum(v.qty) from shop_product_variants v where v.product_id = p.id and v.is_active), 0)::int,
      previous_price_cents = case when p.is_variants then p.previous_price_cents
        else (select v.old_price_cents from shop_product_variants v where v.product_id = p.id and v.is_default limit 1) end,
      updated_at = now()
    where p.id = ${productId}`);
}
