/**
 * Tenants (certification bodies) for the platform operator: the users of the platform tenant who
 * hold a sys:tenant:* permission (docs/decisions.md). The tenants table is not tenant-scoped, so
 * these calls run as system transactions after that check.
 */
import type { Page } from '@cb/domain';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TenantSeeder } from '../../platform/areas.ts';
import { generatePassword } from '../../platform/auth/passwords.ts';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { tenants, users } from '../../platform/identity/schema.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { containsPattern, orderFor, paged } from '../../platform/crud/index.ts';
import { createTenant, PLATFORM_TENANT_ID } from '../system/seed.ts';
import type { tenantAddBody, tenantListQuery } from './dto.ts';

export interface TenantRecord {
  id: number;
  name: string;
  status: number;
  userCount: number;
  createTime: string;
  version: number;
}

const SORT = { id: tenants.id, name: tenants.name, createTime: tenants.createdAt };

/** Only the platform tenant's users may manage tenants; everyone else is refused like a missing right. */
export function requirePlatformOperator(user: AuthUser): void {
  if (user.tenantId !== PLATFORM_TENANT_ID) throw forbidden();
}

export class TenantAdminService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
    /** Each area's tenant seeder, run for the new tenant. */
    private readonly seeders: readonly TenantSeeder[],
  ) {}

  list(q: z.infer<typeof tenantListQuery>): Promise<Page<TenantRecord>> {
    const where: SQL | undefined = q.keyword ? ilike(tenants.name, containsPattern(q.keyword)) : undefined;
    return this.database.systemTx(async (tx) => {
      const page = await paged(tx, tenants, where, q, (limit, offset) =>
        tx
          .select({
            id: tenants.id,
            name: tenants.name,
            status: tenants.status,
            createdAt: tenants.createdAt,
            version: tenants.version,
            // Written out: drizzle drops the table names of a one-table select, which the subquery needs.
            userCount: sql<number>`(select count(*) from users u where u.tenant_id = tenants.id)`,
          })
          .from(tenants)
          .where(where)
          .orderBy(...orderFor(q, SORT, [asc(tenants.id)], tenants.id))
          .limit(limit)
          .offset(offset),
      );
      return {
        ...page,
        records: page.records.map(({ createdAt, userCount, ...t }) => ({
          ...t,
          userCount: Number(userCount),
          createTime: createdAt.toISOString(),
        })),
      };
    });
  }

  /** A new tenant with its catalogue, reference data and an admin whose password is returned once. */
  async create(request: FastifyRequest, operator: AuthUser, body: z.infer<typeof tenantAddBody>) {
    const password = generatePassword();
    const created = await this.database.systemTx(async (tx) => {
      const [same] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, body.name));
      if (same) throw badRequest('租户名称已存在');
      return createTenant(
        tx,
        {
          name: body.name,
          adminUsername: body.adminUsername,
          adminRealname: body.adminRealname,
          adminPassword: password,
        },
        this.seeders,
      );
    });
    await this.securityLog.record(request, {
      event: 'tenant_change',
      outcome: 'success',
      tenantId: operator.tenantId,
      userId: operator.userId,
      username: operator.username,
      detail: `tenant ${created.tenantId} created`,
    });
    return { tenantId: created.tenantId, username: body.adminUsername, password };
  }

  private async update(id: number, version: number, patch: Partial<typeof tenants.$inferInsert>) {
    return this.database.systemTx(async (tx) => {
      const rows = await tx
        .update(tenants)
        .set({ ...patch, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
        .where(and(eq(tenants.id, id), eq(tenants.version, version)))
        .returning();
      if (rows.length === 1) {
        // Disabling ends every session of the tenant's users now and closes their sockets.
        if (patch.status === 0) {
          const members = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, id));
          await this.tokens.revokeUsers(
            tx,
            members.map((m) => m.id),
          );
        }
        return rows[0]!;
      }
      const exists = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
      throw exists.length ? conflict() : notFound('租户不存在');
    });
  }

  rename(id: number, version: number, name: string) {
    return this.update(id, version, { name });
  }

  async setStatus(
    request: FastifyRequest,
    operator: AuthUser,
    body: { id: number; version: number; status: 0 | 1 },
  ) {
    if (body.id === PLATFORM_TENANT_ID && body.status === 0) throw badRequest('不能停用平台租户');
    const saved = await this.update(body.id, body.version, { status: body.status });
    await this.securityLog.record(request, {
      event: 'tenant_change',
      outcome: 'success',
      tenantId: operator.tenantId,
      userId: operator.userId,
      username: operator.username,
      detail: `tenant ${body.id} ${body.status === 0 ? 'disabled' : 'enabled'}`,
    });
    return saved;
  }
}
