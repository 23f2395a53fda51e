/**
 * Tenants (certification bodies) for the platform operator: the users of the platform tenant who
 * hold a sys:tenant:* permission (docs/decisions.md). The tenants table is not tenant-scoped, so
 * these calls run as system transactions after that check.
 */
import type { Page, TenantAddBody, TenantListQuery, TenantRecord } from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import type { TenantSeeder } from '../../platform/areas.ts';
import { generatePassword } from '../../platform/auth/passwords.ts';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import type { tenants } from '../../platform/identity/schema.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { createTenant, PLATFORM_TENANT_ID } from '../system/door.ts';
import { pageTenants, tenantNameTaken, tenantUserIds, updateTenant } from './tenants.repository.ts';

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

  list(q: TenantListQuery): Promise<Page<TenantRecord>> {
    // The platform's tenants table (no tenant of its own): read as the owner, no transaction.
    return this.database.ownerRead((tx) => pageTenants(tx, q));
  }

  /** A new tenant with its catalogue, reference data and an admin whose password is returned once. */
  async create(request: FastifyRequest, operator: AuthUser, body: TenantAddBody) {
    const password = generatePassword();
    const created = await this.database.systemTx(async (tx) => {
      if (await tenantNameTaken(tx, body.name)) throw badRequest('租户名称已存在');
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
    await this.securityLog.recordSuccess(
      request,
      operator,
      'tenant_change',
      `tenant ${created.tenantId} created`,
    );
    return { tenantId: created.tenantId, username: body.adminUsername, password };
  }

  private update(id: number, version: number, patch: Partial<typeof tenants.$inferInsert>) {
    return this.database.systemTx(async (tx) => {
      const saved = await updateTenant(tx, id, version, patch);
      // Disabling ends every session of the tenant's users now and closes their sockets.
      if (patch.status === 0) await this.tokens.revokeUsers(tx, await tenantUserIds(tx, id));
      return saved;
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
    await this.securityLog.recordSuccess(
      request,
      operator,
      'tenant_change',
      `tenant ${body.id} ${body.status === 0 ? 'disabled' : 'enabled'}`,
    );
    return saved;
  }
}
