/**
 * The 变更审批 (htps/bgsp) calls, derived from the area's endpoint table (packages/domain/src/
 * change-approval/endpoints.ts): paths, methods and types are the server's declarations.
 */
import {
  type ChangeApprovalDetail,
  type ChangeApprovalFilters,
  type ChangeApprovalOutcome,
  type ChangeApprovalRow,
  type changeApprovalDecideBody,
  changeApprovalEndpoints,
  type changeApprovalPage,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { changeApprovalTexts } from './texts';

export type { ChangeApprovalDetail, ChangeApprovalFilters, ChangeApprovalOutcome, ChangeApprovalRow };
export type ChangeApprovalPage = z.infer<typeof changeApprovalPage>;
export type ChangeApprovalDecideBody = z.input<typeof changeApprovalDecideBody>;
export type ChangeListKind = 'await' | 'done';

const call = endpointCalls(changeApprovalEndpoints);

export const changeApprovalApi = {
  list: (kind: ChangeListKind) => (query: ChangeApprovalFilters & ListQuery) =>
    kind === 'await' ? call.listPendingChangeApprovals(query) : call.listDecidedChangeApprovals(query),
  exportList: (kind: ChangeListKind) => (query: ChangeApprovalFilters & SortQuery) =>
    kind === 'await'
      ? call.exportPendingChangeApprovals(query, { fileName: changeApprovalTexts.t('exportFile.pending') })
      : call.exportDecidedChangeApprovals(query, { fileName: changeApprovalTexts.t('exportFile.decided') }),
  get: (id: string) => call.getChangeApproval({ id }, RECORD_LOOKUP),
  decide: (body: ChangeApprovalDecideBody) => call.decideChangeApproval(body),
  outcome: (id: string) => call.getChangeApprovalOutcome({ id }),
};
