/**
 * Server state of the people pages (TanStack Query, shared/api/areaQueries.ts). The auditor area's
 * key `rlzy:auditor` also holds the archive and the analyses, so a change to a registration, a code,
 * a contract, a leave or a witness assessment refreshes the open archive and analysis.
 *
 * @example
 * const archive = useAuditorArchive(auditorId);
 * const decide = useDecideCompetence();
 * await decide.mutateAsync({ id, version, approve: false, reason: '证据不足' });
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { loadStandards } from '../../shared/components/form/referenceData';
import {
  type AuditorBody,
  type AuditorDetail,
  type AuditorImportKind,
  auditorsApi,
  type CodeApplicationBody,
  type CompetenceBody,
  contractsApi,
  type LabourContractBody,
  type LabourContractRow,
  type LeaveBody,
  leavesApi,
  myCodesApi,
  type QualificationBody,
  type WitnessBody,
  witnessApi,
} from './api';

type Versioned = { id: string; version: number };

export const AUDITOR_AREA_KEY = 'rlzy:auditor';
export const AUDITOR_LIST_SETTING_KEY = `${AUDITOR_AREA_KEY}:list`;
/** The analysis list shows auditors too, with its own column settings. */
export const ANALYSE_LIST_SETTING_KEY = 'rlzy:analyse:list';
export const CONTRACT_LIST_SETTING_KEY = 'rlzy:contract:list';
export const LEAVE_LIST_SETTING_KEY = 'rlzy:leave:list';
export const WITNESS_LIST_SETTING_KEY = 'rlzy:witness:list';
export const MY_CODE_LIST_SETTING_KEY = 'auditorZone:code:list';

const auditors = defineAreaQueries(AUDITOR_AREA_KEY, { list: auditorsApi.list, get: auditorsApi.get });
export const auditorKeys = auditors.keys;
export const useAuditor = auditors.useRecord;

/** The archive page's data: the auditor and every record about them. */
export function useAuditorArchive(auditorId: string | undefined) {
  return useQuery({
    queryKey: [...auditorKeys.detail(auditorId ?? ''), 'archive'],
    queryFn: () => auditorsApi.archive(auditorId as string),
    enabled: Boolean(auditorId),
  });
}

/** The analysis of one auditor in one scheme (idle until both are known). */
export function useAnalysis(auditorId: string | undefined, scheme: string | null) {
  return useQuery({
    queryKey: [...auditorKeys.all, 'analyse', auditorId, scheme],
    queryFn: () => auditorsApi.analyse(auditorId as string, scheme as string),
    enabled: Boolean(auditorId && scheme),
  });
}

/** 新增 (without `record`) or 编辑 (with the record as it was read). */
/** An Excel import; the list, archives and analyses refresh when it succeeds. */
export const useImportSheet = auditors.mutation(({ kind, file }: { kind: AuditorImportKind; file: File }) =>
  auditorsApi.importSheet(kind, file),
);

export const useSaveAuditor = auditors.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: AuditorBody;
    record: Pick<AuditorDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? auditorsApi.edit({ ...body, id: record.id, version: record.version })
      : auditorsApi.add(body, idempotencyKey),
);

export const useSaveQualification = auditors.mutation(
  ({ body, record }: { body: QualificationBody; record: Versioned | null }) =>
    record ? auditorsApi.editQualification({ ...body, ...record }) : auditorsApi.addQualification(body),
);

export const useSaveCompetence = auditors.mutation(
  ({ body, record }: { body: CompetenceBody; record: Versioned | null }) =>
    record ? auditorsApi.editCompetence({ ...body, ...record }) : auditorsApi.addCompetence(body),
);

export const useDecideCompetence = auditors.mutation(
  (decision: Versioned & { approve: boolean; reason?: string }) => auditorsApi.decideCompetence(decision),
);

const NO_OPTIONS: { value: string; label: string }[] = [];

/** Auditors whose name contains `name`, as options of a picker (none when they cannot be read). */
export function useAuditorOptions(name: string) {
  return useQuery({
    queryKey: [...auditorKeys.all, 'options', name],
    queryFn: () =>
      auditorsApi
        .list({ name: name || undefined, pageNo: 1, pageSize: 20, column: 'name', order: 'asc' })
        .then(
          (page) => page.records.map((r) => ({ value: r.id, label: `${r.name}（${r.phone}）` })),
          () => NO_OPTIONS,
        ),
    placeholderData: keepPreviousData,
  });
}

/** User accounts whose name contains `keyword`, for the auditor's linked account. */
export function useUserOptions(keyword: string) {
  return useQuery({
    queryKey: ['sys', 'user', 'options', keyword],
    queryFn: () =>
      auditorsApi
        .users(keyword)
        .then((users) => users.map((u) => ({ value: u.id, label: `${u.realname}（${u.username}）` }))),
    placeholderData: keepPreviousData,
  });
}

/** The tenant's certificate standards (cached 7 days by the shared reference loader). */
export function useStandards() {
  return useQuery({ queryKey: ['reference', 'standards'], queryFn: loadStandards, staleTime: Infinity });
}

// ─────────────────────────────────────── contracts ────────────────────────────────────────

const contracts = defineAreaQueries('rlzy:contract', { list: contractsApi.list, get: contractsApi.get });
export const useContract = contracts.useRecord;
const alsoAuditors = { alsoInvalidate: [auditorKeys.all] };

export const useSaveContract = contracts.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: LabourContractBody;
    record: Pick<LabourContractRow, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? contractsApi.edit({ ...body, id: record.id, version: record.version })
      : contractsApi.add(body, idempotencyKey),
  alsoAuditors,
);
export const useDeleteContract = contracts.mutation(contractsApi.remove, alsoAuditors);

// ───────────────────────────────────────── leave ──────────────────────────────────────────

const leaves = defineAreaQueries('rlzy:leave', { list: leavesApi.list });
export const useAddLeave = leaves.mutation((body: LeaveBody) => leavesApi.add(body), alsoAuditors);
export const useDecideLeave = leaves.mutation(
  (decision: Versioned & { approve: boolean }) => leavesApi.decide(decision),
  alsoAuditors,
);
export const useDeleteLeave = leaves.mutation(leavesApi.remove, alsoAuditors);

// ──────────────────────────────────────── witness ─────────────────────────────────────────

const witness = defineAreaQueries('rlzy:witness', { list: witnessApi.list });
export const useSaveWitness = witness.mutation(
  ({ body, record }: { body: WitnessBody; record: Versioned | null }) =>
    record ? witnessApi.edit({ ...body, ...record }) : witnessApi.add(body),
  alsoAuditors,
);
export const useDeleteWitness = witness.mutation(witnessApi.remove, alsoAuditors);

// ─────────────────────────────────── auditor zone: my codes ───────────────────────────────

const myCodes = defineAreaQueries('auditorZone:code', { list: myCodesApi.list, get: myCodesApi.get });
export const useMyCode = myCodes.useRecord;

/** 申请 (without `record`), or change / submit again a pending or returned application. */
export const useSaveMyCode = myCodes.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: CodeApplicationBody;
    record: Versioned | null;
    idempotencyKey: string;
  }) => (record ? myCodesApi.edit({ ...body, ...record }) : myCodesApi.apply(body, idempotencyKey)),
);
export const useWithdrawMyCode = myCodes.mutation(myCodesApi.withdraw);
