CREATE TABLE "provider_industries" (
	"provider_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "provider_industries_provider_id_industry_id_pk" PRIMARY KEY("provider_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "store_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text DEFAULT 'opening' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_location_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text DEFAULT 'opening' NOT NULL,
	"days" smallint NOT NULL,
	"from_time" text,
	"untill_time" text,
	"after_from_time" text,
	"after_untill_time" text,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street_number" text DEFAULT '' NOT NULL,
	"zipcode" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"coordinate_source" text DEFAULT 'postal_code' NOT NULL,
	"calling_code" text,
	"mobile_number" text,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"always_open" boolean DEFAULT false NOT NULL,
	"takes_appointments" boolean DEFAULT false NOT NULL,
	"appointment_slot_minutes" smallint DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "provider_industries" ADD CONSTRAINT "provider_industries_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_industries" ADD CONSTRAINT "provider_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_holidays" ADD CONSTRAINT "store_holidays_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_location_times" ADD CONSTRAINT "store_location_times_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_industries_industry_idx" ON "provider_industries" USING btree ("industry_id","provider_id");--> statement-breakpoint
CREATE INDEX "store_holidays_location_idx" ON "store_holidays" USING btree ("location_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "store_location_times_day_unique" ON "store_location_times" USING btree ("location_id","kind","days");--> statement-breakpoint
CREATE INDEX "store_locations_provider_idx" ON "store_locations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "store_locations_point_idx" ON "store_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_one_default" ON "store_locations" USING btree ("provider_id") WHERE "store_locations"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_slug_unique" ON "provider_profiles" USING btree ("slug");