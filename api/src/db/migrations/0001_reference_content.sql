CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"long_name" text NOT NULL,
	"register" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" text NOT NULL,
	"managing_directors" text NOT NULL,
	"register_court" text NOT NULL,
	"register_number" text NOT NULL,
	"vat_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" text NOT NULL,
	"valid_from" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_code_cities" (
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "postal_code_cities_postal_code_city_pk" PRIMARY KEY("postal_code","city")
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"base_unit" text NOT NULL,
	"units_per_base" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_policies" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"return_policy" text DEFAULT '' NOT NULL,
	"shipping_policy" text DEFAULT '' NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"icon" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text NOT NULL,
	"button_text" text,
	"button_url" text,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"accept_all_text" text NOT NULL,
	"accept_selected_text" text NOT NULL,
	"reject_text" text NOT NULL,
	"settings_text" text NOT NULL,
	"privacy_url" text NOT NULL,
	"imprint_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"cookie_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"duration" text NOT NULL,
	"storage" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text NOT NULL,
	"image_mobile" text,
	"alt_text" text NOT NULL,
	"button_text" text,
	"button_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"is_meta" boolean DEFAULT true NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_tag" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"og_image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticky_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"button_text" text,
	"button_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_parent_id_industries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_policies" ADD CONSTRAINT "vendor_policies_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_contents" ADD CONSTRAINT "cookie_contents_cookie_type_id_cookie_types_id_fk" FOREIGN KEY ("cookie_type_id") REFERENCES "public"."cookie_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_types_name_unique" ON "company_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_contents_key_unique" ON "contract_contents" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_slug_unique" ON "industries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "industries_parent_idx" ON "industries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "streets_name_idx" ON "streets" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "streets_name_postal_code_unique" ON "streets" USING btree ("name","postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_types_abbreviation_unique" ON "unit_types" USING btree ("abbreviation");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_hotspots_slug_unique" ON "blog_hotspots" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_sections_group_idx" ON "content_sections" USING btree ("group","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_texts_key_unique" ON "content_texts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "cookie_contents_type_idx" ON "cookie_contents" USING btree ("cookie_type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_types_key_unique" ON "cookie_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "page_banners_page_idx" ON "page_banners" USING btree ("page","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_entries_type_slug_unique" ON "seo_entries" USING btree ("type","slug");