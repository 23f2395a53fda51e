/**
 * Calls of 审核项目 (shxm) and 综合管理 (assist), derived from the area's endpoint table
 * (packages/domain/src/audit-execution/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time; the contract's types are imported as types only.
 */
import {
  type ArchiveView,
  type AuditExecutionSettingVersioned,
  type abortBody,
  auditExecutionEndpoints,
  auditProgrammeEndpoints,
  type checkInBody,
  type checklistConfig,
  type checklistConfigBody,
  type ExecutionDetail,
  type ExecutionProjectRow,
  type executionAction,
  type executionProjectFilters,
  type executionProjectPage,
  type finishAuditBody,
  type meetingBody,
  type nonconformityAnswerBody,
  type nonconformityBody,
  type nonconformityListQuery,
  type nonconformityPage,
  type nonconformityVerifyBody,
  type onsiteFileListQuery,
  type onsiteFilePage,
  type SpecialApprovalRow,
  type specialApprovalBody,
  type specialApprovalDecisionBody,
  type specialApprovalListQuery,
  type stage1Body,
  type supplementaryBody,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { executionTexts } from './texts';

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

export const ONSITE_FILES_PREFIX = '/shxm/onsiteFile/files';
export const NC_FILES_PREFIX = '/shxm/nc/files';

const call = endpointCalls(auditExecutionEndpoints);

export const executionApi = {
  list: (query: ProjectFilters & ListQuery) => call.listExecutionProjects(query),
  exportList: (query: ProjectFilters & SortQuery) =>
    call.exportExecutionProjects(query, { fileName: executionTexts.t('exportFile.projects') }),
  get: (id: string) => call.getExecutionProject({ id }, RECORD_LOOKUP),
  /** The audit notice of the project's approved plan (the enterprise reads it with its plans). */
  noticePdf: (planId: string) =>
    http.getBlob(urlOf(auditProgrammeEndpoints.printAuditNotice), { id: planId }),
  checkIn: (body: z.input<typeof checkInBody>) => call.checkInProject(body),
  stage1: (body: z.input<typeof stage1Body>) => call.submitStage1Report(body),
  meeting: (body: z.input<typeof meetingBody>) => call.saveProjectMeeting(body),
  finish: (body: z.input<typeof finishAuditBody>) => call.finishProjectAudit(body),
  abort: (body: z.input<typeof abortBody>) => call.abortProject(body),
  supplementary: (body: z.input<typeof supplementaryBody>) => call.addSupplementaryAudit(body),
  raiseNc: (body: z.input<typeof nonconformityBody>) => call.addNonconformity(body),
  answerNc: (body: z.input<typeof nonconformityAnswerBody>) => call.answerNonconformity(body),
  verifyNc: (body: z.input<typeof nonconformityVerifyBody>) => call.verifyNonconformity(body),
  onsiteList: (query: OnsiteFilters & ListQuery) => call.listOnsiteFiles(query),
  exportOnsiteList: (query: OnsiteFilters & SortQuery) =>
    call.exportOnsiteFiles(query, { fileName: executionTexts.t('exportFile.archive') }),
  ncList: (query: NcFilters & ListQuery) => call.listNonconformities(query),
  exportNcList: (query: NcFilters & SortQuery) =>
    call.exportNonconformities(query, { fileName: executionTexts.t('exportFile.ncs') }),
  setting: () => call.getAuditExecutionSetting(),
  saveSetting: (body: AuditExecutionSettingVersioned) => call.saveAuditExecutionSetting(body),
  checklist: (auditType: number, stage: number) => call.getOnsiteChecklist({ auditType, stage }),
  saveChecklist: (body: z.input<typeof checklistConfigBody>) => call.saveOnsiteChecklist(body),
  archive: (id: string) => call.getProjectArchive({ id }, RECORD_LOOKUP),
  archiveZip: (id: string, fileName: string) => call.downloadProjectArchive({ id }, { fileName }),
  confirmArchive: (body: z.input<typeof executionAction>) => call.confirmProjectArchive(body),
  approvals: (query: ApprovalFilters & ListQuery) => call.listSpecialApprovals(query),
  applyApproval: (body: z.input<typeof specialApprovalBody>) => call.applySpecialApproval(body),
  decideApproval: (body: z.input<typeof specialApprovalDecisionBody>) => call.decideSpecialApproval(body),
};
