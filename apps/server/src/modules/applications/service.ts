/**
 * Applications (xmsl): create with a generated number, edit while draft or returned, submit after
 * the eligibility checklist and the application form (xmsl001) are in, accept or return by a
 * reviewer, withdraw by the applicant; every step is versioned (409 on a stale version) and leaves
 * an event with who, when and why. Enterprise and partner users are kept to their own rows
 * (platform/identity/row-scope.ts); another tenant's or another scope's application answers 404.
 */
import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationAction,
  type ApplicationInput,
  AUDIT_METHODS,
  applicationTransition,
  isApplicationEditable,
  labelOf,
  missingEligibility,
  type Page,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lte,
  sql,
} from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { containsPattern, orderFor, prefixPattern } from '../../platform/crud/list.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { recordFiles } from '../../platform/files/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { enterprises, partners } from '../customers/schema.ts';
import { type CustomerScope, customerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { certificateStandards } from '../reference/schema.ts';
import type { ApplicationListQuery } from './dto.ts';
import { chinaDate, nextApplicationNumber } from './numbering.ts';
import { applicationEvents, applicationItems, applications } from './schema.ts';

/** Button codes of the application pages (the same codes gate the web buttons). */
export const APPLICATION_PERMISSION = {
  add: 'xmsl:add:add',
  submit: 'xmsl:add:submit',
  detail: 'xmsl:search:detail',
  audit: 'xmsl:search:audit',
  update: 'xmsl:search:update',
  change: 'xmsl:search:change',
  delete: 'xmsl:search:delete',
  export: 'xmsl:search:export',
} as const;
/** Who may read the list: anyone holding one of the application actions. */
export const APPLICATION_LIST_PERMISSIONS = [
  APPLICATION_PERMISSION.detail,
  APPLICATION_PERMISSION.audit,
  APPLICATION_PERMISSION.update,
  APPLICATION_PERMISSION.add,
];
/** The record type of application documents in record_files. */
export const APPLICATION_RECORD_TYPE = 'application';
export const APPLICATION_FORM_DOCUMENT = 'xmsl001';

const ctx = (user: AuthUser) => ({ tenantId: user.tenantId, userId: user.userId });
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const submitter = aliasedTable(users, 'submitter');
const reviewer = aliasedTable(users, 'reviewer');
const creator = aliasedTable(users, 'creator');

const listColumns = {
  id: applications.id,
  version: applications.version,
  applyNo: applications.applyNo,
  enterpriseId: applications.enterpriseId,
  enterpriseName: enterprises.name,
  partnerName: partners.name,
  applicationType: applications.applicationType,
  receivedDate: applications.receivedDate,
  standardCodes: applications.standardCodes,
  status: applications.status,
  returnReason: applications.returnReason,
  createdAt: applications.createdAt,
  submittedAt: applications.submittedAt,
  reviewedAt: applications.reviewedAt,
};

export interface ApplicationListRecord {
  id: string;
  version: number;
  applyNo: string;
  enterpriseId: string;
  enterpriseName: string;
  partnerName: string;
  applicationType: number;
  applicationType_dictText: string;
  receivedDate: string;
  standardCodes: string;
  status: number;
  status_dictText: string;
  returnReason: string;
  createTime: string | null;
  submitTime: string | null;
  reviewTime: string | null;
}

type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null;
};

function toListRecord(r: ListRow): ApplicationListRecord {
  return {
    id: r.id!,
    version: r.version!,
    applyNo: r.applyNo!,
    enterpriseId: r.enterpriseId!,
    enterpriseName: r.enterpriseName ?? '',
    partnerName: r.partnerName ?? '',
    applicationType: r.applicationType!,
    applicationType_dictText: labelOf(APPLICATION_TYPES, r.applicationType) ?? '',
    receivedDate: r.receivedDate!,
    standardCodes: r.standardCodes ?? '',
    status: r.status!,
    status_dictText: labelOf(APPLICATION_STATUSES, r.status) ?? '',
    returnReason: r.returnReason ?? '',
    createTime: iso(r.createdAt),
    submitTime: iso(r.submittedAt),
    reviewTime: iso(r.reviewedAt),
  };
}

const SORT = {
  applyNo: applications.applyNo,
  receivedDate: applications.receivedDate,
  status: applications.status,
  createTime: applications.createdAt,
  submitTime: applications.submittedAt,
};
const DEFAULT_ORDER = [desc(applications.createdAt), desc(applications.id)];

