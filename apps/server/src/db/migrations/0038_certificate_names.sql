CREATE TABLE "certificate_names" (
	"tenant_id" integer NOT NULL,
	"enterprise_name" text NOT NULL,
	CONSTRAINT "certificate_names_tenant_id_enterprise_name_pk" PRIMARY KEY("tenant_id","enterprise_name")
);
--> statement-breakpoint
-- The names of the certificates already issued; from here on a trigger on certificates adds new
-- ones (platform/db/hardening.ts). A search of certificates by a full name or a rare fragment of one
-- goes through this table (tenant_row_ids), a frequent fragment still through the certificates'
-- own trigram index.
INSERT INTO "certificate_names" ("tenant_id", "enterprise_name")
  SELECT DISTINCT "tenant_id", "enterprise_name" FROM "certificates"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The trigram index after the names are in (built in bulk, in one pass); new names go straight into
-- it (fastupdate off), see modules/certificates/schema.ts.
CREATE INDEX "certificate_names_trgm_idx" ON "certificate_names" USING gin ("enterprise_name" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Statistics now, not when autovacuum comes by: without them the planner guesses that the tenant has
-- a few hundred names and reads them all through the primary key instead of the trigram index.
ANALYZE "certificate_names";
