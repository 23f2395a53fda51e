/**
 * Shared by every use case of the people area (auditors, qualifications and competences, code
 * applications, HR's records, analysis): the base class holding the database and clock, the
 * tenant transaction that turns unique-index violations into the area's messages, and the auditor
 * looked up in the caller's tenant (404 if absent).
 */
import { calendarDateOf } from '@cb/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repo from './repository.ts';

const UNIQUE_MESSAGES = {
  auditors_id_card_uq: '该身份证号的人员已存在',
  auditors_user_uq: '该用户账号已关联其他人员',
  auditor_qualifications_scheme_uq: '该人员已有此体系的注册资格，请编辑原记录',
  auditor_code_competences_live_uq: '该人员已有此专业代码（待审批或已批准）',
  auditor_labour_contracts_no_uq: '合同编号已存在',
};

export type In<T extends z.ZodType> = z.infer<T>;

/** What every use case of the people area shares: the database, the clock and the auditor looked up. */
export abstract class AuditorStep {
  constructor(
    protected readonly database: Database,
    protected readonly clock: () => Date,
  ) {}

  protected today(): string {
    return calendarDateOf(this.clock());
  }

  protected tx<T>(user: AuthUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return withUniqueMessages(() => this.database.tenantTx(user, fn), UNIQUE_MESSAGES);
  }

  protected async requireAuditor(tx: Reader, user: AuthUser, id: string) {
    const row = await repo.findAuditor(tx, user.tenantId, id, this.today());
    if (!row) throw notFound();
    return row;
  }
}
