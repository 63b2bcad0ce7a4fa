CREATE TABLE "store_search_points" (
	"store_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "store_search_points_store_id_industry_id_pk" PRIMARY KEY("store_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "food_boards" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"pending_version" integer DEFAULT 0 NOT NULL,
	"processing_version" integer DEFAULT 0 NOT NULL,
	"delivery_version" integer DEFAULT 0 NOT NULL,
	"completed_version" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"processing" integer DEFAULT 0 NOT NULL,
	"on_delivery" integer DEFAULT 0 NOT NULL,
	"ready_for_pickup" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "lead_routes_point_idx";--> statement-breakpoint
DROP INDEX "properties_point_idx";--> statement-breakpoint
ALTER TABLE "store_search_points" ADD CONSTRAINT "store_search_points_store_id_store_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_search_points" ADD CONSTRAINT "store_search_points_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_search_points" ADD CONSTRAINT "store_search_points_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_search_points_provider_idx" ON "store_search_points" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "store_search_points_point_idx" ON "store_search_points" USING btree ("industry_id","latitude","longitude","provider_id","store_id");--> statement-breakpoint
CREATE INDEX "lead_routes_active_point_idx" ON "lead_routes" USING btree ("latitude","longitude","world_category_id","provider_id","radius_km","id") WHERE "lead_routes"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING btree ("latitude","longitude","id");--> statement-breakpoint
-- The provider search's rows of the stores that existed before store_search_points (one per store and industry).
INSERT INTO "store_search_points" ("store_id", "industry_id", "provider_id", "latitude", "longitude")
SELECT sl."id", pi."industry_id", sl."provider_id", sl."latitude", sl."longitude"
FROM "store_locations" sl JOIN "provider_industries" pi ON pi."provider_id" = sl."provider_id"
WHERE sl."latitude" IS NOT NULL AND sl."longitude" IS NOT NULL;--> statement-breakpoint
-- The boards of the food orders placed before food_boards existed: their counts by status.
INSERT INTO "food_boards" ("provider_id", "pending", "confirmed", "processing", "on_delivery", "ready_for_pickup", "completed", "rejected", "cancelled")
SELECT "provider_id",
  count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "status" = 'confirmed'),
  count(*) FILTER (WHERE "status" = 'processing'),
  count(*) FILTER (WHERE "status" = 'on_delivery'),
  count(*) FILTER (WHERE "status" = 'ready_for_pickup'),
  count(*) FILTER (WHERE "status" = 'completed'),
  count(*) FILTER (WHERE "status" = 'rejected'),
  count(*) FILTER (WHERE "status" = 'cancelled')
FROM "food_orders"
GROUP BY "provider_id"
ON CONFLICT ("provider_id") DO NOTHING;
