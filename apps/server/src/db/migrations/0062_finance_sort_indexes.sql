CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("tenant_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "payment_applications_expected_idx" ON "payment_applications" USING btree ("tenant_id","expected_date");--> statement-breakpoint
CREATE INDEX "payment_applications_amount_idx" ON "payment_applications" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_amount_idx" ON "receivables" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "receivables_arrears_idx" ON "receivables" USING btree ("tenant_id",("amount" - "received"));