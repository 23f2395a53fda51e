/**
 * The queries of the reference data. Every query names the tenant (and RLS checks it again); sort
 * columns and registry targets come from allowlists, client text only ever as bound values.
 */
import type {
  CertificateCodeRecord,
  CertificationItemSearchResult,
  ColumnSetting,
  certificationItemListQuery,
  dictionaryListQuery,
  ProfessionalCodeInput,
  professionalCodeListQuery,
} from '@cb/domain';
import { iafSectorOf, labelOf, RISK_LEVELS, SCOPE_SEARCH_MAX_RESULTS } from '@cb/domain';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  contains,
  containsPattern,
  EXPORT_MAX_ROWS,
  orderFor,
  paged,
  prefixPattern,
} from '../../platform/crud/index.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { DuplicateField } from './registries.ts';
import {
  certificationItems as ci,
  certificateStandards as cs,
  dictionaries,
  dictionaryItems,
  professionalCodes as pc,
  userColumnSettings as ucs,
} from './schema.ts';

type OwnedTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/** Deletes one of the tenant's rows; false when there was none. */
export async function deleteOwned(tx: Tx, table: OwnedTable, tenantId: number, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Whether the tenant has the row (RLS hides other tenants' rows; this gives a clear answer). */
export async function ownsRow(tx: Tx, table: OwnedTable, tenantId: number, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row !== undefined;
}

const stamp = (tenantId: number, userId: string) => ({ tenantId, createdBy: userId, updatedBy: userId });

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

export async function dictionaryIdByCode(
  tx: Tx,
  tenantId: number,
  code: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.code, code)));
  return row?.id;
}

/** A dictionary's items in display order; `activeOnly` leaves out the hidden ones (selects). */
export function dictionaryItemsOf(tx: Tx, tenantId: number, dictionaryId: string, activeOnly: boolean) {
  return tx
    .select(itemColumns)
    .from(dictionaryItems)
    .where(
      and(
        eq(dictionaryItems.tenantId, tenantId),
        eq(dictionaryItems.dictionaryId, dictionaryId),
        activeOnly ? eq(dictionaryItems.status, 1) : undefined,
      ),
    )
    .orderBy(asc(dictionaryItems.sortNo), asc(dictionaryItems.value));
}

