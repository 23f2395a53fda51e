DROP INDEX "labour_fee_groups_month_idx";--> statement-breakpoint
ALTER TABLE "labour_fee_groups" ADD COLUMN "auditor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "labour_fee_groups_month_idx" ON "labour_fee_groups" USING btree ("tenant_id","work_month" DESC NULLS FIRST,"auditor_name","auditor_id");--> statement-breakpoint
-- labour_fee_groups keeps the auditor's name (the settlement list's order and name filter from its own
-- index): the trigger of 0060 again, now writing the name of a new group.
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
      insert into labour_fee_groups as g (tenant_id, auditor_id, auditor_name, work_month, rows, submitted,
        approved, paid, queried, total, travel, paid_date, paid_ref)
      select d.tenant_id, d.auditor_id, coalesce(a.name, ''), d.work_month, d.rows, d.submitted, d.approved,
        d.paid, d.queried, d.total, d.travel, d.paid_date, d.paid_ref
      from delta d
      left join auditors a on a.id = d.auditor_id
      where d.rows <> 0 or d.submitted <> 0 or d.approved <> 0 or d.paid <> 0 or d.queried <> 0 or d.total <> 0
        or d.travel <> 0 or d.paid_date is not null or d.paid_ref <> ''
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
-- A renamed auditor's groups take the new name in the renaming transaction.
CREATE OR REPLACE FUNCTION labour_fee_groups_auditor_name() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  update labour_fee_groups set auditor_name = new.name
  where tenant_id = new.tenant_id and auditor_id = new.id;
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER "labour_fee_groups_auditor_name" AFTER UPDATE OF "name" ON "auditors"
  FOR EACH ROW WHEN (old.name IS DISTINCT FROM new.name) EXECUTE FUNCTION labour_fee_groups_auditor_name();
--> statement-breakpoint
UPDATE "labour_fee_groups" g SET "auditor_name" = a."name" FROM "auditors" a WHERE a."id" = g."auditor_id";
--> statement-breakpoint
ANALYZE "labour_fee_groups";
