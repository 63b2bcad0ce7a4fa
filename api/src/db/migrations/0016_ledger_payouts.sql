CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"vendor_order_id" integer,
	"refund_id" integer,
	"withdrawal_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_payout_accounts" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"statement_number" text,
	"batch_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "provider_withdrawals_amount_check" CHECK ("provider_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_shop_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."shop_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_withdrawal_id_provider_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."provider_withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payout_accounts" ADD CONSTRAINT "provider_payout_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_withdrawals" ADD CONSTRAINT "provider_withdrawals_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_provider_idx" ON "ledger_entries" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_order_idx" ON "ledger_entries" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_per_order" ON "ledger_entries" USING btree ("vendor_order_id","kind") WHERE "ledger_entries"."kind" in ('sale', 'commission', 'cash');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_per_refund" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "provider_withdrawals_provider_idx" ON "provider_withdrawals" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_withdrawals_statement_unique" ON "provider_withdrawals" USING btree ("statement_number");