CREATE TABLE "food_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_delivery_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"zone" text NOT NULL,
	"preparation_minutes" smallint NOT NULL,
	"delivery_minutes" smallint NOT NULL,
	"last_order_time" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_dishes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additives" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_order_item_states" (
	"order_item_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "food_order_item_states_order_item_id_pk" PRIMARY KEY("order_item_id")
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"vendor_order_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"track_note" text,
	"eta_at" timestamp with time zone,
	"slot_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ordering_paused" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"preparation_minutes" smallint DEFAULT 20 NOT NULL,
	"cuisine_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"free_delivery_from_cents" integer,
	"delivery_postal_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_radius_km" integer,
	"delivery" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_settings_minimum_check" CHECK ("food_settings"."minimum_order_cents" >= 0 and "food_settings"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "food_categories" ADD CONSTRAINT "food_categories_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_delivery_times" ADD CONSTRAINT "food_delivery_times_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_dishes" ADD CONSTRAINT "food_dishes_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_dishes" ADD CONSTRAINT "food_dishes_category_id_food_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."food_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_item_states" ADD CONSTRAINT "food_order_item_states_order_item_id_shop_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_settings" ADD CONSTRAINT "food_settings_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_categories_provider_idx" ON "food_categories" USING btree ("provider_id","position");--> statement-breakpoint
CREATE INDEX "food_delivery_times_provider_idx" ON "food_delivery_times" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "food_dishes_category_idx" ON "food_dishes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "food_events_provider_idx" ON "food_events" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "food_events_user_idx" ON "food_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "food_order_item_states_order_idx" ON "food_order_item_states" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "food_orders_provider_status_idx" ON "food_orders" USING btree ("provider_id","status","vendor_order_id");--> statement-breakpoint
CREATE INDEX "food_orders_user_idx" ON "food_orders" USING btree ("user_id","vendor_order_id");