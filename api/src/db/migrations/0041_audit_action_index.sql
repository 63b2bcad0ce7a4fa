-- Figures computed from the audit log (transparency report, back office lists) read one action over a period.
CREATE INDEX IF NOT EXISTS "staff_audit_action_at_idx" ON "staff_audit_log" USING btree ("action","at");
