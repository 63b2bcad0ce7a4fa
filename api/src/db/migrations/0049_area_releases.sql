-- Area releases: registered builds of each area, the release history per environment (current state = newest row), the shell's shared versions per environment, and load/render failures per build version.
CREATE TABLE "area_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"content_hash" text NOT NULL,
	"shared" jsonb NOT NULL,
	"registered_by" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "area_release_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"live_build_id" integer NOT NULL,
	"canary_build_id" integer,
	"canary_percent" smallint,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_release_events_action_check" CHECK ("area_release_events"."action" in ('released', 'promoted', 'rolled_back', 'canary_changed', 'canary_ended')),
	CONSTRAINT "area_release_events_canary_check" CHECK (("area_release_events"."canary_build_id" is null and "area_release_events"."canary_percent" is null) or ("area_release_events"."canary_build_id" is not null and "area_release_events"."canary_percent" between 1 and 99))
);--> statement-breakpoint
CREATE TABLE "environment_shells" (
	"environment" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"shared" jsonb NOT NULL,
	"registered_by" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "area_failures" (
	"environment" text NOT NULL,
	"area" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_failures_environment_area_version_kind_pk" PRIMARY KEY("environment","area","version","kind"),
	CONSTRAINT "area_failures_kind_check" CHECK ("area_failures"."kind" in ('load', 'render'))
);--> statement-breakpoint
ALTER TABLE "area_builds" ADD CONSTRAINT "area_builds_registered_by_staff_members_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_release_events" ADD CONSTRAINT "area_release_events_live_build_id_area_builds_id_fk" FOREIGN KEY ("live_build_id") REFERENCES "public"."area_builds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_release_events" ADD CONSTRAINT "area_release_events_canary_build_id_area_builds_id_fk" FOREIGN KEY ("canary_build_id") REFERENCES "public"."area_builds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_release_events" ADD CONSTRAINT "area_release_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_shells" ADD CONSTRAINT "environment_shells_registered_by_staff_members_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_builds_area_version_unique" ON "area_builds" USING btree ("area","version");--> statement-breakpoint
CREATE INDEX "area_release_events_env_area_idx" ON "area_release_events" USING btree ("environment","area","id");
