/**
 * The calls of the people (rlzy) endpoints and of the auditor zone's own code applications, derived
 * from the area's endpoint table (packages/domain/src/auditors/endpoints.ts): paths, methods and
 * types are the server's declarations. Only types of the contract are imported, so no zod code
 * reaches the bundle.
 */
import {
  type AuditorArchive,
  type AuditorDetail,
  type AuditorRow,
  type analyseResult,
  type auditorBody,
  auditorEndpoints,
  type auditorListQuery,
  type auditorPage,
  type auditorSaved,
  type CompetenceRow,
  type codeApplicationBody,
  type competenceBody,
  type competenceListQuery,
  type competencePage,
  type labourContractBody,
  type labourContractListQuery,
  type labourContractRow,
  type leaveBody,
  type leaveListQuery,
  type leaveRow,
  type QualificationRow,
  type QueryOf,
  type qualificationBody,
  type ResultOf,
  systemAccessEndpoints,
  type witnessBody,
  type witnessListQuery,
  type witnessRow,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { auditorTexts } from './texts';

export type { AuditorArchive, AuditorDetail, AuditorRow, CompetenceRow, QualificationRow };

/** The list's filters: the list query without its paging and sorting. */
type FiltersOf<Q> = Omit<Q, 'pageNo' | 'pageSize' | 'column' | 'order'>;

export type AuditorFilters = FiltersOf<z.input<typeof auditorListQuery>>;
export type AuditorBody = z.input<typeof auditorBody>;
export type AuditorPage = z.infer<typeof auditorPage>;
export type AuditorSaved = z.infer<typeof auditorSaved>;
export type QualificationBody = z.input<typeof qualificationBody>;
export type CompetenceBody = z.input<typeof competenceBody>;
export type CompetenceFilters = FiltersOf<z.input<typeof competenceListQuery>>;
export type CompetencePage = z.infer<typeof competencePage>;
export type CodeApplicationBody = z.input<typeof codeApplicationBody>;
export type LabourContractRow = z.infer<typeof labourContractRow>;
export type LabourContractBody = z.input<typeof labourContractBody>;
export type LabourContractFilters = FiltersOf<z.input<typeof labourContractListQuery>>;
export type LeaveRow = z.infer<typeof leaveRow>;
export type LeaveBody = z.input<typeof leaveBody>;
export type LeaveFilters = FiltersOf<z.input<typeof leaveListQuery>>;
export type WitnessRow = z.infer<typeof witnessRow>;
export type WitnessBody = z.input<typeof witnessBody>;
export type WitnessFilters = FiltersOf<z.input<typeof witnessListQuery>>;
export type AnalyseResult = z.infer<typeof analyseResult>;
export type AnalyseRow = AnalyseResult['rows'][number];
type Versioned = { id: string; version: number };
type AnalyseQuery = QueryOf<typeof auditorEndpoints.analyseAuditor>;

const idempotent = (key: string | undefined) => (key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});

/** Where an auditor's archive files live (the server's record files). */
export const AUDITOR_FILES_PREFIX = '/rlzy/auditor/files';

const call = endpointCalls(auditorEndpoints);
/** The user accounts an auditor record may be linked to: the user administration's list. */
const users = endpointCalls(systemAccessEndpoints);

export type AuditorImportKind = 'auditors' | 'qualifications' | 'competences';
/** The Excel imports are multipart uploads: the table gives their URLs. */
const IMPORTS = {
  auditors: auditorEndpoints.importAuditors,
  qualifications: auditorEndpoints.importQualifications,
  competences: auditorEndpoints.importCodeCompetences,
} as const satisfies Record<AuditorImportKind, unknown>;

