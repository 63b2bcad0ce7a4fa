ALTER TABLE "provider_appointments" ADD COLUMN "proposed_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_appointments" ADD COLUMN "proposed_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_appointments_location_idx" ON "provider_appointments" USING btree ("location_id","starts_at");
