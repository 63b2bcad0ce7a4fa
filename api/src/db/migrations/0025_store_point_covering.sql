DROP INDEX "store_locations_point_idx";--> statement-breakpoint
CREATE INDEX "store_locations_point_idx" ON "store_locations" USING btree ("latitude","longitude","provider_id","id");