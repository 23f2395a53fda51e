ALTER TABLE "service_projects" ADD COLUMN "contract_item_id" uuid;--> statement-breakpoint
ALTER TABLE "service_projects" ADD COLUMN "enterprise_id" uuid;--> statement-breakpoint
ALTER TABLE "service_projects" ADD CONSTRAINT "service_projects_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_projects" ADD CONSTRAINT "service_projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_projects_item_uq" ON "service_projects" USING btree ("tenant_id","contract_item_id") WHERE "service_projects"."contract_item_id" is not null;--> statement-breakpoint
-- The GB/T 27922 after-sales service scheme (standard SC, certificate type C) for the tenants that
-- already have their reference data; a new tenant gets it from the reference seed (STANDARD_SEEDS).
INSERT INTO "certificate_standards" ("id", "tenant_id", "code", "name", "short_name", "full_name", "real_name", "standard_number", "scope_certificate", "sort_no", "enabled")
  SELECT gen_random_uuid(), t."id", 'SC', '商品售后服务评价', 'SC', '商品售后服务评价（GB/T 27922-2011）', '商品售后服务评价', 'GB/T 27922-2011', 1, 17, 1
  FROM "tenants" t
  WHERE EXISTS (SELECT 1 FROM "certificate_standards" s WHERE s."tenant_id" = t."id")
    AND NOT EXISTS (SELECT 1 FROM "certificate_standards" s WHERE s."tenant_id" = t."id" AND s."code" = 'SC');
