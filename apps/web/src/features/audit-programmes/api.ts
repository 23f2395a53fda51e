/**
 * Calls of 审核方案 (shfa) and 我的审核任务, derived from the area's endpoint table
 * (packages/domain/src/audit-programmes/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time; the contract's types are imported as types only.
 */
import {
  type AuditPlanningSettingVersioned,
  auditProgrammeEndpoints,
  type CalendarRow,
  type calendarQuery,
  type createProjectsBody,
  type myTaskPage,
  type myTaskQuery,
  type PlanCandidate,
  type PlanDetail,
  type PlanListRow,
  type ProgrammeDetail,
  type ProgrammeListRow,
  type planCandidatesResult,
  type planEditBody,
  type planListQuery,
  type planTeamBody,
  type programmeEditBody,
  type programmeListQuery,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { programmeTexts } from './texts';

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
type Versioned = { id: string; version: number };

const call = endpointCalls(auditProgrammeEndpoints);

export const programmesApi = {
  list: (query: ProgrammeFilters & ListQuery) => call.listAuditProgrammes(query),
  exportList: (query: ProgrammeFilters & SortQuery) =>
    call.exportAuditProgrammes(query, { fileName: programmeTexts.t('exportFile.programmes') }),
  get: (id: string) => call.getAuditProgramme({ id }, RECORD_LOOKUP),
  edit: (body: ProgrammeEditBody) => call.editAuditProgramme(body),
  createProjects: (body: z.input<typeof createProjectsBody>) => call.createDueAuditProjects(body),
};

export const plansApi = {
  list: (query: PlanFilters & ListQuery) => call.listAuditPlans(query),
  abortList: (query: PlanFilters & ListQuery) => call.listAbortablePlans(query),
  exportList: (query: PlanFilters & SortQuery) =>
    call.exportAuditPlans(query, { fileName: programmeTexts.t('exportFile.plans') }),
  get: (id: string) => call.getAuditPlan({ id }),
  edit: (body: PlanEditBody) => call.editAuditPlan(body),
  team: (body: PlanTeamBody) => call.setAuditPlanTeam(body),
  /** One page of the rated candidates (the server rates them all and sends the page). */
  candidates: (planId: string, pageNo = 1, pageSize = CANDIDATE_PAGE_SIZE) =>
    call.findAuditPlanCandidates({ planId, pageNo, pageSize }),
  submit: (v: Versioned) => call.submitAuditPlan(v),
  approve: (v: Versioned) => call.approveAuditPlan(v),
  returnPlan: (v: Versioned & { reason: string }) => call.returnAuditPlan(v),
  reject: (v: Versioned & { reason: string }) => call.rejectAuditPlan(v),
  abort: (v: Versioned & { reason: string }) => call.abortAuditPlan(v),
  /** The printable audit notice (审核通知书, stage 1 / stage 2 variants) of an approved plan. */
  noticePdf: (id: string) => http.getBlob(urlOf(auditProgrammeEndpoints.printAuditNotice), { id }),
  notice: (id: string) => call.sendAuditNotice({ id }),
  myTasks: (query: MyTaskFilters & ListQuery) => call.listMyAuditTasks(query),
  exportMyTasks: (query: MyTaskFilters & SortQuery) =>
    call.exportMyAuditTasks(query, { fileName: programmeTexts.t('exportFile.myTasks') }),
  /** The audit notice of an approved plan the signed-in auditor is on. */
  myTaskNoticePdf: (id: string) =>
    http.getBlob(urlOf(auditProgrammeEndpoints.printMyTaskAuditNotice), { id }),
  /** 审核日程: one page of auditors by half-day over the range. */
  calendar: (query: CalendarQuery) => call.listAuditorCalendar(query),
  /** 计划设置: the tenant setting auditPlanning with its version. */
  setting: () => call.getAuditPlanningSetting(),
  saveSetting: (body: AuditPlanningSettingVersioned) => call.saveAuditPlanningSetting(body),
};

/** Opens a PDF in a new tab (the browser's viewer prints it). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
