/**
 * Security that every table gets by construction, re-applied after migrations:
 * - role app_user (no login) that request transactions switch to, with plain DML rights;
 * - row-level security on every table with a tenant_id column (and on tenants by id): a row is
 *   visible and writable only when it belongs to app.tenant_id, and nothing when that is unset;
 * - the audit trigger on every business table (tenant_id + version): before/after of each change,
 *   without password hashes and secrets (a sign-in provider's app secret), written to audit_log,
 *   which app_user can only append to;
 * - `tenant_row_ids`, the search path that works under row-level security (see below).
 *
 * The policy's tenant predicate compares `tenant_id` with a stable expression, so the planner uses
 * it as the index condition of every composite `(tenant_id, …)` index. What RLS switches off is the
 * rest: a predicate that is not leakproof (ILIKE, LIKE, upper(…) = …) may not run before the policy
 * has filtered the row, so it cannot be an index condition, and a trigram or expression index goes
 * unused (an exact certificate-number lookup scanned the whole tenant: 2.8 s at 1M rows).
 * `tenant_row_ids(table, column, op, value[, limit])` runs such a predicate as the table owner,
 * restricted explicitly to the transaction's tenant, and answers the matching ids; the caller's
 * query then reads those rows by primary key under RLS (`id = any(array(select tenant_row_ids(…)))`,
 * platform/crud/search.ts). It answers nothing to app_user without a tenant, refuses tables and
 * columns app_user may not read and secret columns, and knows two operators only: `ilike`
 * (served by a pg_trgm GIN index) and `upper_eq` (served by an `upper(column)` index). An `ilike`
 * on a column with a value directory (VALUE_DIRECTORIES) goes through the directory when it matches
 * few of its values. `tenant_directory_values(table, column, value, limit)` answers the directory's
 * values that contain a text (the transaction's tenant only), by which a list counts a frequent name.
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
  // Rate-limit windows need no durability (a crash only forgets a minute's counts), and a public
  // query from a new address inserts one: unlogged, that write skips the WAL and its flush.
  await tx.execute(
    sql.raw(`do $$ begin
      if (select relpersistence from pg_class where oid = 'rate_limit_counters'::regclass) = 'p' then
        alter table rate_limit_counters set unlogged;
      end if;
    end $$`),
  );

  await tx.execute(
    sql.raw(`create or replace function audit_row_change() returns trigger language plpgsql as $$
    declare
      actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
    begin
      if tg_op = 'DELETE' then
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (old.tenant_id, tg_table_name, old.id::text, 'delete', actor, to_jsonb(old) - array['password_hash', 'secret'], null);
        return old;
      elsif tg_op = 'UPDATE' then
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (new.tenant_id, tg_table_name, new.id::text, 'update', actor, to_jsonb(old) - array['password_hash', 'secret'], to_jsonb(new) - array['password_hash', 'secret']);
        return new;
      else
        insert into audit_log (tenant_id, table_name, record_id, action, actor_id, before, after)
        values (new.tenant_id, tg_table_name, new.id::text, 'insert', actor, null, to_jsonb(new) - array['password_hash', 'secret']);
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

  await searchFunctions(tx);
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

/**
 * Value directories: a table of the distinct values of a searched column (per tenant), kept by a
 * trigger, that serves "contains" searches matching few of those values better than the column's own
 * trigram index does (modules/certificates/schema.ts certificate_names says why). The directory has
 * `tenant_id`, a column of the same name and a trigram index on it.
 */
const VALUE_DIRECTORIES = [
  { table: 'certificates', column: 'enterprise_name', directory: 'certificate_names' },
] as const;

/** At most this many directory values match: the directory serves the search (tenant_row_ids_sql). */
const DIRECTORY_VALUES = 50;

const directoryOf = VALUE_DIRECTORIES.map(
  (d) => `when tbl = '${d.table}' and col = '${d.column}' then '${d.directory}'`,
).join(' ');

