/**
 * 证书维护 (zswh): batch work on many certificates in the background, with progress and a result
 * per certificate.
 *
 * - A batch is created in one transaction with one item per certificate (the chosen ones, the
 *   numbers typed in, or the list's filters); a certificate already in an unfinished regenerate or
 *   transition batch is refused (409), so two batches never race on one certificate.
 * - The runner works after the commit, outside the request, in short transactions of its own: each
 *   certificate is one transaction (its result, its new PDF or version, and the audit trail commit
 *   together), so the page's polling sees the progress as it goes and a failure stops only that
 *   certificate, with its reason in the report.
 * - A batch print streams the pages into one PDF on disk (platform/pdf streamCanvasPdf) while it
 *   reads the certificates a chunk at a time, so a thousand certificates never sit in memory.
 * - The runner holds a lease on the batch; the scheduled job `certificates.batchResume` (every
 *   minute) hands a batch whose lease lapsed (a restart, a crash) to a runner again.
 *
 * This file is the runner and its job; creating, listing and cancelling batches is
 * maintenance-service.ts.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { type BatchStatus, type MaintenanceKind, maintenanceItemProblem } from '@cb/domain';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { afterCommit, type Database, type Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { storeFile } from '../../platform/files/files.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import { type PdfCanvasPage, streamCanvasPdf } from '../../platform/pdf/pdf.ts';
import { CertificateChangeService } from './change-service.ts';
import { CertificateManageService } from './manage-service.ts';
import { keepCertificatePdf } from './pdf-store.ts';
import { certificatePage, certificateVersions } from './print.ts';
import { selectEnabledTenantName } from './repository.ts';
import { certificateBatches, certificateBatchItems, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

export type BatchRecord = typeof certificateBatches.$inferSelect;
export interface BatchParams {
  origin: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  remark: string;
}

/** How long a runner holds a batch without renewing; a lapsed lease is resumed by the job. */
export const BATCH_LEASE_MS = 2 * 60_000;
/** Certificates read (and, for a print, results written) per transaction. */
const CHUNK = 25;
/** Replacement reason 0104 (content change) of a standard transition's new version. */
const CONTENT_CHANGE = '0104';
/** Change type 08 (standard), DOMAIN.md §4.4. */
const STANDARD_CHANGE = '08';

/**
 * Works batches off in the background. One per app (the routes bind it); batches run one after
 * another so a big print does not starve the requests of the two CPU cores.
 */
export class CertificateBatchRunner {
  private deps:
    | { database: Database; files: FileStorage; clock: () => Date; log: (error: unknown) => void }
    | undefined;
  private readonly active = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  bind(database: Database, files: FileStorage, clock: () => Date, log: (error: unknown) => void) {
    this.deps = { database, files, clock, log };
  }

  /** Resolves once every batch started so far has stopped (tests, shutdown). */
  async idle(): Promise<void> {
    let before: Promise<void>;
    do {
      before = this.queue;
      await before;
    } while (before !== this.queue);
  }

  isRunning(batchId: string) {
    return this.active.has(batchId);
  }

  /** Queues the batch here unless this instance already works on it. */
  start(tenantId: number, batchId: string): void {
    const deps = this.deps;
    if (!deps || this.active.has(batchId)) return;
    this.active.add(batchId);
    this.queue = this.queue
      .then(() => this.run(tenantId, batchId))
      .catch((error) => deps.log(error))
      .finally(() => this.active.delete(batchId));
  }

