/**
 * Contracts (合同): reading one, editing it while not approved, approving it (by a holder of the
 * approval permission who is not the reviewer, once the signed contract htps001 is uploaded; the
 * registered listeners run in the same transaction), returning it with a reason and resubmitting
 * it, each step versioned (409 on a stale version) and in the audit trail; and who may read or
 * write a contract's files.
 */
import { CONTRACT_STATUS, type ContractDetail, contractApproverError, contractTransition } from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { RecordFileService } from '../../platform/files/record-file-service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { runContractApproved } from './hooks.ts';
import { readContract } from './repository.ts';
import { contracts } from './schema.ts';

export const CONTRACT_RECORD_TYPE = 'contract';
export const SIGNED_CONTRACT_DOCUMENT = 'htps001';

export class ContractService {
  private readonly recordFiles: RecordFileService;

  constructor(
    private readonly database: Database,
    files: FileStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.recordFiles = new RecordFileService(files);
  }

  contract(user: AuthUser, id: string): Promise<ContractDetail> {
    return this.database.tenantRead(user, (tx) => readContract(tx, user.tenantId, id));
  }

  editContract(
    user: AuthUser,
    body: {
      id: string;
      version: number;
      signedDate: string | null;
      signatory: string;
      surveillanceFrequency: number;
      remark: string;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      if (current.status === CONTRACT_STATUS.approved) throw badRequest('合同已审批，不能修改');
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        {
          signedDate: body.signedDate,
          signatory: body.signatory,
          surveillanceFrequency: body.surveillanceFrequency,
          remark: body.remark,
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  /**
   * Approves a contract awaiting approval: the approver is not its reviewer, the signed contract
   * (htps001) is filed; the registered listeners (the audit programme) run in this transaction.
   */
  approveContract(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'approve');
      if (!step.ok) throw badRequest(step.message);
      const fourEyes = contractApproverError(user.userId, current.reviewerId);
      if (fourEyes) throw forbidden(fourEyes);
      if (!(await this.recordFiles.hasDocument(tx, CONTRACT_RECORD_TYPE, body.id, SIGNED_CONTRACT_DOCUMENT)))
        throw badRequest('请先上传已签订的认证合同（htps001）');
      if (!current.signedDate) throw badRequest('请填写合同签订日期');
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status, approvedBy: user.userId, approvedAt: this.clock(), returnReason: '' },
        user.userId,
      );
      await runContractApproved(tx, user, saved);
      return { id: saved.id, version: saved.version };
    });
  }

  returnContract(user: AuthUser, body: { id: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'return');
      if (!step.ok) throw badRequest(step.message);
      const fourEyes = contractApproverError(user.userId, current.reviewerId);
      if (fourEyes) throw forbidden(fourEyes);
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status, returnReason: body.reason },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  resubmitContract(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'resubmit');
      if (!step.ok) throw badRequest(step.message);
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  async contractVisible(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(inTenant(contracts, user.tenantId, [eq(contracts.id, id)]));
    return !!row;
  }

  async contractWritable(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(inTenant(contracts, user.tenantId, [eq(contracts.id, id)]));
    return !!row && row.status !== CONTRACT_STATUS.approved;
  }
}
