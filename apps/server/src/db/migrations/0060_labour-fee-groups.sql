CREATE TABLE "labour_fee_groups" (
	"tenant_id" integer NOT NULL,
	"auditor_id" uuid NOT NULL,
	"work_month" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"queried" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"travel" bigint DEFAULT 0 NOT NULL,
	"paid_date" date,
	"paid_ref" text DEFAULT '' NOT NULL,
	CONSTRAINT "labour_fee_groups_tenant_id_auditor_id_work_month_pk" PRIMARY KEY("tenant_id","auditor_id","work_month")
);
--> statement-breakpoint
CREATE INDEX "labour_fee_groups_month_idx" ON "labour_fee_groups" USING btree ("tenant_id","work_month");--> statement-breakpoint
-- 劳务费结算's groups (labour_fee_groups, modules/auditor-pay/schema.ts) kept by the fee writes: after
-- each statement on labour_fees, its changed rows past draft (status > 0) are added to their group
-- (auditor and work month) as one delta per group: the new rows counted in, the old ones out. Deltas
-- commute, so writes of one group in concurrent transactions add up (ON CONFLICT updates the latest
-- row); a group left without rows is deleted. A paid fee never changes (the service refuses it), so
-- the latest payment date and reference only grow. In the writing transaction, as its role (RLS).
CREATE OR REPLACE FUNCTION labour_fee_groups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changes text := case tg_op
    when 'INSERT' then 'select new_rows.*, 1 as sign from new_rows'
    when 'DELETE' then 'select old_rows.*, -1 as sign from old_rows'
    else 'select new_rows.*, 1 as sign from new_rows union all select old_rows.*, -1 as sign from old_rows'
  end;
  emptied record;
begin
  for emptied in execute format($q$
    with changes as (%s),
    delta as (
      select tenant_id, auditor_id, work_month,
        sum(sign)::int as rows,
        coalesce(sum(sign) filter (where status = 1), 0)::int as submitted,
        coalesce(sum(sign) filter (where status = 2), 0)::int as approved,
        coalesce(sum(sign) filter (where status = 3), 0)::int as paid,
        coalesce(sum(sign) filter (where answer = 2), 0)::int as queried,
        sum(sign * amount::bigint) as total,
        sum(sign * travel::bigint) as travel,
        max(paid_date) filter (where sign > 0) as paid_date,
        coalesce(max(nullif(paid_ref, '')) filter (where sign > 0), '') as paid_ref
      from changes
      where status > 0
      group by tenant_id, auditor_id, work_month
    ),
    applied as (
      insert into labour_fee_groups as g (tenant_id, auditor_id, work_month, rows, submitted, approved, paid,
        queried, total, travel, paid_date, paid_ref)
      select tenant_id, auditor_id, work_month, rows, submitted, approved, paid, queried, total, travel,
        paid_date, paid_ref
      from delta
      where rows <> 0 or submitted <> 0 or approved <> 0 or paid <> 0 or queried <> 0 or total <> 0
        or travel <> 0 or paid_date is not null or paid_ref <> ''
      on conflict (tenant_id, auditor_id, work_month) do update set
        rows = g.rows + excluded.rows,
        submitted = g.submitted + excluded.submitted,
        approved = g.approved + excluded.approved,
        paid = g.paid + excluded.paid,
        queried = g.queried + excluded.queried,
        total = g.total + excluded.total,
        travel = g.travel + excluded.travel,
        paid_date = greatest(g.paid_date, excluded.paid_date),
        paid_ref = greatest(g.paid_ref, excluded.paid_ref)
      returning g.tenant_id, g.auditor_id, g.work_month, g.rows
    )
    select tenant_id, auditor_id, work_month from applied where rows <= 0
  $q$, changes)
  loop
    delete from labour_fee_groups g
    where g.tenant_id = emptied.tenant_id and g.auditor_id = emptied.auditor_id
      and g.work_month = emptied.work_month and g.rows <= 0;
  end loop;
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER "labour_fee_groups_insert" AFTER INSERT ON "labour_fees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_fee_groups_apply();
--> statement-breakpoint
CREATE TRIGGER "labour_fee_groups_update" AFTER UPDATE ON "labour_fees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_fee_groups_apply();
--> statement-breakpoint
CREATE TRIGGER "labour_fee_groups_delete" AFTER DELETE ON "labour_fees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_fee_groups_apply();
--> statement-breakpoint
-- The groups of the fees already there.
INSERT INTO "labour_fee_groups" ("tenant_id", "auditor_id", "work_month", "rows", "submitted", "approved", "paid",
  "queried", "total", "travel", "paid_date", "paid_ref")
  SELECT "tenant_id", "auditor_id", "work_month", count(*), count(*) FILTER (WHERE "status" = 1),
    count(*) FILTER (WHERE "status" = 2), count(*) FILTER (WHERE "status" = 3), count(*) FILTER (WHERE "answer" = 2),
    sum("amount"), sum("travel"), max("paid_date"), coalesce(max(nullif("paid_ref", '')), '')
  FROM "labour_fees" WHERE "status" > 0
  GROUP BY "tenant_id", "auditor_id", "work_month";
--> statement-breakpoint
ANALYZE "labour_fee_groups";
