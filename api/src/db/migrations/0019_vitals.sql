CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"lcp_ms" integer,
	"inp_ms" integer,
	"cls" real,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_page_type_recorded_idx" ON "web_vitals" USING btree ("page_type","recorded_at");