/**
 * 分公司 (cwgl/branch) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/branches/endpoints.ts) and its schemas (contract.ts), each with its handler.
 */
import { BORROW_FEE_UNITS, BRANCH_SETTLEMENT_METHODS, BRANCH_SETTLEMENT_TYPES } from '@cb/domain';
import { branchEndpoints, branchSchemas } from '@cb/domain/branches';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type BranchListRow, BranchService } from './service.ts';

const label = (table: readonly { code: number; zh: string }[], code: number) =>
  table.find((r) => r.code === code)?.zh ?? String(code);

/** The Excel export's columns (the list's, with Chinese headers). */
const EXPORT_COLUMNS: readonly SheetColumn<BranchListRow>[] = [
  { header: '分公司编码', width: 10, value: (r) => r.code },
  { header: '分公司名称', width: 24, value: (r) => r.name },
  { header: '结算方式', width: 14, value: (r) => label(BRANCH_SETTLEMENT_METHODS, r.settlementMethod) },
  { header: '结算类型', width: 10, value: (r) => label(BRANCH_SETTLEMENT_TYPES, r.settlementType) },
  { header: '单价', width: 12, value: (r) => r.unitPrice },
  { header: '借调费单位', width: 14, value: (r) => label(BORROW_FEE_UNITS, r.borrowFeeUnit) },
  { header: '借调费标准', width: 12, value: (r) => r.borrowFeeRate },
  { header: '状态', width: 8, value: (r) => (r.status === 1 ? '启用' : '停用') },
];

export const branchRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new BranchService(services.database);

    registerEndpoints(app, branchEndpoints, branchSchemas, {
      listBranches: async (request) => ok(await service.list(requireUser(request), request.query)),
      getBranch: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      getBranchBrief: async (request) => ok(await service.brief(requireUser(request), request.query.id)),
      branchOptions: async (request) => ok(await service.options(requireUser(request))),
      addBranch: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editBranch: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      deleteBranch: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportBranches: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('分公司', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'branches.xlsx', '分公司.xlsx');
      },
    });
  };
