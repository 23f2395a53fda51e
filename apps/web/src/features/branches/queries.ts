/**
 * Server state of the 分公司 pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey shares these keys, so every mutation below refreshes the list and the open records.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type BranchBody, type BranchDetail, branchesApi } from './api';

export const BRANCH_AREA_KEY = 'cwgl:branch';
/** The list page's column-settings key, and so the key of its cached pages. */
export const BRANCH_LIST_SETTING_KEY = `${BRANCH_AREA_KEY}:list`;

const branches = defineAreaQueries(BRANCH_AREA_KEY, { list: branchesApi.list, get: branchesApi.get });

export const branchKeys = branches.keys;
export const useBranchList = branches.useList;
export const useBranch = branches.useRecord;
/** 分公司概况 (the branch and the records that carry it). */
export const useBranchBrief = defineAreaQueries(`${BRANCH_AREA_KEY}:brief`, {
  get: branchesApi.brief,
}).useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSaveBranch = branches.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: BranchBody;
    record: Pick<BranchDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? branchesApi.edit({ ...body, id: record.id, version: record.version })
      : branchesApi.add(body, idempotencyKey),
);

export const useDeleteBranch = branches.mutation(({ id, version }: { id: string; version: number }) =>
  branchesApi.remove(id, version),
);
