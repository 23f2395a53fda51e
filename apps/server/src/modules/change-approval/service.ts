/**
 * 变更审批 (htps/bgsp): the approver decides a change request in one transaction, guarded by
 * @cb/domain's changeDecisionError:
 * - no audit / document review: the change request is approved, the fields are written to the
 *   enterprise record and the application item, and what is printed on a certificate (name,
 *   address, scope) is recorded per certificate as waiting for its next version;
 * - audit (11 scope extension / 21 change audit): the request is approved, contract review is
 *   opened again for the item, and the fields wait for that review and audit;
 * - reject: the request is rejected with the reason.
 * Every step lands in the trail (change_approval_events) and the audit log; the applicant and the
 * enterprise's users get a message once the transaction has committed (services.notifier).
 * What an approved change writes, and its later steps, are change-effects.ts.
 */
import {
  CHANGE_AUDIT_TYPES,
  CHANGE_DECISION,
  CHANGE_DECISIONS,
  type ChangeApprovalDecideBody,
  type ChangeApprovalDetail,
  type ChangeApprovalExportQuery,
  type ChangeApprovalListQuery,
  type ChangeApprovalOutcome,
  type ChangeApprovalRow,
  type ChangeDecision,
  changeDecisionError,
  changeFieldOf,
  changeRequestStatusAfter,
  changeValueOf,
  decisionAppliesChange,
  formatChangeValue,
  labelOf,
  type Page,
  suggestedChangeFields,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  EXPORT_MAX_ROWS,
  isUnfiltered,
  type SheetColumn,
  withUniqueMessages,
  writeSheet,
} from '../../platform/crud/index.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import type { Notifier } from '../../platform/notify.ts';
import { settleChangeRequest } from '../applications/door.ts';
import { approvedContractItemFor, openChangeReview } from '../contract-review/door.ts';
import {
  CHANGEABLE_ENTERPRISE_FIELDS,
  ENTERPRISE_UNIQUE_MESSAGES,
  readEnterpriseFields,
  usersOfEnterprise,
} from '../customers/door.ts';
import { applyFields, certificateFlowOf } from './change-effects.ts';
import {
  type ChangeListKind,
  changeListWhere,
  insertEvent,
  readChange,
  readDecision,
  readItems,
  readTrail,
  selectChangePage,
  selectChangeRows,
  selectUnfilteredChangePage,
} from './repository.ts';
import { changeApprovals, type StoredCertificateFlow, type StoredChangeField } from './schema.ts';

const CHINA_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const formatDateTime = (iso: string | null) => (iso ? CHINA_TIME.format(new Date(iso)) : '');

