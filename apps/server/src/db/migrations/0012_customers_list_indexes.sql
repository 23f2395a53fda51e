DROP INDEX "enterprises_created_idx";--> statement-breakpoint
CREATE INDEX "enterprises_credit_code_prefix_idx" ON "enterprises" USING btree ("tenant_id","credit_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_created_idx" ON "enterprises" USING btree ("tenant_id","created_at","id");