/**
 * The rules of 分公司 (cwgl): one tenant transaction per call, a taken name is 409 with a
 * clear message (the unique index decides), a stale version is 409 and a missing record 404.
 */
import { type BranchInput, branchDeleteRefusal } from '@cb/domain/branches';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import * as repo from './repository.ts';

export type { BranchListRow } from './repository.ts';

const UNIQUE_MESSAGES = { branches_name_uq: '分公司名称已存在', branches_code_uq: '分公司编码已存在' };

export class BranchService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: repo.BranchListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listBranches(tx, user.tenantId, query));
  }

  /** Every matching row (up to EXPORT_MAX_ROWS) in the list's order, for the Excel export. */
  exportRows(user: AuthUser, query: repo.BranchExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportBranches(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  async get(user: AuthUser, id: string) {
    const row = await this.database.tenantRead(user, (tx) => repo.findBranch(tx, user.tenantId, id));
    if (!row) throw notFound();
    return row;
  }

  /** 分公司概况: the branch and the records that carry it. */
  async brief(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findBranch(tx, user.tenantId, id);
      if (!row) throw notFound();
      return { ...row, ...(await repo.branchLinks(tx, user.tenantId, row)) };
    });
  }

  options(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => repo.branchOptions(tx, user.tenantId));
  }

  create(user: AuthUser, input: BranchInput) {
    return withUniqueMessages(
      () => this.database.tenantTx(user, (tx) => repo.insertBranch(tx, user.tenantId, user.userId, input)),
      UNIQUE_MESSAGES,
    );
  }

  update(user: AuthUser, { id, version, ...input }: BranchInput & { id: string; version: number }) {
    return withUniqueMessages(
      () => this.database.tenantTx(user, (tx) => repo.updateBranch(tx, user.userId, id, version, input)),
      UNIQUE_MESSAGES,
    );
  }

  /** A branch some record carries is kept (disable it instead); the refusal names what carries it. */
  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await repo.findBranch(tx, user.tenantId, id);
      if (!row) throw notFound();
      const links = await repo.branchLinks(tx, user.tenantId, row);
      const refusal = branchDeleteRefusal(links);
      if (refusal) throw badRequest(refusal);
      if (await repo.deleteBranch(tx, user.tenantId, id, version)) return { id };
      throw (await repo.findBranch(tx, user.tenantId, id)) ? conflict() : notFound();
    });
  }
}
