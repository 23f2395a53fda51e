/**
 * Security that every table gets by construction, re-applied after migrations:
 * - role app_user (no login) that request transactions switch to, with plain DML rights;
 * - row-level security on every table with a tenant_id column (and on tenants by id): a row is
 *   visible and writable only when it belongs to app.tenant_id, and nothing when that is unset;
 * - the audit trigger on every business table (tenant_id + version): before/after of each change,
 *   without password hashes, written to audit_log, which app_user can only append to.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './database.ts';

const TENANT = `nullif(current_setting('app.tenant_id', true), '')::int`;

export async function hardenSchema(tx: Tx): Promise<void> {
  await tx.execute(
    sql.raw(`do $$ begin
      create role app_user nologin;
    exception when duplicate_object or unique_violation then null;
    end $$`),
  );
  await tx.execute(sql.raw('grant usage on schema public to app_user'));
  await tx.execute(
    sql.raw('grant select, insert, update, delete on all tables in schema public to app_user'),
  );
  await tx.execute(sql.raw('grant usage, select on all sequences in schema public to app_user'));
  await tx.execute(sql.raw('revoke update, delete on audit_log from app_user'));
  await tx.execute(sql.raw('revoke all on schema_migrations from app_user'));
  await tx.execute(sql.raw('revoke all on rate_limit_counters from app_user'));

  await tx.execute(
    sql.raw(`create or replace function audit_row_change() returns trigger language plpgsql as $$
    declare
      actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
    begin
      if tg_op = 'DELETE' then
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (old.tenant_id, tg_table_name, old.id::text, 'delete', actor, to_jsonb(old) - 'password_hash', null);
        return old;
      elsif tg_op = 'UPDATE' then
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (new.tenant_id, tg_table_name, new.id::text, 'update', actor, to_jsonb(old) - 'password_hash', to_jsonb(new) - 'password_hash');
        return new;
      else
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (new.tenant_id, tg_table_name, new.id::text, 'insert', actor, null, to_jsonb(new) - 'password_hash');
        return new;
      end if;
    end $$`),
  );

  const columns = await tx.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('tenant_id', 'version')`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns.rows) {
    if (!byTable.has(table_name)) byTable.set(table_name, new Set());
    byTable.get(table_name)!.add(column_name);
  }

  await rowLevelSecurity(tx, 'tenants', `id = ${TENANT}`);
  for (const [table, cols] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    if (!cols.has('tenant_id')) continue;
    await rowLevelSecurity(tx, table, `tenant_id = ${TENANT}`);
    if (cols.has('version') && table !== 'audit_log') {
      await tx.execute(
        sql.raw(`create or replace trigger ${table}_audit after insert or update or delete on "${table}"
          for each row execute function audit_row_change()`),
      );
    }
  }
}

async function rowLevelSecurity(tx: Tx, table: string, predicate: string): Promise<void> {
  await tx.execute(sql.raw(`alter table "${table}" enable row level security`));
  await tx.execute(sql.raw(`drop policy if exists tenant_isolation on "${table}"`));
  await tx.execute(
    sql.raw(
      `create policy tenant_isolation on "${table}" to app_user using (${predicate}) with check (${predicate})`,
    ),
  );
}
