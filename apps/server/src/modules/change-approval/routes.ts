/**
 * 变更审批 endpoints (htps/bgsp), declared from @cb/domain's change-approval contract: the pending
 * and decided lists with their Excel exports, one change for the approval and detail pages, the
 * decision, and the outcome the applicant reads on its change request.
 */
import { changeApprovalEndpoints, changeApprovalSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { type EndpointHandler, registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { ChangeApprovalService } from './service.ts';

export const changeApprovalRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ChangeApprovalService(services.database, services.notifier, services.clock);

    const exportList =
      (
        kind: 'await' | 'done',
        title: string,
      ): EndpointHandler<(typeof changeApprovalSchemas)['exportPendingChangeApprovals']> =>
      async (request, reply) => {
        const content = await service.exportWorkbook(requireUser(request), kind, request.query);
        return sendWorkbook(reply, content, `change-approvals-${kind}.xlsx`, `${title}.xlsx`);
      };

    registerEndpoints(app, changeApprovalEndpoints, changeApprovalSchemas, {
      listPendingChangeApprovals: async (request) =>
        ok(await service.list(requireUser(request), 'await', request.query)),
      exportPendingChangeApprovals: exportList('await', '待审批变更'),
      listDecidedChangeApprovals: async (request) =>
        ok(await service.list(requireUser(request), 'done', request.query)),
      exportDecidedChangeApprovals: exportList('done', '已审批变更'),
      getChangeApproval: async (request) => ok(await service.detail(requireUser(request), request.query.id)),
      decideChangeApproval: async (request) =>
        ok(await service.decide(requireUser(request), request.body), '审批成功'),
      getChangeApprovalOutcome: async (request) =>
        ok(await service.outcome(requireUser(request), request.query.id)),
    });
  };
