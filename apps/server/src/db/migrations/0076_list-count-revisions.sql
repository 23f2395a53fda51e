-- Custom SQL migration file, put your code below! --
-- The revisions a 未上报 list's count depends on (platform/db/tenant-revisions.ts): rows leave
-- 证书信息上报 / 审核计划上报 only by 上报 (a batch) or, for plans, when a plan's status, approval time
-- or first audit day changes (or the plan goes). While these numbers stand, a count found above the
-- list's cap is still above it (regulator-reporting/unreported-page.ts), so the count is not repeated.
CREATE TRIGGER "tenant_revision_bump" AFTER INSERT OR DELETE ON "report_batches"
  FOR EACH ROW EXECUTE FUNCTION tenant_revision_bump('regulator-reporting.batches');
--> statement-breakpoint
CREATE TRIGGER "tenant_revision_bump" AFTER UPDATE OF status, approved_at, start_date ON "audit_plans"
  FOR EACH ROW
  WHEN (old.status IS DISTINCT FROM new.status OR old.approved_at IS DISTINCT FROM new.approved_at
        OR old.start_date IS DISTINCT FROM new.start_date)
  EXECUTE FUNCTION tenant_revision_bump('audit-programmes.plans');
--> statement-breakpoint
CREATE TRIGGER "tenant_revision_bump_delete" AFTER DELETE ON "audit_plans"
  FOR EACH ROW EXECUTE FUNCTION tenant_revision_bump('audit-programmes.plans');
