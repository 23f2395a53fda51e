/**
 * Certificates for staff (zsfx, zsmb): the lists, a certificate's detail and history, the status
 * operations (one transaction each, through lifecycle.ts), certificate templates with their
 * preview, the certificate PDF, and the public detail that the QR code opens.
 */
import {
  type CertificateAction,
  type CertificateDetail,
  type CertificateEventListQuery,
  type CertificateListQuery,
  type CertificateTemplateDetail,
  type CertificateTemplateInput,
  type CertificateTemplateRow,
  certificateTemplateBody,
  DEFAULT_PUBLIC_TENANT_ID,
  type Page,
  type PublicCertificateDetail,
  publicCertificateStatus,
  publicCertificateStatusName,
} from '@cb/domain';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, tableRows } from '../../platform/crud/index.ts';
import {
  containsPattern,
  isUnfiltered,
  orderFor,
  paged,
  preparedTenantPage,
} from '../../platform/crud/list.ts';
import { FrequentSearches } from '../../platform/crud/search.ts';
import { withUniqueMessages } from '../../platform/crud/unique.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { storeFile } from '../../platform/files/files.ts';
import { checkUpload } from '../../platform/files/sniff.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { renderCanvasPdf } from '../../platform/pdf/pdf.ts';
import { applyCertificateAction, type CertificateOperation } from './lifecycle.ts';
import {
  type CertificateListScope,
  selectCertificate,
  selectCertificateEventPage,
  selectCertificateEventRows,
  selectCertificatePage,
  selectCertificateRows,
  selectPublicCertificateRow,
  selectReplacementCertNo,
  selectStatusSince,
} from './manage-repository.ts';
import {
  listCertificatePdfs,
  readCertificatePdf,
  templateArtwork,
  templateForCertificate,
} from './pdf-store.ts';
import { certificatePage, certificateVersions, sampleCertificate } from './print.ts';
import { selectEnabledTenantName } from './repository.ts';
import { certificateTemplates } from './schema.ts';
import { chinaToday } from './status.ts';

const TEMPLATE_NAME_TAKEN = { certificate_templates_name_uq: '模板名称已存在' };
export const BACKGROUND_TYPES = ['image/png', 'image/jpeg'];

const TEMPLATE_SORT = { name: certificateTemplates.name, updateTime: certificateTemplates.updatedAt };
const TEMPLATE_ORDER = [asc(certificateTemplates.certificateType), asc(certificateTemplates.name)];
const templatePageRows = tableRows(certificateTemplates);
const unfilteredTemplates = preparedTenantPage(
  'certificates.templates',
  certificateTemplates,
  templatePageRows(TEMPLATE_ORDER),
  [eq(certificateTemplates.deleted, false)],
);

type TemplateListQuery = {
  pageNo: number;
  pageSize: number;
  column?: 'name' | 'updateTime';
  order: 'asc' | 'desc';
  name?: string;
  certificateType?: string;
};

/** A page of the tenant's templates (not deleted), as the table holds them. */
function templateRecordPage(tx: Reader, tenantId: number, query: TemplateListQuery) {
  if (isUnfiltered(query)) return unfilteredTemplates(tx, { tenantId }, query);
  const t = certificateTemplates;
  const conditions: (SQL | undefined)[] = [eq(t.tenantId, tenantId), eq(t.deleted, false)];
  if (query.name) conditions.push(ilike(t.name, containsPattern(query.name)));
  if (query.certificateType) conditions.push(eq(t.certificateType, query.certificateType));
  const where = and(...conditions);
  const rows = templatePageRows(orderFor(query, TEMPLATE_SORT, TEMPLATE_ORDER, t.id));
  return paged(tx, t, where, query, (limit, offset) => rows(tx, where, limit, offset));
}

type TemplateRecord = typeof certificateTemplates.$inferSelect;

const templateRow = (t: TemplateRecord): CertificateTemplateRow => ({
  id: t.id,
  version: t.version,
  name: t.name,
  certificateType: t.certificateType,
  standardCode: t.standardCode,
  language: t.language,
  pageSize: t.pageSize,
  landscape: t.landscape,
  revision: t.revision,
  enabled: t.enabled,
  hasBackground: !!t.backgroundFileId,
  updateTime: t.updatedAt.toISOString(),
});