export function dictionaryPage(tx: Tx, tenantId: number, q: z.infer<typeof dictionaryListQuery>) {
  const where = and(
    eq(dictionaries.tenantId, tenantId),
    q.keyword
      ? or(contains(dictionaries.code, q.keyword), contains(dictionaries.name, q.keyword))
      : undefined,
  );
  return paged(tx, dictionaries, where, q, (limit, offset) =>
    tx
      .select(dictionaryColumns)
      .from(dictionaries)
      .where(where)
      .orderBy(...orderFor(q, DICTIONARY_SORT, [asc(dictionaries.code)], dictionaries.id))
      .limit(limit)
      .offset(offset),
  );
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
export function standardsOf(tx: Tx, tenantId: number, enabledOnly: boolean) {
  return tx
    .select(standardColumns)
    .from(cs)
    .where(and(eq(cs.tenantId, tenantId), enabledOnly ? eq(cs.enabled, 1) : undefined))
    .orderBy(asc(cs.sortNo), asc(cs.code));
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
export async function standardIdsByCode(tx: Tx, tenantId: number): Promise<Map<string, string>> {
  const rows = await tx.select({ id: cs.id, code: cs.code }).from(cs).where(eq(cs.tenantId, tenantId));
  return new Map(rows.map((s) => [s.code, s.id]));
}

// ──────────────────────────────────────── professional codes ────────────────────────────────────────

type CodeQuery = Omit<z.infer<typeof professionalCodeListQuery>, 'pageNo' | 'pageSize'>;

const CODE_SORT = {
  certCodeCustom: pc.certCodeCustom,
  proName: pc.proName,
  riskLevel: pc.riskLevel,
  createTime: pc.createdAt,
};
const CODE_ORDER = [asc(cs.sortNo), asc(pc.certCodeCustom), asc(pc.proName)];

function codeWhere(tenantId: number, q: CodeQuery): SQL | undefined {
  return and(
    eq(pc.tenantId, tenantId),
    // The code is searched from its start (19.05 finds 19.05.01), the name anywhere.
    q.certCodeCustom ? ilike(pc.certCodeCustom, prefixPattern(q.certCodeCustom)) : undefined,
    contains(pc.proName, q.proName),
    q.certificateStandardId ? eq(pc.certificateStandardId, q.certificateStandardId) : undefined,
  );
}

const codeColumns = {
  id: pc.id,
  certCodeCustom: pc.certCodeCustom,
  certificateStandardId: pc.certificateStandardId,
  certificateStandardFullName: cs.fullName,
  standardCode: cs.code,
  iafCode: pc.iafCode,
  proName: pc.proName,
  witnessRequired: pc.witnessRequired,
  riskLevel: pc.riskLevel,
  techSpecification: pc.techSpecification,
  belIndustry: pc.belIndustry,
  reportingCode: pc.reportingCode,
  effectiveDate: pc.effectiveDate,
  expiryDate: pc.expiryDate,
  enabled: pc.enabled,
  remark: pc.remark,
  version: pc.version,
};

type CodeRow = Awaited<ReturnType<typeof selectCodes>>[number];

const selectCodes = (tx: Tx) =>
  tx.select(codeColumns).from(pc).leftJoin(cs, eq(cs.id, pc.certificateStandardId)).$dynamic();

const toCodeRecord = ({ witnessRequired, ...r }: CodeRow): CertificateCodeRecord => ({
  ...r,
  certificateStandardFullName: r.certificateStandardFullName ?? '',
  standardCode: r.standardCode ?? '',
  izHaveFlag: witnessRequired,
  izHaveFlag_dictText: witnessRequired === 1 ? '是' : '否',
  riskLevel_dictText: labelOf(RISK_LEVELS, r.riskLevel) ?? '',
});

export async function codePage(tx: Tx, tenantId: number, q: z.infer<typeof professionalCodeListQuery>) {
  const where = codeWhere(tenantId, q);
  const page = await paged(tx, pc, where, q, (limit, offset) =>
    selectCodes(tx)
      .where(where)
      .orderBy(...orderFor(q, CODE_SORT, CODE_ORDER, pc.id))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, records: page.records.map(toCodeRecord) };
}

export async function codeRows(tx: Tx, tenantId: number, q: CodeQuery): Promise<CertificateCodeRecord[]> {
  const rows = await selectCodes(tx)
    .where(codeWhere(tenantId, q))
    .orderBy(...orderFor(q, CODE_SORT, CODE_ORDER, pc.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(toCodeRecord);
}

/** The table's columns of a code as the API names them. */
export const codeColumnsOf = ({ izHaveFlag, ...rest }: ProfessionalCodeInput) => ({
  ...rest,
  witnessRequired: izHaveFlag,
  iafCode: iafSectorOf(rest.certCodeCustom),
});

export async function insertCode(tx: Tx, tenantId: number, userId: string, input: ProfessionalCodeInput) {
  const [row] = await tx
    .insert(pc)
    .values({ ...codeColumnsOf(input), ...stamp(tenantId, userId) })
    .returning({ id: pc.id, version: pc.version });
  return row!;
}

/**
 * Writes imported codes: new (standard, code, name) lines are inserted, existing ones updated.
 * Returns how many were new.
 */
export async function upsertCodes(
  tx: Tx,
  tenantId: number,
  userId: string,
  rows: readonly ProfessionalCodeInput[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const written = await tx
      .insert(pc)
      .values(rows.slice(i, i + 500).map((row) => ({ ...codeColumnsOf(row), ...stamp(tenantId, userId) })))
      .onConflictDoUpdate({
        target: [pc.tenantId, pc.certificateStandardId, pc.certCodeCustom, pc.proName],
        set: {
          iafCode: sql`excluded.iaf_code`,
          witnessRequired: sql`excluded.witness_required`,
          riskLevel: sql`excluded.risk_level`,
          techSpecification: sql`excluded.tech_specification`,
          belIndustry: sql`excluded.bel_industry`,
          reportingCode: sql`excluded.reporting_code`,
          effectiveDate: sql`excluded.effective_date`,
          expiryDate: sql`excluded.expiry_date`,
          enabled: sql`excluded.enabled`,
          remark: sql`excluded.remark`,
          version: sql`${pc.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        },
      })
      .returning({ version: pc.version });
    inserted += written.filter((w) => w.version === 1).length;
  }
  return inserted;
}

// ─────────────────────────────────────── certification items ───────────────────────────────────────

const certItemColumns = {
  id: ci.id,
  certiCode: ci.certiCode,
  description: ci.description,
  certiCoverage: ci.certiCoverage,
  certiQualification: ci.certiQualification,
  certiEnvironment: ci.certiEnvironment,
  certiSecurityAndHealth: ci.certiSecurityAndHealth,
};
const CERT_ITEM_SORT = {
  certiCode: ci.certiCode,
  description: ci.description,
  sortNo: ci.sortNo,
  createTime: ci.createdAt,
};

/**
 * Items whose description, code or scope wording contains the words, best first: exact code, code
 * prefix, description starting with the words, then the earlier the match and the shorter the text.
 */
export async function searchCertificationItems(
  tx: Tx,
  tenantId: number,
  words: string,
): Promise<CertificationItemSearchResult> {
  const pattern = containsPattern(words);
  const prefix = prefixPattern(words);
  const rows = await tx
    .select(certItemColumns)
    .from(ci)
    .where(
      and(
        eq(ci.tenantId, tenantId),
        or(ilike(ci.description, pattern), ilike(ci.certiCode, pattern), ilike(ci.certiCoverage, pattern)),
      ),
    )
    .orderBy(
      sql`case
        when ${ci.certiCode} = ${words} then 0
        when ${ci.certiCode} ilike ${prefix} then 1
        when ${ci.description} ilike ${prefix} then 2
        when ${ci.description} ilike ${pattern} then 3
        else 4 end`,
      sql`nullif(strpos(lower(${ci.description}), lower(${words})), 0) asc nulls last`,
      sql`char_length(${ci.description})`,
      asc(ci.sortNo),
      asc(ci.id),
    )
    .limit(SCOPE_SEARCH_MAX_RESULTS + 1);
  return {
    records: rows.slice(0, SCOPE_SEARCH_MAX_RESULTS),
    hasMore: rows.length > SCOPE_SEARCH_MAX_RESULTS,
  };
}

export function certificationItemPage(
  tx: Tx,
  tenantId: number,
  q: z.infer<typeof certificationItemListQuery>,
) {
  const where = and(
    eq(ci.tenantId, tenantId),
    q.keyword ? or(contains(ci.description, q.keyword), contains(ci.certiCode, q.keyword)) : undefined,
  );
  return paged(tx, ci, where, q, (limit, offset) =>
    tx
      .select({ ...certItemColumns, sortNo: ci.sortNo, version: ci.version })
      .from(ci)
      .where(where)
      .orderBy(...orderFor(q, CERT_ITEM_SORT, [asc(ci.sortNo), asc(ci.certiCode)], ci.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function insertCertificationItem(
  tx: Tx,
  tenantId: number,
  userId: string,
  values: Omit<typeof ci.$inferInsert, 'tenantId'>,
) {
  const [row] = await tx
    .insert(ci)
    .values({ ...values, ...stamp(tenantId, userId) })
    .returning({ id: ci.id, version: ci.version });
  return row!;
}

// ───────────────────────────────────── column settings, checks ─────────────────────────────────────

export function columnSettingsOf(tx: Tx, tenantId: number, userId: string): Promise<ColumnSetting[]> {
  return tx
    .select({ settingKey: ucs.settingKey, settingJson: ucs.settingJson })
    .from(ucs)
    .where(and(eq(ucs.tenantId, tenantId), eq(ucs.userId, userId)))
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
  tx: Tx,
  target: DuplicateField,
  tenantId: number,
  value: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const taken = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(
      and(
        eq(target.tenantId, tenantId),
        eq(target.column, value),
        exceptId ? ne(target.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return taken.length > 0;
}
