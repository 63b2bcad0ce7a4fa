ALTER TABLE "moderation_reports" ADD COLUMN "source" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_reports" ALTER COLUMN "category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "ground_detail" text;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "decided_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "chat_report_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "chat_transcript" jsonb;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "affected_complaint_token_hash" text;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "reporter_complaint_token_hash" text;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_chat_report_id_chat_reports_id_fk" FOREIGN KEY ("chat_report_id") REFERENCES "public"."chat_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_reports_source_idx" ON "moderation_reports" USING btree ("source","status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_reports_affected_token_idx" ON "moderation_reports" USING btree ("affected_complaint_token_hash");--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_token_idx" ON "moderation_reports" USING btree ("reporter_complaint_token_hash");--> statement-breakpoint
ALTER TABLE "moderation_report_events" ADD COLUMN "actor_staff_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_report_events" ADD CONSTRAINT "moderation_report_events_actor_staff_id_staff_members_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "moderation_provider_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_by_staff_id" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by_staff_id" integer,
	"lift_reason" text
);--> statement-breakpoint
ALTER TABLE "moderation_provider_suspensions" ADD CONSTRAINT "moderation_provider_suspensions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_provider_suspensions" ADD CONSTRAINT "moderation_provider_suspensions_report_id_moderation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."moderation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_provider_suspensions" ADD CONSTRAINT "moderation_provider_suspensions_suspended_by_staff_id_staff_members_id_fk" FOREIGN KEY ("suspended_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_provider_suspensions" ADD CONSTRAINT "moderation_provider_suspensions_lifted_by_staff_id_staff_members_id_fk" FOREIGN KEY ("lifted_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_provider_suspensions_current_idx" ON "moderation_provider_suspensions" USING btree ("provider_id") WHERE "moderation_provider_suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE TABLE "moderation_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"complainant_role" text NOT NULL,
	"complainant_user_id" integer,
	"complainant_name" text,
	"complainant_email" text,
	"complainant_address_hash" text,
	"text" text NOT NULL,
	"first_decided_by_staff_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"decision_reason" text,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_report_id_moderation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."moderation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_complainant_user_id_users_id_fk" FOREIGN KEY ("complainant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_first_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("first_decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_complaints_case_role_idx" ON "moderation_complaints" USING btree ("report_id","complainant_role");--> statement-breakpoint
CREATE INDEX "moderation_complaints_status_idx" ON "moderation_complaints" USING btree ("status","created_at");
