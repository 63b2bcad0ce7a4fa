CREATE TABLE "commission_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"document_number" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate" integer DEFAULT 19 NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"refers_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ledger_entry_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_documents_document_number_unique" UNIQUE("document_number"),
	CONSTRAINT "commission_documents_ledger_entry_id_unique" UNIQUE("ledger_entry_id"),
	CONSTRAINT "commission_documents_gross_check" CHECK ("commission_documents"."gross_cents" = "commission_documents"."net_cents" + "commission_documents"."vat_cents")
);--> statement-breakpoint
CREATE TABLE "commission_document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "commission_document_counters_series_year_pk" PRIMARY KEY("series","year")
);--> statement-breakpoint
ALTER TABLE "commission_documents" ADD CONSTRAINT "commission_documents_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_once_per_month" ON "commission_documents" USING btree ("provider_id","month","kind");--> statement-breakpoint
CREATE INDEX "commission_documents_provider_idx" ON "commission_documents" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "commission_documents_month_idx" ON "commission_documents" USING btree ("month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_commission_vat_once" ON "ledger_entries" USING btree ("note") WHERE "ledger_entries"."kind" = 'commission_vat';--> statement-breakpoint
CREATE INDEX "ledger_entries_commission_created_idx" ON "ledger_entries" USING btree ("created_at","provider_id") WHERE "ledger_entries"."kind" in ('commission', 'commission_refund');
