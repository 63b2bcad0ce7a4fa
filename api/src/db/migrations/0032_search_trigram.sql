CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shop_products_name_trgm_idx" ON "shop_products" USING gin (("name" || ' ' || "search_keywords") gin_trgm_ops) WHERE "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;
