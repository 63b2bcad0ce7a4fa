CREATE TABLE "shop_bundle_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"regular_unit_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_bundle_items_qty_check" CHECK ("shop_bundle_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_bundle_provider_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_bundles_price_check" CHECK ("shop_bundles"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_bundle_items" ADD CONSTRAINT "shop_bundle_items_bundle_id_shop_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."shop_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_items" ADD CONSTRAINT "shop_bundle_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_items" ADD CONSTRAINT "shop_bundle_items_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_items" ADD CONSTRAINT "shop_bundle_items_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_provider_requests" ADD CONSTRAINT "shop_bundle_provider_requests_bundle_id_shop_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."shop_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_provider_requests" ADD CONSTRAINT "shop_bundle_provider_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_provider_requests" ADD CONSTRAINT "shop_bundle_provider_requests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundle_provider_requests" ADD CONSTRAINT "shop_bundle_provider_requests_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bundles" ADD CONSTRAINT "shop_bundles_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_bundle_items_bundle_idx" ON "shop_bundle_items" USING btree ("bundle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_bundle_items_variant_unique" ON "shop_bundle_items" USING btree ("bundle_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_bundle_requests_bundle_receiver_unique" ON "shop_bundle_provider_requests" USING btree ("bundle_id","receiver_id");--> statement-breakpoint
CREATE INDEX "shop_bundle_requests_receiver_idx" ON "shop_bundle_provider_requests" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "shop_bundle_requests_sender_idx" ON "shop_bundle_provider_requests" USING btree ("sender_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_bundles_slug_unique" ON "shop_bundles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shop_bundles_provider_idx" ON "shop_bundles" USING btree ("provider_id");