CREATE TABLE "provider_onboarding" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"company_type_id" integer,
	"company_name" text,
	"legal_representative" text,
	"street" text,
	"house_number" text,
	"zip_code" text,
	"city" text,
	"country" text DEFAULT 'Deutschland' NOT NULL,
	"phone" text,
	"email" text,
	"register_court" text,
	"register_number" text,
	"vat_id" text,
	"tax_number" text,
	"vat_status" text,
	"id_document_key" text,
	"id_document_name" text,
	"id_document_mime" text,
	"id_document_uploaded_at" timestamp with time zone,
	"self_certified_at" timestamp with time zone,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"rejected_at" timestamp with time zone,
	"account_ended_at" timestamp with time zone,
	"purge_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"inquiry_id" integer,
	"title" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"show" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_company_type_id_company_types_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_onboarding_status_idx" ON "provider_onboarding" USING btree ("status");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "documents_inquiry_idx" ON "documents" USING btree ("inquiry_id");