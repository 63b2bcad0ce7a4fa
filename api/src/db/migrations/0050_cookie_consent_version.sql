-- A recorded cookie choice keeps the consent version the visitor answered (null: recorded before the version was kept).
ALTER TABLE "cookie_consents" ADD COLUMN "consent_version" integer;