  private async run(tenantId: number, batchId: string): Promise<void> {
    const { database } = this.deps!;
    const claimed = await database.tenantTx({ tenantId, userId: null }, async (tx) => {
      const [batch] = await tx
        .select()
        .from(certificateBatches)
        .where(inTenant(certificateBatches, tenantId, [eq(certificateBatches.id, batchId)]))
        .for('update');
      if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return null;
      if (batch.status === 'running' && batch.leaseUntil && batch.leaseUntil > new Date()) return null;
      // A print resumed after a crash starts its file again.
      if (batch.kind === 'print' && batch.status === 'running')
        await tx
          .update(certificateBatchItems)
          .set({ status: 'pending', message: '', ms: null, doneAt: null })
          .where(inTenant(certificateBatchItems, tenantId, [eq(certificateBatchItems.batchId, batchId)]));
      await tx
        .update(certificateBatches)
        .set({
          status: 'running',
          startedAt: batch.startedAt ?? new Date(),
          leaseUntil: new Date(Date.now() + BATCH_LEASE_MS),
          updatedAt: new Date(),
        })
        .where(eq(certificateBatches.id, batchId));
      return batch;
    });
    if (!claimed) return;
    const actor = { tenantId, userId: claimed.createdBy };
    try {
      if (claimed.kind === 'print') await this.print(claimed);
      else await this.eachCertificate(claimed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await database.tenantTx(actor, (tx) => this.finish(tx, claimed, 'failed', message.slice(0, 500)));
      throw error;
    }
  }

  /** Still ours and not cancelled? Renews the lease while it is. */
  private async stillRunning(batch: BatchRecord): Promise<boolean> {
    return this.deps!.database.tenantTx({ tenantId: batch.tenantId, userId: null }, async (tx) => {
      const renewed = await tx
        .update(certificateBatches)
        .set({ leaseUntil: new Date(Date.now() + BATCH_LEASE_MS) })
        .where(and(eq(certificateBatches.id, batch.id), eq(certificateBatches.status, 'running')))
        .returning({ id: certificateBatches.id });
      return renewed.length === 1;
    });
  }

  private async finish(tx: Tx, batch: BatchRecord, status: BatchStatus, error = '', fileId?: string) {
    await tx
      .update(certificateBatches)
      .set({
        status,
        error,
        finishedAt: new Date(),
        leaseUntil: null,
        ...(fileId ? { fileId } : {}),
        version: sql`${certificateBatches.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(certificateBatches.id, batch.id), eq(certificateBatches.status, 'running')));
  }

  private pendingItems(tx: Tx, batch: BatchRecord) {
    return tx
      .select({ item: certificateBatchItems, certificate: certificates })
      .from(certificateBatchItems)
      .innerJoin(certificates, eq(certificates.id, certificateBatchItems.certificateId))
      .where(
        inTenant(certificateBatchItems, batch.tenantId, [
          eq(certificateBatchItems.batchId, batch.id),
          eq(certificateBatchItems.status, 'pending'),
        ]),
      )
      .orderBy(asc(certificateBatchItems.seq))
      .limit(CHUNK);
  }

  private markItem(
    tx: Tx,
    itemId: string,
    result: { status: 'ok' | 'failed'; message?: string; ms?: number | null; resultId?: string | null },
  ) {
    return tx
      .update(certificateBatchItems)
      .set({
        status: result.status,
        message: result.message ?? '',
        ms: result.ms ?? null,
        resultId: result.resultId ?? null,
        doneAt: new Date(),
      })
      .where(eq(certificateBatchItems.id, itemId));
  }

  /** Regenerate or transition: one transaction per certificate. */
  private async eachCertificate(batch: BatchRecord): Promise<void> {
    const { database, files, clock } = this.deps!;
    const params = batch.params as BatchParams;
    const actor = { tenantId: batch.tenantId, userId: batch.createdBy };
    const change = new CertificateChangeService(database, clock, files);
    const user = {
      tokenId: '',
      userId: batch.createdBy ?? '',
      tenantId: batch.tenantId,
      username: '',
    } satisfies AuthUser;
    const bodyName =
      (await database.tenantTx(actor, (tx) => selectEnabledTenantName(tx, batch.tenantId))) ?? '';
    for (;;) {
      if (!(await this.stillRunning(batch))) return;
      const chunk = await database.tenantTx(actor, (tx) => this.pendingItems(tx, batch));
      if (!chunk.length) break;
      for (const { item, certificate } of chunk) {
        await yieldToRequests();
        const problem = maintenanceItemProblem(batch.kind as MaintenanceKind, certificate, params);
        try {
          if (problem) throw badRequest(problem);
          if (batch.kind === 'regenerate') {
            await database.tenantTx(actor, async (tx) => {
              const kept = await keepCertificatePdf(tx, files, {
                tenantId: batch.tenantId,
                userId: batch.createdBy,
                certificateId: certificate.id,
                reason: 'regenerate',
                note: params.remark || batch.title,
                origin: params.origin,
                batchId: batch.id,
                bodyName,
                requireTemplate: true,
              });
              await this.markItem(tx, item.id, { status: 'ok', ms: kept!.ms, resultId: kept!.fileId });
            });
          } else {
            // The new version and the item's result commit together.
            await database.requestTx(async () => {
              const result = await change.change(
                user,
                {
                  id: certificate.id,
                  version: certificate.version,
                  replacementReason: CONTENT_CHANGE,
                  changeTypes: [STANDARD_CHANGE],
                  issueDate: chinaToday(clock()),
                  fields: {
                    ...(params.standardName ? { standardName: params.standardName } : {}),
                    standardVersion: params.standardVersion,
                  },
                  reason: params.remark || `证书维护：标准换版至${params.standardVersion}`,
                },
                params.origin,
              );
              await database.tenantTx(actor, (tx) =>
                this.markItem(tx, item.id, {
                  status: 'ok',
                  resultId: result.id,
                  message: `新版本 ${result.id}`,
                }),
              );
            });
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await database.tenantTx(actor, (tx) =>
            this.markItem(tx, item.id, { status: 'failed', message: message.slice(0, 500) }),
          );
        }
      }
    }
    await database.tenantTx(actor, (tx) => this.finish(tx, batch, 'done'));
  }

  /** Batch print: every certificate a page of one PDF, streamed to disk, then stored. */
  private async print(batch: BatchRecord): Promise<void> {
    const { database, files, clock } = this.deps!;
    const params = batch.params as BatchParams;
    const actor = { tenantId: batch.tenantId, userId: batch.createdBy };
    const manage = new CertificateManageService(database, files, clock);
    const bodyName =
      (await database.tenantTx(actor, (tx) => selectEnabledTenantName(tx, batch.tenantId))) ?? '';
    const temp = path.join(os.tmpdir(), `cb-batch-${batch.id}-${process.pid}.pdf`);
    const runner = this;
    let cancelled = false;

    async function* pages(): AsyncGenerator<PdfCanvasPage> {
      // Templates and artwork are read once per batch, not once per certificate.
      const templates = new Map<string, Awaited<ReturnType<CertificateManageService['templateFor']>>>();
      const artwork = new Map<string, Buffer | undefined>();
      for (;;) {
        if (!(await runner.stillRunning(batch))) {
          cancelled = true;
          return;
        }
        const chunk = await database.tenantTx(actor, async (tx) => {
          const rows = await runner.pendingItems(tx, batch);
          const versions = await certificateVersions(
            tx,
            batch.tenantId,
            rows.map((r) => r.certificate),
          );
          const prepared: { itemId: string; page?: PdfCanvasPage; problem?: string }[] = [];
          for (const { item, certificate } of rows) {
            const problem = maintenanceItemProblem('print', certificate, params);
            if (problem) {
              prepared.push({ itemId: item.id, problem });
              continue;
            }
            const key = `${certificate.certificateType}|${certificate.standardCode}`;
            if (!templates.has(key))
              templates.set(key, await manage.templateFor(tx, batch.tenantId, certificate));
            const template = templates.get(key);
            if (!template) {
              prepared.push({ itemId: item.id, problem: '没有适用于该证书的证书模板，请先在证书模板中添加' });
              continue;
            }
            if (!artwork.has(template.id)) artwork.set(template.id, await manage.background(tx, template));
            const background = artwork.get(template.id);
            prepared.push({
              itemId: item.id,
              page: certificatePage(
                template,
                { ...certificate, certificateVersion: versions.get(certificate.id) },
                {
                  bodyName,
                  origin: params.origin,
                  ...(background ? { background } : {}),
                },
              ),
            });
          }
          return prepared;
        });
        if (!chunk.length) return;
        const results: { itemId: string; status: 'ok' | 'failed'; message?: string; ms?: number }[] = [];
        for (const entry of chunk) {
          if (!entry.page) {
            results.push({ itemId: entry.itemId, status: 'failed', message: entry.problem! });
            continue;
          }
          const started = performance.now();
          yield entry.page;
          // Resumed once the page has been drawn and written out.
          results.push({ itemId: entry.itemId, status: 'ok', ms: performance.now() - started });
          // Drawing is synchronous: let the requests (the page polling the progress) in between pages.
          await yieldToRequests();
        }
        await database.tenantTx(actor, async (tx) => {
          for (const r of results) await runner.markItem(tx, r.itemId, r);
        });
      }
    }

    try {
      await pipeline(
        streamCanvasPdf({ title: `证书批量打印 ${batch.title}`, author: bodyName }, pages()),
        createWriteStream(temp, { mode: 0o600 }),
      );
      if (cancelled) return;
      const data = await fs.readFile(temp);
      await database.tenantTx(actor, async (tx) => {
        const file = await storeFile(tx, files, {
          tenantId: batch.tenantId,
          userId: batch.createdBy ?? '',
          ownerArea: 'certificate-batch',
          ownerId: batch.id,
          fileName: `证书批量打印-${batch.createdAt.toISOString().slice(0, 10)}.pdf`,
          data,
        });
        await this.finish(tx, batch, 'done', '', file.id);
      });
    } finally {
      await fs.rm(temp, { force: true });
    }
  }
}

export const certificateBatchRunner = new CertificateBatchRunner();

/** Every minute: batches nobody is working on (queued, or a lapsed lease) go to this instance's runner. */
export function batchResumeJob(runner: CertificateBatchRunner = certificateBatchRunner): JobDefinition {
  return {
    name: 'certificates.batchResume',
    title: '证书维护：续跑中断的批量任务',
    schedule: '* * * * *',
    async run({ tx, tenantId, log }) {
      const now = new Date();
      const rows = await tx
        .select({ id: certificateBatches.id, title: certificateBatches.title })
        .from(certificateBatches)
        .where(
          inTenant(certificateBatches, tenantId, [
            or(
              eq(certificateBatches.status, 'queued'),
              and(
                eq(certificateBatches.status, 'running'),
                or(isNull(certificateBatches.leaseUntil), lt(certificateBatches.leaseUntil, now)),
              ),
            ),
          ]),
        );
      const idle = rows.filter((r) => !runner.isRunning(r.id));
      for (const r of idle) {
        log(`续跑 ${r.title}`);
        afterCommit(() => runner.start(tenantId, r.id));
      }
      return idle.length;
    },
  };
}
