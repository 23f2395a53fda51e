/**
 * 结算价 (cwgl/settlement) and 毛利分析 (cwgl/grossMargin) endpoints: thin — the area's endpoint
 * table (packages/domain/src/settlement/endpoints.ts) and its schemas, each with its handler.
 */
import { BILL_CHECK_STATUSES, type CodeLabel, labelOf } from '@cb/domain';
import {
  type GrossMarginRow,
  SETTLEMENT_PARTIES,
  settlementEndpoints,
  settlementSchemas,
} from '@cb/domain/settlement';
import { requireUser } from '../../platform/auth/guard.ts';
import { rowsToExport, type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import { ReportCache } from '../../platform/report-cache.ts';
import type { AppServices } from '../../platform/services.ts';
import { LABOUR_COUNTED } from './labour.ts';
import { marginPage, marginRecords } from './margin.ts';
import { type SettlementListRow, SettlementService } from './service.ts';

const label = (table: readonly CodeLabel[], code: number) => labelOf(table, code) ?? String(code);

/** The settlement list's columns, as the export writes them. */
export const SETTLEMENT_EXPORT_COLUMNS: readonly SheetColumn<SettlementListRow>[] = [
  { header: '结算月份', width: 10, value: (r) => r.month },
  { header: '结算对象类型', width: 10, value: (r) => label(SETTLEMENT_PARTIES, r.partyType) },
  { header: '结算对象', width: 28, value: (r) => r.partyName },
  { header: '标准数', width: 8, value: (r) => r.standards },
  { header: '结算价', width: 14, value: (r) => r.price },
  { header: '年金', width: 12, value: (r) => r.annualFee },
  { header: '审核费用', width: 12, value: (r) => r.auditCost },
  { header: '其他费用', width: 12, value: (r) => r.otherCosts },
  { header: '结算金额', width: 14, value: (r) => r.settled },
  { header: '上期结转', width: 14, value: (r) => r.carriedOver },
  { header: '预付款', width: 12, value: (r) => r.prepayments },
  { header: '发票税金', width: 12, value: (r) => r.invoiceTax },
  { header: '余额', width: 14, value: (r) => r.balance },
  { header: '审核状态', width: 10, value: (r) => label(BILL_CHECK_STATUSES, r.checkStatus) },
  { header: '创建人', width: 10, value: (r) => r.createdByName },
];

export const GROSS_MARGIN_EXPORT_COLUMNS: readonly SheetColumn<GrossMarginRow>[] = [
  { header: '名称', width: 28, value: (r) => r.name },
  { header: '收款', width: 14, value: (r) => r.revenue },
  { header: '劳务费', width: 14, value: (r) => r.labour },
  { header: '差旅费', width: 14, value: (r) => r.travel },
  { header: '合作方返款', width: 14, value: (r) => r.rebate },
  { header: '结算', width: 14, value: (r) => r.settlement },
  { header: '毛利', width: 14, value: (r) => r.margin },
  { header: '毛利率(%)', width: 10, value: (r) => r.rate ?? '' },
];

export const settlementRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new SettlementService(services.database);
    const db = services.database;
    const margins = new ReportCache();

    registerEndpoints(app, settlementEndpoints, settlementSchemas, {
      listSettlements: async (request) => ok(await service.list(requireUser(request), request.query)),
      getSettlement: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      previewSettlement: async (request) => ok(await service.preview(requireUser(request), request.query)),
      addSettlement: async (request) =>
        ok(await service.add(requireUser(request), request.body), '添加成功！'),
      auditSettlement: async (request) =>
        ok(await service.audit(requireUser(request), request.body), '审核成功！'),
      exportSettlements: async (request, reply) => {
        const rows = rowsToExport(await service.exportRows(requireUser(request), request.query));
        const content = await writeSheet('结算价', SETTLEMENT_EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'settlements.xlsx', '结算价.xlsx');
      },
      settlementParties: async (request) =>
        ok(await service.parties(requireUser(request), request.query.partyType)),
      getSettlementFormula: async (request) => ok(await service.formula(requireUser(request))),
      saveSettlementFormula: async (request) =>
        ok(await service.saveFormula(requireUser(request), request.body), '保存成功！'),
      listGrossMargin: async (request) => {
        const user = requireUser(request);
        const q = request.query;
        // Counted in one statement over every amount of the body; a count that took 200 ms or more
        // (a large body) is kept a minute (asOf says when), as 统计 keeps its reports.
        const page = await margins.get(user.tenantId, 'grossMargin', q, async () => {
          const asOf = new Date().toISOString();
          const counted = await db.tenantRead(user, (tx) => marginPage(tx, user.tenantId, q, q));
          return { ...counted, asOf };
        });
        return ok({
          records: page.records,
          total: page.total,
          current: q.pageNo,
          size: q.pageSize,
          pages: Math.ceil(page.total / q.pageSize),
          totals: page.totals,
          labourCounted: LABOUR_COUNTED,
          asOf: page.asOf,
        });
      },
      grossMarginRecords: async (request) => {
        const user = requireUser(request);
        return ok(await db.tenantRead(user, (tx) => marginRecords(tx, user.tenantId, request.query)));
      },
      exportGrossMargin: async (request, reply) => {
        const user = requireUser(request);
        const q = request.query;
        const { records } = await db.tenantRead(user, (tx) => marginPage(tx, user.tenantId, q));
        const content = await writeSheet('毛利分析', GROSS_MARGIN_EXPORT_COLUMNS, rowsToExport(records));
        return sendWorkbook(reply, content, 'gross-margin.xlsx', '毛利分析.xlsx');
      },
    });
  };
