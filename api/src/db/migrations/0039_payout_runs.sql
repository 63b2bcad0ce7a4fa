CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reason" text,
	"batch_id" text,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by_id" integer,
	"released_by_name" text,
	"released_at" timestamp with time zone,
	"executed_by_id" integer,
	"executed_by_name" text,
	"executed_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"cancelled_by_name" text,
	"cancelled_at" timestamp with time zone,
	"sepa_xml" text,
	CONSTRAINT "payout_runs_status_check" CHECK ("payout_runs"."status" in ('created', 'released', 'executed', 'cancelled')),
	CONSTRAINT "payout_runs_count_check" CHECK ("payout_runs"."count" > 0),
	CONSTRAINT "payout_runs_released_by_other_check" CHECK ("payout_runs"."released_by_id" is null or "payout_runs"."released_by_id" <> "payout_runs"."created_by_id")
);--> statement-breakpoint
CREATE TABLE "payout_run_items" (
	"run_id" integer NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payout_run_items_run_id_withdrawal_id_pk" PRIMARY KEY("run_id","withdrawal_id")
);--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_withdrawal_id_provider_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."provider_withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_batch_unique" ON "payout_runs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payout_runs_status_idx" ON "payout_runs" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_one_open_run" ON "payout_run_items" USING btree ("withdrawal_id") WHERE "payout_run_items"."open";--> statement-breakpoint
CREATE INDEX "payout_run_items_withdrawal_idx" ON "payout_run_items" USING btree ("withdrawal_id");
