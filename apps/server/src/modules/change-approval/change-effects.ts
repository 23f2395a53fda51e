/**
 * What an approved change does to the records: the decided fields written to the enterprise, the
 * application item and, under an approved contract, its contract item; the current certificates
 * (valid or suspended) that must take a field over at their next version; a change that needed an
 * audit applied when its change review is approved (contract-review's listener, in that
 * transaction); and the certificates' side, which lists the changes its certificates must take over
 * and completes them. Each function runs in the caller's transaction.
 */
import {
  CHANGE_DECISION,
  certificateChangeCodes,
  changeFieldOf,
  changeValueOf,
  isCertificateField,
  parseProfessionalCodes,
} from '@cb/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { applicationItemsView, applyApplicationItemFields, type ItemPatch } from '../applications/door.ts';
import { certificatesView as certificates, type PendingCertificateChange } from '../certificates/door.ts';
import { applyContractItemFields } from '../contract-review/door.ts';
import { applyEnterpriseFields, type EnterprisePatch } from '../customers/door.ts';
import { insertEvent } from './repository.ts';
import { changeApprovals, type StoredCertificateFlow, type StoredChangeField } from './schema.ts';

type ChangeRef = { applicationId: string; enterpriseId: string };

/**
 * Writes the decided fields: enterprise fields to the enterprise record, item fields to the
 * application item and, when the standard is already under an approved contract, to its contract
 * item. The effective personnel never exceeds the covered headcount.
 */
export async function applyFields(
  tx: Tx,
  user: AuthUser,
  change: ChangeRef,
  itemId: string | null,
  contractItemId: string | null,
  fields: readonly { key: string; after: string }[],
): Promise<void> {
  const enterprisePatch: EnterprisePatch = {};
  const itemPatch: ItemPatch = {};
  for (const f of fields) {
    const def = changeFieldOf(f.key);
    if (!def) continue;
    const value = changeValueOf(f.key, f.after);
    if (def.target === 'enterprise') (enterprisePatch as Record<string, unknown>)[f.key] = value;
    else (itemPatch as Record<string, unknown>)[f.key] = value;
  }
  if (itemId && ('headcount' in itemPatch || 'effectivePersonnel' in itemPatch)) {
    const [current] = await tx
      .select({
        headcount: applicationItemsView.headcount,
        effective: applicationItemsView.effectivePersonnel,
      })
      .from(applicationItemsView)
      .where(inTenant(applicationItemsView, user.tenantId, [eq(applicationItemsView.id, itemId)]));
    const headcount = (itemPatch.headcount as number | undefined) ?? current?.headcount ?? 0;
    const effective = (itemPatch.effectivePersonnel as number | undefined) ?? current?.effective ?? 0;
    if (effective > headcount) throw badRequest('有效人数不能大于体系覆盖人数');
  }
  await applyEnterpriseFields(tx, user.tenantId, user.userId, change.enterpriseId, enterprisePatch);
  if (itemId) {
    await applyApplicationItemFields(tx, user.tenantId, user.userId, change.applicationId, itemId, itemPatch);
    if (contractItemId)
      await applyContractItemFields(tx, user.tenantId, user.userId, contractItemId, itemPatch as never);
  }
}

/**
 * What the enterprise's current certificates (valid or suspended) must take over at their next
 * version: enterprise fields reach every certificate, item fields the certificate of that standard.
 */
export async function certificateFlowOf(
  tx: Tx,
  tenantId: number,
  enterpriseId: string,
  itemId: string | null,
  fields: readonly StoredChangeField[],
): Promise<StoredCertificateFlow[]> {
  const printed = fields.filter((f) => isCertificateField(f.key));
  if (!printed.length) return [];
  let itemStandardId: string | null = null;
  if (itemId) {
    const [i] = await tx
      .select({ standardId: applicationItemsView.certificateStandardId })
      .from(applicationItemsView)
      .where(inTenant(applicationItemsView, tenantId, [eq(applicationItemsView.id, itemId)]));
    itemStandardId = i?.standardId ?? null;
  }
  const held = await tx
    .select({
      id: certificates.id,
      certNo: certificates.certNo,
      standardCode: certificates.standardCode,
      standardId: certificates.certificateStandardId,
    })
    .from(certificates)
    .where(
      inTenant(certificates, tenantId, [
        eq(certificates.enterpriseId, enterpriseId),
        inArray(certificates.status, [1, 2]),
      ]),
    )
    .orderBy(certificates.certNo);
  const extended = fields.some(
    (f) =>
      f.key === 'professionalCodes' && parseProfessionalCodes(f.after).some((c) => !f.before.includes(c)),
  );
  return held.flatMap((c) => {
    const reaching = printed.filter(
      (f) =>
        changeFieldOf(f.key)!.target === 'enterprise' || (itemStandardId && c.standardId === itemStandardId),
    );
    if (!reaching.length) return [];
    return [
      {
        certificateId: c.id,
        certNo: c.certNo,
        standardCode: c.standardCode,
        changeCodes: certificateChangeCodes(
          reaching.map((f) => f.key),
          extended,
        ),
        fields: reaching.map((f) => ({ key: f.key, label: f.label, after: f.after })),
      },
    ];
  });
}

