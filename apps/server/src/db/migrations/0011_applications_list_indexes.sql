DROP INDEX "application_changes_created_idx";--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "applications_status_idx";--> statement-breakpoint
DROP INDEX "applications_enterprise_idx";--> statement-breakpoint
DROP INDEX "applications_partner_idx";--> statement-breakpoint
CREATE INDEX "application_changes_created_idx" ON "application_changes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_enterprise_idx" ON "applications" USING btree ("tenant_id","enterprise_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_partner_idx" ON "applications" USING btree ("tenant_id","partner_id","created_at","id");