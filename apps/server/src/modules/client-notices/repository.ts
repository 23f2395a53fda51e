/**
 * Queries of 客户通知 and 开放文件 (khgl). Every function runs inside the caller's tenant transaction
 * (RLS on) and also filters by tenant, as ARCHITECTURE.md "Data" asks; sort columns come from an
 * allowlist and client text only ever as bound values. Enterprises and certificates are read through
 * the customers' and certificates' views.
 */
import type {
  ClientNoticeAudience,
  ClientNoticeInput,
  clientNoticeListQuery,
  myNoticeQuery,
  myOpenedFileQuery,
  OpenedFileInput,
  openedFileListQuery,
  recipientListQuery,
} from '@cb/domain/client-notices';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged, updateVersioned } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { recordFiles, storedFiles } from '../../platform/files/schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { certificatesView } from '../certificates/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { clientNoticeRecipients as cr, openedFiles as f, clientNotices as n } from './schema.ts';

export type ClientNoticeListQuery = z.infer<typeof clientNoticeListQuery>;
export type ClientNoticeExportQuery = Omit<ClientNoticeListQuery, 'pageNo' | 'pageSize'>;
export type OpenedFileListQuery = z.infer<typeof openedFileListQuery>;
export type OpenedFileExportQuery = Omit<OpenedFileListQuery, 'pageNo' | 'pageSize'>;

/** Certificates whose holders count as "holding" a standard: valid or suspended (not yet withdrawn). */
const HELD_STATUSES = [1, 2];

// ──────────────────────────────────────────── notices ────────────────────────────────────────────

// Inside a subquery drizzle writes columns without their table: the outer notice's id is named
// in full, so it can never be taken for a column of the recipients.
const readCount = sql<number>`(select count(*)::int from ${cr} where ${cr.noticeId} = ${sql.raw('"client_notices"."id"')} and ${cr.readAt} is not null)`;

const noticeColumns = {
  id: n.id,
  title: n.title,
  audienceType: sql<ClientNoticeAudience>`${n.audienceType}`,
  audienceValues: n.audienceValues,
  sendSms: n.sendSms,
  sendEmail: n.sendEmail,
  status: n.status,
  sendTime: n.sentAt,
  senderName: n.senderName,
  recipientCount: n.recipientCount,
  readCount,
  createTime: n.createdAt,
  version: n.version,
};

const NOTICE_SORT = {
  title: n.title,
  sendTime: n.sentAt,
  createTime: n.createdAt,
  recipientCount: n.recipientCount,
};
const NOTICE_ORDER = [desc(n.createdAt), desc(n.id)];

function noticeWhere(
  tenantId: number,
  q: Omit<ClientNoticeListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>,
) {
  return and(
    eq(n.tenantId, tenantId),
    eq(n.deleted, false),
    contains(n.title, q.title),
    q.status !== undefined ? eq(n.status, q.status) : undefined,
    q.audienceType ? eq(n.audienceType, q.audienceType) : undefined,
  );
}

export function listNotices(tx: Reader, tenantId: number, q: ClientNoticeListQuery) {
  const condition = noticeWhere(tenantId, q);
  return paged(tx, n, condition, q, (limit, offset) =>
    tx
      .select(noticeColumns)
      .from(n)
      .where(condition)
      .orderBy(...orderFor(q, NOTICE_SORT, NOTICE_ORDER, n.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportNotices(tx: Reader, tenantId: number, q: ClientNoticeExportQuery, max: number) {
  return tx
    .select(noticeColumns)
    .from(n)
    .where(noticeWhere(tenantId, q))
    .orderBy(...orderFor(q, NOTICE_SORT, NOTICE_ORDER, n.id))
    .limit(max);
}
export type NoticeRow = Awaited<ReturnType<typeof exportNotices>>[number];

export async function findNotice(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({ ...noticeColumns, content: n.content })
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.id, id), eq(n.deleted, false)));
  return row;
}

/** The named enterprises of the tenant (the picked list of a notice or a file), in the given order. */
export async function enterpriseNames(tx: Reader, tenantId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: enterprisesView.id, name: enterprisesView.name })
    .from(enterprisesView)
    .where(and(eq(enterprisesView.tenantId, tenantId), inArray(enterprisesView.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertNotice(tx: Tx, tenantId: number, userId: string, input: ClientNoticeInput) {
  const [row] = await tx
    .insert(n)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: n.id, version: n.version });
  return row!;
}

export async function updateNotice(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  patch: Partial<typeof n.$inferInsert>,
) {
  const row = await updateVersioned(tx, n, id, version, patch, userId);
  return { id: row.id, version: row.version };
}

/** A notice's status and version, locked for the change that reads it. */
export async function lockNotice(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      id: n.id,
      status: n.status,
      version: n.version,
      title: n.title,
      content: n.content,
      audienceType: n.audienceType,
      audienceValues: n.audienceValues,
      sendSms: n.sendSms,
      sendEmail: n.sendEmail,
    })
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.id, id), eq(n.deleted, false)))
    .for('update');
  return row;
}

