/**
 * 证书变更 (zsfx change, DOMAIN.md §1.3 "1 → 1 (new version)"): the pending changes that
 * certificates must take over — approved change requests of 变更审批 (待换发证书) and the change tasks
 * a decision leaves after a scope extension or change audit (certificate_tasks kind 4) — the form
 * prefilled with them, and the new version: one transaction that turns the old version to 99 (旧证书)
 * naming its replacement, inserts the new version with the same number, writes an event on both
 * (change types of §4.4, replacement reason 0101–0104), and marks the source done.
 */
import {
  APPROVAL_FIELD_TO_CERTIFICATE,
  CERTIFICATE_CONTENT_CHANGES,
  type CertificateChangeField,
  type CertificateChangeForm,
  type CertificateChangeInput,
  certificateChangeBody,
  certificateChangeProblem,
  changedCertificateFields,
  labelOf,
  type Page,
  type PendingCertificateChangeRow,
  REPLACEMENT_REASONS,
} from '@cb/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { closeOpenTask, openChangeTasks } from '../certification-decisions/door.ts';
import { completeApprovedChange, pendingApprovedChanges } from './hooks.ts';
import { keepCertificatePdf } from './pdf-store.ts';
import { certificateEvents, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

/** Audit type 11 (扩大认证范围) brings a scope extension. */
const SCOPE_EXTENSION_AUDIT = 11;

type CertificateRecord = typeof certificates.$inferSelect;

const FIELD_KEYS: readonly CertificateChangeField[] = [
  'enterpriseName',
  'enterpriseNameEn',
  'enterpriseAddress',
  'enterpriseAddressEn',
  'scopeZh',
  'scopeEn',
  'standardName',
  'standardVersion',
  'marks',
];

const printedFields = (row: CertificateRecord): Record<CertificateChangeField, string> =>
  Object.fromEntries(FIELD_KEYS.map((k) => [k, row[k]])) as Record<CertificateChangeField, string>;

/** Every pending change of the tenant (one certificate's when `certificateId` is given), oldest first. */
async function selectPending(
  tx: Reader,
  tenantId: number,
  certificateId?: string,
): Promise<PendingCertificateChangeRow[]> {
  const approvals = await pendingApprovedChanges(tx, tenantId, certificateId);
  // The change tasks decisions left (certificate_tasks kind 4, the decisions' door).
  const tasks = await openChangeTasks(tx, tenantId, certificateId);
  const ids = [
    ...new Set([
      ...approvals.map((a) => a.certificateId),
      ...tasks.flatMap((t) => (t.certificateId ? [t.certificateId] : [])),
    ]),
  ];
  if (!ids.length) return [];
  const held = new Map(
    (
      await tx
        .select()
        .from(certificates)
        .where(inTenant(certificates, tenantId, [inArray(certificates.id, ids)]))
    ).map((c) => [c.id, c]),
  );
  const base = (c: CertificateRecord) => ({
    certificateId: c.id,
    certNo: c.certNo,
    enterpriseName: c.enterpriseName,
    standardName: c.standardName,
    certificateType: c.certificateType,
    status: c.status,
  });
  const rows: PendingCertificateChangeRow[] = [];
  for (const a of approvals) {
    const c = held.get(a.certificateId);
    // A certificate already replaced (99) has taken the change over.
    if (!c || c.status === 99) continue;
    rows.push({
      key: `approval:${a.applicationChangeId}:${c.id}`,
      source: 'approval',
      sourceId: a.applicationChangeId,
      ...base(c),
      changeTypes: a.changeCodes,
      fields: a.fields,
      note: a.fields.map((f) => `${f.label}：${f.after}`).join('；'),
      decidedAt: a.decidedAt.toISOString(),
    });
  }
  for (const t of tasks) {
    const c = t.certificateId ? held.get(t.certificateId) : undefined;
    if (!c || c.status === 99) continue;
    rows.push({
      key: `decision:${t.id}`,
      source: 'decision',
      sourceId: t.id,
      ...base(c),
      changeTypes: t.auditType === SCOPE_EXTENSION_AUDIT ? ['05'] : [],
      fields: [],
      note: t.note,
      decidedAt: t.createdAt.toISOString(),
    });
  }
  return rows.sort((a, b) => a.decidedAt.localeCompare(b.decidedAt));
}

/** The pending changes applied to the current fields (later changes win), with their change types. */
function prefillOf(current: Record<CertificateChangeField, string>, pending: PendingCertificateChangeRow[]) {
  const fields: Partial<Record<CertificateChangeField, string>> = {};
  const types = new Set<string>();
  for (const p of pending) {
    for (const t of p.changeTypes) types.add(t);
    for (const f of p.fields) {
      const key = APPROVAL_FIELD_TO_CERTIFICATE[f.key];
      if (key && f.after.trim() && f.after !== current[key]) fields[key] = f.after;
    }
  }
  // Both directions of a scope change can be pending: the later one wins.
  if (types.has('05') && types.has('06')) {
    const last = [...pending]
      .reverse()
      .find((p) => p.changeTypes.includes('05') || p.changeTypes.includes('06'));
    types.delete(last?.changeTypes.includes('05') ? '06' : '05');
  }
  return { changeTypes: [...types].sort(), fields };
}

export class CertificateChangeService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
    /** Where the new version's PDF is kept (pdf-store.ts); without it no PDF is generated. */
    private readonly files?: FileStorage,
  ) {}

  /** 证书变更 list: what certificates must still take over, filtered and paged in memory (few rows). */
  pending(
    user: AuthUser,
    query: { pageNo: number; pageSize: number; certNo?: string; enterpriseName?: string },
  ): Promise<Page<PendingCertificateChangeRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const all = (await selectPending(tx, user.tenantId)).filter(
        (r) =>
          (!query.certNo || r.certNo.toUpperCase().includes(query.certNo.toUpperCase())) &&
          (!query.enterpriseName || r.enterpriseName.includes(query.enterpriseName)),
      );
      const start = (query.pageNo - 1) * query.pageSize;
      return {
        records: all.slice(start, start + query.pageSize),
        total: all.length,
        current: query.pageNo,
        size: query.pageSize,
        pages: Math.max(1, Math.ceil(all.length / query.pageSize)),
      };
    });
  }

  /** The change form of a current version: its printed fields, pending changes and the prefill. */
  form(user: AuthUser, id: string): Promise<CertificateChangeForm> {
    return this.database.tenantRead(user, async (tx) => {
      const [row] = await tx
        .select()
        .from(certificates)
        .where(inTenant(certificates, user.tenantId, [eq(certificates.id, id)]));
      if (!row) throw notFound('证书不存在');
      const current = printedFields(row);
      const pending = await selectPending(tx, user.tenantId, id);
      return {
        id: row.id,
        version: row.version,
        certNo: row.certNo,
        certificateType: row.certificateType,
        status: row.status,
        standardCode: row.standardCode,
        issueDate: row.issueDate,
        expiryDate: row.expiryDate,
        current,
        pending,
        prefill: prefillOf(current, pending),
      };
    });
  }

  /**
   * The new version, in one transaction (see the file's comment), with its PDF kept when a template
   * fits (`origin`: the QR code's host).
   */
  change(user: AuthUser, input: CertificateChangeInput, origin?: string) {
    const body = certificateChangeBody.parse(input);
    return this.database.tenantTx(user, async (tx) => {
      const [old] = await tx
        .select()
        .from(certificates)
        .where(inTenant(certificates, user.tenantId, [eq(certificates.id, body.id)]))
        .for('update');
      if (!old) throw notFound('证书不存在');
      if (old.version !== body.version) throw conflict();
      const current = printedFields(old);
      const problem = certificateChangeProblem(
        {
          status: old.status,
          certificateType: old.certificateType,
          issueDate: old.issueDate,
          expiryDate: old.expiryDate,
          fields: current,
        },
        { ...body, issueDate: body.issueDate },
      );
      if (problem) throw badRequest(problem);
      if (body.issueDate > chinaToday(this.clock())) throw badRequest('换证日期不能晚于今天');

      // The source must be pending for this very certificate.
      const pending = await selectPending(tx, user.tenantId, old.id);
      if (
        body.applicationChangeId &&
        !pending.some((p) => p.source === 'approval' && p.sourceId === body.applicationChangeId)
      )
        throw badRequest('该变更审批没有待换发的本证书');
      if (body.taskId && !pending.some((p) => p.source === 'decision' && p.sourceId === body.taskId))
        throw badRequest('该认证决定没有待处理的本证书变更');

      const changed = changedCertificateFields(current, body.fields);
      const after: Record<string, string> = {};
      const before: Record<string, string> = {};
      for (const key of changed) {
        after[key] = body.fields[key]!.trim();
        before[key] = current[key];
      }
      const newId = uuidv7();
      const changeType = body.changeTypes.length ? [...body.changeTypes].sort().join(',') : '';
      const reasonName = labelOf(REPLACEMENT_REASONS, body.replacementReason) ?? body.replacementReason;
      const typeNames = body.changeTypes
        .map((c) => CERTIFICATE_CONTENT_CHANGES.find((t) => t.code === c)?.zh ?? c)
        .join('、');
      const reason = [typeNames || reasonName, body.reason].filter(Boolean).join('：');

      // Old version first (the unique index allows one current version per number), then the new one.
      await updateVersioned(tx, certificates, old.id, old.version, { status: 99 }, user.userId);
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...copy } = old;
      await tx.insert(certificates).values({
        ...copy,
        ...after,
        id: newId,
        status: 1,
        suspendUntil: null,
        replacedById: null,
        firstIssueDate: old.firstIssueDate ?? old.issueDate,
        issueDate: body.issueDate,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await tx
        .update(certificates)
        .set({ replacedById: newId })
        .where(inTenant(certificates, user.tenantId, [eq(certificates.id, old.id)]));
      const event = {
        tenantId: user.tenantId,
        eventType: body.changeTypes.length ? 'change' : 'reissue',
        changeType,
        reasonCode: body.replacementReason,
        reason,
        effectiveDate: body.issueDate,
        before,
        after,
        approvedBy: user.userId,
        actorId: user.userId,
      };
      await tx.insert(certificateEvents).values([
        { ...event, id: uuidv7(), certificateId: old.id, fromStatus: old.status, toStatus: 99 },
        { ...event, id: uuidv7(), certificateId: newId, fromStatus: null, toStatus: 1 },
      ]);
      if (this.files && origin)
        await keepCertificatePdf(tx, this.files, {
          tenantId: user.tenantId,
          userId: user.userId,
          certificateId: newId,
          reason: event.eventType === 'change' ? 'change' : 'reissue',
          note: reason,
          origin,
          requireTemplate: false,
        });

      // The sources: an approval is done once every certificate it reaches has its new version.
      if (body.applicationChangeId) {
        const left = (await selectPending(tx, user.tenantId)).filter(
          (p) => p.source === 'approval' && p.sourceId === body.applicationChangeId,
        );
        if (!left.length)
          await completeApprovedChange(tx, user, body.applicationChangeId, `${old.certNo}（${reason}）`);
      }
      if (body.taskId) {
        if (!(await closeOpenTask(tx, user.tenantId, body.taskId, user.userId, this.clock())))
          throw conflict();
      }
      return { id: newId, version: 1, oldId: old.id, certNo: old.certNo };
    });
  }
}
