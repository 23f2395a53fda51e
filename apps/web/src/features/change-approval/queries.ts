/**
 * Server state of 变更审批. Both lists' settingKeys (`htps:bgsp:await:list`, `htps:bgsp:done:list`)
 * start with the area key, so a decision refreshes both lists and the open record.
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ChangeApprovalDecideBody, changeApprovalApi } from './api';

export const CHANGE_APPROVAL_AREA_KEY = 'htps:bgsp';
export const AWAIT_LIST_SETTING_KEY = `${CHANGE_APPROVAL_AREA_KEY}:await:list`;
export const DONE_LIST_SETTING_KEY = `${CHANGE_APPROVAL_AREA_KEY}:done:list`;

const approvals = defineAreaQueries(CHANGE_APPROVAL_AREA_KEY, { get: changeApprovalApi.get });

export const useChangeApproval = approvals.useRecord;
/** 审批: on success every 变更审批 query refetches, and the applicant's change requests too. */
export const useDecideChange = approvals.mutation(
  (body: ChangeApprovalDecideBody) => changeApprovalApi.decide(body),
  {
    alsoInvalidate: [['xmsl', 'change']],
  },
);

/** The outcome of a change request for its applicant (idle without an id). */
export function useChangeOutcome(id: string | null) {
  return useQuery({
    queryKey: ['htps', 'bgsp', 'outcome', id],
    queryFn: () => changeApprovalApi.outcome(id!),
    enabled: Boolean(id),
  });
}
