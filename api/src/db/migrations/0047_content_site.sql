-- Editors run menus, footer and cookie texts: the consent version visitors' stored choices are compared with, and every save of the menus or the cookie texts as a version.
ALTER TABLE "cookie_banners" ADD COLUMN "consent_version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE TABLE "content_site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "content_site_versions" ADD CONSTRAINT "content_site_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_site_versions_entity_version_unique" ON "content_site_versions" USING btree ("entity_type","version");