/** Where a list or an export looks: the tenant, the user's scope and the filters. */
function listWhere(
  tenantId: number,
  scope: CustomerScope,
  q: Omit<ApplicationListQuery, 'pageNo' | 'pageSize'>,
  /** The enterprises whose name matches `q.enterpriseName`, when few enough to list (see below). */
  namedEnterprises: string[] | null = null,
) {
  const byName = !q.enterpriseName
    ? undefined
    : namedEnterprises
      ? namedEnterprises.length > 0
        ? inArray(applications.enterpriseId, namedEnterprises)
        : sql`false`
      : inArray(
          applications.enterpriseId,
          sql`(select ${enterprises.id} from ${enterprises} where ${enterprises.tenantId} = ${tenantId} and ${ilike(enterprises.name, containsPattern(q.enterpriseName))})`,
        );
  return and(
    eq(applications.tenantId, tenantId),
    eq(applications.deleted, false),
    enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    q.applyNo ? like(applications.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
    byName,
    q.enterpriseId ? eq(applications.enterpriseId, q.enterpriseId) : undefined,
    q.partnerId ? eq(applications.partnerId, q.partnerId) : undefined,
    q.status !== undefined ? eq(applications.status, q.status) : undefined,
    q.applicationType !== undefined ? eq(applications.applicationType, q.applicationType) : undefined,
    q.receivedFrom ? gte(applications.receivedDate, q.receivedFrom) : undefined,
    q.receivedTo ? lte(applications.receivedDate, q.receivedTo) : undefined,
    q.certificateStandardId
      ? exists(
          sql`(select 1 from ${applicationItems} where ${applicationItems.tenantId} = ${tenantId} and ${applicationItems.applicationId} = ${applications.id} and ${applicationItems.certificateStandardId} = ${q.certificateStandardId})`,
        )
      : undefined,
  );
}

/**
 * Counting every matching row of a large tenant costs more than the page itself, and nobody pages
 * past the first thousands: the count stops at COUNT_CAP and the answer says so (`totalCapped`).
 */
export const COUNT_CAP = 10_000;

/**
 * 企业名称 search: the matching enterprises come first from the trigram index, and the applications
 * are then looked up by those ids. Written as one subquery, the planner cannot tell a rare name from
 * a common one and walks the newest applications one by one (150 ms at 300 000 rows). Past this
 * many matches the name is common, and the subquery is the better plan.
 */
const NAME_MATCH_CAP = 2_000;

async function enterprisesNamed(
  tx: Tx,
  tenantId: number,
  name: string | undefined,
): Promise<string[] | null> {
  if (!name) return null;
  const rows = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.tenantId, tenantId), ilike(enterprises.name, containsPattern(name))))
    .limit(NAME_MATCH_CAP + 1);
  return rows.length > NAME_MATCH_CAP ? null : rows.map((r) => r.id);
}

const selectList = (tx: Tx) =>
  tx
    .select(listColumns)
    .from(applications)
    .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
    .leftJoin(partners, eq(partners.id, applications.partnerId));

export class ApplicationService {
  constructor(private readonly database: Database) {}

