/**
 * Change requests on accepted applications (变更申请): what changes (APPLICATION_CHANGE_TYPES and
 * the INFO_CHANGE_TYPES it touches), before and after, and why. They wait for 变更审批
 * (htps/bgsp, a later area); until then they may be edited or revoked while submitted.
 */
import {
  type ChangeRequestInput,
  type ChangeRequestListQuery,
  type ChangeRequestRow,
  isApplicationChangeable,
  isChangeRequestOpen,
  type Page,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { customerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { readChangeRequest, selectChangeRequestPage } from './change-repository.ts';
import { applicationChanges, applications } from './schema.ts';

export class ChangeRequestService {
  constructor(private readonly database: Database) {}

  async list(user: AuthUser, q: ChangeRequestListQuery): Promise<Page<ChangeRequestRow>> {
    return this.database.tenantRead(user, async (tx) =>
      selectChangeRequestPage(tx, user.tenantId, await customerScope(tx, user), q),
    );
  }

  async detail(user: AuthUser, id: string): Promise<ChangeRequestRow> {
    return this.database.tenantRead(user, async (tx) =>
      readChangeRequest(tx, user.tenantId, await customerScope(tx, user), id),
    );
  }

  async create(user: AuthUser, applicationId: string, fromZone: number, input: ChangeRequestInput) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const [application] = await tx
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(
          inTenant(applications, user.tenantId, [
            eq(applications.id, applicationId),
            eq(applications.deleted, false),
            enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
          ]),
        );
      if (!application) throw notFound('申请不存在');
      if (!isApplicationChangeable(application.status))
        throw badRequest('只有已受理的申请才能发起变更，未受理的申请请直接修改');
      const [created] = await tx
        .insert(applicationChanges)
        .values({ ...authoredBy(user), applicationId, fromZone, ...input, status: 1 })
        .returning({ id: applicationChanges.id });
      return readChangeRequest(tx, user.tenantId, scope, created!.id);
    });
  }

  async update(user: AuthUser, id: string, version: number, input: ChangeRequestInput) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await readChangeRequest(tx, user.tenantId, scope, id);
      if (!isChangeRequestOpen(current.status))
        throw badRequest(`当前状态“${current.status_dictText}”不能修改`);
      await updateVersioned(tx, applicationChanges, id, version, input, user.userId);
      return readChangeRequest(tx, user.tenantId, scope, id);
    });
  }

  async revoke(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await readChangeRequest(tx, user.tenantId, scope, id);
      if (!isChangeRequestOpen(current.status))
        throw badRequest(`当前状态“${current.status_dictText}”不能撤回`);
      await updateVersioned(tx, applicationChanges, id, version, { status: 4 }, user.userId);
      return readChangeRequest(tx, user.tenantId, scope, id);
    });
  }
}