export class CertificateManageService {
  /** 证书查询's name searches found frequent lately: "1,000+" without counting again (issue 31 item 20). */
  private readonly frequentSearches = new FrequentSearches();

  constructor(
    private readonly database: Database,
    private readonly files: FileStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return chinaToday(this.clock());
  }

  // ───────────────────────────────────────── certificates ─────────────────────────────────────────

  list(user: AuthUser, query: CertificateListQuery, scope: CertificateListScope) {
    return this.database.tenantRead(user, (tx) =>
      selectCertificatePage(tx, user.tenantId, query, scope, this.frequentSearches),
    );
  }

  exportRows(
    user: AuthUser,
    query: Omit<CertificateListQuery, 'pageNo' | 'pageSize'>,
    scope: CertificateListScope,
  ) {
    return this.database.tenantRead(user, (tx) =>
      selectCertificateRows(tx, user.tenantId, query, scope, EXPORT_MAX_ROWS),
    );
  }

  events(user: AuthUser, query: CertificateEventListQuery) {
    return this.database.tenantRead(user, (tx) => selectCertificateEventPage(tx, user.tenantId, query));
  }

  exportEvents(user: AuthUser, query: Omit<CertificateEventListQuery, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, (tx) =>
      selectCertificateEventRows(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  async detail(user: AuthUser, id: string): Promise<CertificateDetail> {
    return this.database.tenantRead(user, async (tx) => {
      const row = await selectCertificate(tx, user.tenantId, id);
      const events = await selectCertificateEventRows(
        tx,
        user.tenantId,
        {
          certificateId: id,
          order: 'desc',
          certNo: undefined,
          enterpriseName: undefined,
          eventType: undefined,
        },
        200,
      );
      const template = await this.templateFor(tx, user.tenantId, row);
      return {
        id: row.id,
        version: row.version,
        certNo: row.certNo,
        mainCertNo: row.mainCertNo,
        certificateType: row.certificateType,
        standardCode: row.standardCode,
        standardName: row.standardName,
        standardVersion: row.standardVersion,
        enterpriseName: row.enterpriseName,
        issueDate: row.issueDate,
        expiryDate: row.expiryDate,
        status: row.status,
        suspendUntil: row.suspendUntil,
        marks: row.marks,
        updateTime: row.updatedAt.toISOString(),
        firstIssueDate: row.firstIssueDate,
        enterpriseId: row.enterpriseId,
        enterpriseNameEn: row.enterpriseNameEn,
        enterpriseAddress: row.enterpriseAddress,
        enterpriseAddressEn: row.enterpriseAddressEn,
        scopeZh: row.scopeZh,
        scopeEn: row.scopeEn,
        remark: row.remark,
        replacedById: row.replacedById,
        templateId: template?.id ?? '',
        events,
      };
    });
  }

  /** One status operation, one transaction (lifecycle.ts holds the rule and the event). */
  operate(user: AuthUser, id: string, action: CertificateAction, operation: CertificateOperation) {
    return this.database.tenantTx(user, (tx) =>
      applyCertificateAction(tx, { tenantId: user.tenantId, userId: user.userId }, id, action, {
        ...operation,
        today: this.today(),
      }),
    );
  }

  /** The certificate printed with a template (the best match when none is named). */
  async certificatePdf(user: AuthUser, id: string, templateId: string | undefined, origin: string) {
    return this.database.tenantRead(user, async (tx) => {
      const certificate = await selectCertificate(tx, user.tenantId, id);
      const template = templateId
        ? await this.readTemplate(tx, user.tenantId, templateId)
        : await this.templateFor(tx, user.tenantId, certificate);
      if (!template) throw badRequest('没有适用于该证书的证书模板，请先在证书模板中添加');
      const bodyName = (await selectEnabledTenantName(tx, user.tenantId)) ?? '';
      const background = await this.background(tx, template);
      const certificateVersion = (await certificateVersions(tx, user.tenantId, [certificate])).get(
        certificate.id,
      );
      const pdf = await renderCanvasPdf({ title: `认证证书 ${certificate.certNo}`, author: bodyName }, [
        certificatePage(template, { ...certificate, certificateVersion }, { bodyName, origin, background }),
      ]);
      return { pdf, certNo: certificate.certNo };
    });
  }

  /** The kept PDFs of every version of the certificate's number, newest first. */
  pdfs(user: AuthUser, id: string) {
    return this.database.tenantRead(user, (tx) => listCertificatePdfs(tx, user.tenantId, id));
  }

  /** One kept PDF of the certificate's number. */
  pdfFile(user: AuthUser, id: string, pdfId: string) {
    return this.database.tenantRead(user, (tx) =>
      readCertificatePdf(tx, this.files, user.tenantId, id, pdfId),
    );
  }

  // ─────────────────────────────────────────── templates ──────────────────────────────────────────

  listTemplates(user: AuthUser, query: TemplateListQuery): Promise<Page<CertificateTemplateRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const page = await templateRecordPage(tx, user.tenantId, query);
      return { ...page, records: page.records.map(templateRow) };
    });
  }

  async template(user: AuthUser, id: string): Promise<CertificateTemplateDetail> {
    return this.database.tenantRead(user, async (tx) =>
      this.templateDetail(await this.readTemplate(tx, user.tenantId, id)),
    );
  }

  async addTemplate(user: AuthUser, input: CertificateTemplateInput) {
    const body = certificateTemplateBody.parse(input);
    return this.database.tenantTx(user, async (tx) => {
      const id = uuidv7();
      const [row] = await withUniqueMessages(
        () =>
          tx
            .insert(certificateTemplates)
            .values({ id, ...authoredBy(user), ...body })
            .returning(),
        TEMPLATE_NAME_TAKEN,
      );
      return { id, version: row!.version };
    });
  }

  async editTemplate(user: AuthUser, id: string, version: number, input: CertificateTemplateInput) {
    const body = certificateTemplateBody.parse(input);
    return this.database.tenantTx(user, async (tx) => {
      const current = await this.readTemplate(tx, user.tenantId, id);
      const row = await withUniqueMessages(
        () =>
          updateVersioned(
            tx,
            certificateTemplates,
            id,
            version,
            { ...body, revision: current.revision + 1 },
            user.userId,
          ),
        TEMPLATE_NAME_TAKEN,
      );
      return { id, version: row.version };
    });
  }

  /** Soft: certificates printed with it stay explainable in the audit trail. */
  async removeTemplate(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      await this.readTemplate(tx, user.tenantId, id);
      await updateVersioned(tx, certificateTemplates, id, version, { deleted: true }, user.userId);
      return { id };
    });
  }

  /** Replaces the template's artwork (PNG or JPEG); a new revision. */
  async setTemplateBackground(
    user: AuthUser,
    id: string,
    version: number,
    upload: { fileName: string; data: Buffer },
  ) {
    // Checked before anything is stored, so a refused file leaves nothing behind.
    if (!BACKGROUND_TYPES.includes(checkUpload(upload.data, upload.fileName)?.contentType ?? ''))
      throw badRequest('证书底图只支持PNG或JPG图片');
    return this.database.tenantTx(user, async (tx) => {
      const current = await this.readTemplate(tx, user.tenantId, id);
      const stored = await storeFile(tx, this.files, {
        tenantId: user.tenantId,
        userId: user.userId,
        ownerArea: 'certificate-template',
        ownerId: id,
        fileName: upload.fileName,
        data: upload.data,
      });
      const row = await updateVersioned(
        tx,
        certificateTemplates,
        id,
        version,
        { backgroundFileId: stored.id, revision: current.revision + 1 },
        user.userId,
      );
      return { id, version: row.version };
    });
  }

  /** The template filled with sample data: the editor's live preview and the 预览 button. */
  async templatePreview(user: AuthUser, input: CertificateTemplateInput & { id?: string }, origin: string) {
    const body = certificateTemplateBody.parse(input);
    return this.database.tenantRead(user, async (tx) => {
      const saved = input.id ? await this.readTemplate(tx, user.tenantId, input.id) : undefined;
      const bodyName = (await selectEnabledTenantName(tx, user.tenantId)) ?? '';
      const background = saved ? await this.background(tx, saved) : undefined;
      return renderCanvasPdf({ title: `证书模板预览 ${body.name}` }, [
        certificatePage(body, sampleCertificate(user.tenantId), { bodyName, origin, background }),
      ]);
    });
  }

  // ─────────────────────────────────────── public detail ──────────────────────────────────────

  /** The public detail (no sign-in): printed fields and the live status only. */
  async publicDetail(key: {
    id?: string;
    certNo?: string;
    tenantId?: number;
  }): Promise<PublicCertificateDetail> {
    const tenantId = key.tenantId ?? DEFAULT_PUBLIC_TENANT_ID;
    const bodyName = await this.database.systemTx((tx) => selectEnabledTenantName(tx, tenantId));
    if (bodyName === undefined) throw notFound('认证机构不存在');
    const today = this.today();
    return this.database.tenantRead({ tenantId, userId: null }, async (tx) => {
      const row = await selectPublicCertificateRow(tx, tenantId, key);
      if (!row) throw notFound('未查询到该证书');
      const status = row.status === 99 ? 99 : publicCertificateStatus(row.status, row.expiryDate, today);
      const statusSince =
        status === 5 && (row.status === 1 || row.status === 2)
          ? row.expiryDate
          : await selectStatusSince(tx, tenantId, row.id, row.status);
      return {
        id: row.id,
        bodyName,
        certNo: row.certNo,
        mainCertNo: row.mainCertNo,
        certificateType: row.certificateType,
        standardName: row.standardName,
        standardVersion: row.standardVersion,
        enterpriseName: row.enterpriseName,
        enterpriseNameEn: row.enterpriseNameEn,
        enterpriseAddress: row.enterpriseAddress,
        enterpriseAddressEn: row.enterpriseAddressEn,
        scopeZh: row.scopeZh,
        scopeEn: row.scopeEn,
        firstIssueDate: row.firstIssueDate,
        issueDate: row.issueDate,
        expiryDate: row.expiryDate,
        status,
        statusName: status === 99 ? '已换发' : publicCertificateStatusName(status),
        suspendUntil: status === 2 ? row.suspendUntil : null,
        statusSince: status === 1 ? null : statusSince,
        replacedByCertNo:
          status === 99 ? await selectReplacementCertNo(tx, tenantId, row.replacedById) : null,
        checkedAt: this.clock().toISOString(),
      };
    });
  }

  // ─────────────────────────────────────── inside a transaction ───────────────────────────────────

  private async readTemplate(tx: Reader, tenantId: number, id: string): Promise<TemplateRecord> {
    const [row] = await tx
      .select()
      .from(certificateTemplates)
      .where(
        inTenant(certificateTemplates, tenantId, [
          eq(certificateTemplates.id, id),
          eq(certificateTemplates.deleted, false),
        ]),
      );
    if (!row) throw notFound('证书模板不存在');
    return row;
  }

  private templateDetail(t: TemplateRecord): CertificateTemplateDetail {
    return {
      ...templateRow(t),
      fields: t.fields as CertificateTemplateDetail['fields'],
      qrXMm: t.qrXMm,
      qrYMm: t.qrYMm,
      qrSizeMm: t.qrSizeMm,
      remark: t.remark,
    };
  }

  /** The enabled template of the certificate's type and scheme; one for every scheme of the type otherwise; Chinese first. */
  templateFor(
    tx: Reader,
    tenantId: number,
    certificate: { certificateType: string; standardCode: string },
  ): Promise<TemplateRecord | undefined> {
    return templateForCertificate(tx, tenantId, certificate);
  }

  background(tx: Reader, template: TemplateRecord): Promise<Buffer | undefined> {
    return templateArtwork(tx, this.files, template);
  }
}

/** What 证书邮寄 needs of a certificate (inside the caller's transaction); 404 when it is not the tenant's. */
export async function certificateForMail(tx: Reader, tenantId: number, id: string) {
  const row = await selectCertificate(tx, tenantId, id);
  return {
    certificateId: row.id,
    certNo: row.certNo,
    enterpriseName: row.enterpriseName,
    address: row.enterpriseAddress,
    status: row.status,
  };
}