/** The owner-side SQL of `tenant_row_ids` (shared with its EXPLAIN twin for the index tests). */
const TENANT_ROW_IDS_SQL = `create or replace function tenant_row_ids_sql(tbl text, col text, op text, tenant int, lim int, val text)
  returns text language plpgsql stable set search_path = public, pg_temp
  -- For its probe of a value directory only (the search itself runs after it returns): with
  -- "limit 51" the planner reads the values in table order, hoping to meet 51 matches early, and
  -- took 5 ms where the trigram index takes under one.
  set enable_seqscan = off as $fn$
declare
  cond text;
  dir text := case ${directoryOf} end;
  matches int;
  tail text := case when lim is null then '' else format(' limit %s', lim) end;
begin
  if col ~* '(password|secret|token)'
     or not has_column_privilege('app_user', format('public.%I', tbl), col, 'select')
     or not has_column_privilege('app_user', format('public.%I', tbl), 'tenant_id', 'select') then
    raise exception 'tenant_row_ids: %.% is not searchable', tbl, col;
  end if;
  -- A column with a value directory: when at most ${DIRECTORY_VALUES} of its values match (a full name, a
  -- rare fragment), those values through the directory's trigram index and their rows through
  -- (tenant_id, column); a frequent fragment through the column's own trigram index, whose first
  -- matches come in the table's order.
  if dir is not null and op = 'ilike' then
    execute format('select count(*) from (select 1 from public.%I d where %s d.%I ilike $2 limit %s) few',
      dir, case when tenant is null then '' else 'd.tenant_id = $1 and' end, col, ${DIRECTORY_VALUES + 1})
      into matches using tenant, val;
    if matches <= ${DIRECTORY_VALUES} then
      return format('select t.id from public.%I d join public.%I t on t.tenant_id = d.tenant_id and t.%I = d.%I'
        || ' where %s d.%I ilike $2', dir, tbl, col, col,
        case when tenant is null then '' else 'd.tenant_id = $1 and' end, col) || tail;
    end if;
  end if;
  cond := case op
    when 'ilike' then format('%I ilike $2', col)
    when 'upper_eq' then format('upper(%I) = upper($2)', col)
  end;
  if cond is null then raise exception 'tenant_row_ids: unknown operator %', op; end if;
  return format('select id from public.%I where ', tbl)
    || case when tenant is null then '' else 'tenant_id = $1 and ' end
    || cond
    || tail;
end $fn$`;

/**
 * The tenant of the transaction, or none. A role switched to (app_user in a tenant transaction)
 * without a tenant gets nothing, as under RLS; the owner's own system transactions search every
 * tenant unless they name one.
 */
const TENANT_OF_CALLER = `nullif(current_setting('app.tenant_id', true), '')::int`;
const CALLER_MAY_SEARCH = `(${TENANT_OF_CALLER} is not null or current_setting('role') = 'none')`;

