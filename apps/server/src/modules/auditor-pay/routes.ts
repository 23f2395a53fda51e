/**
 * 劳务与薪酬 endpoints: thin — the area's endpoint table (packages/domain/src/auditor-pay/endpoints.ts)
 * and its schemas (contract.ts), each with its handler.
 */
import { auditorPayEndpoints, auditorPaySchemas } from '@cb/domain/auditor-pay';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { FEE_COLUMNS, readSalaryImport, SALARY_COLUMNS, settlementWorkbook } from './excel.ts';
import { LabourService } from './service.ts';

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const labourRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new LabourService(services.database, services.notifier);
    await enableUploads(app, MAX_IMPORT_BYTES);

    registerEndpoints(app, auditorPayEndpoints, auditorPaySchemas, {
      calculateLabourFee: async (request) => ok(await service.calculate(requireUser(request), request.body)),
      calculateLabourTax: async (request) => ok(service.tax(request.body.income)),
      getLabourTariff: async (request) => ok(await service.tariff(requireUser(request))),
      saveLabourTariff: async (request) =>
        ok(await service.saveTariff(requireUser(request), request.body), '劳务费标准已保存为新版本'),

      listLabourFees: async (request) => ok(await service.list(requireUser(request), request.query)),
      getLabourFee: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      addLabourFee: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editLabourFee: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      submitLabourFee: async (request) =>
        ok(await service.submit(requireUser(request), request.body.id, request.body.version), '已提交'),
      deleteLabourFee: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportLabourFees: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        return sendWorkbook(
          reply,
          await writeSheet('劳务费', FEE_COLUMNS, rows),
          'labour-fees.xlsx',
          '劳务费.xlsx',
        );
      },

      listLabourSettlements: async (request) =>
        ok(await service.settlements(requireUser(request), request.query)),
      listSettlementFees: async (request) =>
        ok(await service.groupFees(requireUser(request), request.query.auditorId, request.query.month)),
      approveLabourFees: async (request) =>
        ok(
          await service.approve(requireUser(request), request.body.auditorId, request.body.month),
          '审核通过',
        ),
      rejectLabourFee: async (request) =>
        ok(
          await service.reject(
            requireUser(request),
            request.body.id,
            request.body.version,
            request.body.reason,
          ),
          '已退回',
        ),
      payLabourFees: async (request) => ok(await service.pay(requireUser(request), request.body), '已发放'),
      exportLabourSettlements: async (request, reply) => {
        const user = requireUser(request);
        const groups = await service.settlementRows(user, request.query);
        const content = await settlementWorkbook(groups, (g) =>
          service.groupFees(user, g.auditorId, g.month),
        );
        return sendWorkbook(reply, content, 'labour-settlement.xlsx', '劳务费结算.xlsx');
      },

      listSalarySlips: async (request) => ok(await service.slips(requireUser(request), request.query)),
      importSalarySlips: async (request) => {
        const user = requireUser(request);
        const parsed = await readSalaryImport(await readExcelUpload(request, MAX_IMPORT_BYTES));
        if (parsed.errors.length) throw badRequest(`导入失败：${parsed.errors.join('；')}`);
        const result = await service.importSlips(user, parsed.rows);
        return ok(result, `成功导入${result.imported}条`);
      },
      buildSalarySlips: async (request) => {
        const result = await service.buildSlips(requireUser(request), request.body.month);
        return ok(result, `已生成${result.imported}条工资条`);
      },
      sendSalarySlips: async (request) => {
        const result = await service.send(requireUser(request), request.body.month);
        return ok(result, `已发送${result.sent}条工资条`);
      },
      exportSalarySlips: async (request, reply) => {
        const rows = await service.slipRows(requireUser(request), request.query);
        return sendWorkbook(
          reply,
          await writeSheet('工资条', SALARY_COLUMNS, rows),
          'salary-slips.xlsx',
          '工资条.xlsx',
        );
      },

      listMyLabourFees: async (request) => ok(await service.myFees(requireUser(request), request.query)),
      confirmMyLabourFee: async (request) =>
        ok(
          await service.answerMyFee(requireUser(request), request.body.id, request.body.version, 'confirm'),
          '已确认',
        ),
      queryMyLabourFee: async (request) =>
        ok(
          await service.answerMyFee(
            requireUser(request),
            request.body.id,
            request.body.version,
            'query',
            request.body.reason,
          ),
          '疑问已提交给财务',
        ),
      exportMyLabourFees: async (request, reply) => {
        const rows = await service.myFeeRows(requireUser(request), request.query);
        return sendWorkbook(
          reply,
          await writeSheet('我的费用', FEE_COLUMNS, rows),
          'my-fees.xlsx',
          '我的费用.xlsx',
        );
      },
      listMySalarySlips: async (request) => ok(await service.mySlips(requireUser(request), request.query)),
      confirmMySalarySlip: async (request) =>
        ok(
          await service.confirmMySlip(requireUser(request), request.body.id, request.body.version),
          '已确认',
        ),
    });
  };
