/** Certification standards: the select lists for every signed-in user, and the admin edits. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { ok } from '../../platform/http/envelope.ts';
import { conflict } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../platform/crud/unique.ts';
import { editOf, standardBody } from './dto.ts';
import { certificateStandards as cs } from './schema.ts';

export const STANDARD_PERMISSIONS = { add: 'sys:standard:add', edit: 'sys:standard:edit' } as const;

const columns = {
  id: cs.id,
  code: cs.code,
  name: cs.name,
  shortName: cs.shortName,
  fullName: cs.fullName,
  realName: cs.realName,
  standardNumber: cs.standardNumber,
  scopeCertificate: cs.scopeCertificate,
  sortNo: cs.sortNo,
  enabled: cs.enabled,
  version: cs.version,
};

export const standardsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const enabledList = (tenantId: number, userId: string) =>
      database.tenantTx({ tenantId, userId }, (tx) =>
        tx
          .select(columns)
          .from(cs)
          .where(and(eq(cs.tenantId, tenantId), eq(cs.enabled, 1)))
          .orderBy(asc(cs.sortNo), asc(cs.code)),
      );

    app.get('/xmsl/cerApplyApi/getCertificateStandardList', async (request) => {
      const user = requireUser(request);
      return ok(await enabledList(user.tenantId, user.userId));
    });

    app.get('/certi/cerCertificateStandardApi/listStandards', async (request) => {
      const user = requireUser(request);
      return ok(await enabledList(user.tenantId, user.userId));
    });

    app.get(
      '/sys/standard/list',
      { config: { permission: Object.values(STANDARD_PERMISSIONS) } },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await database.tenantTx(user, (tx) =>
            tx
              .select(columns)
              .from(cs)
              .where(eq(cs.tenantId, user.tenantId))
              .orderBy(asc(cs.sortNo), asc(cs.code)),
          ),
        );
      },
    );

    app.post(
      '/sys/standard/add',
      { config: { permission: STANDARD_PERMISSIONS.add }, schema: { body: standardBody } },
      async (request) => {
        const user = requireUser(request);
        try {
          const [row] = await database.tenantTx(user, (tx) =>
            tx
              .insert(cs)
              .values({
                ...request.body,
                tenantId: user.tenantId,
                createdBy: user.userId,
                updatedBy: user.userId,
              })
              .returning(columns),
          );
          return ok(row, '添加成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('标准代码已存在');
          throw error;
        }
      },
    );

    app.put(
      '/sys/standard/edit',
      { config: { permission: STANDARD_PERMISSIONS.edit }, schema: { body: editOf(standardBody) } },
      async (request) => {
        const user = requireUser(request);
        const { id, version, ...patch } = request.body;
        try {
          const row = await database.tenantTx(user, (tx) =>
            updateVersioned(tx, cs, id, version, patch, user.userId),
          );
          return ok(row, '编辑成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('标准代码已存在');
          throw error;
        }
      },
    );
  };
