/**
 * Professional-code records (SPEC.md §3 "Certificate code record", §7 GET /certi/cerCertificateCode/list):
 * the lookup for every user holding common:code:query, admin edits, Excel export and import.
 */

import {
  type CertificateCodeRecord,
  iafSectorOf,
  labelOf,
  pageQuerySchema,
  RISK_LEVELS,
  uploadTypeError,
} from '@cb/domain';
import multipart from '@fastify/multipart';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { MAX_IMPORT_BYTES, readCodeWorkbook, writeCodeWorkbook } from './code-excel.ts';
import { isUniqueViolation } from '../../platform/crud/unique.ts';
import { editOf, idQuery, professionalCodeBody, uuidSchema } from './dto.ts';
import { containsPattern, orderFor, paged } from './list.ts';
import { certificateStandards as cs, professionalCodes as pc } from './schema.ts';

export const CODE_QUERY_PERMISSION = 'common:code:query';
export const CODE_PERMISSIONS = {
  add: 'sys:code:add',
  edit: 'sys:code:edit',
  delete: 'sys:code:delete',
  import: 'sys:code:import',
  export: 'sys:code:export',
} as const;

const SORT = {
  certCodeCustom: pc.certCodeCustom,
  proName: pc.proName,
  riskLevel: pc.riskLevel,
  createTime: pc.createdAt,
};

export const codeListQuery = pageQuerySchema(['certCodeCustom', 'proName', 'riskLevel', 'createTime']).extend(
  {
    certCodeCustom: z.string().trim().max(20, '专业代码过长').optional(),
    proName: z.string().trim().max(100, '专业名称过长').optional(),
    certificateStandardId: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  },
);

function filters(tenantId: number, q: z.infer<typeof codeListQuery>): SQL | undefined {
  return and(
    eq(pc.tenantId, tenantId),
    q.certCodeCustom ? ilike(pc.certCodeCustom, `${containsPattern(q.certCodeCustom).slice(1)}`) : undefined,
    q.proName ? ilike(pc.proName, containsPattern(q.proName)) : undefined,
    q.certificateStandardId ? eq(pc.certificateStandardId, q.certificateStandardId) : undefined,
  );
}

const recordColumns = {
  id: pc.id,
  certCodeCustom: pc.certCodeCustom,
  certificateStandardId: pc.certificateStandardId,
  certificateStandardFullName: cs.fullName,
  standardCode: cs.code,
  iafCode: pc.iafCode,
  proName: pc.proName,
  witnessRequired: pc.witnessRequired,
  riskLevel: pc.riskLevel,
  techSpecification: pc.techSpecification,
  belIndustry: pc.belIndustry,
  reportingCode: pc.reportingCode,
  effectiveDate: pc.effectiveDate,
  expiryDate: pc.expiryDate,
  enabled: pc.enabled,
  remark: pc.remark,
  version: pc.version,
};

type RecordRow = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] | null };

function toRecord(r: RecordRow): CertificateCodeRecord & { standardCode: string } {
  return {
    id: r.id!,
    certCodeCustom: r.certCodeCustom!,
    certificateStandardId: r.certificateStandardId!,
    certificateStandardFullName: r.certificateStandardFullName ?? '',
    standardCode: r.standardCode ?? '',
    iafCode: r.iafCode,
    proName: r.proName!,
    izHaveFlag: r.witnessRequired === 1 ? 1 : 0,
    izHaveFlag_dictText: r.witnessRequired === 1 ? '是' : '否',
    riskLevel: r.riskLevel,
    riskLevel_dictText: labelOf(RISK_LEVELS, r.riskLevel) ?? '',
    techSpecification: r.techSpecification ?? '',
    belIndustry: r.belIndustry ?? '',
    reportingCode: r.reportingCode ?? '',
    effectiveDate: r.effectiveDate,
    expiryDate: r.expiryDate,
    enabled: r.enabled,
    remark: r.remark ?? '',
    version: r.version!,
  };
}

const selectRecords = (tx: Tx) =>
  tx.select(recordColumns).from(pc).leftJoin(cs, eq(cs.id, pc.certificateStandardId));

const defaultOrder = [asc(cs.sortNo), asc(pc.certCodeCustom), asc(pc.proName)];

/** The standard must be one of the caller's tenant (RLS hides others; this gives a clear message). */
async function assertStandard(tx: Tx, tenantId: number, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: cs.id })
    .from(cs)
    .where(and(eq(cs.tenantId, tenantId), eq(cs.id, id)));
  if (!row) throw badRequest('认证标准不存在');
}

const toColumns = (body: z.infer<typeof professionalCodeBody>) => {
  const { izHaveFlag, ...rest } = body;
  return { ...rest, witnessRequired: izHaveFlag, iafCode: iafSectorOf(body.certCodeCustom) };
};