/**
 * The ids of the tenant's enterprises an audience names, as a subquery: every live enterprise, those
 * of the chosen regions, those holding a valid or suspended certificate of the chosen standards,
 * those with a certificate in the chosen statuses, or the picked ones.
 */
export function audienceEnterprises(
  tenantId: number,
  type: ClientNoticeAudience,
  values: readonly string[],
): SQL {
  const e = enterprisesView;
  const live = and(eq(e.tenantId, tenantId), eq(e.deleted, false));
  const c = certificatesView;
  switch (type) {
    case 'all':
      return sql`select ${e.id} from ${e} where ${live}`;
    case 'region':
      return sql`select ${e.id} from ${e} where ${and(live, inArray(e.regionCode, [...values]))}`;
    case 'list':
      return sql`select ${e.id} from ${e} where ${and(live, inArray(e.id, [...values]))}`;
    case 'standard':
      return sql`select distinct ${c.enterpriseId} from ${c} where ${and(
        eq(c.tenantId, tenantId),
        inArray(c.standardCode, [...values]),
        inArray(c.status, HELD_STATUSES),
      )} and ${c.enterpriseId} in (select ${e.id} from ${e} where ${live})`;
    case 'certStatus':
      return sql`select distinct ${c.enterpriseId} from ${c} where ${and(
        eq(c.tenantId, tenantId),
        inArray(
          c.status,
          values.map((v) => Number(v)).filter((v) => Number.isInteger(v)),
        ),
      )} and ${c.enterpriseId} in (select ${e.id} from ${e} where ${live})`;
  }
}

