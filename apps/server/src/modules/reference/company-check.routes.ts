/** Company-check links (SPEC.md §1): read by holders of common:company:check, edited by admins. */
import { companyCheckSettingSchema } from '@cb/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { readSetting, SETTING_EDIT_PERMISSION, writeSetting } from '../../platform/settings/settings.ts';

export const COMPANY_CHECK_PERMISSION = 'common:company:check';

export const companyCheckRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sys/companyCheck/links',
      { config: { permission: COMPANY_CHECK_PERMISSION } },
      async (request) => {
        const user = requireUser(request);
        return ok(await database.tenantTx(user, (tx) => readSetting(tx, user.tenantId, 'companyCheck')));
      },
    );

    app.put(
      '/sys/companyCheck/links',
      {
        config: { permission: SETTING_EDIT_PERMISSION },
        schema: { body: companyCheckSettingSchema.extend({ version: z.number().int().min(0) }) },
      },
      async (request) => {
        const user = requireUser(request);
        const { version, ...value } = request.body;
        return ok(
          await database.tenantTx(user, (tx) =>
            writeSetting(tx, user.tenantId, 'companyCheck', value, version, user.userId),
          ),
          '保存成功',
        );
      },
    );
  };
