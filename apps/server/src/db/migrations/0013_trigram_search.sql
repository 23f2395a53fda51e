-- "Contains" searches (企业名称 in the customer, application and public certificate lists) use
-- ILIKE '%…%', which a b-tree cannot serve. Trigram GIN indexes can, for Chinese text as well.
-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it in platform/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enterprises_name_trgm_idx" ON "enterprises" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "certificates_enterprise_name_trgm_idx" ON "certificates" USING gin ("enterprise_name" gin_trgm_ops);
