CREATE INDEX "audit_projects_status_idx" ON "audit_projects" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "certificates_cert_no_idx" ON "certificates" USING btree ("tenant_id","cert_no");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("tenant_id","expiry_date");--> statement-breakpoint
CREATE INDEX "certificates_updated_idx" ON "certificates" USING btree ("tenant_id","updated_at");