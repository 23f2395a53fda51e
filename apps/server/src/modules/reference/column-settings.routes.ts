/** Each user's table column settings (SPEC.md §3 "Column setting", §7). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { userColumnSettings as ucs } from './schema.ts';

export const COLUMN_SETTING_PERMISSION = 'common:column:setting';

export const columnSettingBody = z.object({
  settingKey: z.string({ error: '请指定列设置标识' }).regex(/^[A-Za-z][\w:./-]{0,99}$/, '列设置标识格式错误'),
  settingJson: z
    .string({ error: '请提供列设置' })
    .max(20_000, '列设置过长')
    .refine((v) => {
      try {
        const parsed = JSON.parse(v);
        return typeof parsed === 'object' && parsed !== null;
      } catch {
        return false;
      }
    }, '列设置必须是 JSON 对象或数组'),
});

export const columnSettingsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/certi/cerUserColSetting/getColSettingList',
      { config: { permission: COLUMN_SETTING_PERMISSION } },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await database.tenantTx(user, (tx) =>
            tx
              .select({ settingKey: ucs.settingKey, settingJson: ucs.settingJson })
              .from(ucs)
              .where(and(eq(ucs.tenantId, user.tenantId), eq(ucs.userId, user.userId)))
              .orderBy(asc(ucs.settingKey)),
          ),
        );
      },
    );

    // A user's own layout preference: the last save wins, so it is an upsert without a version.
    app.post(
      '/certi/cerUserColSetting/save',
      { config: { permission: COLUMN_SETTING_PERMISSION }, schema: { body: columnSettingBody } },
      async (request) => {
        const user = requireUser(request);
        const { settingKey, settingJson } = request.body;
        await database.tenantTx(user, (tx) =>
          tx
            .insert(ucs)
            .values({
              tenantId: user.tenantId,
              userId: user.userId,
              settingKey,
              settingJson,
              createdBy: user.userId,
              updatedBy: user.userId,
            })
            .onConflictDoUpdate({
              target: [ucs.tenantId, ucs.userId, ucs.settingKey],
              set: {
                settingJson,
                updatedAt: new Date(),
                updatedBy: user.userId,
                version: sql`${ucs.version} + 1`,
              },
            }),
        );
        return ok({ settingKey, settingJson }, '保存成功');
      },
    );
  };
