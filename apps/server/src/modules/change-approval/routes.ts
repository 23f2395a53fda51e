/**
 * 变更审批 endpoints (htps/bgsp), declared from @cb/domain's change-approval contract: the pending
 * and decided lists with their Excel exports, one change for the approval and detail pages, the
 * decision, and the outcome the applicant reads on its change request.
 */
import {
  CHANGE_APPROVAL_ACCESS as A,
  changeApprovalDecideBody,
  changeApprovalDetail,
  changeApprovalExportQuery,
  changeApprovalListQuery,
  changeApprovalOutcome,
  changeApprovalPage,
  idQuery,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { ChangeApprovalService } from './service.ts';

export const changeApprovalRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ChangeApprovalService(services.database, services.notifier, services.clock);

    const lists = [
      {
        kind: 'await',
        list: 'listPendingChangeApprovals',
        xls: 'exportPendingChangeApprovals',
        title: '待审批变更',
        access: A.decide,
      },
      {
        kind: 'done',
        list: 'listDecidedChangeApprovals',
        xls: 'exportDecidedChangeApprovals',
        title: '已审批变更',
        access: A.read,
      },
    ] as const;
    for (const l of lists) {
      app.get(
        `/htps/bgsp/${l.kind}/list`,
        op({
          id: l.list,
          summary: `${l.title}列表`,
          access: l.access,
          query: changeApprovalListQuery,
          result: changeApprovalPage,
        }),
        async (request) => ok(await service.list(requireUser(request), l.kind, request.query)),
      );
      app.get(
        `/htps/bgsp/${l.kind}/exportXls`,
        op({
          id: l.xls,
          summary: `导出${l.title}`,
          access: A.export,
          query: changeApprovalExportQuery,
          result: 'file',
        }),
        async (request, reply) => {
          const content = await service.exportWorkbook(requireUser(request), l.kind, request.query);
          return sendWorkbook(reply, content, `change-approvals-${l.kind}.xlsx`, `${l.title}.xlsx`);
        },
      );
    }

    app.get(
      '/htps/bgsp/queryById',
      op({
        id: 'getChangeApproval',
        summary: '变更审批详情（变更前后、当前值与审批记录）',
        access: A.read,
        query: idQuery,
        result: changeApprovalDetail,
      }),
      async (request) => ok(await service.detail(requireUser(request), request.query.id)),
    );

    app.post(
      '/htps/bgsp/audit',
      op({
        id: 'decideChangeApproval',
        summary: '审批变更申请（无需审核、文件审核、需要审核或驳回）',
        access: A.decide,
        body: changeApprovalDecideBody,
        result: changeApprovalDetail,
      }),
      async (request) => ok(await service.decide(requireUser(request), request.body), '审批成功'),
    );

    app.get(
      '/htps/bgsp/outcome',
      op({
        id: 'getChangeApprovalOutcome',
        summary: '变更申请的审批结果（申请人查看）',
        access: A.outcome,
        query: idQuery,
        result: changeApprovalOutcome,
      }),
      async (request) => ok(await service.outcome(requireUser(request), request.query.id)),
    );
  };
