CREATE TABLE "food_slot_choices" (
	"cart_key" text NOT NULL,
	"provider_id" integer NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_slot_choices_cart_key_provider_id_pk" PRIMARY KEY("cart_key","provider_id")
);
--> statement-breakpoint
ALTER TABLE "food_slot_choices" ADD CONSTRAINT "food_slot_choices_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;