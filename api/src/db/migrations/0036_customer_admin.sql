ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "invoice_retention" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"original_snapshot" jsonb NOT NULL,
	"pdf_key" text,
	"retain_until" date NOT NULL,
	"pseudonymised_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "invoice_retention" ADD CONSTRAINT "invoice_retention_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_retention_retain_until_idx" ON "invoice_retention" USING btree ("retain_until");
