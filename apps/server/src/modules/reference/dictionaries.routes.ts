/**
 * Dictionaries (数据字典): GET /sys/dict/getDictItems/{dictCode} for every signed-in user, and the
 * admin lists and edits. A dictionary code is a key of the tenant's dictionary table: a malformed
 * code is 400, an unknown one 404, and neither reaches SQL as anything but a bound value.
 */
import { pageQuerySchema } from '@cb/domain';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/crud/unique.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { DICT_CODE_PATTERN, dictionaryBody, dictionaryItemBody, editOf, idQuery, uuidSchema } from './dto.ts';
import { containsPattern, orderFor, paged } from './list.ts';
import { dictionaries, dictionaryItems } from './schema.ts';

export const DICT_PERMISSIONS = {
  add: 'sys:dict:add',
  edit: 'sys:dict:edit',
  delete: 'sys:dict:delete',
} as const;
const ANY_DICT = Object.values(DICT_PERMISSIONS);

const SORT = { code: dictionaries.code, name: dictionaries.name, createTime: dictionaries.createdAt };
const listQuery = pageQuerySchema(['code', 'name', 'createTime']).extend({
  keyword: z.string().trim().max(60).optional(),
});

export const dictionariesRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sys/dict/getDictItems/:dictCode',
      { schema: { params: z.object({ dictCode: z.string().max(200) }) } },
      async (request) => {
        const user = requireUser(request);
        const { dictCode } = request.params;
        if (!DICT_CODE_PATTERN.test(dictCode)) throw badRequest('字典编码格式错误');
        const items = await database.tenantTx(user, async (tx) => {
          const [dict] = await tx
            .select({ id: dictionaries.id })
            .from(dictionaries)
            .where(and(eq(dictionaries.tenantId, user.tenantId), eq(dictionaries.code, dictCode)));
          if (!dict) throw notFound('字典不存在');
          return tx
            .select({
              value: dictionaryItems.value,
              text: dictionaryItems.text,
              textEn: dictionaryItems.textEn,
              color: dictionaryItems.color,
            })
            .from(dictionaryItems)
            .where(
              and(
                eq(dictionaryItems.tenantId, user.tenantId),
                eq(dictionaryItems.dictionaryId, dict.id),
                eq(dictionaryItems.status, 1),
              ),
            )
            .orderBy(asc(dictionaryItems.sortNo), asc(dictionaryItems.value));
        });
        const english = request.headers['accept-language'] === 'en-US';
        return ok(
          items.map((i) => {
            const text = english && i.textEn ? i.textEn : i.text;
            return { value: i.value, text, title: text, label: text, color: i.color };
          }),
        );
      },
    );

    app.get(
      '/sys/dict/list',
      { config: { permission: ANY_DICT }, schema: { querystring: listQuery } },
      async (request) => {
        const user = requireUser(request);
        const q = request.query;
        const where = and(
          eq(dictionaries.tenantId, user.tenantId),
          q.keyword
            ? or(
                ilike(dictionaries.code, containsPattern(q.keyword)),
                ilike(dictionaries.name, containsPattern(q.keyword)),
              )
            : undefined,
        );
        return ok(
          await database.tenantTx(user, (tx) =>
            paged(tx, dictionaries, where, q, (limit, offset) =>
              tx
                .select()
                .from(dictionaries)
                .where(where)
                .orderBy(...orderFor(q, SORT, [asc(dictionaries.code)], dictionaries.id))
                .limit(limit)
                .offset(offset),
            ),
          ),
        );
      },
    );

    app.post(
      '/sys/dict/add',
      { config: { permission: DICT_PERMISSIONS.add }, schema: { body: dictionaryBody } },
      async (request) => {
        const user = requireUser(request);
        try {
          const [row] = await database.tenantTx(user, (tx) =>
            tx
              .insert(dictionaries)
              .values({
                ...request.body,
                tenantId: user.tenantId,
                createdBy: user.userId,
                updatedBy: user.userId,
              })
              .returning(),
          );
          return ok(row, '添加成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('字典编码已存在');
          throw error;
        }
      },
    );

    app.put(
      '/sys/dict/edit',
      { config: { permission: DICT_PERMISSIONS.edit }, schema: { body: editOf(dictionaryBody) } },
      async (request) => {
        const user = requireUser(request);
        const { id, version, ...patch } = request.body;
        try {
          const row = await database.tenantTx(user, (tx) =>
            updateVersioned(tx, dictionaries, id, version, patch, user.userId),
          );
          return ok(row, '编辑成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('字典编码已存在');
          throw error;
        }
      },
    );

    app.delete(
      '/sys/dict/delete',
      { config: { permission: DICT_PERMISSIONS.delete }, schema: { querystring: idQuery } },
      async (request) => {
        const user = requireUser(request);
        const deleted = await database.tenantTx(user, (tx) =>
          tx
            .delete(dictionaries)
            .where(and(eq(dictionaries.tenantId, user.tenantId), eq(dictionaries.id, request.query.id)))
            .returning({ id: dictionaries.id }),
        );
        if (!deleted.length) throw notFound();
        return ok(null, '删除成功!');
      },
    );

    app.get(
      '/sys/dictItem/list',
      { config: { permission: ANY_DICT }, schema: { querystring: z.object({ dictionaryId: uuidSchema }) } },
      async (request) => {
        const user = requireUser(request);
        const rows = await database.tenantTx(user, (tx) =>
          tx
            .select()
            .from(dictionaryItems)
            .where(
              and(
                eq(dictionaryItems.tenantId, user.tenantId),
                eq(dictionaryItems.dictionaryId, request.query.dictionaryId),
              ),
            )
            .orderBy(asc(dictionaryItems.sortNo), asc(dictionaryItems.value)),
        );
        return ok(rows);
      },
    );

    app.post(
      '/sys/dictItem/add',
      { config: { permission: DICT_PERMISSIONS.edit }, schema: { body: dictionaryItemBody } },
      async (request) => {
        const user = requireUser(request);
        try {
          const row = await database.tenantTx(user, async (tx) => {
            const [dict] = await tx
              .select({ id: dictionaries.id })
              .from(dictionaries)
              .where(
                and(eq(dictionaries.tenantId, user.tenantId), eq(dictionaries.id, request.body.dictionaryId)),
              );
            if (!dict) throw notFound('字典不存在');
            const [created] = await tx
              .insert(dictionaryItems)
              .values({
                ...request.body,
                tenantId: user.tenantId,
                createdBy: user.userId,
                updatedBy: user.userId,
              })
              .returning();
            return created;
          });
          return ok(row, '添加成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('该字典中已存在此数据值');
          throw error;
        }
      },
    );

    app.put(
      '/sys/dictItem/edit',
      { config: { permission: DICT_PERMISSIONS.edit }, schema: { body: editOf(dictionaryItemBody) } },
      async (request) => {
        const user = requireUser(request);
        const { id, version, dictionaryId: _moved, ...patch } = request.body;
        try {
          const row = await database.tenantTx(user, (tx) =>
            updateVersioned(tx, dictionaryItems, id, version, patch, user.userId),
          );
          return ok(row, '编辑成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('该字典中已存在此数据值');
          throw error;
        }
      },
    );

    app.delete(
      '/sys/dictItem/delete',
      { config: { permission: DICT_PERMISSIONS.edit }, schema: { querystring: idQuery } },
      async (request) => {
        const user = requireUser(request);
        const deleted = await database.tenantTx(user, (tx) =>
          tx
            .delete(dictionaryItems)
            .where(and(eq(dictionaryItems.tenantId, user.tenantId), eq(dictionaryItems.id, request.query.id)))
            .returning({ id: dictionaryItems.id }),
        );
        if (!deleted.length) throw notFound();
        return ok(null, '删除成功!');
      },
    );
  };
