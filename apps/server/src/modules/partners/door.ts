/**
 * The partners' door: the only file other areas import from modules/partners (docs/decisions.md
 * "One door per area"). Others point a foreign key at a partner with `partnerKey`, join the
 * read-only `partnersView` in their lists, read a consultancy's consultants (the candidate search's
 * ISO/IEC 17021-1 §5.2 bar) and tell the partners' delete what still references a partner
 * (`onPartnerReferences`): a partner something references is disabled, not deleted.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { partnerConsultants, partners } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to a partner: `.references(partnerKey)`. */
export const partnerKey = (): AnyPgColumn => partners.id;

/** Partners as others see them: code, name, type, status, and whether deleted (the old soft delete). */
export const partnersView = qb
  .select({
    id: partners.id,
    tenantId: partners.tenantId,
    code: partners.code,
    name: partners.name,
    partnerType: partners.partnerType,
    /** 结算点 (settlement unit price per standard) and 返款税点 (rebate rate, %): 结算价 and 毛利分析. */
    settlementPrice: partners.settlementPrice,
    rebateRate: partners.rebateRate,
    status: partners.status,
    deleted: partners.deleted,
  })
  .from(partners)
  .as('partners_view');

/** The periods in which auditors worked for the given partners (consultancies). */
export async function consultantsOfPartners(tx: Reader, tenantId: number, partnerIds: readonly string[]) {
  if (partnerIds.length === 0) return [];
  return tx
    .select({
      partnerId: partnerConsultants.partnerId,
      auditorId: partnerConsultants.auditorId,
      startDate: partnerConsultants.startDate,
      endDate: partnerConsultants.endDate,
    })
    .from(partnerConsultants)
    .where(
      and(eq(partnerConsultants.tenantId, tenantId), inArray(partnerConsultants.partnerId, [...partnerIds])),
    )
    .orderBy(asc(partnerConsultants.startDate));
}

/**
 * What references a partner, counted by an area that points at partners: each answer is a Chinese
 * phrase with the count (`介绍的企业3家`), or null when that area holds nothing of the partner.
 */
export type PartnerReferenceCheck = (
  tx: Reader,
  tenantId: number,
  partnerId: string,
) => Promise<string | null>;
const referenceChecks: PartnerReferenceCheck[] = [];

/** Registers an area's count of what references a partner (asked before a partner is deleted). */
export function onPartnerReferences(check: PartnerReferenceCheck) {
  referenceChecks.push(check);
}

/** What references the partner, by the registered checks (empty: nothing). */
export async function partnerReferences(tx: Reader, tenantId: number, partnerId: string): Promise<string[]> {
  const found: string[] = [];
  for (const check of referenceChecks) {
    const phrase = await check(tx, tenantId, partnerId);
    if (phrase) found.push(phrase);
  }
  return found;
}

/** Demo data of a later area's seed: records that `auditorId` worked for the partner (a consultancy). */
export async function addDemoConsultant(
  tx: Tx,
  row: {
    tenantId: number;
    partnerId: string;
    auditorId: string;
    startDate: string;
    endDate: string | null;
    by: string | null;
  },
) {
  await tx.insert(partnerConsultants).values({
    tenantId: row.tenantId,
    partnerId: row.partnerId,
    auditorId: row.auditorId,
    startDate: row.startDate,
    endDate: row.endDate,
    sortNo: 10,
    createdBy: row.by,
    updatedBy: row.by,
  });
}
