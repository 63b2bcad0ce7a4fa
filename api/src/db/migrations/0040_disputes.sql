CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"vendor_order_number" text NOT NULL,
	"provider_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"statement" text NOT NULL,
	"claimed_cents" integer NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"decided_cents" integer,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_claimed_positive" CHECK ("disputes"."claimed_cents" > 0)
);--> statement-breakpoint
CREATE TABLE "dispute_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispute_id" integer NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_refund_id_shop_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."shop_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_refund_active_idx" ON "disputes" USING btree ("refund_id") WHERE "disputes"."status" in ('open', 'answered');--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "disputes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "disputes_provider_idx" ON "disputes" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "disputes_status_due_idx" ON "disputes" USING btree ("status","answer_due_at");--> statement-breakpoint
CREATE INDEX "dispute_photos_dispute_idx" ON "dispute_photos" USING btree ("dispute_id");
