-- Indexes of the admin logs (system-config/logs.routes.ts): the operation log filtered by who made
-- the change or by table, newest first; the sign-in log filtered by event, newest first.
CREATE INDEX IF NOT EXISTS "audit_log_actor_at_idx" ON "audit_log" USING btree ("tenant_id","actor_id","at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_table_at_idx" ON "audit_log" USING btree ("tenant_id","table_name","at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "security_log_event_at_idx" ON "security_log" USING btree ("tenant_id","event","at");
