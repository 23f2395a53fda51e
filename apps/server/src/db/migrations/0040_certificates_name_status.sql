DROP INDEX "certificates_enterprise_name_idx";--> statement-breakpoint
CREATE INDEX "certificates_enterprise_name_idx" ON "certificates" USING btree ("tenant_id","enterprise_name","status");