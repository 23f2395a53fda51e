/**
 * The kept PDFs of certificates (issue 19: "Generated PDF on issue and on every new version, stored
 * as a record file"): `keepCertificatePdf` renders a version with its template, stores the file
 * (owned by the certificate) and records why (`certificate_pdfs`), inside the caller's transaction
 * — the issue, the change, the reissue or 证书维护's regeneration — so the PDF and its cause commit
 * together. `listCertificatePdfs` answers the detail page: the PDFs of every version of the number,
 * newest first.
 */
import {
  CERTIFICATE_PDF_REASONS,
  type CertificatePdfReason,
  type CertificatePdfRow,
  labelOf,
} from '@cb/domain';
import { desc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { storeFile } from '../../platform/files/files.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { renderCanvasPdf } from '../../platform/pdf/pdf.ts';
import { certificatePage, certificateVersions } from './print.ts';
import { selectEnabledTenantName } from './repository.ts';
import { certificatePdfs, certificates, certificateTemplates } from './schema.ts';

type TemplateRecord = typeof certificateTemplates.$inferSelect;

/** Template artworks kept in memory per file storage, by storage key (see `templateArtwork`). */
const artworkCache = new WeakMap<FileStorage, Map<string, Buffer>>();
const ARTWORK_CACHE_SIZE = 8;

export const NO_TEMPLATE = '没有适用于该证书的证书模板，请先在证书模板中添加';

export interface KeepPdfInput {
  tenantId: number;
  userId: string | null;
  certificateId: string;
  reason: CertificatePdfReason;
  note?: string;
  /** The QR code's origin (the public detail page's host). */
  origin: string;
  batchId?: string;
  bodyName?: string;
  /** Without a fitting template: true refuses (400, regeneration), false keeps no PDF (issue). */
  requireTemplate: boolean;
}

/** Renders, stores and records the PDF of one certificate version, in the caller's transaction. */
export async function keepCertificatePdf(
  tx: Tx,
  files: FileStorage,
  input: KeepPdfInput,
): Promise<{ pdfId: string; fileId: string; ms: number } | null> {
  const [certificate] = await tx
    .select()
    .from(certificates)
    .where(inTenant(certificates, input.tenantId, [eq(certificates.id, input.certificateId)]));
  if (!certificate) throw notFound('证书不存在');
  const template = await templateForCertificate(tx, input.tenantId, certificate);
  if (!template) {
    if (input.requireTemplate) throw badRequest(NO_TEMPLATE);
    return null;
  }
  const bodyName = input.bodyName ?? (await selectEnabledTenantName(tx, input.tenantId)) ?? '';
  const background = await templateArtwork(tx, files, template);
  const certificateVersion = (await certificateVersions(tx, input.tenantId, [certificate])).get(
    certificate.id,
  );
  const started = performance.now();
  const pdf = await renderCanvasPdf({ title: `认证证书 ${certificate.certNo}`, author: bodyName }, [
    certificatePage(
      template,
      { ...certificate, certificateVersion },
      { bodyName, origin: input.origin, background },
    ),
  ]);
  const ms = performance.now() - started;
  const file = await storeFile(tx, files, {
    tenantId: input.tenantId,
    userId: input.userId ?? '',
    ownerArea: 'certificate',
    ownerId: certificate.id,
    fileName: `证书${certificate.certNo}（${certificate.issueDate}）.pdf`,
    data: pdf,
  });
  const pdfId = uuidv7();
  await tx.insert(certificatePdfs).values({
    id: pdfId,
    tenantId: input.tenantId,
    certificateId: certificate.id,
    fileId: file.id,
    reason: input.reason,
    note: (input.note ?? '').slice(0, 500),
    templateId: template.id,
    templateName: template.name,
    templateRevision: template.revision,
    batchId: input.batchId ?? null,
    createdBy: input.userId || null,
  });
  return { pdfId, fileId: file.id, ms };
}

/** The kept PDFs of every version of the certificate's number, newest first. */
export async function listCertificatePdfs(
  tx: Reader,
  tenantId: number,
  certificateId: string,
): Promise<CertificatePdfRow[]> {
  const [certificate] = await tx
    .select({ certNo: certificates.certNo })
    .from(certificates)
    .where(inTenant(certificates, tenantId, [eq(certificates.id, certificateId)]));
  if (!certificate) throw notFound('证书不存在');
  const p = certificatePdfs;
  const rows = await tx
    .select({
      id: p.id,
      certificateId: p.certificateId,
      issueDate: certificates.issueDate,
      reason: p.reason,
      note: p.note,
      templateName: p.templateName,
      templateRevision: p.templateRevision,
      fileName: storedFiles.fileName,
      size: storedFiles.size,
      createdByName: users.realname,
      createdAt: p.createdAt,
    })
    .from(p)
    .innerJoin(certificates, eq(certificates.id, p.certificateId))
    .innerJoin(storedFiles, eq(storedFiles.id, p.fileId))
    .leftJoin(users, eq(users.id, p.createdBy))
    .where(inTenant(p, tenantId, [eq(certificates.certNo, certificate.certNo)]))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    certificateId: r.certificateId,
    issueDate: r.issueDate,
    currentVersion: r.certificateId === certificateId,
    reason: r.reason,
    reasonName: labelOf(CERTIFICATE_PDF_REASONS, r.reason) ?? r.reason,
    note: r.note,
    templateName: r.templateName,
    templateRevision: r.templateRevision,
    fileName: r.fileName,
    size: r.size,
    createdByName: r.createdByName ?? '系统',
    createTime: r.createdAt.toISOString(),
  }));
}

