/** Queries of 注册审核: the tenant's registration requests, with the enterprise a credit code names. */
import type { registrationListQuery } from '@cb/domain/client-registrations';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { contains, orderFor, paged, updateVersioned } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { users } from '../../platform/identity/schema.ts';
import { enterprisesView } from '../customers/door.ts';
import { clientRegistrations as r } from './schema.ts';

export type RegistrationListQuery = z.infer<typeof registrationListQuery>;
export type RegistrationExportQuery = Omit<RegistrationListQuery, 'pageNo' | 'pageSize'>;

/** The live enterprise with the request's credit code (at most one: the credit code is unique among them). */
const existing = and(
  eq(enterprisesView.tenantId, r.tenantId),
  eq(enterprisesView.creditCode, r.creditCode),
  eq(enterprisesView.deleted, false),
);

const columns = {
  id: r.id,
  companyName: r.companyName,
  creditCode: r.creditCode,
  contactName: r.contactName,
  phone: r.phone,
  email: r.email,
  username: r.username,
  channel: sql<'sms' | 'email'>`${r.channel}`,
  status: r.status,
  existingEnterprise: enterprisesView.name,
  reviewerName: r.reviewerName,
  reviewTime: r.reviewedAt,
  rejectReason: r.rejectReason,
  createTime: r.createdAt,
  version: r.version,
};

const SORT = { createTime: r.createdAt, companyName: r.companyName, status: r.status };
const ORDER = [desc(r.createdAt), desc(r.id)];

function where(tenantId: number, q: RegistrationExportQuery): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    contains(r.companyName, q.companyName),
    q.status !== undefined ? eq(r.status, q.status) : undefined,
  );
}

export function list(tx: Reader, tenantId: number, q: RegistrationListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select(columns)
      .from(r)
      .leftJoin(enterprisesView, existing)
      .where(condition)
      .orderBy(...orderFor(q, SORT, ORDER, r.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportRows(tx: Reader, tenantId: number, q: RegistrationExportQuery, max: number) {
  return tx
    .select(columns)
    .from(r)
    .leftJoin(enterprisesView, existing)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, ORDER, r.id))
    .limit(max);
}
export type RegistrationListRow = Awaited<ReturnType<typeof exportRows>>[number];

export async function find(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select(columns)
    .from(r)
    .leftJoin(enterprisesView, existing)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  return row;
}

export async function lock(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
    .for('update');
  return row;
}

/** Records the decision with the reviewer's name, if the row is still at `version` (else 409). */
export async function decide(
  tx: Tx,
  user: AuthUser,
  id: string,
  version: number,
  patch: Partial<typeof r.$inferInsert>,
) {
  const [reviewer] = await tx.select({ name: users.realname }).from(users).where(eq(users.id, user.userId));
  const row = await updateVersioned(
    tx,
    r,
    id,
    version,
    { ...patch, reviewedBy: user.userId, reviewerName: reviewer?.name ?? null },
    user.userId,
  );
  return { id: row.id, version: row.version };
}
