-- Custom SQL migration file, put your code below! --
-- tenant_revisions (0074) raised in the writing transaction of every change to a table whose
-- derived data is cached per tenant (platform/db/tenant-revisions.ts): any writer, a request, a
-- seed, an import or a job, bumps the topic's number with its change, and rolls it back with it.
-- Argument: the topic. Row-level: these tables change a row or a few at a time.
CREATE OR REPLACE FUNCTION tenant_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  insert into tenant_revisions as r (tenant_id, topic, revision)
  values (coalesce(new.tenant_id, old.tenant_id), tg_argv[0], 1)
  on conflict (tenant_id, topic) do update set revision = r.revision + 1;
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER "tenant_revision_bump" AFTER INSERT OR UPDATE OR DELETE ON "tenant_settings"
  FOR EACH ROW EXECUTE FUNCTION tenant_revision_bump('settings');
--> statement-breakpoint
CREATE TRIGGER "tenant_revision_bump" AFTER INSERT OR UPDATE OR DELETE ON "working_calendar_days"
  FOR EACH ROW EXECUTE FUNCTION tenant_revision_bump('lifecycle.calendar');
--> statement-breakpoint
CREATE TRIGGER "tenant_revision_bump" AFTER INSERT OR UPDATE OR DELETE ON "report_code_maps"
  FOR EACH ROW EXECUTE FUNCTION tenant_revision_bump('regulator-reporting.code-maps');
