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
CREATE TABLE "billing_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"invoice_number" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate" integer DEFAULT 19 NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"due_date" date NOT NULL,
	"collection_date" date,
	"collection_batch_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "billing_invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "billing_invoices_gross_check" CHECK ("billing_invoices"."gross_cents" = "billing_invoices"."net_cents" + "billing_invoices"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "billing_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_net_cents" integer NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"max_active_products" integer,
	"max_lead_routes" integer,
	"max_store_locations" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "billing_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"pending_package_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_method" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"mandate_reference" text,
	"mandate_account_holder" text,
	"mandate_iban" text,
	"mandate_signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"amount_cents" integer NOT NULL,
	"term_months" integer NOT NULL,
	"interest_milli" integer NOT NULL,
	"monthly_rate_cents" integer NOT NULL,
	"purpose" text NOT NULL,
	"sales_consent" boolean DEFAULT false NOT NULL,
	"sales" jsonb,
	"purchase_price_cents" integer,
	"equity_cents" integer,
	"location" text,
	"object_type" text,
	"bank_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_requests_amount_check" CHECK ("loan_requests"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_delivery_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"zone" text NOT NULL,
	"preparation_minutes" smallint NOT NULL,
	"delivery_minutes" smallint NOT NULL,
	"last_order_time" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_dishes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additives" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_order_item_states" (
	"order_item_id" integer NOT NULL,
	"vendor_order_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "food_order_item_states_order_item_id_pk" PRIMARY KEY("order_item_id")
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"vendor_order_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"track_note" text,
	"eta_at" timestamp with time zone,
	"slot_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ordering_paused" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"preparation_minutes" smallint DEFAULT 20 NOT NULL,
	"cuisine_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"free_delivery_from_cents" integer,
	"delivery_postal_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_radius_km" integer,
	"delivery" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_settings_minimum_check" CHECK ("food_settings"."minimum_order_cents" >= 0 and "food_settings"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploader_id" integer NOT NULL,
	"message_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"context_type" text,
	"context_id" integer,
	"blocked_by" integer,
	"last_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"client_message_id" text,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"category_name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"privacy_consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_company_type_id_company_types_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_pending_package_id_billing_packages_id_fk" FOREIGN KEY ("pending_package_id") REFERENCES "public"."billing_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_categories" ADD CONSTRAINT "food_categories_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_delivery_times" ADD CONSTRAINT "food_delivery_times_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_dishes" ADD CONSTRAINT "food_dishes_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_dishes" ADD CONSTRAINT "food_dishes_category_id_food_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."food_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_item_states" ADD CONSTRAINT "food_order_item_states_order_item_id_shop_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_vendor_order_id_shop_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."shop_vendor_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_settings" ADD CONSTRAINT "food_settings_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_onboarding_status_idx" ON "provider_onboarding" USING btree ("status");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "documents_inquiry_idx" ON "documents" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_provider_idx" ON "billing_invoices" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_once_per_period" ON "billing_invoices" USING btree ("subscription_id","period_start") WHERE "billing_invoices"."kind" in ('purchase', 'renewal');--> statement-breakpoint
CREATE INDEX "billing_subscriptions_provider_idx" ON "billing_subscriptions" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_due_idx" ON "billing_subscriptions" USING btree ("period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_one_current" ON "billing_subscriptions" USING btree ("provider_id") WHERE "billing_subscriptions"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "loan_requests_provider_idx" ON "loan_requests" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "food_categories_provider_idx" ON "food_categories" USING btree ("provider_id","position");--> statement-breakpoint
CREATE INDEX "food_delivery_times_provider_idx" ON "food_delivery_times" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "food_dishes_category_idx" ON "food_dishes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "food_events_provider_idx" ON "food_events" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "food_events_user_idx" ON "food_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "food_order_item_states_order_idx" ON "food_order_item_states" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "food_orders_provider_status_idx" ON "food_orders" USING btree ("provider_id","status","vendor_order_id");--> statement-breakpoint
CREATE INDEX "food_orders_user_idx" ON "food_orders" USING btree ("user_id","vendor_order_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_uploader_idx" ON "chat_attachments" USING btree ("uploader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("sender_id","client_message_id") WHERE "chat_messages"."client_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_participants_user_idx" ON "chat_participants" USING btree ("user_id");