CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"type" text,
	"category_id" integer,
	"provider_id" integer,
	"target" text NOT NULL,
	"basis_points" integer NOT NULL,
	"valid_from" date NOT NULL,
	"reason" text NOT NULL,
	"created_by_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_basis_points_check" CHECK ("commission_rules"."basis_points" between 0 and 10000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_target_day_unique" ON "commission_rules" USING btree ("target","valid_from");--> statement-breakpoint
CREATE INDEX "commission_rules_valid_from_idx" ON "commission_rules" USING btree ("valid_from");--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_vendor_orders" ADD COLUMN "shipping_commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "food_orders" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_commission_once_per_refund" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."kind" = 'commission_refund';
