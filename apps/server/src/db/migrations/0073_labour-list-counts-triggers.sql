-- labour_list_counts (0072) kept by statement-level triggers on auditor-pay's own tables, in the
-- writing transaction: each statement adds one delta per tenant and month of its changed rows
-- (months whose count does not change are not touched, so a state change locks no count row).
-- Arguments: the list's name and the month column of the table.
CREATE OR REPLACE FUNCTION labour_list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  list text := tg_argv[0];
  changes text := case tg_op
    when 'INSERT' then format('select tenant_id, %1$I as month, 1 as sign from new_rows', tg_argv[1])
    when 'DELETE' then format('select tenant_id, %1$I as month, -1 as sign from old_rows', tg_argv[1])
    else format('select tenant_id, %1$I as month, 1 as sign from new_rows
      union all select tenant_id, %1$I as month, -1 as sign from old_rows', tg_argv[1])
  end;
begin
  execute format($q$
    insert into labour_list_counts as c (tenant_id, list, month, n)
    select tenant_id, %L, month, sum(sign)::int from (%s) changes
    group by tenant_id, month having sum(sign) <> 0
    on conflict (tenant_id, list, month) do update set n = c.n + excluded.n
  $q$, list, changes);
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_insert" AFTER INSERT ON "labour_fees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('fees', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_update" AFTER UPDATE ON "labour_fees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('fees', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_delete" AFTER DELETE ON "labour_fees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('fees', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_insert" AFTER INSERT ON "labour_fee_groups" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('groups', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_update" AFTER UPDATE ON "labour_fee_groups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('groups', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_delete" AFTER DELETE ON "labour_fee_groups" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('groups', 'work_month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_insert" AFTER INSERT ON "salary_slips" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('slips', 'month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_update" AFTER UPDATE ON "salary_slips"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('slips', 'month');
--> statement-breakpoint
CREATE TRIGGER "labour_list_counts_delete" AFTER DELETE ON "salary_slips" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labour_list_counts_apply('slips', 'month');
--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO "labour_list_counts" ("tenant_id", "list", "month", "n")
SELECT "tenant_id", 'fees', "work_month", count(*)::int FROM "labour_fees" GROUP BY "tenant_id", "work_month"
UNION ALL
SELECT "tenant_id", 'groups', "work_month", count(*)::int FROM "labour_fee_groups" GROUP BY "tenant_id", "work_month"
UNION ALL
SELECT "tenant_id", 'slips', "month", count(*)::int FROM "salary_slips" GROUP BY "tenant_id", "month";
