CREATE TABLE "provider_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"calendar_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_company_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"date" date,
	"status" boolean DEFAULT true NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"discounted_price_cents" integer,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_external_url" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"internal_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_company_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_description_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"content_type" text DEFAULT 'text' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_pages" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"company_logo" text,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"vendor_text" text DEFAULT '' NOT NULL,
	"show_hide_text" text DEFAULT '' NOT NULL,
	"show_chat" boolean DEFAULT true NOT NULL,
	"show_gallery" boolean DEFAULT true NOT NULL,
	"show_rating" boolean DEFAULT true NOT NULL,
	"show_lead" boolean DEFAULT true NOT NULL,
	"show_product" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_appointments" ADD CONSTRAINT "provider_appointments_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_appointments" ADD CONSTRAINT "provider_appointments_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_appointments" ADD CONSTRAINT "provider_appointments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_certificates" ADD CONSTRAINT "provider_certificates_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_company_contents" ADD CONSTRAINT "provider_company_contents_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_company_images" ADD CONSTRAINT "provider_company_images_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_description_contents" ADD CONSTRAINT "provider_description_contents_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_pages" ADD CONSTRAINT "provider_pages_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_appointments_provider_idx" ON "provider_appointments" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "provider_appointments_customer_idx" ON "provider_appointments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_appointments_calendar_token_unique" ON "provider_appointments" USING btree ("calendar_token");--> statement-breakpoint
CREATE INDEX "provider_certificates_provider_idx" ON "provider_certificates" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_company_contents_provider_idx" ON "provider_company_contents" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_company_images_provider_idx" ON "provider_company_images" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_description_contents_provider_idx" ON "provider_description_contents" USING btree ("provider_id","position");