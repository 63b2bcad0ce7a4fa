ALTER TABLE "shop_orders" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "shop_orders" SET "paid_cents" = CASE WHEN "payment_status" IN ('paid', 'refunded') THEN "total_cents" ELSE "voucher_cents" END;
