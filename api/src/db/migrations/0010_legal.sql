CREATE TABLE "shop_variant_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_variant_prices_price_check" CHECK ("shop_variant_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "moderation_report_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_report_events_actor_check" CHECK (length("moderation_report_events"."actor") > 0)
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"affected_user_id" integer,
	"category" text NOT NULL,
	"explanation" text NOT NULL,
	"reporter_name" text,
	"reporter_email" text,
	"reporter_user_id" integer,
	"reporter_address_hash" text NOT NULL,
	"good_faith" boolean NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"action" text,
	"ground" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_variant_prices" ADD CONSTRAINT "shop_variant_prices_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_report_events" ADD CONSTRAINT "moderation_report_events_report_id_moderation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."moderation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_affected_user_id_users_id_fk" FOREIGN KEY ("affected_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_variant_prices_variant_idx" ON "shop_variant_prices" USING btree ("variant_id","valid_from");--> statement-breakpoint
CREATE INDEX "moderation_report_events_report_idx" ON "moderation_report_events" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_reports_status_idx" ON "moderation_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_reports_target_idx" ON "moderation_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_address_idx" ON "moderation_reports" USING btree ("reporter_address_hash","created_at");