/** One kept PDF of the certificate's number (404 for another number's or tenant's). */
export async function readCertificatePdf(
  tx: Reader,
  files: FileStorage,
  tenantId: number,
  certificateId: string,
  pdfId: string,
): Promise<{ data: Buffer; fileName: string; certNo: string }> {
  const [certificate] = await tx
    .select({ certNo: certificates.certNo })
    .from(certificates)
    .where(inTenant(certificates, tenantId, [eq(certificates.id, certificateId)]));
  if (!certificate) throw notFound('证书不存在');
  const [row] = await tx
    .select({
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.fileName,
      certNo: certificates.certNo,
    })
    .from(certificatePdfs)
    .innerJoin(certificates, eq(certificates.id, certificatePdfs.certificateId))
    .innerJoin(storedFiles, eq(storedFiles.id, certificatePdfs.fileId))
    .where(inTenant(certificatePdfs, tenantId, [eq(certificatePdfs.id, pdfId)]));
  if (!row || row.certNo !== certificate.certNo) throw notFound('证书PDF不存在');
  return { data: await files.get(row.storageKey), fileName: row.fileName, certNo: row.certNo };
}

/**
 * The template a certificate is printed with: enabled, of its certificate type, its standard's
 * before one for any standard, Chinese before other languages, the latest edited first.
 */
export async function templateForCertificate(
  tx: Reader,
  tenantId: number,
  certificate: { certificateType: string; standardCode: string },
): Promise<TemplateRecord | undefined> {
  const t = certificateTemplates;
  const rows = await tx
    .select()
    .from(t)
    .where(
      inTenant(t, tenantId, [
        eq(t.deleted, false),
        eq(t.enabled, true),
        eq(t.certificateType, certificate.certificateType),
      ]),
    )
    .orderBy(desc(t.updatedAt));
  const rank = (r: TemplateRecord) =>
    (r.standardCode === certificate.standardCode ? 0 : r.standardCode === '' ? 2 : 9) +
    (r.language === 'zh' ? 0 : 1);
  return rows.filter((r) => rank(r) < 9).sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The template's artwork. A stored file never changes (a new upload is a new file and key), so
 * the bytes are kept per storage (the last few artworks of the process): a PDF does not read
 * megabytes from disk again, and every page of a batch gets the same Buffer (embedded once).
 */
export async function templateArtwork(
  tx: Reader,
  files: FileStorage,
  template: TemplateRecord,
): Promise<Buffer | undefined> {
  if (!template.backgroundFileId) return undefined;
  const [file] = await tx
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.id, template.backgroundFileId));
  if (!file) return undefined;
  const cache = artworkCache.get(files) ?? new Map<string, Buffer>();
  artworkCache.set(files, cache);
  let data = cache.get(file.storageKey);
  if (data) {
    // Most recently used last, so the oldest is the one dropped.
    cache.delete(file.storageKey);
  } else {
    data = await files.get(file.storageKey);
    if (cache.size >= ARTWORK_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(file.storageKey, data);
  return data;
}