  async list(
    user: AuthUser,
    q: ApplicationListQuery,
  ): Promise<Page<ApplicationListRecord> & { totalCapped: boolean }> {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const named = await enterprisesNamed(tx, user.tenantId, q.enterpriseName);
      const where = listWhere(user.tenantId, scope, q, named);
      const offset = (q.pageNo - 1) * q.pageSize;
      const [countRow] = await tx
        .execute<{ n: number | string }>(
          sql`select count(*) as n from (select 1 from ${applications} where ${where} limit ${COUNT_CAP + 1}) capped`,
        )
        .then((r) => r.rows);
      const counted = Number(countRow?.n ?? 0);
      const totalCapped = counted > COUNT_CAP;
      const total = totalCapped ? COUNT_CAP : counted;
      const rows =
        offset >= counted
          ? []
          : await selectList(tx)
              .where(where)
              .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, applications.id))
              .limit(q.pageSize)
              .offset(offset);
      return {
        records: rows.map(toListRecord),
        total,
        current: q.pageNo,
        size: q.pageSize,
        pages: Math.ceil(total / q.pageSize),
        totalCapped,
      };
    });
  }

  /** The rows of an export (at most `limit`), in the list's order. */
  async exportRows(user: AuthUser, q: Omit<ApplicationListQuery, 'pageNo' | 'pageSize'>, limit: number) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const named = await enterprisesNamed(tx, user.tenantId, q.enterpriseName);
      const rows = await selectList(tx)
        .where(listWhere(user.tenantId, scope, q, named))
        .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, applications.id))
        .limit(limit);
      return rows.map(toListRecord);
    });
  }

  async detail(user: AuthUser, id: string) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      return this.readDetail(tx, user.tenantId, scope, id);
    });
  }

  /** Creates a draft (or a submitted application when `submit`), numbering it from the tenant's rule. */
  async create(user: AuthUser, input: ApplicationInput, submit: boolean) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const enterprise = await this.checkEnterprise(tx, user.tenantId, scope, input.enterpriseId);
      const standardCodes = await this.checkStandards(tx, user.tenantId, input);
      const id = uuidv7();
      const applyNo = await nextApplicationNumber(tx, user.tenantId, chinaDate());
      await tx.insert(applications).values({
        id,
        tenantId: user.tenantId,
        applyNo,
        enterpriseId: enterprise.id,
        partnerId: enterprise.partnerId,
        ...this.columnsOf(input),
        standardCodes,
        status: APPLICATION_STATUS.draft,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await this.insertItems(tx, user, id, input);
      await this.event(tx, user, id, 'create', null, APPLICATION_STATUS.draft);
      if (submit) {
        const [row] = await tx
          .select({ version: applications.version })
          .from(applications)
          .where(eq(applications.id, id));
        await this.transitionIn(tx, user, scope, id, row!.version, 'submit');
      }
      return this.readDetail(tx, user.tenantId, scope, id);
    });
  }

  async update(user: AuthUser, id: string, version: number, input: ApplicationInput) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await this.readRow(tx, user.tenantId, scope, id);
      if (!isApplicationEditable(current.status))
        throw badRequest(
          `当前状态“${labelOf(APPLICATION_STATUSES, current.status)}”不能修改，已受理的申请请发起变更`,
        );
      const enterprise = await this.checkEnterprise(tx, user.tenantId, scope, input.enterpriseId);
      const standardCodes = await this.checkStandards(tx, user.tenantId, input);
      await updateVersioned(
        tx,
        applications,
        id,
        version,
        {
          enterpriseId: enterprise.id,
          partnerId: enterprise.id === current.enterpriseId ? current.partnerId : enterprise.partnerId,
          ...this.columnsOf(input),
          standardCodes,
        },
        user.userId,
      );
      await tx.delete(applicationItems).where(eq(applicationItems.applicationId, id));
      await this.insertItems(tx, user, id, input);
      await this.event(tx, user, id, 'update', current.status, current.status);
      return this.readDetail(tx, user.tenantId, scope, id);
    });
  }

  async transition(user: AuthUser, id: string, version: number, action: ApplicationAction, reason = '') {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      await this.transitionIn(tx, user, scope, id, version, action, reason);
      return this.readDetail(tx, user.tenantId, scope, id);
    });
  }

  /** Drafts only, and softly: regulated records are never removed. */
  async remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await this.readRow(tx, user.tenantId, scope, id);
      if (current.status !== APPLICATION_STATUS.draft) throw badRequest('只能删除草稿状态的申请');
      await updateVersioned(tx, applications, id, version, { deleted: true }, user.userId);
      await this.event(tx, user, id, 'delete', current.status, current.status);
    });
  }

  /** Enterprises the user may apply for, for the form's select (scoped like the list). */
  async enterpriseOptions(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const scoped = enterpriseScopeWhere(scope, enterprises.id, enterprises.partnerId);
      return tx
        .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
        .from(enterprises)
        .where(
          and(
            eq(enterprises.tenantId, user.tenantId),
            eq(enterprises.deleted, false),
            scoped,
            keyword ? ilike(enterprises.name, containsPattern(keyword)) : undefined,
          ),
        )
        .orderBy(asc(enterprises.name))
        .limit(20);
    });
  }

  // ─────────────────────────────── inside a transaction ───────────────────────────────

  /** Whether the user may see the application (files of others answer 404 like missing ones). */
  async visible(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    return this.readRow(tx, user.tenantId, scope, id).then(
      () => true,
      () => false,
    );
  }

  /** Documents change with the application: while it is a draft or returned. */
  async documentsEditable(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    const row = await this.readRow(tx, user.tenantId, scope, id).catch(() => null);
    return !!row && isApplicationEditable(row.status);
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
    const current = await this.readRow(tx, user.tenantId, scope, id);
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
      if (!(await this.hasApplicationForm(tx, user.tenantId, id))) throw badRequest('请先上传认证申请书');
      Object.assign(patch, { submittedAt: now, submittedBy: user.userId, returnReason: '' });
    }
    if (action === 'accept') Object.assign(patch, { reviewedAt: now, reviewedBy: user.userId });
    if (action === 'return')
      Object.assign(patch, { reviewedAt: now, reviewedBy: user.userId, returnReason: reason });
    await updateVersioned(tx, applications, id, version, patch, user.userId);
    await this.event(tx, user, id, action, current.status, next.status, reason);
  }

  private async hasApplicationForm(tx: Tx, tenantId: number, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: recordFiles.id })
      .from(recordFiles)
      .where(
        and(
          eq(recordFiles.tenantId, tenantId),
          eq(recordFiles.recordType, APPLICATION_RECORD_TYPE),
          eq(recordFiles.recordId, id),
          eq(recordFiles.documentType, APPLICATION_FORM_DOCUMENT),
          isNull(recordFiles.deletedAt),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** The application row if the user may see it; 404 otherwise (ids cannot be probed). */
  async readRow(tx: Tx, tenantId: number, scope: CustomerScope, id: string) {
    const [row] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.id, id),
          eq(applications.deleted, false),
          enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
        ),
      );
    if (!row) throw notFound('申请不存在');
    return row;
  }

  private async readDetail(tx: Tx, tenantId: number, scope: CustomerScope, id: string) {
    const row = await this.readRow(tx, tenantId, scope, id);
    const [names] = await tx
      .select({
        enterpriseName: enterprises.name,
        enterpriseNameEn: enterprises.nameEn,
        creditCode: enterprises.creditCode,
        partnerName: partners.name,
        submittedByName: submitter.realname,
        reviewedByName: reviewer.realname,
        createdByName: creator.realname,
      })
      .from(applications)
      .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
      .leftJoin(partners, eq(partners.id, applications.partnerId))
      .leftJoin(submitter, eq(submitter.id, applications.submittedBy))
      .leftJoin(reviewer, eq(reviewer.id, applications.reviewedBy))
      .leftJoin(creator, eq(creator.id, applications.createdBy))
      .where(eq(applications.id, id));
    const items = await tx
      .select({
        id: applicationItems.id,
        certificateStandardId: applicationItems.certificateStandardId,
        standardCode: certificateStandards.code,
        standardName: certificateStandards.name,
        standardVersion: applicationItems.standardVersion,
        scopeZh: applicationItems.scopeZh,
        scopeEn: applicationItems.scopeEn,
        professionalCodes: applicationItems.professionalCodes,
        riskLevel: applicationItems.riskLevel,
        headcount: applicationItems.headcount,
        effectivePersonnel: applicationItems.effectivePersonnel,
        exclusions: applicationItems.exclusions,
        auditMethod: applicationItems.auditMethod,
        systemNumber: applicationItems.systemNumber,
        integratedAudit: applicationItems.integratedAudit,
      })
      .from(applicationItems)
      .innerJoin(certificateStandards, eq(certificateStandards.id, applicationItems.certificateStandardId))
      .where(eq(applicationItems.applicationId, id))
      .orderBy(asc(applicationItems.sortNo));
    const events = await tx
      .select({
        action: applicationEvents.action,
        fromStatus: applicationEvents.fromStatus,
        toStatus: applicationEvents.toStatus,
        reason: applicationEvents.reason,
        actorName: users.realname,
        createdAt: applicationEvents.createdAt,
      })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(and(eq(applicationEvents.tenantId, tenantId), eq(applicationEvents.applicationId, id)))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
    const eligibility = row.eligibility as Record<string, boolean>;
    return {
      id: row.id,
      version: row.version,
      applyNo: row.applyNo,
      enterpriseId: row.enterpriseId,
      enterpriseName: names?.enterpriseName ?? '',
      enterpriseNameEn: names?.enterpriseNameEn ?? '',
      creditCode: names?.creditCode ?? '',
      partnerId: row.partnerId,
      partnerName: names?.partnerName ?? '',
      applicationType: row.applicationType,
      applicationType_dictText: labelOf(APPLICATION_TYPES, row.applicationType) ?? '',
      receivedDate: row.receivedDate,
      originalBody: row.originalBody,
      originalCertificateNo: row.originalCertificateNo,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      remark: row.remark,
      eligibility,
      missingEligibility: missingEligibility(row.applicationType, eligibility).map((m) => m.code),
      status: row.status,
      status_dictText: labelOf(APPLICATION_STATUSES, row.status) ?? '',
      editable: isApplicationEditable(row.status),
      returnReason: row.returnReason,
      createTime: iso(row.createdAt),
      createByName: names?.createdByName ?? '',
      submitTime: iso(row.submittedAt),
      submitByName: names?.submittedByName ?? '',
      reviewTime: iso(row.reviewedAt),
      reviewByName: names?.reviewedByName ?? '',
      items: items.map((i) => ({
        ...i,
        riskLevel_dictText: labelOf(RISK_LEVELS, i.riskLevel) ?? '',
        auditMethod_dictText: labelOf(AUDIT_METHODS, i.auditMethod) ?? '',
        systemNumber_dictText: labelOf(SYSTEM_NUMBERS, i.systemNumber) ?? '',
      })),
      events: events.map((e) => ({ ...e, actorName: e.actorName ?? '', createdAt: iso(e.createdAt) })),
    };
  }

  /** The enterprise must exist in the tenant and be within the user's scope (else it "does not exist"). */
  private async checkEnterprise(tx: Tx, tenantId: number, scope: CustomerScope, enterpriseId: string) {
    const [row] = await tx
      .select({ id: enterprises.id, partnerId: enterprises.partnerId })
      .from(enterprises)
      .where(
        and(
          eq(enterprises.tenantId, tenantId),
          eq(enterprises.id, enterpriseId),
          eq(enterprises.deleted, false),
        ),
      );
    const allowed =
      row &&
      (scope.kind === 'tenant' ||
        (scope.kind === 'enterprise' && scope.enterpriseId === row.id) ||
        (scope.kind === 'partner' && scope.partnerId !== null && scope.partnerId === row.partnerId));
    if (!allowed) throw badRequest('申请企业不存在');
    return row;
  }

  /** Every item's standard must be an enabled standard of the tenant; returns their codes ("Q,E"). */
  private async checkStandards(tx: Tx, tenantId: number, input: ApplicationInput): Promise<string> {
    const ids = input.items.map((i) => i.certificateStandardId);
    const rows = await tx
      .select({ id: certificateStandards.id, code: certificateStandards.code })
      .from(certificateStandards)
      .where(
        and(
          eq(certificateStandards.tenantId, tenantId),
          inArray(certificateStandards.id, ids),
          eq(certificateStandards.enabled, 1),
        ),
      );
    const codes = new Map(rows.map((r) => [r.id, r.code]));
    const missing = ids.findIndex((i) => !codes.has(i));
    if (missing >= 0) throw badRequest(`第${missing + 1}个认证标准不存在或已停用`);
    return ids.map((i) => codes.get(i)).join(',');
  }

  private columnsOf(input: ApplicationInput) {
    return {
      applicationType: input.applicationType,
      receivedDate: input.receivedDate,
      originalBody: input.applicationType === 2 ? input.originalBody : '',
      originalCertificateNo: input.applicationType === 2 ? input.originalCertificateNo : '',
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      remark: input.remark,
      eligibility: input.eligibility,
    };
  }

  private async insertItems(tx: Tx, user: AuthUser, applicationId: string, input: ApplicationInput) {
    await tx.insert(applicationItems).values(
      input.items.map((item, index) => ({
        tenantId: user.tenantId,
        applicationId,
        ...item,
        sortNo: index,
        createdBy: user.userId,
        updatedBy: user.userId,
      })),
    );
  }

  private async event(
    tx: Tx,
    user: AuthUser,
    applicationId: string,
    action: string,
    fromStatus: number | null,
    toStatus: number,
    reason = '',
  ) {
    await tx.insert(applicationEvents).values({
      id: uuidv7(),
      tenantId: user.tenantId,
      applicationId,
      action,
      fromStatus,
      toStatus,
      reason,
      actorId: user.userId,
    });
  }
}
