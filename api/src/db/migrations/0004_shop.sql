CREATE TABLE "shop_bulk_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"min_qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_bulk_prices_min_qty_check" CHECK ("shop_bulk_prices"."min_qty" >= 2),
	CONSTRAINT "shop_bulk_prices_price_check" CHECK ("shop_bulk_prices"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"icon" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_categories_level_check" CHECK ("shop_categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "shop_cross_selling" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_cross_selling_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_feature_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature_id" integer NOT NULL,
	"name" text NOT NULL,
	"custom_value" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"name" text NOT NULL,
	"is_color" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_last_viewed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_local" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"feature_id" integer,
	"feature_value_id" integer,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"image" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_seo" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_meta" boolean DEFAULT false NOT NULL,
	"meta_tag" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_shippings" (
	"product_id" integer NOT NULL,
	"shipping_method_id" integer NOT NULL,
	CONSTRAINT "shop_product_shippings_product_id_shipping_method_id_pk" PRIMARY KEY("product_id","shipping_method_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "shop_product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"article_no" text,
	"ean" text,
	"price_cents" integer NOT NULL,
	"old_price_cents" integer,
	"qty" integer DEFAULT 0 NOT NULL,
	"weight" numeric(10, 3),
	"unit_weight" text,
	"lenght" numeric(10, 2),
	"height" numeric(10, 2),
	"width" numeric(10, 2),
	"unit_whl" text,
	"measurement_unit" text,
	"unit_price_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_product_variants_qty_check" CHECK ("shop_product_variants"."qty" >= 0),
	CONSTRAINT "shop_product_variants_price_check" CHECK ("shop_product_variants"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_product_view_counts" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_product_view_counts_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"article_number" text,
	"product_type" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"product_condition" text DEFAULT 'new' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"previous_price_cents" integer,
	"price_included" boolean DEFAULT true NOT NULL,
	"tax_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"photo" text,
	"unit" numeric(12, 3),
	"unit_type_id" integer,
	"unit_price_cents" integer,
	"measurement_unit" text,
	"weight" numeric(10, 3),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"lenght" numeric(10, 2),
	"manufacturer_id" integer,
	"is_local_manufacturer" boolean DEFAULT false NOT NULL,
	"shop_category_id" integer,
	"shop_subcategory_id" integer,
	"shop_childcategory_id" integer,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" text,
	"ein_number" text,
	"is_crossselling" boolean DEFAULT false NOT NULL,
	"crossselling_type" text,
	"crossselling_category_id" integer,
	"is_variants" boolean DEFAULT false NOT NULL,
	"show_as_profile" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"invoice_text" text,
	"bank_id" integer,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("shop_products"."name", '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("shop_products"."search_keywords", '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("shop_products"."short_description", '') || ' ' || coalesce("shop_products"."details", '')), 'C')) STORED,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"free_from_cents" integer,
	"delivery_time" text DEFAULT '' NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_shipping_methods_price_check" CHECK ("shop_shipping_methods"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_variant_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"feature_id" integer,
	"feature_value_id" integer,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"custom_value" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_wholesale_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"shop_product_variant_id" integer,
	"whole_sell_qty" integer NOT NULL,
	"whole_sell_discount" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_wholesale_discounts_qty_check" CHECK ("shop_wholesale_discounts"."whole_sell_qty" >= 1),
	CONSTRAINT "shop_wholesale_discounts_discount_check" CHECK ("shop_wholesale_discounts"."whole_sell_discount" > 0 and "shop_wholesale_discounts"."whole_sell_discount" < 100)
);
--> statement-breakpoint
ALTER TABLE "shop_bulk_prices" ADD CONSTRAINT "shop_bulk_prices_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bulk_prices" ADD CONSTRAINT "shop_bulk_prices_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_parent_id_shop_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cross_selling" ADD CONSTRAINT "shop_cross_selling_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cross_selling" ADD CONSTRAINT "shop_cross_selling_related_product_id_shop_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_feature_values" ADD CONSTRAINT "shop_feature_values_feature_id_shop_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."shop_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_features" ADD CONSTRAINT "shop_features_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_last_viewed" ADD CONSTRAINT "shop_last_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_last_viewed" ADD CONSTRAINT "shop_last_viewed_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_features" ADD CONSTRAINT "shop_product_features_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_features" ADD CONSTRAINT "shop_product_features_feature_id_shop_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."shop_features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_features" ADD CONSTRAINT "shop_product_features_feature_value_id_shop_feature_values_id_fk" FOREIGN KEY ("feature_value_id") REFERENCES "public"."shop_feature_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_seo" ADD CONSTRAINT "shop_product_seo_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_shippings" ADD CONSTRAINT "shop_product_shippings_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_shippings" ADD CONSTRAINT "shop_product_shippings_shipping_method_id_shop_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shop_shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_tags" ADD CONSTRAINT "shop_product_tags_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_tags" ADD CONSTRAINT "shop_product_tags_tag_id_shop_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_variants" ADD CONSTRAINT "shop_product_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_view_counts" ADD CONSTRAINT "shop_product_view_counts_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_tax_id_shop_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."shop_taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_manufacturer_id_shop_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."shop_manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_shop_category_id_shop_categories_id_fk" FOREIGN KEY ("shop_category_id") REFERENCES "public"."shop_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_shop_subcategory_id_shop_categories_id_fk" FOREIGN KEY ("shop_subcategory_id") REFERENCES "public"."shop_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_shop_childcategory_id_shop_categories_id_fk" FOREIGN KEY ("shop_childcategory_id") REFERENCES "public"."shop_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_crossselling_category_id_shop_categories_id_fk" FOREIGN KEY ("crossselling_category_id") REFERENCES "public"."shop_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipping_methods" ADD CONSTRAINT "shop_shipping_methods_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variant_options" ADD CONSTRAINT "shop_variant_options_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variant_options" ADD CONSTRAINT "shop_variant_options_feature_id_shop_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."shop_features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variant_options" ADD CONSTRAINT "shop_variant_options_feature_value_id_shop_feature_values_id_fk" FOREIGN KEY ("feature_value_id") REFERENCES "public"."shop_feature_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wholesale_discounts" ADD CONSTRAINT "shop_wholesale_discounts_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wholesale_discounts" ADD CONSTRAINT "shop_wholesale_discounts_shop_product_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("shop_product_variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_bulk_prices_product_idx" ON "shop_bulk_prices" USING btree ("product_id","min_qty");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_slug_unique" ON "shop_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shop_categories_parent_idx" ON "shop_categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "shop_feature_values_feature_idx" ON "shop_feature_values" USING btree ("feature_id","position");--> statement-breakpoint
CREATE INDEX "shop_features_provider_idx" ON "shop_features" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_last_viewed_user_product_unique" ON "shop_last_viewed" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_last_viewed_user_idx" ON "shop_last_viewed" USING btree ("user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_manufacturers_slug_unique" ON "shop_manufacturers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shop_product_features_product_idx" ON "shop_product_features" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "shop_product_images_product_idx" ON "shop_product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "shop_product_images_variant_idx" ON "shop_product_images" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "shop_product_shippings_method_idx" ON "shop_product_shippings" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE INDEX "shop_product_tags_tag_idx" ON "shop_product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "shop_product_variants_product_idx" ON "shop_product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_variants_one_default" ON "shop_product_variants" USING btree ("product_id") WHERE "shop_product_variants"."is_default";--> statement-breakpoint
CREATE INDEX "shop_product_view_counts_day_idx" ON "shop_product_view_counts" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_slug_unique" ON "shop_products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_provider_sku_unique" ON "shop_products" USING btree ("provider_id","sku");--> statement-breakpoint
CREATE INDEX "shop_products_search_idx" ON "shop_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "shop_products_provider_idx" ON "shop_products" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_products_listed_created_idx" ON "shop_products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_products_listed_price_idx" ON "shop_products" USING btree ("price_cents","id") WHERE "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_products_listed_rating_idx" ON "shop_products" USING btree ("rating_avg" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_products_listed_views_idx" ON "shop_products" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_products_listed_featured_idx" ON "shop_products" USING btree ("created_at" DESC NULLS LAST) WHERE "shop_products"."is_featured" and "shop_products"."status" = 'active' and "shop_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("shop_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_subcategory_idx" ON "shop_products" USING btree ("shop_subcategory_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_childcategory_idx" ON "shop_products" USING btree ("shop_childcategory_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_manufacturer_idx" ON "shop_products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "shop_products_status_idx" ON "shop_products" USING btree ("status","product_type");--> statement-breakpoint
CREATE INDEX "shop_shipping_methods_provider_idx" ON "shop_shipping_methods" USING btree ("provider_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_tags_slug_unique" ON "shop_tags" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_taxes_value_unique" ON "shop_taxes" USING btree ("value");--> statement-breakpoint
CREATE INDEX "shop_variant_options_variant_idx" ON "shop_variant_options" USING btree ("variant_id","position");--> statement-breakpoint
CREATE INDEX "shop_wholesale_discounts_product_idx" ON "shop_wholesale_discounts" USING btree ("product_id","whole_sell_qty");