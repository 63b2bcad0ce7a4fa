CREATE TABLE "invoice_counters" (
	"provider_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_number" text NOT NULL,
	"sequence" integer NOT NULL,
	"year" integer NOT NULL,
	"corrects_invoice_id" integer,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_revocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_cents" integer NOT NULL,
	"channel" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_refund_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"requested_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer,
	"rejection_reason" text,
	"revocation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_vendor_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_vendor_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_revocations" ADD CONSTRAINT "shop_order_revocations_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_revocations" ADD CONSTRAINT "shop_order_revocations_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_revocations" ADD CONSTRAINT "shop_order_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_tracks" ADD CONSTRAINT "shop_order_tracks_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_tracks" ADD CONSTRAINT "shop_order_tracks_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_items" ADD CONSTRAINT "shop_refund_items_refund_id_shop_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."shop_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refund_items" ADD CONSTRAINT "shop_refund_items_order_item_id_shop_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_revocation_id_shop_order_revocations_id_fk" FOREIGN KEY ("revocation_id") REFERENCES "public"."shop_order_revocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_counters_provider_year_unique" ON "invoice_counters" USING btree ("provider_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_number_unique" ON "invoices" USING btree ("provider_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_year_sequence_unique" ON "invoices" USING btree ("provider_id","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_vendor_order_idx" ON "invoices" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "shop_order_revocations_vendor_order_idx" ON "shop_order_revocations" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "shop_order_tracks_vendor_order_idx" ON "shop_order_tracks" USING btree ("vendor_order_id","id");--> statement-breakpoint
CREATE INDEX "shop_refund_items_refund_idx" ON "shop_refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "shop_refund_items_item_idx" ON "shop_refund_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "shop_refunds_user_idx" ON "shop_refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_refunds_provider_idx" ON "shop_refunds" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "shop_refunds_vendor_order_idx" ON "shop_refunds" USING btree ("vendor_order_id");