export const codesRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } });
    }

    app.get(
      '/certi/cerCertificateCode/list',
      { config: { permission: CODE_QUERY_PERMISSION }, schema: { querystring: codeListQuery } },
      async (request) => {
        const user = requireUser(request);
        const q = request.query;
        const where = filters(user.tenantId, q);
        const page = await database.tenantTx(user, (tx) =>
          paged(tx, pc, where, q, (limit, offset) =>
            selectRecords(tx)
              .where(where)
              .orderBy(...orderFor(q, SORT, defaultOrder, pc.id))
              .limit(limit)
              .offset(offset),
          ),
        );
        return ok({ ...page, records: page.records.map(toRecord) });
      },
    );

    app.post(
      '/certi/cerCertificateCode/add',
      { config: { permission: CODE_PERMISSIONS.add }, schema: { body: professionalCodeBody } },
      async (request) => {
        const user = requireUser(request);
        try {
          const row = await database.tenantTx(user, async (tx) => {
            await assertStandard(tx, user.tenantId, request.body.certificateStandardId);
            const [created] = await tx
              .insert(pc)
              .values({
                ...toColumns(request.body),
                tenantId: user.tenantId,
                createdBy: user.userId,
                updatedBy: user.userId,
              })
              .returning({ id: pc.id, version: pc.version });
            return created;
          });
          return ok(row, '添加成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('该标准下已存在相同的专业代码和名称');
          throw error;
        }
      },
    );

    app.put(
      '/certi/cerCertificateCode/edit',
      { config: { permission: CODE_PERMISSIONS.edit }, schema: { body: editOf(professionalCodeBody) } },
      async (request) => {
        const user = requireUser(request);
        const { id, version, ...body } = request.body;
        try {
          const row = await database.tenantTx(user, async (tx) => {
            await assertStandard(tx, user.tenantId, body.certificateStandardId);
            const updated = await updateVersioned(tx, pc, id, version, toColumns(body), user.userId);
            return { id: updated.id, version: updated.version };
          });
          return ok(row, '编辑成功！');
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('该标准下已存在相同的专业代码和名称');
          throw error;
        }
      },
    );

    app.delete(
      '/certi/cerCertificateCode/delete',
      { config: { permission: CODE_PERMISSIONS.delete }, schema: { querystring: idQuery } },
      async (request) => {
        const user = requireUser(request);
        const deleted = await database.tenantTx(user, (tx) =>
          tx
            .delete(pc)
            .where(and(eq(pc.tenantId, user.tenantId), eq(pc.id, request.query.id)))
            .returning({ id: pc.id }),
        );
        if (!deleted.length) throw notFound();
        return ok(null, '删除成功!');
      },
    );

    app.get(
      '/certi/cerCertificateCode/exportXls',
      {
        config: { permission: CODE_PERMISSIONS.export },
        schema: { querystring: codeListQuery.omit({ pageNo: true, pageSize: true }) },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const q = { ...request.query, pageNo: 1, pageSize: 100 };
        const where = filters(user.tenantId, q);
        const rows = await database.tenantTx(user, (tx) =>
          selectRecords(tx)
            .where(where)
            .orderBy(...orderFor(q, SORT, defaultOrder, pc.id))
            .limit(20_000),
        );
        const content = await writeCodeWorkbook(
          rows.map(toRecord).map((r) => ({ ...r, izHaveFlag: r.izHaveFlag })),
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename="professional-codes.xlsx"; filename*=UTF-8''${encodeURIComponent('专业代码.xlsx')}`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );

    app.post(
      '/certi/cerCertificateCode/importExcel',
      { config: { permission: CODE_PERMISSIONS.import } },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest('请上传文件');
        const file = await request.file();
        if (!file) throw badRequest('请上传文件');
        const typeError = uploadTypeError(file.filename, 'excel');
        if (typeError) throw badRequest(typeError);
        let content: Buffer;
        try {
          content = await file.toBuffer();
        } catch {
          throw new AppError(413, '文件过大，最大 5 MB');
        }
        // .xlsx is a ZIP container; anything else (old .xls, renamed files) is refused by content.
        if (content.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004') {
          throw badRequest('只支持 .xlsx 格式的 Excel 文件');
        }
        const result = await database.tenantTx(user, async (tx) => {
          const standards = await tx
            .select({ id: cs.id, code: cs.code })
            .from(cs)
            .where(eq(cs.tenantId, user.tenantId));
          const { rows, errors } = await readCodeWorkbook(
            content,
            new Map(standards.map((s) => [s.code, s.id])),
          );
          if (errors.length) throw badRequest(`导入失败：${errors.join('；')}`);
          let inserted = 0;
          for (let i = 0; i < rows.length; i += 500) {
            const chunk = rows.slice(i, i + 500);
            const written = await tx
              .insert(pc)
              .values(
                chunk.map(({ standardCode: _s, ...row }) => ({
                  ...toColumns(row),
                  tenantId: user.tenantId,
                  createdBy: user.userId,
                  updatedBy: user.userId,
                })),
              )
              .onConflictDoUpdate({
                target: [pc.tenantId, pc.certificateStandardId, pc.certCodeCustom, pc.proName],
                set: {
                  iafCode: sql`excluded.iaf_code`,
                  witnessRequired: sql`excluded.witness_required`,
                  riskLevel: sql`excluded.risk_level`,
                  techSpecification: sql`excluded.tech_specification`,
                  belIndustry: sql`excluded.bel_industry`,
                  reportingCode: sql`excluded.reporting_code`,
                  effectiveDate: sql`excluded.effective_date`,
                  expiryDate: sql`excluded.expiry_date`,
                  enabled: sql`excluded.enabled`,
                  remark: sql`excluded.remark`,
                  version: sql`${pc.version} + 1`,
                  updatedAt: new Date(),
                  updatedBy: user.userId,
                },
              })
              .returning({ version: pc.version });
            inserted += written.filter((w) => w.version === 1).length;
          }
          return { total: rows.length, inserted, updated: rows.length - inserted };
        });
        return ok(result, `导入成功：新增${result.inserted}条，更新${result.updated}条`);
      },
    );
  };
