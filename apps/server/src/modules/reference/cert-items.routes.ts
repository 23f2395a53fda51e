/**
 * Certification items of the scope-picking tool: the keyword search (SPEC.md §5: at most 10, best
 * first, and whether more exist) for holders of common:review:tool, and the admin edits.
 */
import {
  type CertificationItem,
  type CertificationItemSearchResult,
  pageQuerySchema,
  SCOPE_SEARCH_MAX_RESULTS,
  scopeSearchWords,
} from '@cb/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../platform/crud/unique.ts';
import { certificationItemBody, editOf, idQuery } from './dto.ts';
import { containsPattern, orderFor, paged } from './list.ts';
import { certificationItems as ci } from './schema.ts';

export const REVIEW_TOOL_PERMISSION = 'common:review:tool';
export const CERT_ITEM_PERMISSIONS = {
  add: 'sys:certItem:add',
  edit: 'sys:certItem:edit',
  delete: 'sys:certItem:delete',
} as const;

const itemColumns = {
  id: ci.id,
  certiCode: ci.certiCode,
  description: ci.description,
  certiCoverage: ci.certiCoverage,
  certiQualification: ci.certiQualification,
  certiEnvironment: ci.certiEnvironment,
  certiSecurityAndHealth: ci.certiSecurityAndHealth,
};

/**
 * Items whose description, code or scope wording contains the words, best first: exact code, code
 * prefix, description starting with the words, then the earlier the match and the shorter the text.
 */
export async function searchCertificationItems(
  tx: Tx,
  tenantId: number,
  words: string,
): Promise<CertificationItemSearchResult<CertificationItem>> {
  const pattern = containsPattern(words);
  const prefix = `${pattern.slice(1)}`;
  const rows = await tx
    .select(itemColumns)
    .from(ci)
    .where(
      and(
        eq(ci.tenantId, tenantId),
        or(ilike(ci.description, pattern), ilike(ci.certiCode, pattern), ilike(ci.certiCoverage, pattern)),
      ),
    )
    .orderBy(
      sql`case
        when ${ci.certiCode} = ${words} then 0
        when ${ci.certiCode} ilike ${prefix} then 1
        when ${ci.description} ilike ${prefix} then 2
        when ${ci.description} ilike ${pattern} then 3
        else 4 end`,
      sql`nullif(strpos(lower(${ci.description}), lower(${words})), 0) asc nulls last`,
      sql`char_length(${ci.description})`,
      asc(ci.sortNo),
      asc(ci.id),
    )
    .limit(SCOPE_SEARCH_MAX_RESULTS + 1);
  return {
    records: rows.slice(0, SCOPE_SEARCH_MAX_RESULTS),
    hasMore: rows.length > SCOPE_SEARCH_MAX_RESULTS,
  };
}

const SORT = {
  certiCode: ci.certiCode,
  description: ci.description,
  sortNo: ci.sortNo,
  createTime: ci.createdAt,
};
const adminListQuery = pageQuerySchema(['certiCode', 'description', 'sortNo', 'createTime']).extend({
  keyword: z.string().trim().max(100).optional(),
});

export const certItemsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/certi/cerCertiItemApi/listCertItem',
      {
        config: { permission: REVIEW_TOOL_PERMISSION },
        schema: { querystring: z.object({ words: z.string().max(100, '关键字过长').default('') }) },
      },
      async (request) => {
        const user = requireUser(request);
        const words = scopeSearchWords(request.query.words);
        if (!words) throw badRequest('请输入关键字');
        return ok(await database.tenantTx(user, (tx) => searchCertificationItems(tx, user.tenantId, words)));
      },
    );

    app.get(
      '/sys/certItem/list',
      {
        config: { permission: Object.values(CERT_ITEM_PERMISSIONS) },
        schema: { querystring: adminListQuery },
      },
      async (request) => {
        const user = requireUser(request);
        const q = request.query;
        const where: SQL | undefined = and(
          eq(ci.tenantId, user.tenantId),
          q.keyword
            ? or(
                ilike(ci.description, containsPattern(q.keyword)),
                ilike(ci.certiCode, containsPattern(q.keyword)),
              )
            : undefined,
        );
        return ok(
          await database.tenantTx(user, (tx) =>
            paged(tx, ci, where, q, (limit, offset) =>
              tx
                .select({ ...itemColumns, sortNo: ci.sortNo, version: ci.version })
                .from(ci)
                .where(where)
                .orderBy(...orderFor(q, SORT, [asc(ci.sortNo), asc(ci.certiCode)], ci.id))
                .limit(limit)
                .offset(offset),
            ),
          ),
        );
      },
    );

    app.post(
      '/sys/certItem/add',
      { config: { permission: CERT_ITEM_PERMISSIONS.add }, schema: { body: certificationItemBody } },
      async (request) => {
        const user = requireUser(request);
        try {
          const [row] = await database.tenantTx(user, (tx) =>
            tx
              .insert(ci)
              .values({
                ...request.body,
                tenantId: user.tenantId,
                createdBy: user.userId,
                updatedBy: user.userId,
              })
              .returning({ id: ci.id, version: ci.version }),
          );
          return ok(row, '添加成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('已存在相同专业小类和业务描述的条目');
          throw error;
        }
      },
    );

    app.put(
      '/sys/certItem/edit',
      { config: { permission: CERT_ITEM_PERMISSIONS.edit }, schema: { body: editOf(certificationItemBody) } },
      async (request) => {
        const user = requireUser(request);
        const { id, version, ...patch } = request.body;
        try {
          const row = await database.tenantTx(user, (tx) =>
            updateVersioned(tx, ci, id, version, patch, user.userId),
          );
          return ok({ id: row.id, version: row.version }, '编辑成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('已存在相同专业小类和业务描述的条目');
          throw error;
        }
      },
    );

    app.delete(
      '/sys/certItem/delete',
      { config: { permission: CERT_ITEM_PERMISSIONS.delete }, schema: { querystring: idQuery } },
      async (request) => {
        const user = requireUser(request);
        const deleted = await database.tenantTx(user, (tx) =>
          tx
            .delete(ci)
            .where(and(eq(ci.tenantId, user.tenantId), eq(ci.id, request.query.id)))
            .returning({ id: ci.id }),
        );
        if (!deleted.length) throw notFound();
        return ok(null, '删除成功!');
      },
    );
  };
