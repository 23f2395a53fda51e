/**
 * Typed calls of 审核项目 (shxm) and 综合管理 (assist). Every type is the contract's
 * (packages/domain/src/audit-execution/contract.ts), imported as a type only.
 */
import type {
  ArchiveView,
  AuditExecutionSettingVersioned,
  abortBody,
  checkInBody,
  checklistConfig,
  checklistConfigBody,
  ExecutionDetail,
  ExecutionProjectRow,
  executionAction,
  executionProjectFilters,
  executionProjectPage,
  finishAuditBody,
  meetingBody,
  nonconformityAnswerBody,
  nonconformityBody,
  nonconformityListQuery,
  nonconformityPage,
  nonconformityVerifyBody,
  onsiteFileListQuery,
  onsiteFilePage,
  SpecialApprovalRow,
  specialApprovalBody,
  specialApprovalDecisionBody,
  specialApprovalListQuery,
  specialApprovalPage,
  stage1Body,
  supplementaryBody,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ArchiveView, ExecutionDetail, ExecutionProjectRow, SpecialApprovalRow };
export type ProjectFilters = z.input<typeof executionProjectFilters>;
export type ProjectPage = z.infer<typeof executionProjectPage>;
export type OnsiteFilters = Omit<
  z.input<typeof onsiteFileListQuery>,
  'pageNo' | 'pageSize' | 'column' | 'order'
>;
export type OnsiteRow = z.infer<typeof onsiteFilePage>['records'][number];
export type ApprovalFilters = Omit<
  z.input<typeof specialApprovalListQuery>,
  'pageNo' | 'pageSize' | 'column' | 'order'
>;
export type ChecklistConfig = z.infer<typeof checklistConfig>;
export type NcFilters = Omit<
  z.input<typeof nonconformityListQuery>,
  'pageNo' | 'pageSize' | 'column' | 'order'
>;
export type NcListRow = z.infer<typeof nonconformityPage>['records'][number];
export type { AuditExecutionSettingVersioned };
export type NonconformityView = ExecutionDetail['nonconformities'][number];

type Saved = { id: string; version: number };

export const ONSITE_FILES_PREFIX = '/shxm/onsiteFile/files';
export const NC_FILES_PREFIX = '/shxm/nc/files';

export const executionApi = {
  list: (query: ProjectFilters & ListQuery) => http.get<ProjectPage>('/shxm/project/list', { ...query }),
  exportList: (query: ProjectFilters & SortQuery) =>
    http.download('/shxm/project/exportXls', { params: { ...query }, fileName: '审核项目.xlsx' }),
  get: (id: string) => http.get<ExecutionDetail>('/shxm/project/queryById', { id }, RECORD_LOOKUP),
  /** The audit notice of the project's approved plan (the enterprise reads it with its plans). */
  noticePdf: (planId: string) => http.getBlob('/shfa/planAssign/noticePdf', { id: planId }),
  checkIn: (body: z.input<typeof checkInBody>) => http.post<Saved>('/shxm/project/checkIn', body),
  stage1: (body: z.input<typeof stage1Body>) => http.post<Saved>('/shxm/project/stage1', body),
  meeting: (body: z.input<typeof meetingBody>) => http.post<Saved>('/shxm/project/meeting', body),
  finish: (body: z.input<typeof finishAuditBody>) => http.post<Saved>('/shxm/project/finish', body),
  abort: (body: z.input<typeof abortBody>) => http.post<Saved>('/shxm/project/abort', body),
  supplementary: (body: z.input<typeof supplementaryBody>) =>
    http.post<{ id: string }>('/shxm/project/supplementary', body),
  raiseNc: (body: z.input<typeof nonconformityBody>) => http.post<Saved>('/shxm/nc/add', body),
  answerNc: (body: z.input<typeof nonconformityAnswerBody>) => http.post<Saved>('/shxm/nc/answer', body),
  verifyNc: (body: z.input<typeof nonconformityVerifyBody>) => http.post<Saved>('/shxm/nc/verify', body),
  onsiteList: (query: OnsiteFilters & ListQuery) =>
    http.get<z.infer<typeof onsiteFilePage>>('/shxm/onsiteFile/list', { ...query }),
  exportOnsiteList: (query: OnsiteFilters & SortQuery) =>
    http.download('/shxm/onsiteFile/exportXls', { params: { ...query }, fileName: '档案.xlsx' }),
  ncList: (query: NcFilters & ListQuery) =>
    http.get<z.infer<typeof nonconformityPage>>('/shxm/nc/list', { ...query }),
  exportNcList: (query: NcFilters & SortQuery) =>
    http.download('/shxm/nc/exportXls', { params: { ...query }, fileName: '不符合项.xlsx' }),
  setting: () => http.get<AuditExecutionSettingVersioned>('/shxm/project/setting'),
  saveSetting: (body: AuditExecutionSettingVersioned) =>
    http.put<AuditExecutionSettingVersioned>('/shxm/project/setting', body),
  checklist: (auditType: number, stage: number) =>
    http.get<ChecklistConfig>('/shxm/onsiteFile/checklist', { auditType, stage }),
  saveChecklist: (body: z.input<typeof checklistConfigBody>) =>
    http.put<ChecklistConfig>('/shxm/onsiteFile/checklist', body),
  archive: (id: string) => http.get<ArchiveView>('/assist/archive/detail', { id }, RECORD_LOOKUP),
  archiveZip: (id: string, fileName: string) =>
    http.download('/assist/archive/zip', { params: { id }, fileName }),
  confirmArchive: (body: z.input<typeof executionAction>) =>
    http.post<Saved>('/assist/archive/confirm', body),
  approvals: (query: ApprovalFilters & ListQuery) =>
    http.get<z.infer<typeof specialApprovalPage>>('/assist/specialApproval/list', {
      ...query,
    }),
  applyApproval: (body: z.input<typeof specialApprovalBody>) =>
    http.post<Saved>('/assist/specialApproval/apply', body),
  decideApproval: (body: z.input<typeof specialApprovalDecisionBody>) =>
    http.post<Saved>('/assist/specialApproval/decide', body),
};
