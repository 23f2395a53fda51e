/**
 * 证书维护 (zswh), the requests' side: creating a batch in one transaction with one item per
 * certificate (the chosen ones, the numbers typed in, or the list's filters), refusing a
 * certificate already in an unfinished regenerate or transition batch (409), and handing it to the
 * runner after the commit; the batches' list, one batch, its items and their export, cancelling a
 * batch, and its printed file. The runner that works a batch off is maintenance.ts.
 */
import {
  type BatchStatus,
  batchCancelProblem,
  batchPercent,
  type CertificateListQuery,
  labelOf,
  MAINTENANCE_KINDS,
  MAX_BATCH_CERTIFICATES,
  type MaintenanceBatchInput,
  type MaintenanceBatchListQuery,
  type MaintenanceBatchRow,
  type MaintenanceItemListQuery,
  type MaintenanceItemRow,
  maintenanceBatchBody,
  maintenanceBatchProblem,
  type Page,
} from '@cb/domain';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { isUnfiltered, orderFor, paged, preparedTenantPage, tableRows } from '../../platform/crud/list.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import { afterCommit, type Database, type Reader, type Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import {
  type BatchParams,
  type BatchRecord,
  type CertificateBatchRunner,
  certificateBatchRunner,
} from './maintenance.ts';
import { selectCertificateRows } from './manage-repository.ts';
import { certificateBatches, certificateBatchItems, certificates } from './schema.ts';

const BATCH_ORDER = [desc(certificateBatches.createdAt)];
const batchPageRows = tableRows(certificateBatches);
const unfilteredBatches = preparedTenantPage(
  'certificates.maintenance-batches',
  certificateBatches,
  batchPageRows(BATCH_ORDER),
);

/** A page of the tenant's batches, as the table holds them. */
function batchRecordPage(tx: Reader, tenantId: number, query: MaintenanceBatchListQuery) {
  if (isUnfiltered(query)) return unfilteredBatches(tx, { tenantId }, query);
  const b = certificateBatches;
  const conditions: (SQL | undefined)[] = [eq(b.tenantId, tenantId)];
  if (query.kind) conditions.push(eq(b.kind, query.kind));
  if (query.status) conditions.push(eq(b.status, query.status));
  const where = and(...conditions);
  const rows = batchPageRows(orderFor(query, { createTime: b.createdAt }, BATCH_ORDER, b.id));
  return paged(tx, b, where, query, (limit, offset) => rows(tx, where, limit, offset));
}

const kindName = (kind: string) => labelOf(MAINTENANCE_KINDS, kind) ?? kind;

export class CertificateMaintenanceService {
  constructor(
    private readonly database: Database,
    private readonly files: FileStorage,
    private readonly runner: CertificateBatchRunner = certificateBatchRunner,
  ) {}

