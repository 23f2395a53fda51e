/**
 * Applications (xmsl): create with a generated number, edit while draft or returned, submit after
 * the eligibility checklist and the application form (xmsl001) are in, accept or return by a
 * reviewer, withdraw by the applicant; every step is versioned (409 on a stale version) and leaves
 * an event with who, when and why. Enterprise and partner users are kept to their own rows
 * (platform/identity/row-scope.ts); another tenant's or another scope's application answers 404.
 * Which status allows what is decided by @cb/domain (applications/intake.ts); the queries are in
 * repository.ts.
 */
import {
  APPLICATION_ACCESS,
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationAction,
  type ApplicationDetail,
  type ApplicationExportQuery,
  type ApplicationInput,
  type ApplicationListQuery,
  type ApplicationPage,
  type ApplicationRow,
  applicationTransition,
  isApplicationDeletable,
  isApplicationEditable,
  labelOf,
  missingEligibility,
} from '@cb/domain';
import { desc } from 'drizzle-orm';
import { userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, type SheetColumn, writeSheet } from '../../platform/crud/index.ts';
import { COUNT_CAP, cappedPage, orderFor, pastEnd } from '../../platform/crud/list.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { hasRecordDocument } from '../../platform/files/record-file-service.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, customerScope } from '../../platform/identity/row-scope.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { runApplicationAccepted } from './hooks.ts';
import {
  APPLICATION_SORT,
  applicationListWhere,
  countApplications,
  enterprisesNamed,
  selectApplicationRows,
} from './list-repository.ts';
import { chinaDate, nextApplicationNumber, readNumberRule, writeNumberRule } from './numbering.ts';
import {
  applicationColumnsOf,
  checkEnterprise,
  checkStandards,
  insertApplicationEvent,
  readApplication,
  readApplicationDetail,
  selectEnterpriseOptions,
  writeApplicationItems,
} from './repository.ts';
import { applications } from './schema.ts';

/** The record type of application documents in record_files. */
export const APPLICATION_RECORD_TYPE = 'application';
export const APPLICATION_FORM_DOCUMENT = 'xmsl001';
/** The 资料下载 library: one virtual record per tenant holds the body's blank forms and guides. */
export const DOWNLOAD_LIBRARY_RECORD_TYPE = 'application_download';
/** The record id under which a tenant's download library files are kept. */
export const downloadLibraryId = (tenantId: number) =>
  `00000000-0000-7000-8000-${String(tenantId).padStart(12, '0')}`;

const DEFAULT_ORDER = [desc(applications.createdAt), desc(applications.id)];

const CHINA_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const chinaTime = (iso: string | null) => (iso ? CHINA_TIME.format(new Date(iso)) : '');

const EXPORT_COLUMNS: readonly SheetColumn<ApplicationRow>[] = [
  { header: '申请编号', width: 16, value: (r) => r.applyNo },
  { header: '申请企业', width: 32, value: (r) => r.enterpriseName },
  { header: '申请类型', width: 12, value: (r) => labelOf(APPLICATION_TYPES, r.applicationType) ?? '' },
  { header: '认证标准', width: 14, value: (r) => r.standardCodes },
  { header: '受理日期', width: 12, value: (r) => r.receivedDate },
  { header: '状态', width: 10, value: (r) => labelOf(APPLICATION_STATUSES, r.status) ?? '' },
  { header: '合作方', width: 24, value: (r) => r.partnerName },
  { header: '提交时间', width: 20, value: (r) => chinaTime(r.submitTime) },
  { header: '审核时间', width: 20, value: (r) => chinaTime(r.reviewTime) },
  { header: '退回原因', width: 30, value: (r) => r.returnReason },
];

export class ApplicationService {
  constructor(private readonly database: Database) {}

