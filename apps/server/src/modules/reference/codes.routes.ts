/**
 * Professional codes (lookup, administration, Excel export and import) and the certification items
 * of the scope tool (keyword search, administration).
 */
import { referenceCodeEndpoints, referenceCodeSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import { MAX_IMPORT_BYTES } from './code-excel.ts';
import type { ReferenceService } from './service.ts';

export const codeRoutes =
  (service: ReferenceService): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, referenceCodeEndpoints, referenceCodeSchemas, {
      listProfessionalCodes: async (request) => ok(await service.codes(requireUser(request), request.query)),
      addProfessionalCode: async (request) =>
        ok(await service.addCode(requireUser(request), request.body), '添加成功！'),
      editProfessionalCode: async (request) =>
        ok(await service.editCode(requireUser(request), request.body), '编辑成功！'),
      deleteProfessionalCode: async (request) => {
        await service.deleteCode(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
      exportProfessionalCodes: async (request, reply) => {
        const content = await service.exportCodes(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'professional-codes.xlsx', '专业代码.xlsx');
      },
      importProfessionalCodes: async (request) => {
        const user = requireUser(request);
        const result = await service.importCodes(user, await readExcelUpload(request, MAX_IMPORT_BYTES));
        return ok(result, `导入成功：新增${result.inserted}条，更新${result.updated}条`);
      },
      // Certification items.
      searchCertificationItems: async (request) =>
        ok(await service.searchCertificationItems(requireUser(request), request.query.words)),
      listCertificationItems: async (request) =>
        ok(await service.certificationItems(requireUser(request), request.query)),
      addCertificationItem: async (request) =>
        ok(await service.addCertificationItem(requireUser(request), request.body), '添加成功！'),
      editCertificationItem: async (request) =>
        ok(await service.editCertificationItem(requireUser(request), request.body), '编辑成功！'),
      deleteCertificationItem: async (request) => {
        await service.deleteCertificationItem(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
    });
  };
