/**
 * Professional codes (lookup, administration, Excel export and import) and the certification items
 * of the scope tool (keyword search, administration).
 */
import {
  REFERENCE_ACCESS as A,
  certificateCodePage,
  certificationItemBody,
  certificationItemEditBody,
  certificationItemListQuery,
  certificationItemPage,
  certificationItemSearchQuery,
  certificationItemSearchResult,
  professionalCodeBody,
  professionalCodeEditBody,
  professionalCodeExportQuery,
  professionalCodeImportResult,
  professionalCodeListQuery,
  referenceDeleteQuery,
  referenceSaved,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import { MAX_IMPORT_BYTES } from './code-excel.ts';
import type { ReferenceService } from './service.ts';

const deleted = z.null();

export const codeRoutes =
  (service: ReferenceService): AreaRoutes =>
  async (app) => {
    app.get(
      '/certi/cerCertificateCode/list',
      op({
        id: 'listProfessionalCodes',
        summary: '专业代码查询',
        access: A.codeQuery,
        query: professionalCodeListQuery,
        result: certificateCodePage,
      }),
      async (request) => ok(await service.codes(requireUser(request), request.query)),
    );

    app.post(
      '/certi/cerCertificateCode/add',
      op({
        id: 'addProfessionalCode',
        summary: '新增专业代码',
        access: A.codeAdd,
        body: professionalCodeBody,
        result: referenceSaved,
      }),
      async (request) => ok(await service.addCode(requireUser(request), request.body), '添加成功！'),
    );

    app.put(
      '/certi/cerCertificateCode/edit',
      op({
        id: 'editProfessionalCode',
        summary: '编辑专业代码',
        access: A.codeEdit,
        body: professionalCodeEditBody,
        result: referenceSaved,
      }),
      async (request) => ok(await service.editCode(requireUser(request), request.body), '编辑成功！'),
    );

    app.delete(
      '/certi/cerCertificateCode/delete',
      op({
        id: 'deleteProfessionalCode',
        summary: '删除专业代码',
        access: A.codeDelete,
        query: referenceDeleteQuery,
        result: deleted,
      }),
      async (request) => {
        await service.deleteCode(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
    );

    app.get(
      '/certi/cerCertificateCode/exportXls',
      op({
        id: 'exportProfessionalCodes',
        summary: '导出专业代码',
        access: A.codeExport,
        query: professionalCodeExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const content = await service.exportCodes(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'professional-codes.xlsx', '专业代码.xlsx');
      },
    );

    app.post(
      '/certi/cerCertificateCode/importExcel',
      op({
        id: 'importProfessionalCodes',
        summary: '导入专业代码（Excel，全部成功或全部不写入）',
        access: A.codeImport,
        result: professionalCodeImportResult,
      }),
      async (request) => {
        const user = requireUser(request);
        const result = await service.importCodes(user, await readExcelUpload(request, MAX_IMPORT_BYTES));
        return ok(result, `导入成功：新增${result.inserted}条，更新${result.updated}条`);
      },
    );

    // ─────────────────────────────────── certification items ───────────────────────────────────

    app.get(
      '/certi/cerCertiItemApi/listCertItem',
      op({
        id: 'searchCertificationItems',
        summary: '认证项目关键字检索（最多10条）',
        access: A.reviewTool,
        query: certificationItemSearchQuery,
        result: certificationItemSearchResult,
      }),
      async (request) =>
        ok(await service.searchCertificationItems(requireUser(request), request.query.words)),
    );

    app.get(
      '/sys/certItem/list',
      op({
        id: 'listCertificationItems',
        summary: '认证项目管理列表',
        access: A.certItemAdmin,
        query: certificationItemListQuery,
        result: certificationItemPage,
      }),
      async (request) => ok(await service.certificationItems(requireUser(request), request.query)),
    );

    app.post(
      '/sys/certItem/add',
      op({
        id: 'addCertificationItem',
        summary: '新增认证项目',
        access: A.certItemAdd,
        body: certificationItemBody,
        result: referenceSaved,
      }),
      async (request) =>
        ok(await service.addCertificationItem(requireUser(request), request.body), '添加成功！'),
    );

    app.put(
      '/sys/certItem/edit',
      op({
        id: 'editCertificationItem',
        summary: '编辑认证项目',
        access: A.certItemEdit,
        body: certificationItemEditBody,
        result: referenceSaved,
      }),
      async (request) =>
        ok(await service.editCertificationItem(requireUser(request), request.body), '编辑成功！'),
    );

    app.delete(
      '/sys/certItem/delete',
      op({
        id: 'deleteCertificationItem',
        summary: '删除认证项目',
        access: A.certItemDelete,
        query: referenceDeleteQuery,
        result: deleted,
      }),
      async (request) => {
        await service.deleteCertificationItem(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
    );
  };
