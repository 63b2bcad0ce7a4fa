-- The editors' media library: uploaded pictures with alt text and their responsive sizes in the public storage.
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"file_name" text NOT NULL,
	"title" text,
	"alt_text" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"original" jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_folder_unique" ON "media_items" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");