export const auditorsApi = {
  list: (query: AuditorFilters & ListQuery) => call.listAuditors(query),
  exportList: (query: AuditorFilters & SortQuery) =>
    call.exportAuditors(query, { fileName: auditorTexts.t('exportFile.auditors') }),
  get: (id: string) => call.getAuditor({ id }, RECORD_LOOKUP),
  /** Everything about one auditor: registrations, codes, contracts, leave, witness. */
  archive: (id: string) => call.getAuditorArchive({ id }, RECORD_LOOKUP),
  /** Excel import (all rows or none): the roster, registrations or code competences. */
  importSheet: (kind: AuditorImportKind, file: File) =>
    http.upload<ResultOf<(typeof IMPORTS)[AuditorImportKind]>>(urlOf(IMPORTS[kind]), {
      file,
      fileName: file.name,
    }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: AuditorBody, idempotencyKey: string) => call.addAuditor(body, idempotent(idempotencyKey)),
  edit: (body: AuditorBody & Versioned) => call.editAuditor(body),

  addQualification: (body: QualificationBody) => call.addQualification(body),
  editQualification: (body: QualificationBody & Versioned) => call.editQualification(body),

  /** HR records a competence: approved at once. */
  addCompetence: (body: CompetenceBody) => call.addCodeCompetence(body),
  editCompetence: (body: CompetenceBody & Versioned) => call.editCodeCompetence(body),
  /** 批准 or 退回 (with a reason) an auditor's pending application. */
  decideCompetence: (body: Versioned & { approve: boolean; reason?: string }) =>
    call.decideCodeApplication(body),

  /** `scheme` comes from the page's route (a string); the server refuses one it does not know (400). */
  analyse: (auditorId: string, scheme: string) =>
    call.analyseAuditor({ auditorId, scheme: scheme as AnalyseQuery['scheme'] }),
  exportAnalyse: (auditorId: string, scheme: string, auditorName: string) =>
    call.exportAuditorAnalysis(
      { auditorId, scheme: scheme as AnalyseQuery['scheme'] },
      { fileName: auditorTexts.t('exportFile.analyse', { name: auditorName }) },
    ),

  /** Accounts an auditor record may be linked to (needs the user-admin permission; none otherwise). */
  users: (keyword: string) =>
    users.listUsers({ keyword: keyword || undefined, pageNo: 1, pageSize: 20 }, { silent: true }).then(
      (page) => page.records,
      () => [],
    ),
};

export const contractsApi = {
  list: (query: LabourContractFilters & ListQuery) => call.listLabourContracts(query),
  get: (id: string) => call.getLabourContract({ id }, RECORD_LOOKUP),
  add: (body: LabourContractBody, idempotencyKey: string) =>
    call.addLabourContract(body, idempotent(idempotencyKey)),
  edit: (body: LabourContractBody & Versioned) => call.editLabourContract(body),
  remove: ({ id, version }: Versioned) => call.deleteLabourContract({ id, version }),
};

export const leavesApi = {
  list: (query: LeaveFilters & ListQuery) => call.listLeaves(query),
  add: (body: LeaveBody) => call.addLeave(body),
  decide: (body: Versioned & { approve: boolean }) => call.decideLeave(body),
  remove: ({ id, version }: Versioned) => call.deleteLeave({ id, version }),
};

export const witnessApi = {
  list: (query: WitnessFilters & ListQuery) => call.listWitnessAssessments(query),
  add: (body: WitnessBody) => call.addWitnessAssessment(body),
  edit: (body: WitnessBody & Versioned) => call.editWitnessAssessment(body),
  remove: ({ id, version }: Versioned) => call.deleteWitnessAssessment({ id, version }),
};

/** The signed-in auditor's own competences and code applications (审核员专区 我的专业代码). */
export const myCodesApi = {
  list: (query: CompetenceFilters & ListQuery) => call.listMyCodeApplications(query),
  get: (id: string) => call.getMyCodeApplication({ id }, RECORD_LOOKUP),
  apply: (body: CodeApplicationBody, idempotencyKey: string) =>
    call.applyForCode(body, idempotent(idempotencyKey)),
  /** Changes a pending application, or submits a returned one again. */
  edit: (body: CodeApplicationBody & Versioned) => call.editCodeApplication(body),
  withdraw: ({ id, version }: Versioned) => call.withdrawCodeApplication({ id, version }),
};
