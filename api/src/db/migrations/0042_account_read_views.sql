-- Read models of the account module for other modules (issue 39): users without secrets, provider profiles and
-- banks. Other modules read these views (declared in db/schema/account.ts, exported from account/public.ts), never
-- the tables. `display_name` is the name a provider is shown by: the company name, else the person's name.
CREATE OR REPLACE VIEW "account_users" AS
SELECT
  u."id", u."role", u."email", u."username", u."gender", u."first_name", u."last_name", u."birthday", u."phone",
  u."address", u."country_id", u."avatar", u."bank_id", u."subscribed", u."registration_completed",
  u."email_confirmed_at", u."locked_at", u."last_login_at", u."deleted_at", u."created_at", u."updated_at",
  coalesce(nullif(btrim(p."company_name", E' \t\r\n'), ''), btrim(u."first_name" || ' ' || u."last_name", E' \t\r\n')) AS "display_name"
FROM "users" u
LEFT JOIN "provider_profiles" p ON p."user_id" = u."id";
--> statement-breakpoint
CREATE OR REPLACE VIEW "account_provider_profiles" AS
SELECT
  p."user_id", p."company_name", p."street", p."house_number", p."zip_code", p."city", p."show_profile",
  p."second_email", p."vat_number", p."company_registration_number", p."invoice_text_1", p."invoice_text_2",
  p."invoice_text_3", p."invoice_text_4", p."invoice_text_5", p."small_business", p."slug",
  coalesce(nullif(btrim(p."company_name", E' \t\r\n'), ''), btrim(u."first_name" || ' ' || u."last_name", E' \t\r\n')) AS "display_name"
FROM "provider_profiles" p
LEFT JOIN "users" u ON u."id" = p."user_id";
--> statement-breakpoint
CREATE OR REPLACE VIEW "account_banks" AS
SELECT b."id", b."pincode", b."bank_name", b."is_default", b."admin_default"
FROM "banks" b;
