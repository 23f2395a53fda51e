/**
 * Typed calls of the people (rlzy) endpoints and of the auditor zone's own code applications. Every
 * type is the contract's (packages/domain/src/auditors/contract.ts): what the server answers is
 * `z.infer` of its response schema, what the web sends is `z.input` of its request schema. Only
 * types are imported, so no zod code reaches the bundle.
 */
import type {
  AuditorArchive,
  AuditorDetail,
  AuditorRow,
  analyseResult,
  auditorBody,
  auditorListQuery,
  auditorPage,
  auditorSaved,
  CompetenceRow,
  codeApplicationBody,
  competenceBody,
  competenceListQuery,
  competencePage,
  labourContractBody,
  labourContractListQuery,
  labourContractPage,
  labourContractRow,
  leaveBody,
  leaveListQuery,
  leavePage,
  leaveRow,
  QualificationRow,
  qualificationBody,
  removedRecord,
  savedRecord,
  userPage,
  witnessBody,
  witnessListQuery,
  witnessPage,
  witnessRow,
} from '@cb/domain';
import type { z } from 'zod';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

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
type Saved = z.infer<typeof savedRecord>;
type Removed = z.infer<typeof removedRecord>;
type Versioned = { id: string; version: number };

const idempotent = (key: string | undefined) => (key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});

/** Where an auditor's archive files live (the server's record files). */
export const AUDITOR_FILES_PREFIX = '/rlzy/auditor/files';

export type AuditorImportKind = 'auditors' | 'qualifications' | 'competences';
const IMPORT_URLS: Record<AuditorImportKind, string> = {
  auditors: '/rlzy/auditor/importExcel',
  qualifications: '/rlzy/qualification/importExcel',
  competences: '/rlzy/code/importExcel',
};

export const auditorsApi = {
  list: (query: AuditorFilters & ListQuery) => http.get<AuditorPage>('/rlzy/auditor/list', { ...query }),
  exportList: (query: AuditorFilters & SortQuery) =>
    http.download('/rlzy/auditor/exportXls', { params: { ...query }, fileName: '审核员.xlsx' }),
  get: (id: string) => http.get<AuditorDetail>('/rlzy/auditor/queryById', { id }, RECORD_LOOKUP),
  /** Everything about one auditor: registrations, codes, contracts, leave, witness. */
  archive: (id: string) => http.get<AuditorArchive>('/rlzy/auditor/archive', { id }, RECORD_LOOKUP),
  /** Excel import (all rows or none): the roster, registrations or code competences. */
  importSheet: (kind: AuditorImportKind, file: File) =>
    http.upload<{ imported: number }>(IMPORT_URLS[kind], { file, fileName: file.name }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: AuditorBody, idempotencyKey: string) =>
    http.post<AuditorSaved>('/rlzy/auditor/add', body, idempotent(idempotencyKey)),
  edit: (body: AuditorBody & Versioned) => http.put<AuditorSaved>('/rlzy/auditor/edit', body),

  addQualification: (body: QualificationBody) => http.post<Saved>('/rlzy/qualification/add', body),
  editQualification: (body: QualificationBody & Versioned) =>
    http.put<Saved>('/rlzy/qualification/edit', body),

  /** HR records a competence: approved at once. */
  addCompetence: (body: CompetenceBody) => http.post<Saved>('/rlzy/code/add', body),
  editCompetence: (body: CompetenceBody & Versioned) => http.put<Saved>('/rlzy/code/edit', body),
  /** 批准 or 退回 (with a reason) an auditor's pending application. */
  decideCompetence: (body: Versioned & { approve: boolean; reason?: string }) =>
    http.put<Saved>('/rlzy/code/decide', body),

  analyse: (auditorId: string, scheme: string) =>
    http.get<AnalyseResult>('/rlzy/analyse/detail', { auditorId, scheme }),
  exportAnalyse: (auditorId: string, scheme: string, auditorName: string) =>
    http.download('/rlzy/analyse/exportXls', {
      params: { auditorId, scheme },
      fileName: `${auditorName}能力分析.xlsx`,
    }),

  /** Accounts an auditor record may be linked to (needs the user-admin permission; none otherwise). */
  users: (keyword: string) =>
    http
      .get<z.infer<typeof userPage>>(
        '/sys/user/list',
        { keyword: keyword || undefined, pageNo: 1, pageSize: 20 },
        { silent: true },
      )
      .then(
        (page) => page.records,
        () => [],
      ),
};

export const contractsApi = {
  list: (query: LabourContractFilters & ListQuery) =>
    http.get<z.infer<typeof labourContractPage>>('/rlzy/contract/list', { ...query }),
  get: (id: string) => http.get<LabourContractRow>('/rlzy/contract/queryById', { id }, RECORD_LOOKUP),
  add: (body: LabourContractBody, idempotencyKey: string) =>
    http.post<Saved>('/rlzy/contract/add', body, idempotent(idempotencyKey)),
  edit: (body: LabourContractBody & Versioned) => http.put<Saved>('/rlzy/contract/edit', body),
  remove: ({ id, version }: Versioned) => http.delete<Removed>('/rlzy/contract/delete', { id, version }),
};

export const leavesApi = {
  list: (query: LeaveFilters & ListQuery) =>
    http.get<z.infer<typeof leavePage>>('/rlzy/leave/list', { ...query }),
  add: (body: LeaveBody) => http.post<Saved>('/rlzy/leave/add', body),
  decide: (body: Versioned & { approve: boolean }) => http.put<Saved>('/rlzy/leave/decide', body),
  remove: ({ id, version }: Versioned) => http.delete<Removed>('/rlzy/leave/delete', { id, version }),
};

export const witnessApi = {
  list: (query: WitnessFilters & ListQuery) =>
    http.get<z.infer<typeof witnessPage>>('/rlzy/witness/list', { ...query }),
  add: (body: WitnessBody) => http.post<Saved>('/rlzy/witness/add', body),
  edit: (body: WitnessBody & Versioned) => http.put<Saved>('/rlzy/witness/edit', body),
  remove: ({ id, version }: Versioned) => http.delete<Removed>('/rlzy/witness/delete', { id, version }),
};

/** The signed-in auditor's own competences and code applications (审核员专区 我的专业代码). */
export const myCodesApi = {
  list: (query: CompetenceFilters & ListQuery) =>
    http.get<CompetencePage>('/auditorZone/code/list', { ...query }),
  get: (id: string) => http.get<CompetenceRow>('/auditorZone/code/queryById', { id }, RECORD_LOOKUP),
  apply: (body: CodeApplicationBody, idempotencyKey: string) =>
    http.post<Saved>('/auditorZone/code/add', body, idempotent(idempotencyKey)),
  /** Changes a pending application, or submits a returned one again. */
  edit: (body: CodeApplicationBody & Versioned) => http.put<Saved>('/auditorZone/code/edit', body),
  withdraw: ({ id, version }: Versioned) => http.delete<Removed>('/auditorZone/code/delete', { id, version }),
};
