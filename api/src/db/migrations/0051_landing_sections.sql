-- Editors order the sections of the landing page and the marketplace start page: one row per page with the section keys from top to bottom.
CREATE TABLE "landing_sections" (
	"page" text PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