export async function countAudience(
  tx: Reader,
  tenantId: number,
  type: ClientNoticeAudience,
  values: readonly string[],
) {
  const result = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from (${audienceEnterprises(tenantId, type, values)}) as audience`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Files the notice's recipients in one statement; answers how many. */
export async function insertRecipients(
  tx: Tx,
  tenantId: number,
  noticeId: string,
  type: ClientNoticeAudience,
  values: readonly string[],
) {
  const result = await tx.execute<{ id: string }>(
    sql`insert into ${cr} (tenant_id, notice_id, enterprise_id)
        select ${tenantId}, ${noticeId}::uuid, audience.id from (${audienceEnterprises(tenantId, type, values)}) as audience(id)
        on conflict do nothing returning enterprise_id as id`,
  );
  return result.rows.length;
}

export function recipientIds(tx: Reader, noticeId: string) {
  return tx.select({ enterpriseId: cr.enterpriseId }).from(cr).where(eq(cr.noticeId, noticeId));
}

export async function setDelivery(
  tx: Tx,
  noticeId: string,
  enterpriseId: string,
  outcome: { smsStatus?: string; emailStatus?: string },
) {
  await tx
    .update(cr)
    .set(outcome)
    .where(and(eq(cr.noticeId, noticeId), eq(cr.enterpriseId, enterpriseId)));
}

type RecipientQuery = z.infer<typeof recipientListQuery>;

export function listRecipients(tx: Reader, tenantId: number, q: RecipientQuery) {
  const e = enterprisesView;
  const condition = and(
    eq(cr.tenantId, tenantId),
    eq(cr.noticeId, q.id),
    q.read === undefined ? undefined : q.read ? isNotNull(cr.readAt) : isNull(cr.readAt),
  );
  return paged(tx, cr, condition, q, (limit, offset) =>
    tx
      .select({
        enterpriseId: cr.enterpriseId,
        enterpriseName: e.name,
        readTime: cr.readAt,
        readerName: cr.readerName,
        smsStatus: cr.smsStatus,
        emailStatus: cr.emailStatus,
      })
      .from(cr)
      .innerJoin(e, eq(e.id, cr.enterpriseId))
      .where(condition)
      .orderBy(
        ...orderFor(q, { enterpriseName: e.name, readTime: cr.readAt }, [asc(e.name)], cr.enterpriseId),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function enterpriseOptions(tx: Reader, tenantId: number, keyword: string | undefined) {
  const e = enterprisesView;
  return tx
    .select({ id: e.id, code: e.code, name: e.name })
    .from(e)
    .where(
      and(
        eq(e.tenantId, tenantId),
        eq(e.deleted, false),
        keyword ? or(contains(e.name, keyword), contains(e.code, keyword)) : undefined,
      ),
    )
    .orderBy(asc(e.name))
    .limit(50);
}

// ─────────────────────────────────────── the enterprise's view ───────────────────────────────────────

const sentTo = (tenantId: number, enterpriseId: string) =>
  and(eq(cr.tenantId, tenantId), eq(cr.enterpriseId, enterpriseId), eq(n.status, 1), eq(n.deleted, false));

export function listMyNotices(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  q: z.infer<typeof myNoticeQuery>,
) {
  const condition = and(
    sentTo(tenantId, enterpriseId),
    q.read === undefined ? undefined : q.read ? isNotNull(cr.readAt) : isNull(cr.readAt),
  );
  const rows = (limit: number, offset: number) =>
    tx
      .select({ id: n.id, title: n.title, sendTime: n.sentAt, readTime: cr.readAt })
      .from(cr)
      .innerJoin(n, eq(n.id, cr.noticeId))
      .where(condition)
      .orderBy(...orderFor(q, { sendTime: n.sentAt }, [desc(n.sentAt)], n.id))
      .limit(limit)
      .offset(offset);
  return paged(tx, cr, condition, q, rows, async () => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cr)
      .innerJoin(n, eq(n.id, cr.noticeId))
      .where(condition);
    return Number(row?.count ?? 0);
  });
}

export async function findMyNotice(tx: Reader, tenantId: number, enterpriseId: string, id: string) {
  const [row] = await tx
    .select({ id: n.id, title: n.title, content: n.content, sendTime: n.sentAt, readTime: cr.readAt })
    .from(cr)
    .innerJoin(n, eq(n.id, cr.noticeId))
    .where(and(sentTo(tenantId, enterpriseId), eq(n.id, id)));
  return row;
}

/** Marks the notice read by the enterprise (the first reader and time stay). */
export async function markRead(
  tx: Tx,
  noticeId: string,
  enterpriseId: string,
  reader: { userId: string; name: string },
  at: Date,
) {
  await tx
    .update(cr)
    .set({ readAt: at, readBy: reader.userId, readerName: reader.name })
    .where(and(eq(cr.noticeId, noticeId), eq(cr.enterpriseId, enterpriseId), isNull(cr.readAt)));
}

/** A sent notice for its public page (any tenant; the id is the key). */
export async function publicNotice(tx: Reader, id: string) {
  const [row] = await tx
    .select({ id: n.id, title: n.title, content: n.content, sendTime: n.sentAt })
    .from(n)
    .where(and(eq(n.id, id), eq(n.status, 1), eq(n.deleted, false)));
  return row;
}

export async function userName(tx: Reader, userId: string) {
  const [row] = await tx.select({ name: users.realname }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

// ───────────────────────────────────────────── files ─────────────────────────────────────────────

export const OPENED_FILE_RECORD = 'opened_file';

const fileColumns = {
  id: f.id,
  title: f.title,
  description: f.description,
  audienceType: sql<'all' | 'list'>`${f.audienceType}`,
  enterpriseCount: sql<number>`jsonb_array_length(${f.enterpriseIds})::int`,
  createTime: f.createdAt,
  updateTime: f.updatedAt,
  createdByName: users.realname,
  version: f.version,
};

/** Each file's current document (the newest live record file of each record), in one query. */
async function withCurrentFiles<R extends { id: string }>(tx: Reader, rows: R[]) {
  const current = new Map<string, { fileId: string; fileName: string; fileSize: number }>();
  if (rows.length > 0) {
    const files = await tx
      .select({
        recordId: recordFiles.recordId,
        fileId: recordFiles.id,
        fileName: storedFiles.fileName,
        fileSize: storedFiles.size,
      })
      .from(recordFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
      .where(
        and(
          eq(recordFiles.recordType, OPENED_FILE_RECORD),
          inArray(
            recordFiles.recordId,
            rows.map((r) => r.id),
          ),
          isNull(recordFiles.deletedAt),
        ),
      )
      .orderBy(asc(recordFiles.createdAt));
    for (const { recordId, ...file } of files)
      current.set(recordId, { ...file, fileSize: Number(file.fileSize) });
  }
  return rows.map((r) => {
    const file = current.get(r.id);
    return {
      ...r,
      fileId: file?.fileId ?? null,
      fileName: file?.fileName ?? null,
      fileSize: file?.fileSize ?? null,
    };
  });
}

const FILE_SORT = { title: f.title, createTime: f.createdAt, updateTime: f.updatedAt };
const FILE_ORDER = [desc(f.createdAt), desc(f.id)];

function fileWhere(tenantId: number, q: { title?: string | undefined; audienceType?: string | undefined }) {
  return and(
    eq(f.tenantId, tenantId),
    eq(f.deleted, false),
    contains(f.title, q.title),
    q.audienceType ? eq(f.audienceType, q.audienceType) : undefined,
  );
}

const fileSelect = (tx: Reader, condition: SQL | undefined) =>
  tx.select(fileColumns).from(f).leftJoin(users, eq(users.id, f.createdBy)).where(condition).$dynamic();

export function listFiles(tx: Reader, tenantId: number, q: OpenedFileListQuery) {
  const condition = fileWhere(tenantId, q);
  return paged(tx, f, condition, q, async (limit, offset) =>
    withCurrentFiles(
      tx,
      await fileSelect(tx, condition)
        .orderBy(...orderFor(q, FILE_SORT, FILE_ORDER, f.id))
        .limit(limit)
        .offset(offset),
    ),
  );
}

export async function exportFiles(tx: Reader, tenantId: number, q: OpenedFileExportQuery, max: number) {
  return withCurrentFiles(
    tx,
    await fileSelect(tx, fileWhere(tenantId, q))
      .orderBy(...orderFor(q, FILE_SORT, FILE_ORDER, f.id))
      .limit(max),
  );
}
export type OpenedFileListRow = Awaited<ReturnType<typeof exportFiles>>[number];

const openedTo = (enterpriseId: string) =>
  or(eq(f.audienceType, 'all'), sql`${f.enterpriseIds} @> ${JSON.stringify([enterpriseId])}::jsonb`);

export function listMyFiles(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  q: z.infer<typeof myOpenedFileQuery>,
) {
  const condition = and(fileWhere(tenantId, q), openedTo(enterpriseId));
  return paged(tx, f, condition, q, async (limit, offset) =>
    withCurrentFiles(
      tx,
      await fileSelect(tx, condition)
        .orderBy(...orderFor(q, { createTime: f.createdAt, title: f.title }, FILE_ORDER, f.id))
        .limit(limit)
        .offset(offset),
    ),
  );
}

export async function findFile(tx: Reader, tenantId: number, id: string) {
  const [row] = await withCurrentFiles(
    tx,
    await fileSelect(tx, and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.deleted, false))),
  );
  if (!row) return undefined;
  const [ids] = await tx.select({ enterpriseIds: f.enterpriseIds }).from(f).where(eq(f.id, id));
  return { ...row, enterpriseIds: ids?.enterpriseIds ?? [] };
}

/** Whether the live file exists and is opened to the enterprise. */
export async function fileOpenedToEnterprise(tx: Reader, tenantId: number, id: string, enterpriseId: string) {
  const [row] = await tx
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.deleted, false), openedTo(enterpriseId)));
  return Boolean(row);
}

export async function fileExists(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.deleted, false)));
  return Boolean(row);
}

export async function insertFile(tx: Tx, tenantId: number, userId: string, input: OpenedFileInput) {
  const [row] = await tx
    .insert(f)
    .values({ ...input, tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: f.id, version: f.version });
  return row!;
}

export async function updateFile(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  patch: Partial<typeof f.$inferInsert>,
) {
  const row = await updateVersioned(tx, f, id, version, patch, userId);
  return { id: row.id, version: row.version };
}
