CREATE TABLE "cookie_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"accepted" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"has_withdrawal_form" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"column" text,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"author" text NOT NULL,
	"category_id" integer NOT NULL,
	"region_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_popup_views" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_slug" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text,
	"button_text" text,
	"button_url" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_posts" ADD CONSTRAINT "portal_posts_category_id_portal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."portal_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_posts" ADD CONSTRAINT "portal_posts_region_id_portal_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."portal_regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_popup_views" ADD CONSTRAINT "tour_popup_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_pages_slug_unique" ON "editorial_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "layout_links_location_idx" ON "layout_links" USING btree ("location","position");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_categories_slug_unique" ON "portal_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_posts_slug_unique" ON "portal_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "portal_posts_published_idx" ON "portal_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_regions_slug_unique" ON "portal_regions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_page_key_unique" ON "widgets" USING btree ("page_slug","key");