CREATE TABLE "shop_refund_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "small_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "shop_refund_photos" ADD CONSTRAINT "shop_refund_photos_refund_id_shop_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."shop_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_refund_photos_refund_idx" ON "shop_refund_photos" USING btree ("refund_id");