/**
 * The queries of the reference data: dictionaries, standards, column settings and the duplicate
 * check (professional codes and certification items: codes.repository.ts). Every query names the
 * tenant (and RLS checks it again); sort columns and registry targets come from allowlists, client
 * text only ever as bound values.
 */
import type { ColumnSetting, dictionaryListQuery } from '@cb/domain';
import { asc, eq, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contains, listPages, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import type { DuplicateField } from './registries.ts';
import {
  certificateStandards as cs,
  dictionaries,
  dictionaryItems,
  userColumnSettings as ucs,
} from './schema.ts';

type OwnedTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/** Deletes one of the tenant's rows; false when there was none. */
export async function deleteOwned(tx: Tx, table: OwnedTable, tenantId: number, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(table)
    .where(inTenant(table, tenantId, [eq(table.id, id)]))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Whether the tenant has the row (RLS hides other tenants' rows; this gives a clear answer). */
export async function ownsRow(tx: Reader, table: OwnedTable, tenantId: number, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(inTenant(table, tenantId, [eq(table.id, id)]));
  return row !== undefined;
}

/** The tenant and creator columns of a new row. */
export const stamp = (tenantId: number, userId: string) => ({
  tenantId,
  createdBy: userId,
  updatedBy: userId,
});

// ─────────────────────────────────────────── dictionaries ───────────────────────────────────────────

const dictionaryColumns = {
  id: dictionaries.id,
  code: dictionaries.code,
  name: dictionaries.name,
  description: dictionaries.description,
  version: dictionaries.version,
};
const itemColumns = {
  id: dictionaryItems.id,
  dictionaryId: dictionaryItems.dictionaryId,
  value: dictionaryItems.value,
  text: dictionaryItems.text,
  textEn: dictionaryItems.textEn,
  color: dictionaryItems.color,
  sortNo: dictionaryItems.sortNo,
  status: dictionaryItems.status,
  version: dictionaryItems.version,
};
const DICTIONARY_SORT = {
  code: dictionaries.code,
  name: dictionaries.name,
  createTime: dictionaries.createdAt,
};

const dictionaryByCode = preparedRead<{ id: string }[], { tenantId: number; code: string }>(
  'reference.dictionary-by-code',
  (db) =>
    db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(
        inTenant(dictionaries, sql.placeholder('tenantId'), [eq(dictionaries.code, sql.placeholder('code'))]),
      ),
);

/** The id of the tenant's dictionary `code` (prepared: every select of the web app asks by code). */
export async function dictionaryIdByCode(
  tx: Reader,
  tenantId: number,
  code: string,
): Promise<string | undefined> {
  const [row] = await dictionaryByCode(tx, { tenantId, code });
  return row?.id;
}

function itemsQuery(db: Reader, activeOnly: boolean) {
  return db
    .select(itemColumns)
    .from(dictionaryItems)
    .where(
      inTenant(dictionaryItems, sql.placeholder('tenantId'), [
        eq(dictionaryItems.dictionaryId, sql.placeholder('dictionaryId')),
        activeOnly ? eq(dictionaryItems.status, 1) : undefined,
      ]),
    )
    .orderBy(asc(dictionaryItems.sortNo), asc(dictionaryItems.value));
}
type ItemRows = Awaited<ReturnType<typeof itemsQuery>>;
const activeItems = preparedRead<ItemRows, { tenantId: number; dictionaryId: string }>(
  'reference.dictionary-items.active',
  (db) => itemsQuery(db, true),
);
const allItems = preparedRead<ItemRows, { tenantId: number; dictionaryId: string }>(
  'reference.dictionary-items',
  (db) => itemsQuery(db, false),
);

/** A dictionary's items in display order; `activeOnly` leaves out the hidden ones (selects). */
export function dictionaryItemsOf(tx: Reader, tenantId: number, dictionaryId: string, activeOnly: boolean) {
  return (activeOnly ? activeItems : allItems)(tx, { tenantId, dictionaryId });
}

const dictionaryPages = listPages(
  'reference.dictionaries',
  dictionaries,
  eq(dictionaries.tenantId, sql.placeholder('tenantId')),
  tableRows(dictionaries, dictionaryColumns),
  { sort: DICTIONARY_SORT, fallback: [asc(dictionaries.code)], tieBreak: dictionaries.id },
);

export function dictionaryPage(tx: Reader, tenantId: number, q: z.infer<typeof dictionaryListQuery>) {
  const where = inTenant(dictionaries, tenantId, [
    q.keyword
      ? or(contains(dictionaries.code, q.keyword), contains(dictionaries.name, q.keyword))
      : undefined,
  ]);
  return dictionaryPages(tx, { tenantId }, q, where);
}

export async function insertDictionary(
  tx: Tx,
  tenantId: number,
  userId: string,
  values: { code: string; name: string; description: string },
) {
  const [row] = await tx
    .insert(dictionaries)
    .values({ ...values, ...stamp(tenantId, userId) })
    .returning(dictionaryColumns);
  return row!;
}

export async function insertDictionaryItem(
  tx: Tx,
  tenantId: number,
  userId: string,
  values: Omit<typeof dictionaryItems.$inferInsert, 'tenantId'>,
) {
  const [row] = await tx
    .insert(dictionaryItems)
    .values({ ...values, ...stamp(tenantId, userId) })
    .returning(itemColumns);
  return row!;
}

// ──────────────────────────────────────────── standards ────────────────────────────────────────────

const standardColumns = {
  id: cs.id,
  code: cs.code,
  name: cs.name,
  shortName: cs.shortName,
  fullName: cs.fullName,
  realName: cs.realName,
  standardNumber: cs.standardNumber,
  scopeCertificate: cs.scopeCertificate,
  sortNo: cs.sortNo,
  enabled: cs.enabled,
  version: cs.version,
};

/** The tenant's standards in display order; `enabledOnly` for the selects. */
function standardsQuery(db: Reader, enabledOnly: boolean) {
  return db
    .select(standardColumns)
    .from(cs)
    .where(inTenant(cs, sql.placeholder('tenantId'), [enabledOnly ? eq(cs.enabled, 1) : undefined]))
    .orderBy(asc(cs.sortNo), asc(cs.code));
}
type StandardRows = Awaited<ReturnType<typeof standardsQuery>>;
const enabledStandards = preparedRead<StandardRows, { tenantId: number }>(
  'reference.standards.enabled',
  (db) => standardsQuery(db, true),
);
const allStandards = preparedRead<StandardRows, { tenantId: number }>('reference.standards', (db) =>
  standardsQuery(db, false),
);

/** The tenant's standards in display order (prepared: the application and review forms load them). */
export function standardsOf(tx: Reader, tenantId: number, enabledOnly: boolean) {
  return (enabledOnly ? enabledStandards : allStandards)(tx, { tenantId });
}

export async function insertStandard(
  tx: Tx,
  tenantId: number,
  userId: string,
  values: Omit<typeof cs.$inferInsert, 'tenantId'>,
) {
  const [row] = await tx
    .insert(cs)
    .values({ ...values, ...stamp(tenantId, userId) })
    .returning(standardColumns);
  return row!;
}

/** standard code → id, for the Excel import. */
export async function standardIdsByCode(tx: Reader, tenantId: number): Promise<Map<string, string>> {
  const rows = await tx.select({ id: cs.id, code: cs.code }).from(cs).where(eq(cs.tenantId, tenantId));
  return new Map(rows.map((s) => [s.code, s.id]));
}

// ───────────────────────────────────── column settings, checks ─────────────────────────────────────

export function columnSettingsOf(tx: Reader, tenantId: number, userId: string): Promise<ColumnSetting[]> {
  return tx
    .select({ settingKey: ucs.settingKey, settingJson: ucs.settingJson })
    .from(ucs)
    .where(inTenant(ucs, tenantId, [eq(ucs.userId, userId)]))
    .orderBy(asc(ucs.settingKey));
}

/** A user's own layout preference: the last save wins, so it is an upsert without a version. */
export async function saveColumnSetting(tx: Tx, tenantId: number, userId: string, setting: ColumnSetting) {
  await tx
    .insert(ucs)
    .values({ ...setting, userId, ...stamp(tenantId, userId) })
    .onConflictDoUpdate({
      target: [ucs.tenantId, ucs.userId, ucs.settingKey],
      set: {
        settingJson: setting.settingJson,
        updatedAt: new Date(),
        updatedBy: userId,
        version: sql`${ucs.version} + 1`,
      },
    });
}

/** Whether another row of the tenant already holds the value in the registered column. */
export async function isValueTaken(
  tx: Reader,
  target: DuplicateField,
  tenantId: number,
  value: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const taken = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(
      inTenant(target, tenantId, [eq(target.column, value), exceptId ? ne(target.id, exceptId) : undefined]),
    )
    .limit(1);
  return taken.length > 0;
}