  /** Creates the batch and its items in one transaction; the runner starts after the commit. */
  async create(
    user: AuthUser,
    input: MaintenanceBatchInput | z.infer<typeof maintenanceBatchBody>,
    origin: string,
  ) {
    const parsed = maintenanceBatchBody.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '请求参数错误');
    const body = parsed.data;
    return this.database.tenantTx(user, async (tx) => {
      const chosen = await this.choose(tx, user.tenantId, body);
      const problem = maintenanceBatchProblem(body.kind, body, chosen.length);
      if (problem) throw badRequest(problem);
      if (body.kind !== 'print') {
        const busy = await tx
          .select({ certNo: certificateBatchItems.certNo })
          .from(certificateBatchItems)
          .innerJoin(certificateBatches, eq(certificateBatches.id, certificateBatchItems.batchId))
          .where(
            inTenant(certificateBatchItems, user.tenantId, [
              ne(certificateBatches.kind, 'print'),
              inArray(certificateBatches.status, ['queued', 'running']),
              inArray(
                certificateBatchItems.certificateId,
                chosen.map((c) => c.id),
              ),
            ]),
          )
          .limit(3);
        if (busy.length)
          throw conflict(`证书${busy.map((b) => b.certNo).join('、')}正在其他维护任务中，请待其完成后再试`);
      }
      const id = uuidv7();
      const title =
        body.kind === 'transition'
          ? `${kindName(body.kind)}：${body.standardCode} → ${body.standardVersion}（${chosen.length}张）`
          : `${kindName(body.kind)}（${chosen.length}张）`;
      const params: BatchParams = {
        origin,
        standardCode: body.standardCode,
        standardName: body.standardName,
        standardVersion: body.standardVersion,
        remark: body.remark,
      };
      await tx
        .insert(certificateBatches)
        .values({ id, ...authoredBy(user), kind: body.kind, title, params, total: chosen.length });
      for (let i = 0; i < chosen.length; i += 500) {
        await tx.insert(certificateBatchItems).values(
          chosen.slice(i, i + 500).map((c, j) => ({
            id: uuidv7(),
            tenantId: user.tenantId,
            batchId: id,
            seq: i + j + 1,
            certificateId: c.id,
            certNo: c.certNo,
            enterpriseName: c.enterpriseName,
          })),
        );
      }
      afterCommit(() => this.runner.start(user.tenantId, id));
      return { id, version: 1, total: chosen.length };
    });
  }

  /** The certificates a batch takes: the ids, the numbers, or the list's filters (current versions). */
  private async choose(
    tx: Tx,
    tenantId: number,
    body: ReturnType<typeof maintenanceBatchBody.parse>,
  ): Promise<{ id: string; certNo: string; enterpriseName: string }[]> {
    const c = certificates;
    const columns = { id: c.id, certNo: c.certNo, enterpriseName: c.enterpriseName, issueDate: c.issueDate };
    if (body.certificateIds.length) {
      const ids = [...new Set(body.certificateIds)];
      const rows = await tx
        .select(columns)
        .from(c)
        .where(inTenant(c, tenantId, [inArray(c.id, ids)]))
        .orderBy(asc(c.certNo));
      if (rows.length !== ids.length) throw badRequest('所选证书不存在或已被删除');
      return rows;
    }
    if (body.certNos.length) {
      const numbers = [...new Set(body.certNos.map((n) => n.toUpperCase()).filter(Boolean))];
      const rows = await tx
        .select(columns)
        .from(c)
        .where(inTenant(c, tenantId, [ne(c.status, 99), inArray(sql`upper(${c.certNo})`, numbers)]))
        .orderBy(asc(c.certNo));
      const found = new Set(rows.map((r) => r.certNo.toUpperCase()));
      const missing = numbers.filter((n) => !found.has(n));
      if (missing.length) throw badRequest(`证书编号不存在：${missing.slice(0, 5).join('、')}`);
      return rows;
    }
    const query: Omit<CertificateListQuery, 'pageNo' | 'pageSize'> = {
      ...body.filters,
      column: 'certNo',
      order: 'asc',
    } as Omit<CertificateListQuery, 'pageNo' | 'pageSize'>;
    const rows = await selectCertificateRows(tx, tenantId, query, 'current', MAX_BATCH_CERTIFICATES + 1);
    return rows.map((r) => ({ id: r.id, certNo: r.certNo, enterpriseName: r.enterpriseName }));
  }

  list(user: AuthUser, query: MaintenanceBatchListQuery): Promise<Page<MaintenanceBatchRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const page = await batchRecordPage(tx, user.tenantId, query);
      return { ...page, records: await this.rows(tx, page.records) };
    });
  }

  async detail(user: AuthUser, id: string): Promise<MaintenanceBatchRow> {
    return this.database.tenantRead(user, async (tx) => {
      const batch = await this.read(tx, user.tenantId, id);
      return (await this.rows(tx, [batch]))[0]!;
    });
  }

  items(user: AuthUser, query: MaintenanceItemListQuery): Promise<Page<MaintenanceItemRow>> {
    const i = certificateBatchItems;
    return this.database.tenantRead(user, async (tx) => {
      await this.read(tx, user.tenantId, query.batchId);
      const where = inTenant(i, user.tenantId, [
        eq(i.batchId, query.batchId),
        query.status ? eq(i.status, query.status) : undefined,
      ]);
      return paged(tx, i, where, query, async (limit, offset) => {
        const rows = await tx
          .select()
          .from(i)
          .where(where)
          .orderBy(...orderFor(query, { seq: i.seq }, [asc(i.seq)], i.id))
          .limit(limit)
          .offset(offset);
        return rows.map(itemRow);
      });
    });
  }

  exportItems(user: AuthUser, batchId: string, status: string | undefined, max: number) {
    const i = certificateBatchItems;
    return this.database.tenantRead(user, async (tx) => {
      const batch = await this.read(tx, user.tenantId, batchId);
      const rows = await tx
        .select()
        .from(i)
        .where(
          inTenant(i, user.tenantId, [eq(i.batchId, batchId), status ? eq(i.status, status) : undefined]),
        )
        .orderBy(asc(i.seq))
        .limit(max);
      return { batch, rows: rows.map(itemRow) };
    });
  }

  async cancel(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const batch = await this.read(tx, user.tenantId, id, true);
      if (batch.version !== version) throw conflict();
      const problem = batchCancelProblem(batch.status as BatchStatus);
      if (problem) throw badRequest(problem);
      const row = await updateVersioned(
        tx,
        certificateBatches,
        id,
        version,
        { status: 'cancelled', finishedAt: new Date(), leaseUntil: null },
        user.userId,
      );
      return { id, version: row.version };
    });
  }

  /** The batch print's PDF. */
  async file(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const batch = await this.read(tx, user.tenantId, id);
      if (!batch.fileId) throw badRequest('该任务没有生成的PDF文件');
      const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.id, batch.fileId));
      if (!file) throw notFound('文件不存在');
      return { file, data: await this.files.get(file.storageKey) };
    });
  }

  private async read(tx: Reader, tenantId: number, id: string, lock = false): Promise<BatchRecord> {
    const query = tx
      .select()
      .from(certificateBatches)
      .where(inTenant(certificateBatches, tenantId, [eq(certificateBatches.id, id)]));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('维护任务不存在');
    return row;
  }

  /** Rows with their progress counted from the items, and the PDF timings. */
  private async rows(tx: Reader, batches: BatchRecord[]): Promise<MaintenanceBatchRow[]> {
    if (!batches.length) return [];
    const i = certificateBatchItems;
    const counts = await tx
      .select({
        batchId: i.batchId,
        ok: sql<number>`count(*) filter (where ${i.status} = 'ok')::int`,
        failed: sql<number>`count(*) filter (where ${i.status} = 'failed')::int`,
        avgMs: sql<number | null>`avg(${i.ms})::float8`,
        maxMs: sql<number | null>`max(${i.ms})::float8`,
      })
      .from(i)
      .where(
        inTenant(i, batches[0]!.tenantId, [
          inArray(
            i.batchId,
            batches.map((b) => b.id),
          ),
        ]),
      )
      .groupBy(i.batchId);
    const creators = await tx
      .select({ id: users.id, name: users.realname })
      .from(users)
      .where(
        inArray(
          users.id,
          batches.flatMap((b) => (b.createdBy ? [b.createdBy] : [])),
        ),
      );
    return batches.map((b) => {
      const c = counts.find((x) => x.batchId === b.id);
      const ok = c?.ok ?? 0;
      const failed = c?.failed ?? 0;
      const round = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10);
      return {
        id: b.id,
        version: b.version,
        kind: b.kind,
        title: b.title,
        status: b.status,
        total: b.total,
        succeeded: ok,
        failed,
        percent: b.status === 'done' ? 100 : batchPercent(b.total, ok + failed),
        hasFile: !!b.fileId,
        avgMs: round(c?.avgMs),
        maxMs: round(c?.maxMs),
        error: b.error,
        creatorName: creators.find((u) => u.id === b.createdBy)?.name ?? '',
        createTime: b.createdAt.toISOString(),
        startTime: b.startedAt?.toISOString() ?? null,
        finishTime: b.finishedAt?.toISOString() ?? null,
      };
    });
  }
}

const itemRow = (r: typeof certificateBatchItems.$inferSelect): MaintenanceItemRow => ({
  id: r.id,
  seq: r.seq,
  certificateId: r.certificateId,
  certNo: r.certNo,
  enterpriseName: r.enterpriseName,
  status: r.status,
  message: r.message,
  ms: r.ms == null ? null : Math.round(r.ms * 10) / 10,
});
