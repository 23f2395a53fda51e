/**
 * The queries of professional codes and of the certification items of the scope tool. Every query
 * names the tenant (and RLS checks it again); sort columns come from allowlists.
 */
import type {
  CertificateCodeRecord,
  CertificationItemSearchResult,
  certificationItemListQuery,
  ProfessionalCodeInput,
  professionalCodeListQuery,
} from '@cb/domain';
import { iafSectorOf, labelOf, RISK_LEVELS, SCOPE_SEARCH_MAX_RESULTS } from '@cb/domain';
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  contains,
  containsPattern,
  EXPORT_MAX_ROWS,
  listPages,
  orderFor,
  prefixPattern,
  queryRows,
  tableRows,
} from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { stamp } from './repository.ts';
import { certificationItems as ci, certificateStandards as cs, professionalCodes as pc } from './schema.ts';

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
  return inTenant(pc, tenantId, [
    q.certCodeCustom ? ilike(pc.certCodeCustom, prefixPattern(q.certCodeCustom)) : undefined,
    contains(pc.proName, q.proName),
    q.certificateStandardId ? eq(pc.certificateStandardId, q.certificateStandardId) : undefined,
  ]);
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

const selectCodes = (tx: Reader) =>
  tx.select(codeColumns).from(pc).leftJoin(cs, eq(cs.id, pc.certificateStandardId)).$dynamic();

const toCodeRecord = ({ witnessRequired, ...r }: CodeRow): CertificateCodeRecord => ({
  ...r,
  certificateStandardFullName: r.certificateStandardFullName ?? '',
  standardCode: r.standardCode ?? '',
  izHaveFlag: witnessRequired,
  izHaveFlag_dictText: witnessRequired === 1 ? '是' : '否',
  riskLevel_dictText: labelOf(RISK_LEVELS, r.riskLevel) ?? '',
});

const codePages = listPages(
  'reference.professional-codes',
  pc,
  eq(pc.tenantId, sql.placeholder('tenantId')),
  queryRows(selectCodes),
  { sort: CODE_SORT, fallback: CODE_ORDER, tieBreak: pc.id },
);

export async function codePage(tx: Reader, tenantId: number, q: z.infer<typeof professionalCodeListQuery>) {
  const page = await codePages(tx, { tenantId }, q, codeWhere(tenantId, q));
  return { ...page, records: page.records.map(toCodeRecord) };
}

export async function codeRows(tx: Reader, tenantId: number, q: CodeQuery): Promise<CertificateCodeRecord[]> {
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
  tx: Reader,
  tenantId: number,
  words: string,
): Promise<CertificationItemSearchResult> {
  const pattern = containsPattern(words);
  const prefix = prefixPattern(words);
  const rows = await tx
    .select(certItemColumns)
    .from(ci)
    .where(
      inTenant(ci, tenantId, [
        or(ilike(ci.description, pattern), ilike(ci.certiCode, pattern), ilike(ci.certiCoverage, pattern)),
      ]),
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

const certItemPages = listPages(
  'reference.certification-items',
  ci,
  eq(ci.tenantId, sql.placeholder('tenantId')),
  tableRows(ci, { ...certItemColumns, sortNo: ci.sortNo, version: ci.version }),
  { sort: CERT_ITEM_SORT, fallback: [asc(ci.sortNo), asc(ci.certiCode)], tieBreak: ci.id },
);

export function certificationItemPage(
  tx: Reader,
  tenantId: number,
  q: z.infer<typeof certificationItemListQuery>,
) {
  const where = inTenant(ci, tenantId, [
    q.keyword ? or(contains(ci.description, q.keyword), contains(ci.certiCode, q.keyword)) : undefined,
  ]);
  return certItemPages(tx, { tenantId }, q, where);
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
