/**
 * HR's records of an auditor: labour contracts, leave (applied and approved or refused) and witness
 * assessments, listed, added, edited and removed (a soft delete), each write one tenant
 * transaction guarded by the record's version that lands in the audit trail.
 */
import type {
  labourContractBody,
  labourContractEditBody,
  labourContractListQuery,
  leaveBody,
  leaveDecisionBody,
  leaveListQuery,
  witnessBody,
  witnessEditBody,
  witnessListQuery,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import * as recordsRepo from './records-repository.ts';
import { auditorLabourContracts, auditorLeaves, witnessAssessments } from './schema.ts';
import { AuditorStep, type In } from './step.ts';

export class AuditorRecordService extends AuditorStep {
  listContracts(user: AuthUser, q: In<typeof labourContractListQuery>) {
    return this.database.tenantRead(user, (tx) => recordsRepo.listContracts(tx, user.tenantId, q));
  }

  getContract(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await recordsRepo.findContract(tx, user.tenantId, id);
      if (!row) throw notFound();
      return row;
    });
  }

  addContract(user: AuthUser, body: In<typeof labourContractBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorLabourContracts)
        .values({ ...body, ...authoredBy(user) })
        .returning({ id: auditorLabourContracts.id, version: auditorLabourContracts.version });
      return row!;
    });
  }

  editContract(user: AuthUser, body: In<typeof labourContractEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      if (!(await recordsRepo.findContract(tx, user.tenantId, id))) throw notFound();
      await this.requireAuditor(tx, user, fields.auditorId);
      const row = await updateVersioned(tx, auditorLabourContracts, id, version, fields, user.userId);
      return { id: row.id, version: row.version };
    });
  }

  removeContract(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await recordsRepo.findContract(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(
        tx,
        auditorLabourContracts,
        id,
        version,
        { deleted: true },
        user.userId,
      );
      return { id: row.id };
    });
  }

  listLeaves(user: AuthUser, q: In<typeof leaveListQuery>) {
    return this.database.tenantRead(user, (tx) => recordsRepo.listLeaves(tx, user.tenantId, q));
  }

  addLeave(user: AuthUser, body: In<typeof leaveBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorLeaves)
        .values({
          auditorId: body.auditorId,
          fromDate: body.from.date,
          fromHalf: body.from.half,
          toDate: body.to.date,
          toHalf: body.to.half,
          reason: body.reason,
          ...authoredBy(user),
        })
        .returning({ id: auditorLeaves.id, version: auditorLeaves.version });
      return row!;
    });
  }

  decideLeave(user: AuthUser, body: In<typeof leaveDecisionBody>) {
    return this.tx(user, async (tx) => {
      const current = await recordsRepo.findLeave(tx, user.tenantId, body.id);
      if (!current) throw notFound();
      if (current.status !== 0) throw conflict('该请假已审批，请刷新后重试');
      const row = await updateVersioned(
        tx,
        auditorLeaves,
        body.id,
        body.version,
        { status: body.approve ? 1 : 2 },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  removeLeave(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await recordsRepo.findLeave(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(tx, auditorLeaves, id, version, { deleted: true }, user.userId);
      return { id: row.id };
    });
  }

  listWitness(user: AuthUser, q: In<typeof witnessListQuery>) {
    return this.database.tenantRead(user, (tx) => recordsRepo.listWitness(tx, user.tenantId, q));
  }

  private async checkWitness(tx: Tx, user: AuthUser, body: In<typeof witnessBody>) {
    if (body.auditorId === body.witnessAuditorId) throw badRequest('见证人不能是被见证人本人');
    await this.requireAuditor(tx, user, body.auditorId);
    await this.requireAuditor(tx, user, body.witnessAuditorId);
  }

  addWitness(user: AuthUser, body: In<typeof witnessBody>) {
    return this.tx(user, async (tx) => {
      await this.checkWitness(tx, user, body);
      const [row] = await tx
        .insert(witnessAssessments)
        .values({ ...body, ...authoredBy(user) })
        .returning({ id: witnessAssessments.id, version: witnessAssessments.version });
      return row!;
    });
  }

  editWitness(user: AuthUser, body: In<typeof witnessEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      if (!(await recordsRepo.findWitness(tx, user.tenantId, id))) throw notFound();
      await this.checkWitness(tx, user, fields);
      const row = await updateVersioned(tx, witnessAssessments, id, version, fields, user.userId);
      return { id: row.id, version: row.version };
    });
  }

  removeWitness(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await recordsRepo.findWitness(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(tx, witnessAssessments, id, version, { deleted: true }, user.userId);
      return { id: row.id };
    });
  }
}
