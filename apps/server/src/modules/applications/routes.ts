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
  applicationEndpoints,
  applicationSchemas,
  DOWNLOAD_LIBRARY_ACCESS as D,
  DOWNLOAD_DOCUMENT_TYPES,
  DOWNLOAD_FILES_PREFIX,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { type EndpointHandler, registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
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

    const step =
      (
        action: 'submit' | 'accept' | 'withdraw',
        done: string,
      ): EndpointHandler<(typeof applicationSchemas)['submitApplication']> =>
      async (request) =>
        ok(
          await service.transition(requireUser(request), request.body.id, request.body.version, action),
          done,
        );

    registerEndpoints(app, applicationEndpoints, applicationSchemas, {
      getDownloadLibrary: async (request) => ok({ id: downloadLibraryId(requireUser(request).tenantId) }),

      // ─────────────────────────────── applications ───────────────────────────────

      listApplications: async (request) => ok(await service.list(requireUser(request), request.query)),
      getApplication: async (request) => ok(await service.detail(requireUser(request), request.query.id)),
      listApplicationEnterpriseOptions: async (request) =>
        ok(await service.enterpriseOptions(requireUser(request), request.query.keyword)),
      addApplication: async (request) => {
        const { submit, ...input } = request.body;
        return ok(
          await service.create(requireUser(request), input, submit),
          submit ? '提交成功' : '保存成功',
        );
      },
      editApplication: async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.update(requireUser(request), id, version, input), '修改成功');
      },
      submitApplication: step('submit', '提交成功'),
      acceptApplication: step('accept', '受理成功'),
      withdrawApplication: step('withdraw', '已撤回'),
      returnApplication: async (request) => {
        const { id, version, reason } = request.body;
        return ok(await service.transition(requireUser(request), id, version, 'return', reason), '已退回');
      },
      deleteApplication: async (request) => {
        await service.remove(requireUser(request), request.query.id, request.query.version);
        return ok(null, '删除成功');
      },
      exportApplications: async (request, reply) => {
        const content = await service.exportWorkbook(requireUser(request), request.query);
        return sendWorkbook(reply, content, 'applications.xlsx', '认证申请.xlsx');
      },
      getApplicationNumberRule: async (request) => ok(await service.numberRule(requireUser(request))),
      saveApplicationNumberRule: async (request) => {
        const { pattern, version } = request.body;
        return ok(await service.saveNumberRule(requireUser(request), pattern, version), '保存成功');
      },

      // ─────────────────────────────── change requests ───────────────────────────────

      listChangeRequests: async (request) => ok(await changes.list(requireUser(request), request.query)),
      getChangeRequest: async (request) => ok(await changes.detail(requireUser(request), request.query.id)),
      addChangeRequest: async (request) => {
        const { applicationId, fromZone, ...input } = request.body;
        return ok(await changes.create(requireUser(request), applicationId, fromZone, input), '提交成功');
      },
      editChangeRequest: async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await changes.update(requireUser(request), id, version, input), '修改成功');
      },
      revokeChangeRequest: async (request) =>
        ok(await changes.revoke(requireUser(request), request.body.id, request.body.version), '已撤回'),
    });
  };