  async list(user: AuthUser, q: ApplicationListQuery): Promise<ApplicationPage> {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const named = await enterprisesNamed(tx, user.tenantId, q.enterpriseName);
      const where = applicationListWhere(user.tenantId, scope, q, named);
      const offset = (q.pageNo - 1) * q.pageSize;
      // Counted to the cap (platform/crud/list.ts); the answer always says whether it stopped there.
      const counted = await countApplications(tx, where, COUNT_CAP);
      const order = orderFor(q, APPLICATION_SORT, DEFAULT_ORDER, applications.id);
      const records = pastEnd(counted, offset)
        ? []
        : await selectApplicationRows(tx, where, order, q.pageSize, offset);
      return { ...cappedPage(records, counted, q), totalCapped: counted > COUNT_CAP };
    });
  }

  /** The Excel workbook of the list's rows (at most EXPORT_MAX_ROWS), in the list's order. */
  async exportWorkbook(user: AuthUser, q: ApplicationExportQuery): Promise<Buffer> {
    const rows = await this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const named = await enterprisesNamed(tx, user.tenantId, q.enterpriseName);
      const where = applicationListWhere(user.tenantId, scope, q, named);
      const order = orderFor(q, APPLICATION_SORT, DEFAULT_ORDER, applications.id);
      return selectApplicationRows(tx, where, order, EXPORT_MAX_ROWS);
    });
    return writeSheet('认证申请', EXPORT_COLUMNS, rows);
  }

  async detail(user: AuthUser, id: string): Promise<ApplicationDetail> {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      return readApplicationDetail(tx, user.tenantId, scope, id);
    });
  }

  /**
   * Creates a draft, numbering it from the tenant's rule; with `submit` it is submitted in the
   * same step, which needs the submit permission too.
   */
  async create(user: AuthUser, input: ApplicationInput, submit: boolean): Promise<ApplicationDetail> {
    if (submit && !(await this.mayUse(user, APPLICATION_ACCESS.submit))) throw forbidden();
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const enterprise = await checkEnterprise(tx, user.tenantId, scope, input.enterpriseId);
      const standardCodes = await checkStandards(tx, user.tenantId, input);
      const id = uuidv7();
      const applyNo = await nextApplicationNumber(tx, user.tenantId, chinaDate());
      const [created] = await tx
        .insert(applications)
        .values({
          id,
          ...authoredBy(user),
          applyNo,
          enterpriseId: enterprise.id,
          partnerId: enterprise.partnerId,
          ...applicationColumnsOf(input),
          standardCodes,
          status: APPLICATION_STATUS.draft,
        })
        .returning({ version: applications.version });
      await writeApplicationItems(tx, user, id, input);
      await insertApplicationEvent(tx, user, id, 'create', null, APPLICATION_STATUS.draft);
      if (submit) await this.transitionIn(tx, user, scope, id, created!.version, 'submit');
      return readApplicationDetail(tx, user.tenantId, scope, id);
    });
  }

  async update(user: AuthUser, id: string, version: number, input: ApplicationInput) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await readApplication(tx, user.tenantId, scope, id);
      if (!isApplicationEditable(current.status))
        throw badRequest(
          `当前状态“${labelOf(APPLICATION_STATUSES, current.status)}”不能修改，已受理的申请请发起变更`,
        );
      const enterprise = await checkEnterprise(tx, user.tenantId, scope, input.enterpriseId);
      const standardCodes = await checkStandards(tx, user.tenantId, input);
      await updateVersioned(
        tx,
        applications,
        id,
        version,
        {
          enterpriseId: enterprise.id,
          partnerId: enterprise.id === current.enterpriseId ? current.partnerId : enterprise.partnerId,
          ...applicationColumnsOf(input),
          standardCodes,
        },
        user.userId,
      );
      await writeApplicationItems(tx, user, id, input);
      await insertApplicationEvent(tx, user, id, 'update', current.status, current.status);
      return readApplicationDetail(tx, user.tenantId, scope, id);
    });
  }

  async transition(user: AuthUser, id: string, version: number, action: ApplicationAction, reason = '') {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      await this.transitionIn(tx, user, scope, id, version, action, reason);
      return readApplicationDetail(tx, user.tenantId, scope, id);
    });
  }

  /** Drafts only, and softly: regulated records are never removed. */
  async remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await readApplication(tx, user.tenantId, scope, id);
      if (!isApplicationDeletable(current.status)) throw badRequest('只能删除草稿状态的申请');
      await updateVersioned(tx, applications, id, version, { deleted: true }, user.userId);
      await insertApplicationEvent(tx, user, id, 'delete', current.status, current.status);
    });
  }

  /** Enterprises the user may apply for, for the form's select (scoped like the list). */
  async enterpriseOptions(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantRead(user, async (tx) =>
      selectEnterpriseOptions(tx, user.tenantId, await customerScope(tx, user), keyword),
    );
  }

  /** The tenant's application-number rule. */
  async numberRule(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => readNumberRule(tx, user.tenantId));
  }

  async saveNumberRule(user: AuthUser, pattern: string, version: number) {
    return this.database.tenantTx(user, (tx) =>
      writeNumberRule(tx, user.tenantId, pattern, version, user.userId),
    );
  }

  // ─────────────────────────────── inside a transaction ───────────────────────────────

  /** Whether the user may see the application (files of others answer 404 like missing ones). */
  async visible(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    return readApplication(tx, user.tenantId, scope, id).then(
      () => true,
      () => false,
    );
  }

  /** Documents change with the application: while it is a draft or returned. */
  async documentsEditable(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    const row = await readApplication(tx, user.tenantId, scope, id).catch(() => null);
    return !!row && isApplicationEditable(row.status);
  }

  private async mayUse(user: AuthUser, codes: readonly string[]): Promise<boolean> {
    const held = await userActions(this.database, user);
    return codes.some((code) => held.has(code));
  }

  private async transitionIn(
    tx: Tx,
    user: AuthUser,
    scope: CustomerScope,
    id: string,
    version: number,
    action: ApplicationAction,
    reason = '',
  ) {
    const current = await readApplication(tx, user.tenantId, scope, id);
    const next = applicationTransition(current.status, action);
    if (!next.ok) throw badRequest(next.message);
    // Accepting and returning is the body's decision, never the applicant's own.
    if ((action === 'accept' || action === 'return') && scope.kind !== 'tenant') throw notFound();
    const now = new Date();
    const patch: Partial<typeof applications.$inferInsert> = { status: next.status };
    if (action === 'submit') {
      const missing = missingEligibility(
        current.applicationType,
        current.eligibility as Record<string, boolean>,
      );
      if (missing.length) throw badRequest(`不满足受理条件：${missing.map((m) => m.zh).join('；')}`);
      if (!(await hasRecordDocument(tx, APPLICATION_RECORD_TYPE, id, APPLICATION_FORM_DOCUMENT)))
        throw badRequest('请先上传认证申请书');
      Object.assign(patch, { submittedAt: now, submittedBy: user.userId, returnReason: '' });
    }
    if (action === 'accept') Object.assign(patch, { reviewedAt: now, reviewedBy: user.userId });
    if (action === 'return')
      Object.assign(patch, { reviewedAt: now, reviewedBy: user.userId, returnReason: reason });
    await updateVersioned(tx, applications, id, version, patch, user.userId);
    await insertApplicationEvent(tx, user, id, action, current.status, next.status, reason);
    // Contract review opens its task in the same transaction (hooks.ts).
    if (action === 'accept') await runApplicationAccepted(tx, user, id);
  }
}
