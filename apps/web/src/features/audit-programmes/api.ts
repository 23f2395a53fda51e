/**
 * Typed calls of 审核方案 (shfa) and 我的审核任务. Every type is the contract's
 * (packages/domain/src/audit-programmes/contract.ts), imported as a type only.
 */
import type {
  AuditPlanningSettingVersioned,
  CalendarRow,
  calendarPage,
  calendarQuery,
  createProjectsBody,
  createProjectsResult,
  myTaskPage,
  myTaskQuery,
  noticeResult,
  PlanCandidate,
  PlanDetail,
  PlanListRow,
  ProgrammeDetail,
  ProgrammeListRow,
  planActionResult,
  planCandidatesResult,
  planEditBody,
  planListQuery,
  planPage,
  planTeamBody,
  planTeamSaved,
  programmeEditBody,
  programmeListQuery,
  programmePage,
  savedRecord,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  AuditPlanningSettingVersioned,
  CalendarRow,
  PlanCandidate,
  PlanDetail,
  PlanListRow,
  ProgrammeDetail,
  ProgrammeListRow,
};

type FiltersOf<Q> = Omit<Q, 'pageNo' | 'pageSize' | 'column' | 'order'>;
export type ProgrammeFilters = FiltersOf<z.input<typeof programmeListQuery>>;
export type PlanFilters = FiltersOf<z.input<typeof planListQuery>>;
export type CalendarQuery = Omit<z.input<typeof calendarQuery>, 'pageNo' | 'pageSize'> & {
  pageNo: number;
  pageSize: number;
};
export type MyTaskFilters = FiltersOf<z.input<typeof myTaskQuery>>;
export type ProgrammeEditBody = z.input<typeof programmeEditBody>;
export type PlanEditBody = z.input<typeof planEditBody>;
export type PlanTeamBody = z.input<typeof planTeamBody>;
export type PlanCandidates = z.infer<typeof planCandidatesResult>;
/** Candidates shown per page in the plan drawer. */
export const CANDIDATE_PAGE_SIZE = 8;
export type MyTaskRow = z.infer<typeof myTaskPage>['records'][number];
type Saved = z.infer<typeof savedRecord>;
type ActionResult = z.infer<typeof planActionResult>;
type Versioned = { id: string; version: number };

export const programmesApi = {
  list: (query: ProgrammeFilters & ListQuery) =>
    http.get<z.infer<typeof programmePage>>('/shfa/scheme/list', { ...query }),
  exportList: (query: ProgrammeFilters & SortQuery) =>
    http.download('/shfa/scheme/exportXls', { params: { ...query }, fileName: '审核方案.xlsx' }),
  get: (id: string) => http.get<ProgrammeDetail>('/shfa/scheme/queryById', { id }, RECORD_LOOKUP),
  edit: (body: ProgrammeEditBody) => http.put<Saved>('/shfa/scheme/edit', body),
  createProjects: (body: z.input<typeof createProjectsBody>) =>
    http.post<z.infer<typeof createProjectsResult>>('/shfa/scheme/createProjects', body),
};

export const plansApi = {
  list: (query: PlanFilters & ListQuery) =>
    http.get<z.infer<typeof planPage>>('/shfa/planAssign/list', { ...query }),
  abortList: (query: PlanFilters & ListQuery) =>
    http.get<z.infer<typeof planPage>>('/shfa/abort/list', { ...query }),
  exportList: (query: PlanFilters & SortQuery) =>
    http.download('/shfa/planAssign/exportXls', { params: { ...query }, fileName: '审核计划.xlsx' }),
  get: (id: string) => http.get<PlanDetail>('/shfa/planAssign/queryById', { id }),
  edit: (body: PlanEditBody) => http.put<Saved>('/shfa/planAssign/edit', body),
  team: (body: PlanTeamBody) => http.put<z.infer<typeof planTeamSaved>>('/shfa/planAssign/team', body),
  /** One page of the rated candidates (the server rates them all and sends the page). */
  candidates: (planId: string, pageNo = 1, pageSize = CANDIDATE_PAGE_SIZE) =>
    http.post<PlanCandidates>('/shfa/planAssign/candidates', { planId, pageNo, pageSize }),
  submit: (v: Versioned) => http.post<ActionResult>('/shfa/planAssign/submit', v),
  approve: (v: Versioned) => http.post<ActionResult>('/shfa/planAssign/approve', v),
  returnPlan: (v: Versioned & { reason: string }) => http.post<ActionResult>('/shfa/planAssign/return', v),
  reject: (v: Versioned & { reason: string }) => http.post<ActionResult>('/shfa/planAssign/reject', v),
  abort: (v: Versioned & { reason: string }) => http.post<ActionResult>('/shfa/abort/abort', v),
  /** The printable audit notice (审核通知书, stage 1 / stage 2 variants) of an approved plan. */
  noticePdf: (id: string) => http.getBlob('/shfa/planAssign/noticePdf', { id }),
  notice: (id: string) => http.post<z.infer<typeof noticeResult>>('/shfa/planAssign/notice', { id }),
  myTasks: (query: MyTaskFilters & ListQuery) =>
    http.get<z.infer<typeof myTaskPage>>('/auditorZone/myTask/list', { ...query }),
  exportMyTasks: (query: MyTaskFilters & SortQuery) =>
    http.download('/auditorZone/myTask/exportXls', { params: { ...query }, fileName: '我的审核任务.xlsx' }),
  /** The audit notice of an approved plan the signed-in auditor is on. */
  myTaskNoticePdf: (id: string) => http.getBlob('/auditorZone/myTask/noticePdf', { id }),
  /** 审核日程: one page of auditors by half-day over the range. */
  calendar: (query: CalendarQuery) =>
    http.get<z.infer<typeof calendarPage>>('/auditorZone/schedule/list', { ...query }),
  /** 计划设置: the tenant setting auditPlanning with its version. */
  setting: () => http.get<AuditPlanningSettingVersioned>('/shfa/planAssign/setting'),
  saveSetting: (body: AuditPlanningSettingVersioned) =>
    http.put<AuditPlanningSettingVersioned>('/shfa/planAssign/setting', body),
};

/** Opens a PDF in a new tab (the browser's viewer prints it). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
