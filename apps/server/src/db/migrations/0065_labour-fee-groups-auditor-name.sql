DROP INDEX "labour_fee_groups_month_idx";--> statement-breakpoint
ALTER TABLE "labour_fee_groups" ADD COLUMN "auditor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "labour_fee_groups_month_idx" ON "labour_fee_groups" USING btree ("tenant_id","work_month" DESC NULLS FIRST,"auditor_name","auditor_id");