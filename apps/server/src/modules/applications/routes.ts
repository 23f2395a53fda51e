/**
 * Application intake endpoints (xmsl). Every route declares the button permission that gates the
 * same action in the web app; row scope (enterprise, partner) is applied by the services.
 * `GET /xmsl/cerApplyApi/getCertificateStandardList` lives in modules/reference.
 */
import { APPLICATION_STATUSES, APPLICATION_TYPES, labelOf } from '@cb/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app.ts';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import { EXPORT_MAX_ROWS, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { registerRecordFiles } from '../files/routes.ts';
import { SETTING_EDIT_PERMISSION } from '../../platform/settings/settings.ts';
import { CHANGE_LIST_PERMISSIONS, CHANGE_PERMISSION, ChangeRequestService } from './changes.ts';
import {
  applicationCreateBody,
  applicationEditBody,
  applicationExportQuery,
  applicationListQuery,
  changeCreateBody,
  changeEditBody,
  changeListQuery,
  enterpriseOptionsQuery,
  idQuery,
  numberRuleBody,
  returnBody,
  versionedBody,
} from './dto.ts';
import { readNumberRule, writeNumberRule } from './numbering.ts';
import {
  APPLICATION_LIST_PERMISSIONS,
  APPLICATION_RECORD_TYPE,
  type ApplicationListRecord,
  ApplicationService,
  APPLICATION_PERMISSION as P,
} from './service.ts';

export const DOWNLOAD_LIBRARY_RECORD_TYPE = 'application_download';
export const DOWNLOAD_PERMISSION = {
  upload: 'xmsl:download:upload',
  delete: 'xmsl:download:delete',
} as const;
/** The record id under which a tenant's download library files are kept. */
export const downloadLibraryId = (tenantId: number) =>
  `00000000-0000-7000-8000-${String(tenantId).padStart(12, '0')}`;

const CHINA_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const chinaTime = (iso: string | null) => (iso ? CHINA_TIME.format(new Date(iso)) : '');

const EXPORT_COLUMNS = [
  { header: '申请编号', width: 16, value: (r: ApplicationListRecord) => r.applyNo },
  { header: '申请企业', width: 32, value: (r: ApplicationListRecord) => r.enterpriseName },
  {
    header: '申请类型',
    width: 12,
    value: (r: ApplicationListRecord) => labelOf(APPLICATION_TYPES, r.applicationType),
  },
  { header: '认证标准', width: 14, value: (r: ApplicationListRecord) => r.standardCodes },
  { header: '受理日期', width: 12, value: (r: ApplicationListRecord) => r.receivedDate },
  { header: '状态', width: 10, value: (r: ApplicationListRecord) => labelOf(APPLICATION_STATUSES, r.status) },
  { header: '合作方', width: 24, value: (r: ApplicationListRecord) => r.partnerName },
  { header: '提交时间', width: 20, value: (r: ApplicationListRecord) => chinaTime(r.submitTime) },
  { header: '审核时间', width: 20, value: (r: ApplicationListRecord) => chinaTime(r.reviewTime) },
  { header: '退回原因', width: 30, value: (r: ApplicationListRecord) => r.returnReason },
];

export const applicationRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const database = services.database;
    const service = new ApplicationService(database);
    const changes = new ChangeRequestService(database);

    // Documents of an application (认证申请书 xmsl001 and others), readable by whoever may read the
    // application, changeable while it is a draft or returned.
    await registerRecordFiles(app, services, {
      recordType: APPLICATION_RECORD_TYPE,
      prefix: '/xmsl/cerApplyApi/files',
      documentTypes: ['xmsl001', 'business_license', 'attachment'],
      permission: {
        read: [P.audit, P.detail, P.add, P.update],
        write: [P.add, P.update],
      },
      canRead: ({ tx, user, recordId }) => service.visible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => service.documentsEditable(tx, user, recordId),
    });

    // 资料下载: the body's blank forms and guides for applicants, one virtual record per tenant.
    await registerRecordFiles(app, services, {
      recordType: DOWNLOAD_LIBRARY_RECORD_TYPE,
      prefix: '/xmsl/download/files',
      documentTypes: ['xmsl001', 'attachment'],
      permission: {
        read: [...APPLICATION_LIST_PERMISSIONS, DOWNLOAD_PERMISSION.upload, DOWNLOAD_PERMISSION.delete],
        write: [DOWNLOAD_PERMISSION.upload, DOWNLOAD_PERMISSION.delete],
      },
      canRead: async ({ user, recordId }) => recordId === downloadLibraryId(user.tenantId),
    });

    app.get(
      '/xmsl/download/library',
      {
        config: {
          permission: [
            ...APPLICATION_LIST_PERMISSIONS,
            DOWNLOAD_PERMISSION.upload,
            DOWNLOAD_PERMISSION.delete,
          ],
        },
      },
      async (request) => ok({ id: downloadLibraryId(requireUser(request).tenantId) }),
    );

    // ─────────────────────────────── applications ───────────────────────────────

    app.get(
      '/xmsl/cerApplyApi/list',
      { config: { permission: APPLICATION_LIST_PERMISSIONS }, schema: { querystring: applicationListQuery } },
      async (request) => ok(await service.list(requireUser(request), request.query)),
    );

    app.get(
      '/xmsl/cerApplyApi/queryById',
      { config: { permission: [P.audit, P.detail] }, schema: { querystring: idQuery } },
      async (request) => ok(await service.detail(requireUser(request), request.query.id)),
    );

    app.get(
      '/xmsl/cerApplyApi/enterpriseOptions',
      { config: { permission: [P.add, P.update] }, schema: { querystring: enterpriseOptionsQuery } },
      async (request) => ok(await service.enterpriseOptions(requireUser(request), request.query.keyword)),
    );

    app.post(
      '/xmsl/cerApplyApi/add',
      { config: { permission: P.add }, schema: { body: applicationCreateBody } },
      async (request) => {
        const user = requireUser(request);
        const { submit, ...input } = request.body;
        // Saving and submitting in one step needs the submit permission too.
        if (submit && !(await userActions(database, user)).has(P.submit)) throw forbidden();
        const created = await service.create(user, input, submit);
        return ok(created, submit ? '提交成功' : '保存成功');
      },
    );

    app.put(
      '/xmsl/cerApplyApi/edit',
      { config: { permission: [P.update, P.add] }, schema: { body: applicationEditBody } },
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.update(requireUser(request), id, version, input), '修改成功');
      },
    );

    app.post(
      '/xmsl/cerApplyApi/submit',
      { config: { permission: P.submit }, schema: { body: versionedBody } },
      async (request) =>
        ok(
          await service.transition(requireUser(request), request.body.id, request.body.version, 'submit'),
          '提交成功',
        ),
    );

    app.post(
      '/xmsl/cerApplyApi/accept',
      { config: { permission: P.audit }, schema: { body: versionedBody } },
      async (request) =>
        ok(
          await service.transition(requireUser(request), request.body.id, request.body.version, 'accept'),
          '受理成功',
        ),
    );

    app.post(
      '/xmsl/cerApplyApi/return',
      { config: { permission: P.audit }, schema: { body: returnBody } },
      async (request) =>
        ok(
          await service.transition(
            requireUser(request),
            request.body.id,
            request.body.version,
            'return',
            request.body.reason,
          ),
          '已退回',
        ),
    );

    app.post(
      '/xmsl/cerApplyApi/withdraw',
      { config: { permission: [P.submit, P.update] }, schema: { body: versionedBody } },
      async (request) =>
        ok(
          await service.transition(requireUser(request), request.body.id, request.body.version, 'withdraw'),
          '已撤回',
        ),
    );

    app.delete(
      '/xmsl/cerApplyApi/delete',
      { config: { permission: P.delete }, schema: { querystring: versionedBody } },
      async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/xmsl/cerApplyApi/exportXls',
      { config: { permission: P.export }, schema: { querystring: applicationExportQuery } },
      async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query, EXPORT_MAX_ROWS);
        const content = await writeSheet('认证申请', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'applications.xlsx', '认证申请.xlsx');
      },
    );

    app.get(
      '/xmsl/cerApplyApi/numberRule',
      { config: { permission: [P.add, SETTING_EDIT_PERMISSION] } },
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantTx(user, (tx) => readNumberRule(tx, user.tenantId)));
      },
    );

    app.put(
      '/xmsl/cerApplyApi/numberRule',
      { config: { permission: SETTING_EDIT_PERMISSION }, schema: { body: numberRuleBody } },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await database.tenantTx(user, (tx) =>
            writeNumberRule(tx, user.tenantId, request.body.pattern, request.body.version, user.userId),
          ),
          '保存成功',
        );
      },
    );

    // ─────────────────────────────── change requests ───────────────────────────────

    app.get(
      '/xmsl/cerApplyChangeApi/list',
      { config: { permission: CHANGE_LIST_PERMISSIONS }, schema: { querystring: changeListQuery } },
      async (request) => ok(await changes.list(requireUser(request), request.query)),
    );

    app.get(
      '/xmsl/cerApplyChangeApi/queryById',
      { config: { permission: CHANGE_LIST_PERMISSIONS }, schema: { querystring: idQuery } },
      async (request) => ok(await changes.detail(requireUser(request), request.query.id)),
    );

    app.post(
      '/xmsl/cerApplyChangeApi/add',
      {
        config: { permission: [CHANGE_PERMISSION.add, 'auditorZone:myTask:change'] },
        schema: { body: changeCreateBody },
      },
      async (request) => {
        const { applicationId, fromZone, ...input } = request.body;
        return ok(await changes.create(requireUser(request), applicationId, fromZone, input), '提交成功');
      },
    );

    app.put(
      '/xmsl/cerApplyChangeApi/edit',
      { config: { permission: CHANGE_PERMISSION.edit }, schema: { body: changeEditBody } },
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await changes.update(requireUser(request), id, version, input), '修改成功');
      },
    );

    app.post(
      '/xmsl/cerApplyChangeApi/revoke',
      { config: { permission: CHANGE_PERMISSION.revoke }, schema: { body: versionedBody } },
      async (request) =>
        ok(await changes.revoke(requireUser(request), request.body.id, request.body.version), '已撤回'),
    );
  };
