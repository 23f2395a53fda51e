/**
 * The auditor zone's code applications: an auditor reads their own competences and applies for a
 * code, edits a pending application or withdraws it, each write one tenant transaction on the
 * caller's own auditor record (found from the user) that lands in the audit trail.
 */
import type { codeApplicationBody, codeApplicationEditBody, competenceListQuery } from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Reader } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import * as competenceRepo from './competence-repository.ts';
import * as repo from './repository.ts';
import { auditorCodeCompetences } from './schema.ts';
import { AuditorStep, type In } from './step.ts';

export class CodeApplicationService extends AuditorStep {
  private async ownAuditor(tx: Reader, user: AuthUser) {
    const own = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    if (!own) throw badRequest('当前账号未关联审核员档案，请联系人力资源部门');
    return own;
  }

  myCompetences(user: AuthUser, q: In<typeof competenceListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const own = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      if (!own) return { records: [], total: 0, current: q.pageNo, size: q.pageSize, pages: 0 };
      return competenceRepo.listOwnCompetences(tx, user.tenantId, own.id, q);
    });
  }

  myCompetence(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const row = await competenceRepo.findCompetence(tx, user.tenantId, id);
      if (!row || row.auditorId !== own.id) throw notFound();
      return row;
    });
  }

  applyForCode(user: AuthUser, body: In<typeof codeApplicationBody>) {
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const [row] = await tx
        .insert(auditorCodeCompetences)
        .values({ ...body, auditorId: own.id, status: 0, appliedAt: this.clock(), ...authoredBy(user) })
        .returning({ id: auditorCodeCompetences.id, version: auditorCodeCompetences.version });
      return row!;
    });
  }

  /** An auditor edits an application still awaiting approval, or resubmits a returned one. */
  editApplication(user: AuthUser, body: In<typeof codeApplicationEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const current = await competenceRepo.findCompetence(tx, user.tenantId, id);
      if (!current || current.auditorId !== own.id) throw notFound();
      if (current.status !== 0 && current.status !== 2) throw badRequest('已批准的专业代码不能修改');
      const row = await updateVersioned(
        tx,
        auditorCodeCompetences,
        id,
        version,
        { ...fields, status: 0, returnReason: '', appliedAt: this.clock() },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** Withdraws an own application that is not approved (kept, as status 3, for the record). */
  withdrawApplication(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const current = await competenceRepo.findCompetence(tx, user.tenantId, id);
      if (!current || current.auditorId !== own.id) throw notFound();
      if (current.status === 1) throw badRequest('已批准的专业代码不能撤销，请联系人力资源部门');
      const row = await updateVersioned(tx, auditorCodeCompetences, id, version, { status: 3 }, user.userId);
      return { id: row.id };
    });
  }
}
