CREATE TABLE "order_payment_terms" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"due_date" date NOT NULL,
	"mandate_reference" text,
	"account_holder" text,
	"iban" text,
	"mandate_signed_at" timestamp with time zone,
	"pre_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_invoice_limits" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"limit_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payment_terms" ADD CONSTRAINT "order_payment_terms_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoice_limits" ADD CONSTRAINT "provider_invoice_limits_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_terms_mandate_unique" ON "order_payment_terms" USING btree ("mandate_reference");