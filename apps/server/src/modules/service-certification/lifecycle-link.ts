/**
 * 服务认证 as part of the lifecycle (issue 37 item 4): an application item of the GB/T 27922 scheme
 * (certificate type C) runs through the same contract review, programme, plan, audit, technical
 * review and decision as the management-system schemes; this area adds its audit's evaluation sheet.
 *
 * - When the item's contract is approved (contract-review's `onContractApproved`, in that
 *   transaction) its service project is made, linked to the item, at 审核实施: the sheet is
 *   written while the item is audited.
 * - The decision (certification-decisions' `provideServiceSheets`) passes the item only when the sheet
 *   is saved and not 不合格 (`serviceDecisionRefusal`), and moves the project to 认证决定 once decided.
 * - The certificate is issued by 证书发放 (certificates); the project reads it back (已发证) by its
 *   enterprise and standard (repository.ts `issuedCertificate`).
 */
import { certificateTypeOfStandard } from '@cb/domain';
import { SERVICE_STAGE, type ServiceGrade, serviceDecisionRefusal } from '@cb/domain/service-certification';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import type { ServiceSheetsForDecisions } from '../certification-decisions/door.ts';
import { type ApprovedContract, contractItemsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { projectCount } from './repository.ts';
import { serviceProjects as p } from './schema.ts';
import { defaultServiceItems } from './service.ts';

/** The service project made from a contract item, if any. */
async function projectOfItem(tx: Reader, tenantId: number, contractItemId: string) {
  const [row] = await tx
    .select({ id: p.id, stage: p.stage, evaluated: p.evaluated, grade: p.grade, version: p.version })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.contractItemId, contractItemId)));
  return row;
}

/** The number of a new project (SC-2026-0008), as 新增 gives it. */
export async function nextProjectNo(tx: Reader, tenantId: number, now: Date) {
  return `SC-${now.getFullYear()}-${String((await projectCount(tx, tenantId)) + 1).padStart(4, '0')}`;
}

/** onContractApproved: a service project for each GB/T 27922 item of the approved contract. */
export async function projectsFromContract(tx: Tx, user: AuthUser, contract: ApprovedContract) {
  const items = await tx
    .select({
      id: contractItemsView.id,
      standardCode: contractItemsView.standardCode,
      scopeZh: contractItemsView.scopeZh,
    })
    .from(contractItemsView)
    .where(
      and(eq(contractItemsView.tenantId, contract.tenantId), eq(contractItemsView.contractId, contract.id)),
    );
  const service = items.filter((i) => certificateTypeOfStandard(i.standardCode) === 'C');
  if (!service.length) return;
  const [enterprise] = await tx
    .select({ name: enterprisesView.name })
    .from(enterprisesView)
    .where(
      and(eq(enterprisesView.tenantId, contract.tenantId), eq(enterprisesView.id, contract.enterpriseId)),
    );
  for (const item of service) {
    if (await projectOfItem(tx, contract.tenantId, item.id)) continue;
    await tx.insert(p).values({
      tenantId: contract.tenantId,
      projectNo: await nextProjectNo(tx, contract.tenantId, new Date()),
      contractItemId: item.id,
      enterpriseId: contract.enterpriseId,
      enterpriseName: enterprise?.name ?? '',
      scope: item.scopeZh,
      stage: SERVICE_STAGE.audit,
      items: defaultServiceItems(),
      createdBy: user.userId,
      updatedBy: user.userId,
    });
  }
}

/** What the decisions ask of a GB/T 27922 item's sheet. */
export const serviceSheetsForDecisions: ServiceSheetsForDecisions = {
  async passRefusal(tx, tenantId, item) {
    if (certificateTypeOfStandard(item.standardCode) !== 'C') return null;
    const project = await projectOfItem(tx, tenantId, item.contractItemId);
    return serviceDecisionRefusal(
      project ? { evaluated: project.evaluated, grade: project.grade as ServiceGrade | '' } : null,
    );
  },
  async recordDecided(tx, actor, item, result) {
    // 驳回 (2) sends the file back: the sheet stays open for the audit to correct.
    if (result === 2) return;
    const project = await projectOfItem(tx, actor.tenantId, item.contractItemId);
    if (!project || project.stage >= SERVICE_STAGE.decision) return;
    await tx
      .update(p)
      .set({
        stage: SERVICE_STAGE.decision,
        version: project.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(p.tenantId, actor.tenantId), eq(p.id, project.id)));
  },
};
