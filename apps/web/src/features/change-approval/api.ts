/**
 * Typed calls of 变更审批 (htps/bgsp). Every type is the contract's
 * (packages/domain/src/change-approval/contract.ts), imported as a type only.
 */
import type {
  ChangeApprovalDetail,
  ChangeApprovalFilters,
  ChangeApprovalOutcome,
  ChangeApprovalRow,
  changeApprovalDecideBody,
  changeApprovalPage,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ChangeApprovalDetail, ChangeApprovalFilters, ChangeApprovalOutcome, ChangeApprovalRow };
export type ChangeApprovalPage = z.infer<typeof changeApprovalPage>;
export type ChangeApprovalDecideBody = z.input<typeof changeApprovalDecideBody>;
export type ChangeListKind = 'await' | 'done';

export const changeApprovalApi = {
  list: (kind: ChangeListKind) => (query: ChangeApprovalFilters & ListQuery) =>
    http.get<ChangeApprovalPage>(`/htps/bgsp/${kind}/list`, { ...query }),
  exportList: (kind: ChangeListKind) => (query: ChangeApprovalFilters & SortQuery) =>
    http.download(`/htps/bgsp/${kind}/exportXls`, {
      params: { ...query },
      fileName: kind === 'await' ? '待审批变更.xlsx' : '已审批变更.xlsx',
    }),
  get: (id: string) => http.get<ChangeApprovalDetail>('/htps/bgsp/queryById', { id }, RECORD_LOOKUP),
  decide: (body: ChangeApprovalDecideBody) => http.post<ChangeApprovalDetail>('/htps/bgsp/audit', body),
  outcome: (id: string) => http.get<ChangeApprovalOutcome>('/htps/bgsp/outcome', { id }),
};
