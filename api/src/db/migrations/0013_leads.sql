CREATE TABLE "call_to_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"lead_route_id" integer,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"button_text" text NOT NULL,
	"button_url" text,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"lead_route_id" integer,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"postal_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"question_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"inquiry_id" integer,
	"offer_id" integer,
	"token" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_files_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "lead_route_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_route_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_route_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"world_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"radius_km" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_routes_radius_check" CHECK ("lead_routes"."radius_km" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"inquiry_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"offer_name" text NOT NULL,
	"offer_content" text NOT NULL,
	"price1" numeric(12, 2) NOT NULL,
	"price2" numeric(12, 2),
	"price_type" text NOT NULL,
	"date1" date,
	"date2" date,
	"date_visit" date,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "world_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "world_view_counts" (
	"world_category_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "world_view_counts_world_category_id_visitor_day_pk" PRIMARY KEY("world_category_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_type" text NOT NULL,
	"rooms" numeric(4, 1) NOT NULL,
	"living_area" numeric(8, 2) NOT NULL,
	"price_cents" integer NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"energy" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_date" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_to_actions" ADD CONSTRAINT "call_to_actions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_to_actions" ADD CONSTRAINT "call_to_actions_lead_route_id_lead_routes_id_fk" FOREIGN KEY ("lead_route_id") REFERENCES "public"."lead_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lead_route_id_lead_routes_id_fk" FOREIGN KEY ("lead_route_id") REFERENCES "public"."lead_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_answers" ADD CONSTRAINT "inquiry_answers_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_files" ADD CONSTRAINT "inquiry_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_files" ADD CONSTRAINT "inquiry_files_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_route_answers" ADD CONSTRAINT "lead_route_answers_question_id_lead_route_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lead_route_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_route_questions" ADD CONSTRAINT "lead_route_questions_lead_route_id_lead_routes_id_fk" FOREIGN KEY ("lead_route_id") REFERENCES "public"."lead_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routes" ADD CONSTRAINT "lead_routes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routes" ADD CONSTRAINT "lead_routes_world_category_id_world_categories_id_fk" FOREIGN KEY ("world_category_id") REFERENCES "public"."world_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_view_counts" ADD CONSTRAINT "world_view_counts_world_category_id_world_categories_id_fk" FOREIGN KEY ("world_category_id") REFERENCES "public"."world_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_appointments" ADD CONSTRAINT "property_appointments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_appointments" ADD CONSTRAINT "property_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_to_actions_provider_idx" ON "call_to_actions" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_answers_inquiry_idx" ON "inquiry_answers" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_files_inquiry_idx" ON "inquiry_files" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "lead_route_answers_question_idx" ON "lead_route_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "lead_route_questions_route_idx" ON "lead_route_questions" USING btree ("lead_route_id","position");--> statement-breakpoint
CREATE INDEX "lead_routes_provider_idx" ON "lead_routes" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "lead_routes_category_status_idx" ON "lead_routes" USING btree ("world_category_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_routes_provider_slug_idx" ON "lead_routes" USING btree ("provider_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_inquiry_provider_idx" ON "leads" USING btree ("inquiry_id","provider_id");--> statement-breakpoint
CREATE INDEX "leads_provider_status_idx" ON "leads" USING btree ("provider_id","status","id");--> statement-breakpoint
CREATE INDEX "offers_provider_idx" ON "offers" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "offers_lead_idx" ON "offers" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_inquiry_idx" ON "offers" USING btree ("inquiry_id") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("property_type","price_cents");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at");