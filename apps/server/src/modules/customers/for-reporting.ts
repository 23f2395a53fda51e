/**
 * The enterprise fields the regulator's certificate sheet needs (BUSINESS.md §4, issue 34 item 7):
 * organisation nature, district, industry, registered capital and currency, legal representative,
 * the credit code and the addresses. Read by 信息上报 (regulator-reporting).
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { enterprises } from './schema.ts';

const qb = new QueryBuilder();

export const enterprisesForReportView = qb
  .select({
    id: enterprises.id,
    tenantId: enterprises.tenantId,
    name: enterprises.name,
    creditCode: enterprises.creditCode,
    natureCode: enterprises.natureCode,
    industryCode: enterprises.industryCode,
    regionCode: enterprises.regionCode,
    registeredCapital: enterprises.registeredCapital,
    currency: enterprises.currency,
    legalRepresentative: enterprises.legalRepresentative,
    totalHeadcount: enterprises.totalHeadcount,
    registeredAddress: enterprises.registeredAddress,
    officeAddress: enterprises.officeAddress,
    productionAddress: enterprises.productionAddress,
  })
  .from(enterprises)
  .as('enterprises_for_report');
