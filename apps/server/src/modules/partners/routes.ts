/**
 * 合作方 (hzf) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/partners/endpoints.ts) and its schemas (contract.ts), each with its handler,
 * and the partner's files (agreement, licence, attachments) through the platform's record files.
 */
import {
  PARTNER_ACCESS as A,
  PARTNER_DOCUMENT_TYPES,
  PARTNER_FILES_PREFIX,
  partnerEndpoints,
  partnerSchemas,
} from '@cb/domain/partners';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type PartnerListRow, PartnerService } from './service.ts';

const LEVELS: Record<number, string> = { 1: '优质', 2: '一般', 3: '劣质' };
const TYPES: Record<string, string> = { consultancy: '咨询机构', agent: '代理机构', other: '其他' };
const ASSIGN_MODES: Record<number, string> = { 1: '机构指派', 2: '合作方推荐', 3: '混合' };

/** The Excel export's columns: the list's, with Chinese headers. */
const EXPORT_COLUMNS: readonly SheetColumn<PartnerListRow>[] = [
  { header: '合作方编号', width: 14, value: (r) => r.code },
  { header: '合作方名称', width: 32, value: (r) => r.name },
  { header: '合作方类型', width: 12, value: (r) => TYPES[r.partnerType] ?? r.partnerType },
  { header: '等级', width: 8, value: (r) => LEVELS[r.level] ?? String(r.level) },
  { header: '所在地区', width: 14, value: (r) => r.region },
  { header: '联系人', width: 12, value: (r) => r.contactName },
  { header: '联系电话', width: 16, value: (r) => r.contactPhone },
  { header: '结算点', width: 12, value: (r) => r.settlementPrice },
  { header: '返款税点(%)', width: 12, value: (r) => r.rebateRate },
  { header: '派组方式', width: 12, value: (r) => ASSIGN_MODES[r.assignMode] ?? '' },
  { header: '状态', width: 8, value: (r) => (r.status === 1 ? '启用' : '停用') },
];

export const partnerRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new PartnerService(services.database);

    await registerRecordFiles(app, services, {
      recordType: 'partner',
      title: '合作方',
      prefix: PARTNER_FILES_PREFIX,
      documentTypes: PARTNER_DOCUMENT_TYPES,
      permission: { read: A.read, write: A.edit[0] },
      canRead: ({ tx, user, recordId }) => service.exists(tx, user, recordId),
    });

    registerEndpoints(app, partnerEndpoints, partnerSchemas, {
      listPartners: async (request) => ok(await service.list(requireUser(request), request.query)),
      getPartner: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      addPartner: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editPartner: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      setPartnerStatus: async (request) =>
        ok(
          await service.setStatus(requireUser(request), request.body),
          request.body.status === 1 ? '已启用' : '已停用',
        ),
      deletePartner: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportPartners: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('合作方', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'partners.xlsx', '合作方.xlsx');
      },
    });
  };
