CREATE INDEX "properties_rooms_sort_idx" ON "properties" USING btree ("rooms","id");--> statement-breakpoint
CREATE INDEX "properties_area_sort_idx" ON "properties" USING btree ("living_area","id");--> statement-breakpoint
CREATE INDEX "properties_price_sort_idx" ON "properties" USING btree ("price_cents","id");