async function searchFunctions(tx: Tx): Promise<void> {
  // Before it took the searched value (which its choice for certificate names needs).
  await tx.execute(sql.raw('drop function if exists tenant_row_ids_sql(text, text, text, int, int)'));
  await tx.execute(sql.raw(TENANT_ROW_IDS_SQL));
  await tx.execute(
    sql.raw(`create or replace function tenant_row_ids(tbl text, col text, op text, val text, lim int default null)
      returns setof uuid language plpgsql stable security definer rows 50
      set search_path = public, pg_temp as $fn$
    begin
      if not ${CALLER_MAY_SEARCH} then return; end if;
      return query execute tenant_row_ids_sql(tbl, col, op, ${TENANT_OF_CALLER}, lim, val)
        using ${TENANT_OF_CALLER}, val;
    end $fn$`),
  );
  await tx.execute(
    sql.raw(`create or replace function tenant_row_ids_plan(tbl text, col text, op text, val text, lim int default null)
      returns setof text language plpgsql volatile security definer
      set search_path = public, pg_temp as $fn$
    begin
      if not ${CALLER_MAY_SEARCH} then return; end if;
      return query execute 'explain ' || tenant_row_ids_sql(tbl, col, op, ${TENANT_OF_CALLER}, lim, val)
        using ${TENANT_OF_CALLER}, val;
    end $fn$`),
  );
  // The values of a column's directory that contain a text, at most `lim`: what a list counts a
  // frequent name by, through the directory's trigram index and then (tenant_id, column), with the
  // list's own conditions under RLS (platform/crud/search.ts pagedDirectorySearch).
  await tx.execute(
    sql.raw(`create or replace function tenant_directory_values(tbl text, col text, val text, lim int)
      returns setof text language plpgsql stable security definer rows 100
      set search_path = public, pg_temp as $fn$
    declare
      dir text := case ${directoryOf} end;
    begin
      if not ${CALLER_MAY_SEARCH} then return; end if;
      if dir is null then raise exception 'tenant_directory_values: %.% has no value directory', tbl, col; end if;
      return query execute format('select d.%I from public.%I d where %s d.%I ilike $2 limit %s', col, dir,
          case when ${TENANT_OF_CALLER} is null then '' else 'd.tenant_id = $1 and' end, col, coalesce(lim::text, 'all'))
        using ${TENANT_OF_CALLER}, val;
    end $fn$`),
  );
  await tx.execute(
    sql.raw('revoke all on function tenant_row_ids_sql(text, text, text, int, int, text) from public'),
  );
  for (const statement of SEARCH_STATISTICS_SQL) await tx.execute(sql.raw(statement));
  await valueDirectories(tx);
}

/**
 * Each value directory learns every new value in the transaction that writes it, as the owner (its
 * rows are no one's to write by hand). A value that no row carries any more is kept: it finds
 * nothing, and deleting it would race a concurrent row with the same value.
 */
async function valueDirectories(tx: Tx): Promise<void> {
  await tx.execute(
    sql.raw(`create or replace function directory_value_seen() returns trigger language plpgsql
      security definer set search_path = public, pg_temp as $fn$
    begin
      -- tg_argv: the directory, the column.
      execute format('insert into public.%I (tenant_id, %I) values ($1, $2) on conflict do nothing',
        tg_argv[0], tg_argv[1])
        using new.tenant_id, to_jsonb(new) ->> tg_argv[1];
      return null;
    end $fn$`),
  );
  await tx.execute(sql.raw('revoke all on function directory_value_seen() from public'));
  for (const { table, column, directory } of VALUE_DIRECTORIES) {
    await tx.execute(sql.raw(`revoke insert, update, delete on "${directory}" from app_user`));
    await tx.execute(
      sql.raw(`create or replace trigger "${table}_${column}_seen"
        after insert or update of "${column}", tenant_id on "${table}"
        for each row execute function directory_value_seen('${directory}', '${column}')`),
    );
  }
}

/**
 * The public directory's name search no longer has a function of its own: it probes through
 * `tenant_row_ids` like the staff lists (modules/certificates/repository.ts). The planner chooses
 * between that probe's sequential scan (a frequent name: the first 1,001 matches come within some
 * thousand rows) and the trigram index (a rarer one) by its estimate of how often the fragment
 * occurs; with the default statistics of a million Chinese names it guessed 40,000 for a name on
 * 10,000 certificates and scanned 100,000 rows (70–160 ms). A larger sample estimates to some 10%.
 */
const SEARCH_STATISTICS_SQL = [
  'drop function if exists public_certificate_ids(text, int)',
  'alter table certificates alter column enterprise_name set statistics 1000',
];

async function rowLevelSecurity(tx: Tx, table: string, predicate: string): Promise<void> {
  await tx.execute(sql.raw(`alter table "${table}" enable row level security`));
  await tx.execute(sql.raw(`drop policy if exists tenant_isolation on "${table}"`));
  await tx.execute(
    sql.raw(
      `create policy tenant_isolation on "${table}" to app_user using (${predicate}) with check (${predicate})`,
    ),
  );
}
