/**
 * The 分公司 (cwgl) 分公司 calls, derived from the area's endpoint table
 * (packages/domain/src/branches/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import {
  type BranchBrief,
  type BranchDetail,
  type BranchRow,
  type branchBody,
  branchEndpoints,
  type branchFilters,
} from '@cb/domain/branches';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { BranchBrief, BranchDetail, BranchRow };
/** The search form's filters of the list. */
export type BranchFilters = z.input<typeof branchFilters>;
/** The body of a save (新增 / 编辑). */
export type BranchBody = z.input<typeof branchBody>;

const call = endpointCalls(branchEndpoints);

export const branchesApi = {
  list: (query: BranchFilters & ListQuery) => call.listBranches(query),
  exportList: (query: BranchFilters & SortQuery) => call.exportBranches(query, { fileName: '分公司.xlsx' }),
  get: (id: string) => call.getBranch({ id }, RECORD_LOOKUP),
  brief: (id: string) => call.getBranchBrief({ id }, RECORD_LOOKUP),
  options: () => call.branchOptions({}),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: BranchBody, idempotencyKey: string) =>
    call.addBranch(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: BranchBody & { id: string; version: number }) => call.editBranch(body),
  remove: (id: string, version: number) => call.deleteBranch({ id, version }),
};

/** What a save answers (the record's id and new version). */
export type BranchSaved = Awaited<ReturnType<typeof branchesApi.add>>;
