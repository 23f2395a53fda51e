/**
 * The reference data's door: the only file other areas import from modules/reference (issue 29
 * item 3, docs/decisions.md "One door per area"). Others read standards and professional codes
 * through the read-only views below (joined in their lists; Postgres flattens them, RLS applies to
 * the tables) and point their foreign keys at a standard with `standardKey`.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { certificateStandards, professionalCodes } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to a certification standard: `.references(standardKey)`. */
export const standardKey = (): AnyPgColumn => certificateStandards.id;

/** Certification standards as others see them: code, names, standard number, order, enabled. */
export const standardsView = qb
  .select({
    id: certificateStandards.id,
    tenantId: certificateStandards.tenantId,
    code: certificateStandards.code,
    name: certificateStandards.name,
    standardNumber: certificateStandards.standardNumber,
    sortNo: certificateStandards.sortNo,
    enabled: certificateStandards.enabled,
  })
  .from(certificateStandards)
  .as('standards_view');

/** Professional (scope) codes as others see them: the code of a standard, its name and risk. */
export const professionalCodesView = qb
  .select({
    tenantId: professionalCodes.tenantId,
    certificateStandardId: professionalCodes.certificateStandardId,
    certCodeCustom: professionalCodes.certCodeCustom,
    proName: professionalCodes.proName,
    riskLevel: professionalCodes.riskLevel,
  })
  .from(professionalCodes)
  .as('professional_codes_view');
