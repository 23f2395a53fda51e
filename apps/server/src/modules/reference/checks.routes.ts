/** Duplicate check and rule check (SPEC.md §5, §7) through the registries of registries.ts. */
import type { CheckResult } from '@cb/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { checkRule, duplicateField } from './registries.ts';

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const duplicateQuerySchema = z.object({
  tableName: z.string({ error: '请指定校验表' }).regex(NAME, '不支持的校验字段'),
  fieldName: z.string({ error: '请指定校验字段' }).regex(NAME, '不支持的校验字段'),
  fieldVal: z.string({ error: '请输入校验值' }).max(500, '校验值过长'),
  dataId: z.string().regex(UUID, '数据标识格式错误').optional().or(z.literal('')),
});

export const checkRuleQuerySchema = z.object({
  ruleCode: z.string({ error: '请指定规则编码' }).regex(NAME, '规则编码格式错误'),
  value: z.string().max(500, '校验值过长').default(''),
});

export const checksRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sys/duplicate/check', { schema: { querystring: duplicateQuerySchema } }, async (request) => {
      const user = requireUser(request);
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const target = duplicateField(tableName, fieldName);
      if (!target) throw badRequest('不支持的校验字段');
      await requirePermission(request.server.services, request, user, target.permissions);
      const value = fieldVal.trim();
      const taken = await database.tenantTx(user, (tx) =>
        tx
          .select({ id: target.id })
          .from(target.table)
          .where(
            and(
              eq(target.tenantId, user.tenantId),
              eq(target.column, value),
              dataId ? ne(target.id, dataId) : undefined,
            ),
          )
          .limit(1),
      );
      const result: CheckResult = taken.length
        ? { valid: false, message: '该值不可用，系统中已存在！' }
        : { valid: true, message: '该值可用！' };
      // JeecgBoot's convention, which the client keeps: a taken value answers success false.
      return { ...ok(result, result.message), success: result.valid };
    });

    app.get(
      '/sys/checkRule/checkByCode',
      { schema: { querystring: checkRuleQuerySchema } },
      async (request) => {
        requireUser(request);
        const check = checkRule(request.query.ruleCode);
        if (!check) throw notFound('校验规则不存在');
        const message = check(request.query.value.trim());
        const result: CheckResult = message
          ? { valid: false, message }
          : { valid: true, message: '校验通过' };
        return ok(result, result.message);
      },
    );
  };
