/** Customer enterprise endpoints (khgl): list, detail, save, delete, export, checks, history, pickers. */
import {
  ENTERPRISE_ACCESS as A,
  customerEndpoints,
  customerSchemas,
  ENTERPRISE_MESSAGES,
  ENTERPRISE_NATURES,
  ENTERPRISE_STATUSES,
  labelOf,
  SCALE_LEVELS,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type EnterpriseListRow, EnterpriseService } from './service.ts';

/** Where the enterprise files live below /api (the web's Files tab uses the same). */
export const ENTERPRISE_FILES_PREFIX = '/khgl/enterprise/files';
export const ENTERPRISE_DOCUMENT_TYPES = ['business_license', 'attachment'] as const;

const EXPORT_COLUMNS: readonly SheetColumn<EnterpriseListRow>[] = [
  { header: '客户编号', width: 14, value: (r) => r.code },
  { header: '企业名称', width: 32, value: (r) => r.name },
  { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { header: '企业性质', width: 14, value: (r) => labelOf(ENTERPRISE_NATURES, r.natureCode) ?? '' },
  { header: '所在地区', width: 12, value: (r) => r.regionName },
  {
    header: '注册资本（万元）',
    width: 14,
    value: (r) => (r.registeredCapital === null ? '' : Number(r.registeredCapital)),
  },
  { header: '法定代表人', width: 12, value: (r) => r.legalRepresentative },
  { header: '注册地址', width: 36, value: (r) => r.registeredAddress },
  { header: '总人数', width: 10, value: (r) => r.totalHeadcount },
  { header: '规模', width: 8, value: (r) => labelOf(SCALE_LEVELS, r.scaleLevel) ?? '' },
  { header: '合作方', width: 20, value: (r) => r.partnerName ?? '' },
  { header: '状态', width: 8, value: (r) => labelOf(ENTERPRISE_STATUSES, r.status) ?? '' },
  { header: '创建时间', width: 20, value: (r) => r.createTime },
];

export const customerRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new EnterpriseService(services.database);

    // The enterprise's documents (business licence and other attachments): the platform's record files.
    await registerRecordFiles(app, services, {
      recordType: 'enterprise',
      title: '企业客户',
      prefix: ENTERPRISE_FILES_PREFIX,
      documentTypes: ENTERPRISE_DOCUMENT_TYPES,
      permission: { read: A.read, write: A.edit[0] },
      canRead: ({ tx, user, recordId }) => service.canSee(tx, user, recordId),
    });

    registerEndpoints(app, customerEndpoints, customerSchemas, {
      listEnterprises: async (request) => ok(await service.list(requireUser(request), request.query)),
      getEnterprise: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      addEnterprise: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editEnterprise: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      deleteEnterprise: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportEnterprises: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('企业客户', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'enterprises.xlsx', '企业客户.xlsx');
      },
      checkEnterpriseUnique: async (request) => {
        const { field, value, id } = request.query;
        const unique = await service.isUnique(requireUser(request), field, value, id);
        const taken =
          field === 'name' ? ENTERPRISE_MESSAGES.nameDuplicate : ENTERPRISE_MESSAGES.creditCodeDuplicate;
        return ok({ unique }, unique ? '该值可用' : taken);
      },
      getEnterpriseHistory: async (request) => {
        const { id, pageNo, pageSize } = request.query;
        return ok(await service.history(requireUser(request), id, { pageNo, pageSize }));
      },
      listEnterpriseOptions: async (request) =>
        ok(await service.options(requireUser(request), request.query.keyword, request.query.id)),
      listEnterpriseUsers: async (request) => ok(await service.users(requireUser(request), request.query.id)),
      listEnterpriseUserCandidates: async (request) =>
        ok(await service.userCandidates(requireUser(request), request.query.keyword)),
      linkEnterpriseUser: async (request) =>
        ok(
          await service.linkUser(requireUser(request), request.body.enterpriseId, request.body.userId),
          '关联成功',
        ),
      listPartnerOptions: async (request) => ok(await service.partnerOptions(requireUser(request))),
    });
  };
