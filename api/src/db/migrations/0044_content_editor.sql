-- Editors run pages and news (issue 41): a schedule for pages, the body's format (seeded text or editor HTML), every save as a version, redirects from old slugs.
ALTER TABLE "editorial_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editorial_pages" ADD COLUMN "content_format" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_posts" ADD COLUMN "content_format" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_entity_version_unique" ON "content_versions" USING btree ("entity_type","entity_id","version");--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"from_slug" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_redirects_from_unique" ON "content_redirects" USING btree ("entity_type","from_slug");