const EXPORT_COLUMNS: SheetColumn<ChangeApprovalRow>[] = [
  { header: '申请编号', width: 16, value: (r) => r.applyNo },
  { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
  { header: '变更类型', width: 12, value: (r) => r.changeType_dictText },
  { header: '信息变更类型', width: 20, value: (r) => r.infoChangeTypes_dictText },
  { header: '变更前', width: 30, value: (r) => r.beforeValue },
  { header: '变更后', width: 30, value: (r) => r.afterValue },
  { header: '变更原因', width: 30, value: (r) => r.reason },
  { header: '申请人', width: 10, value: (r) => r.createByName },
  { header: '申请时间', width: 20, value: (r) => formatDateTime(r.createTime) },
  { header: '状态', width: 10, value: (r) => r.status_dictText },
  { header: '审批结论', width: 18, value: (r) => r.decision_dictText },
  { header: '审核类型', width: 16, value: (r) => r.auditType_dictText },
  { header: '审批意见', width: 30, value: (r) => r.opinion },
  { header: '审批人', width: 10, value: (r) => r.decidedByName },
  { header: '审批时间', width: 20, value: (r) => formatDateTime(r.decidedAt) },
];

export class ChangeApprovalService {
  constructor(
    private readonly database: Database,
    private readonly notifier: Notifier,
    private readonly clock: () => Date,
  ) {}

  async list(
    user: AuthUser,
    kind: ChangeListKind,
    q: ChangeApprovalListQuery,
  ): Promise<Page<ChangeApprovalRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      if (scope.kind === 'tenant' && isUnfiltered(q))
        return selectUnfilteredChangePage(tx, user.tenantId, kind, q);
      return selectChangePage(tx, changeListWhere(user.tenantId, scope, kind, q), kind, q);
    });
  }

  async exportWorkbook(user: AuthUser, kind: ChangeListKind, q: ChangeApprovalExportQuery): Promise<Buffer> {
    const rows = await this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      return selectChangeRows(tx, changeListWhere(user.tenantId, scope, kind, q), kind, q, EXPORT_MAX_ROWS);
    });
    return writeSheet(kind === 'await' ? '待审批变更' : '已审批变更', EXPORT_COLUMNS, rows);
  }

  async detail(user: AuthUser, id: string): Promise<ChangeApprovalDetail> {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const change = await readChange(tx, user.tenantId, scope, id);
      const items = await readItems(tx, user.tenantId, change.applicationId);
      const enterprise = await readEnterpriseFields(tx, user.tenantId, change.enterpriseId);
      const { createdBy: _c, infoChangeTypes, ...row } = change;
      return {
        change: row,
        enterpriseValues: Object.fromEntries(
          CHANGEABLE_ENTERPRISE_FIELDS.map((f) => [f, formatChangeValue(enterprise[f])]),
        ),
        items,
        suggestedFields: suggestedChangeFields(change.changeType, infoChangeTypes),
        approval: await readDecision(tx, user.tenantId, id, items),
        trail: await readTrail(tx, user.tenantId, change),
      };
    });
  }

  /** The applicant's view: the status, the decision and its trail, within the user's row scope. */
  async outcome(user: AuthUser, id: string): Promise<ChangeApprovalOutcome> {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const change = await readChange(tx, user.tenantId, scope, id);
      const items = await readItems(tx, user.tenantId, change.applicationId);
      return {
        status: change.status,
        status_dictText: change.status_dictText,
        approval: await readDecision(tx, user.tenantId, id, items),
        trail: await readTrail(tx, user.tenantId, change),
      };
    });
  }

  async decide(user: AuthUser, body: ChangeApprovalDecideBody): Promise<ChangeApprovalDetail> {
    await withUniqueMessages(
      () => this.database.tenantTx(user, (tx) => this.decideIn(tx, user, body)),
      ENTERPRISE_UNIQUE_MESSAGES,
    );
    return this.detail(user, body.id);
  }

  /** The decision inside the caller's transaction (the routes, and the demo seed). */
  async decideIn(tx: Tx, user: AuthUser, body: ChangeApprovalDecideBody): Promise<void> {
    const tenantId = user.tenantId;
    const scope = await customerScope(tx, user);
    const change = await readChange(tx, tenantId, scope, body.id);
    if (change.version !== body.version) throw conflict();
    const items = await readItems(tx, tenantId, change.applicationId);
    const item = body.itemId ? items.find((i) => i.id === body.itemId) : undefined;
    if (body.itemId && !item) throw badRequest('所选认证项目不属于该申请');
    const enterprise = await readEnterpriseFields(tx, tenantId, change.enterpriseId);
    const before: Record<string, string> = {
      ...Object.fromEntries(CHANGEABLE_ENTERPRISE_FIELDS.map((f) => [f, formatChangeValue(enterprise[f])])),
      ...(item?.values ?? {}),
    };
    const error = changeDecisionError(change.status, body, before, change.status_dictText);
    if (error) throw badRequest(error);
    const contractItem = item
      ? await approvedContractItemFor(tx, tenantId, change.applicationId, item.certificateStandardId)
      : null;
    if (body.decision === CHANGE_DECISION.audit && !contractItem)
      throw badRequest('该认证项目尚无已审批的合同，不能发起变更审核；合同审批前的变更请在合同评审中处理');

    const decision = body.decision as ChangeDecision;
    const now = this.clock();
    let step = 0;
    const event = (action: string, note: string) =>
      insertEvent(tx, tenantId, change.id, action, note, user.userId, new Date(now.getTime() + step++));

    await settleChangeRequest(tx, user.userId, change.id, body.version, changeRequestStatusAfter(decision));
    const fields: StoredChangeField[] = body.fields.map((f) => {
      const def = changeFieldOf(f.key)!;
      return {
        key: f.key,
        label: def.zh,
        target: def.target,
        before: before[f.key] ?? '',
        after: formatChangeValue(changeValueOf(f.key, f.after)),
      };
    });

    const decisionNote = [
      labelOf(CHANGE_DECISIONS, decision),
      body.auditType ? `审核类型：${labelOf(CHANGE_AUDIT_TYPES, body.auditType)}` : '',
      item ? `认证项目：${item.standardCode} ${item.standardName}` : '',
      body.opinion ? `意见：${body.opinion}` : '',
    ]
      .filter(Boolean)
      .join('；');
    await event('decide', decisionNote);

    const applied = decisionAppliesChange(decision);
    let certificateFlow: StoredCertificateFlow[] = [];
    if (applied && fields.length) {
      await applyFields(tx, user, change, item?.id ?? null, contractItem?.id ?? null, body.fields);
      await event(
        'apply',
        fields.map((f) => `${f.label}：${f.before || '（空）'} → ${f.after || '（空）'}`).join('；'),
      );
      certificateFlow = await certificateFlowOf(tx, tenantId, change.enterpriseId, item?.id ?? null, fields);
      if (certificateFlow.length)
        await event(
          'certificate',
          certificateFlow.map((c) => `${c.certNo}（${c.fields.map((f) => f.label).join('、')}）`).join('；'),
        );
    }

    let reviewId: string | null = null;
    if (decision === CHANGE_DECISION.audit && contractItem && item) {
      const type = labelOf(CHANGE_AUDIT_TYPES, body.auditType);
      reviewId = (
        await openChangeReview(tx, user, {
          applicationChangeId: change.id,
          contractItemId: contractItem.id,
          auditType: body.auditType as 11 | 21,
        })
      ).reviewTaskId;
      await event(
        'review',
        `已对合同${contractItem.contractNo}的${item.standardCode}项目重新发起合同评审（${type}），评审通过后变更生效`,
      );
    }

    await tx.insert(changeApprovals).values({
      tenantId,
      applicationChangeId: change.id,
      applicationId: change.applicationId,
      enterpriseId: change.enterpriseId,
      applicationItemId: item?.id ?? null,
      decision,
      auditType: decision === CHANGE_DECISION.audit ? body.auditType : null,
      opinion: body.opinion,
      fields,
      applied: applied && fields.length > 0,
      appliedAt: applied && fields.length > 0 ? now : null,
      reviewId,
      certificateFlow,
      certificateFlowStatus: certificateFlow.length ? 1 : 0,
      decidedBy: user.userId,
      decidedAt: now,
      createdBy: user.userId,
      updatedBy: user.userId,
    });

    const recipients = [
      ...new Set([
        ...(change.createdBy ? [change.createdBy] : []),
        ...(await usersOfEnterprise(tx, tenantId, change.enterpriseId)),
      ]),
    ].filter((u) => u !== user.userId);
    await this.notifier.send(tx, tenantId, {
      title: `变更申请${decision === CHANGE_DECISION.reject ? '已驳回' : '已通过'}：${change.applyNo}`,
      content: `${change.enterpriseName}的变更申请（${change.changeType_dictText}）审批结论：${labelOf(CHANGE_DECISIONS, decision)}${
        body.opinion ? `。审批意见：${body.opinion}` : ''
      }${applied && fields.length ? '。变更内容已生效。' : ''}`,
      userIds: recipients,
      msgType: decision === CHANGE_DECISION.reject ? '3' : '1',
    });
  }
}
