/**
 * 证书邮寄 (yjgl): staff register a mailing (邮寄登记) or a request (邮寄申请) is approved; then it is
 * sent with the courier's tracking number and signed for. One transaction per call, the state
 * machine of @cb/domain (certificate-mail/mail.ts) before every write, 409 on a stale version.
 */
import {
  type CertificateMailInput,
  type CertificateMailListQuery,
  type CertificateMailRow,
  certificateMailBody,
  MAIL_STATUS,
  type MailAction,
  mailTransition,
  type Page,
} from '@cb/domain';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, tableRows } from '../../platform/crud/index.ts';
import { contains, isUnfiltered, orderFor, paged, preparedTenantPage } from '../../platform/crud/list.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { certificateForMail } from '../certificates/door.ts';
import { certificateMails } from './schema.ts';

const m = certificateMails;
type MailRecord = typeof m.$inferSelect;

const toRow = (r: MailRecord): CertificateMailRow => ({
  id: r.id,
  version: r.version,
  certificateId: r.certificateId,
  certNo: r.certNo,
  enterpriseName: r.enterpriseName,
  source: r.source,
  recipient: r.recipient,
  phone: r.phone,
  address: r.address,
  courier: r.courier,
  trackingNo: r.trackingNo,
  sentDate: r.sentDate,
  signedDate: r.signedDate,
  status: r.status,
  remark: r.remark,
  rejectReason: r.rejectReason,
  createTime: r.createdAt.toISOString(),
});

function listWhere(
  tenantId: number,
  query: Omit<CertificateMailListQuery, 'pageNo' | 'pageSize'>,
): SQL | undefined {
  return inTenant(m, tenantId, [
    contains(m.certNo, query.certNo),
    contains(m.enterpriseName, query.enterpriseName),
    contains(m.trackingNo, query.trackingNo),
    query.status !== undefined ? eq(m.status, query.status) : undefined,
  ]);
}
const SORT = { createTime: m.createdAt, sentDate: m.sentDate };
const DEFAULT_ORDER = [desc(m.createdAt), asc(m.id)];
const mailPageRows = tableRows(m);
const unfilteredMails = preparedTenantPage('certificate-mail.mails', m, mailPageRows(DEFAULT_ORDER));

/** A page of the tenant's mailings, as the table holds them. */
function mailRecordPage(tx: Reader, tenantId: number, query: CertificateMailListQuery) {
  if (isUnfiltered(query)) return unfilteredMails(tx, { tenantId }, query);
  const where = listWhere(tenantId, query);
  const rows = mailPageRows(orderFor(query, SORT, DEFAULT_ORDER, m.id));
  return paged(tx, m, where, query, (limit, offset) => rows(tx, where, limit, offset));
}

export class CertificateMailService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: CertificateMailListQuery): Promise<Page<CertificateMailRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const page = await mailRecordPage(tx, user.tenantId, query);
      return { ...page, records: page.records.map(toRow) };
    });
  }

  exportRows(user: AuthUser, query: Omit<CertificateMailListQuery, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      (
        await tx
          .select()
          .from(m)
          .where(listWhere(user.tenantId, query))
          .orderBy(...orderFor(query, SORT, DEFAULT_ORDER, m.id))
          .limit(EXPORT_MAX_ROWS)
      ).map(toRow),
    );
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => toRow(await this.read(tx, user.tenantId, id)));
  }

  /** The form's defaults for a certificate (its holder and the address printed on it). */
  defaults(user: AuthUser, certificateId: string) {
    return this.database.tenantRead(user, async (tx) => {
      const { status: _status, ...defaults } = await certificateForMail(tx, user.tenantId, certificateId);
      return defaults;
    });
  }

  /** 邮寄登记 (staff: waits to be sent) or 邮寄申请 (waits for approval). */
  add(user: AuthUser, input: CertificateMailInput, source: 'staff' | 'apply') {
    const body = certificateMailBody.parse(input);
    return this.database.tenantTx(user, async (tx) => {
      const certificate = await certificateForMail(tx, user.tenantId, body.certificateId);
      if (certificate.status === 99) throw badRequest('旧版本证书不能邮寄，请选择现行证书');
      const id = uuidv7();
      const [row] = await tx
        .insert(m)
        .values({
          id,
          ...authoredBy(user),
          ...body,
          certNo: certificate.certNo,
          enterpriseName: certificate.enterpriseName,
          source,
          status: source === 'apply' ? MAIL_STATUS.pending : MAIL_STATUS.toSend,
        })
        .returning();
      return { id, version: row!.version };
    });
  }

  edit(user: AuthUser, id: string, version: number, input: Omit<CertificateMailInput, 'certificateId'>) {
    return this.change(user, id, version, 'edit', () => ({
      recipient: input.recipient,
      phone: input.phone,
      address: input.address,
      remark: input.remark ?? '',
      rejectReason: '',
    }));
  }

  approve(user: AuthUser, id: string, version: number, approve: boolean, reason: string) {
    if (!approve && !reason) throw badRequest('请填写驳回原因');
    return this.change(user, id, version, approve ? 'approve' : 'reject', () => ({
      approvedBy: user.userId,
      rejectReason: approve ? '' : reason,
    }));
  }

  send(
    user: AuthUser,
    id: string,
    version: number,
    input: { courier: string; trackingNo: string; sentDate: string },
  ) {
    return this.change(user, id, version, 'send', (row) => {
      if (input.sentDate < row.createdAt.toISOString().slice(0, 10))
        throw badRequest('寄出日期不能早于登记日期');
      return { courier: input.courier, trackingNo: input.trackingNo.toUpperCase(), sentDate: input.sentDate };
    });
  }

  sign(user: AuthUser, id: string, version: number, signedDate: string) {
    return this.change(user, id, version, 'sign', (row) => {
      if (row.sentDate && signedDate < row.sentDate) throw badRequest('签收日期不能早于寄出日期');
      return { signedDate };
    });
  }

  private change(
    user: AuthUser,
    id: string,
    version: number,
    action: MailAction,
    patch: (row: MailRecord) => Partial<typeof m.$inferInsert>,
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await this.read(tx, user.tenantId, id);
      // A stale page is told so first, whatever its action would meet now.
      if (row.version !== version) throw conflict();
      const next = mailTransition(row.status, action);
      if (!next.ok) throw badRequest(next.message);
      const updated = await updateVersioned(
        tx,
        m,
        id,
        version,
        { ...patch(row), status: next.status },
        user.userId,
      );
      return { id, version: updated.version };
    });
  }

  private async read(tx: Reader, tenantId: number, id: string): Promise<MailRecord> {
    const [row] = await tx
      .select()
      .from(m)
      .where(inTenant(m, tenantId, [eq(m.id, id)]));
    if (!row) throw notFound('邮寄记录不存在');
    return row;
  }
}
