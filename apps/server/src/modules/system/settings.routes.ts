/** ERP portal setting (SPEC.md §3 "Settings"): read by every signed-in user, edited by admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { erpPortalSettingSchema, readSetting, writeSetting } from './settings.ts';

export const SETTING_EDIT_PERMISSION = 'sys:setting:edit';

export const settingsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sys/cerErpPortalSetting/setting', async (request) => {
      const user = requireUser(request);
      return ok(await database.tenantTx(user, (tx) => readSetting(tx, user.tenantId, 'erpPortal')));
    });

    app.put(
      '/sys/cerErpPortalSetting/setting',
      {
        config: { permission: SETTING_EDIT_PERMISSION },
        schema: { body: erpPortalSettingSchema.extend({ version: z.number().int().min(0) }) },
      },
      async (request) => {
        const user = requireUser(request);
        const { version, ...value } = request.body;
        return ok(
          await database.tenantTx(user, (tx) =>
            writeSetting(tx, user.tenantId, 'erpPortal', value, version, user.userId),
          ),
          '保存成功',
        );
      },
    );
  };
