/**
 * Application intake endpoints (xmsl), declared from @cb/domain's applications contract. Every
 * route names the button permissions that gate the same action in the web app; row scope
 * (enterprise, partner) is applied by the services.
 * `GET /xmsl/cerApplyApi/getCertificateStandardList` lives in modules/reference.
 */
import {
  APPLICATION_ACCESS as A,
  APPLICATION_DOCUMENT_TYPES,
  APPLICATION_FILES_PREFIX,
  applicationCreateBody,
  applicationDetail,
  applicationEditBody,
  applicationEnterpriseOption,
  applicationEnterpriseOptionsQuery,
  applicationExportQuery,
  applicationListQuery,
  applicationNumberRule,
  applicationNumberRuleBody,
  applicationPage,
  applicationReturnBody,
  applicationStepBody,
  CHANGE_REQUEST_ACCESS as C,
  changeRequestCreateBody,
  changeRequestEditBody,
  changeRequestListQuery,
  changeRequestPage,
  changeRequestRow,
  DOWNLOAD_LIBRARY_ACCESS as D,
  DOWNLOAD_DOCUMENT_TYPES,
  DOWNLOAD_FILES_PREFIX,
  downloadLibrary,
  idQuery,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { ChangeRequestService } from './change-service.ts';
import {
  APPLICATION_RECORD_TYPE,
  ApplicationService,
  DOWNLOAD_LIBRARY_RECORD_TYPE,
  downloadLibraryId,
} from './service.ts';

export const applicationRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ApplicationService(services.database);
    const changes = new ChangeRequestService(services.database);

    // Documents of an application (认证申请书 xmsl001 and others), readable by whoever may read the
    // application, changeable while it is a draft or returned.
    await registerRecordFiles(app, services, {
      recordType: APPLICATION_RECORD_TYPE,
      title: '认证申请',
      prefix: APPLICATION_FILES_PREFIX,
      documentTypes: APPLICATION_DOCUMENT_TYPES,
      permission: { read: A.filesRead, write: A.filesWrite },
      canRead: ({ tx, user, recordId }) => service.visible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => service.documentsEditable(tx, user, recordId),
    });

    // 资料下载: the body's blank forms and guides for applicants, one virtual record per tenant.
    await registerRecordFiles(app, services, {
      recordType: DOWNLOAD_LIBRARY_RECORD_TYPE,
      title: '资料下载',
      prefix: DOWNLOAD_FILES_PREFIX,
      documentTypes: DOWNLOAD_DOCUMENT_TYPES,
      permission: { read: D.read, write: D.write },
      canRead: async ({ user, recordId }) => recordId === downloadLibraryId(user.tenantId),
    });

    app.get(
      '/xmsl/download/library',
      op({
        id: 'getDownloadLibrary',
        summary: '资料下载库的记录标识',
        access: D.read,
        result: downloadLibrary,
      }),
      async (request) => ok({ id: downloadLibraryId(requireUser(request).tenantId) }),
    );

    // ─────────────────────────────── applications ───────────────────────────────

    app.get(
      '/xmsl/cerApplyApi/list',
      op({
        id: 'listApplications',
        summary: '认证申请列表',
        access: A.list,
        query: applicationListQuery,
        result: applicationPage,
      }),
      async (request) => ok(await service.list(requireUser(request), request.query)),
    );

    app.get(
      '/xmsl/cerApplyApi/queryById',
      op({
        id: 'getApplication',
        summary: '认证申请详情（含认证项目与处理记录）',
        access: A.read,
        query: idQuery,
        result: applicationDetail,
      }),
      async (request) => ok(await service.detail(requireUser(request), request.query.id)),
    );

    app.get(
      '/xmsl/cerApplyApi/enterpriseOptions',
      op({
        id: 'listApplicationEnterpriseOptions',
        summary: '可申请的企业（最多20条）',
        access: A.edit,
        query: applicationEnterpriseOptionsQuery,
        result: z.array(applicationEnterpriseOption),
      }),
      async (request) => ok(await service.enterpriseOptions(requireUser(request), request.query.keyword)),
    );

    app.post(
      '/xmsl/cerApplyApi/add',
      op({
        id: 'addApplication',
        summary: '新增认证申请（submit 为真时一并提交）',
        access: A.add,
        body: applicationCreateBody,
        result: applicationDetail,
      }),
      async (request) => {
        const { submit, ...input } = request.body;
        return ok(
          await service.create(requireUser(request), input, submit),
          submit ? '提交成功' : '保存成功',
        );
      },
    );

    app.put(
      '/xmsl/cerApplyApi/edit',
      op({
        id: 'editApplication',
        summary: '修改认证申请（草稿或已退回）',
        access: A.edit,
        body: applicationEditBody,
        result: applicationDetail,
      }),
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.update(requireUser(request), id, version, input), '修改成功');
      },
    );

    const step = (
      path: string,
      id: string,
      summary: string,
      access: (typeof A)[keyof typeof A],
      action: 'submit' | 'accept' | 'withdraw',
      done: string,
    ) =>
      app.post(
        path,
        op({ id, summary, access, body: applicationStepBody, result: applicationDetail }),
        async (request) =>
          ok(
            await service.transition(requireUser(request), request.body.id, request.body.version, action),
            done,
          ),
      );
    step('/xmsl/cerApplyApi/submit', 'submitApplication', '提交认证申请', A.submit, 'submit', '提交成功');
    step('/xmsl/cerApplyApi/accept', 'acceptApplication', '受理认证申请', A.review, 'accept', '受理成功');
    step(
      '/xmsl/cerApplyApi/withdraw',
      'withdrawApplication',
      '撤回认证申请',
      A.withdraw,
      'withdraw',
      '已撤回',
    );

    app.post(
      '/xmsl/cerApplyApi/return',
      op({
        id: 'returnApplication',
        summary: '退回认证申请（须填写原因）',
        access: A.review,
        body: applicationReturnBody,
        result: applicationDetail,
      }),
      async (request) => {
        const { id, version, reason } = request.body;
        return ok(await service.transition(requireUser(request), id, version, 'return', reason), '已退回');
      },
    );

    app.delete(
      '/xmsl/cerApplyApi/delete',
      op({
        id: 'deleteApplication',
        summary: '删除认证申请（仅草稿）',
        access: A.delete,
        query: applicationStepBody,
        result: z.null(),
      }),
      async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
    );

    app.get(
      '/xmsl/cerApplyApi/exportXls',
      op({
        id: 'exportApplications',
        summary: '导出认证申请',
        access: A.export,
        query: applicationExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const content = await service.exportWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'applications.xlsx', '认证申请.xlsx');
      },
    );

    app.get(
      '/xmsl/cerApplyApi/numberRule',
      op({
        id: 'getApplicationNumberRule',
        summary: '申请编号规则',
        access: A.numberRule,
        result: applicationNumberRule,
      }),
      async (request) => ok(await service.numberRule(requireUser(request))),
    );

    app.put(
      '/xmsl/cerApplyApi/numberRule',
      op({
        id: 'saveApplicationNumberRule',
        summary: '保存申请编号规则',
        access: A.numberRuleEdit,
        body: applicationNumberRuleBody,
        result: applicationNumberRule,
      }),
      async (request) => {
        const { pattern, version } = request.body;
        return ok(await service.saveNumberRule(requireUser(request), pattern, version), '保存成功');
      },
    );

    // ─────────────────────────────── change requests ───────────────────────────────

    app.get(
      '/xmsl/cerApplyChangeApi/list',
      op({
        id: 'listChangeRequests',
        summary: '变更申请列表',
        access: C.list,
        query: changeRequestListQuery,
        result: changeRequestPage,
      }),
      async (request) => ok(await changes.list(requireUser(request), request.query)),
    );

    app.get(
      '/xmsl/cerApplyChangeApi/queryById',
      op({
        id: 'getChangeRequest',
        summary: '变更申请详情',
        access: C.list,
        query: idQuery,
        result: changeRequestRow,
      }),
      async (request) => ok(await changes.detail(requireUser(request), request.query.id)),
    );

    app.post(
      '/xmsl/cerApplyChangeApi/add',
      op({
        id: 'addChangeRequest',
        summary: '发起变更申请（已受理的申请）',
        access: C.add,
        body: changeRequestCreateBody,
        result: changeRequestRow,
      }),
      async (request) => {
        const { applicationId, fromZone, ...input } = request.body;
        return ok(await changes.create(requireUser(request), applicationId, fromZone, input), '提交成功');
      },
    );

    app.put(
      '/xmsl/cerApplyChangeApi/edit',
      op({
        id: 'editChangeRequest',
        summary: '修改变更申请（待审批）',
        access: C.edit,
        body: changeRequestEditBody,
        result: changeRequestRow,
      }),
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await changes.update(requireUser(request), id, version, input), '修改成功');
      },
    );

    app.post(
      '/xmsl/cerApplyChangeApi/revoke',
      op({
        id: 'revokeChangeRequest',
        summary: '撤回变更申请',
        access: C.revoke,
        body: applicationStepBody,
        result: changeRequestRow,
      }),
      async (request) =>
        ok(await changes.revoke(requireUser(request), request.body.id, request.body.version), '已撤回'),
    );
  };