/**
 * A change review (type 11 / 21) opened by a decision has been approved (contract-review's
 * onChangeReviewApproved, inside that transaction): the contract item already holds the reviewed
 * figures; the decided enterprise and application-item fields are applied now, and what the
 * certificates must take over is recorded.
 */
export async function applyAfterChangeReview(
  tx: Tx,
  user: AuthUser,
  applicationChangeId: string,
): Promise<void> {
  const [a] = await tx
    .select()
    .from(changeApprovals)
    .where(
      inTenant(changeApprovals, user.tenantId, [
        eq(changeApprovals.applicationChangeId, applicationChangeId),
      ]),
    );
  if (!a || a.decision !== CHANGE_DECISION.audit || a.applied) return;
  const now = new Date();
  await applyFields(tx, user, a, a.applicationItemId, null, a.fields);
  const certificateFlow = await certificateFlowOf(
    tx,
    user.tenantId,
    a.enterpriseId,
    a.applicationItemId,
    a.fields,
  );
  await tx
    .update(changeApprovals)
    .set({
      applied: true,
      appliedAt: now,
      certificateFlow,
      certificateFlowStatus: certificateFlow.length ? 1 : 0,
      version: sql`${changeApprovals.version} + 1`,
      updatedAt: now,
      updatedBy: user.userId,
    })
    .where(eq(changeApprovals.id, a.id));
  if (a.fields.length)
    await insertEvent(
      tx,
      user.tenantId,
      applicationChangeId,
      'apply',
      `合同评审通过后生效：${a.fields.map((f) => `${f.label}：${f.before || '（空）'} → ${f.after || '（空）'}`).join('；')}`,
      user.userId,
      now,
    );
  if (certificateFlow.length)
    await insertEvent(
      tx,
      user.tenantId,
      applicationChangeId,
      'certificate',
      certificateFlow.map((c) => `${c.certNo}（${c.fields.map((f) => f.label).join('、')}）`).join('；'),
      user.userId,
      new Date(now.getTime() + 1),
    );
}

/**
 * For the certificate area (zsfx change / reissue): what approved changes its certificates must
 * still take over (待换发证书), oldest first; one certificate's only when `certificateId` is given.
 */
export async function pendingCertificateChanges(
  tx: Reader,
  tenantId: number,
  certificateId?: string,
): Promise<PendingCertificateChange[]> {
  const rows = await tx
    .select({
      applicationChangeId: changeApprovals.applicationChangeId,
      decidedAt: changeApprovals.decidedAt,
      flow: changeApprovals.certificateFlow,
    })
    .from(changeApprovals)
    .where(inTenant(changeApprovals, tenantId, [eq(changeApprovals.certificateFlowStatus, 1)]))
    .orderBy(changeApprovals.decidedAt);
  return rows.flatMap((r) =>
    r.flow
      .filter((c) => !certificateId || c.certificateId === certificateId)
      .map((c) => ({ applicationChangeId: r.applicationChangeId, decidedAt: r.decidedAt, ...c })),
  );
}

/**
 * The certificate area has issued the new versions carrying a change: its certificate flow is done
 * (证书已变更) and the trail says which certificates.
 */
export async function completeCertificateChange(
  tx: Tx,
  user: AuthUser,
  applicationChangeId: string,
  note: string,
): Promise<void> {
  const now = new Date();
  const done = await tx
    .update(changeApprovals)
    .set({
      certificateFlowStatus: 2,
      version: sql`${changeApprovals.version} + 1`,
      updatedAt: now,
      updatedBy: user.userId,
    })
    .where(
      inTenant(changeApprovals, user.tenantId, [
        eq(changeApprovals.applicationChangeId, applicationChangeId),
        eq(changeApprovals.certificateFlowStatus, 1),
      ]),
    )
    .returning({ id: changeApprovals.id });
  if (!done.length) throw badRequest('该变更没有待换发的证书');
  await insertEvent(
    tx,
    user.tenantId,
    applicationChangeId,
    'certificate',
    `证书已变更：${note}`,
    user.userId,
    now,
  );
}
