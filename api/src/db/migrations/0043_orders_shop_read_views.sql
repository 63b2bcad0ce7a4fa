-- Read models of the orders and shop modules for other modules (like 0042 for the account): the food board reads
-- vendor orders and their lines, the reviews read the products they belong to. Declared in db/schema/orders.ts and
-- db/schema/shop.ts, exported from the owners' public.ts; other modules read these views, never the tables.
-- `delivery_address` is the address snapshot the goods go to: the shipping address, else the billing address.
CREATE OR REPLACE VIEW "orders_vendor_orders" AS
SELECT
  vo."id", vo."order_id", vo."vendor_order_number", vo."provider_id", vo."provider_name", vo."status",
  vo."delivery_mode", vo."pickup_address", vo."cash_option", vo."items_cents", vo."shipping_cents", vo."total_cents",
  vo."amount_due_cents", vo."created_at", o."user_id" AS "customer_id", o."payment_method",
  btrim(concat(o."billing_address"->>'first_name', ' ', o."billing_address"->>'last_name')) AS "customer_name",
  coalesce(nullif(o."shipping_address", 'null'::jsonb), o."billing_address") AS "delivery_address"
FROM "shop_vendor_orders" vo
JOIN "shop_orders" o ON o."id" = vo."order_id";
--> statement-breakpoint
CREATE OR REPLACE VIEW "orders_order_items" AS
SELECT
  i."id", i."order_id", i."vendor_order_id", i."product_id", i."variant_id", i."product_name", i."variant_label",
  i."qty", i."unit_price_cents", i."line_total_cents"
FROM "shop_order_items" i;
--> statement-breakpoint
CREATE OR REPLACE VIEW "shop_product_refs" AS
SELECT p."id", p."provider_id", p."name", p."slug", p."status", p."deleted_at"
FROM "shop_products" p;
