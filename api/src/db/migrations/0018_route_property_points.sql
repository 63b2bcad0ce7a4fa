ALTER TABLE "lead_routes" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "lead_routes" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "lead_routes_point_idx" ON "lead_routes" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING btree ("latitude","longitude");