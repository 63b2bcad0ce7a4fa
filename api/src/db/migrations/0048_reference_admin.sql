-- Editors and admins keep the reference data in the back office: a value in use is retired instead of deleted (retired values leave the pickers for new input, records that use them keep showing them); vendor policy templates for providers.
ALTER TABLE "shop_categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "vendor_policy_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_policy_templates_kind_check" CHECK ("vendor_policy_templates"."kind" in ('return', 'shipping', 'privacy'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_policy_templates_kind_name_unique" ON "vendor_policy_templates" USING btree ("kind",lower("name"));
