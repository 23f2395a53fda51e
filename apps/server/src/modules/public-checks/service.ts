/**
 * The public checks (SPEC.md §2: /trainCertificate/check, /hipji/detail, /xmsl/file) and the
 * signed-in file-archive check (/fileArchiveCheck/check). The anonymous ones name the body by its
 * tenant id and run in that tenant's RLS transaction, as the certificate query does (a missing or
 * disabled body is 404); each answers only what the printed document or publication shows.
 */
import {
  type ApplicationMaterials,
  type ApplicationMaterialsQuery,
  applicationMaterialsOf,
  checklistCompleteness,
  checklistKeyOf,
  defaultChecklist,
  FILE_ARCHIVE_NOT_FOUND,
  type FileArchiveCheck,
  HISTORICAL_PROJECTS_NOT_FOUND,
  type HistoricalProjects,
  type HistoricalProjectsQuery,
  ONSITE_RECORD_TYPE,
  onsiteDocumentName,
  TRAINING_CERTIFICATE_NOT_FOUND,
  TRAINING_CERTIFICATE_STATUSES,
  type TrainingCertificateCheck,
  type TrainingCertificateCheckQuery,
  type TrainingCertificateStatus,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as execution from '../audit-execution/door.ts';
import { certificationBody, chinaToday } from '../certificates/door.ts';
import {
  auditTypeName,
  findCertifiedEnterprise,
  findLibraryFile,
  findTrainingCertificate,
  selectHistoricalProjects,
  selectLibraryTemplates,
} from './repository.ts';

const STATUS_NAMES = new Map<number, string>(TRAINING_CERTIFICATE_STATUSES.map((s) => [s.code, s.zh]));

/** Revoked stays revoked; an issued certificate past its validity date is expired. */
export function trainingCertificateStatus(
  row: { status: number; validTo: string | null },
  today: string,
): TrainingCertificateStatus {
  if (row.status === 2) return 2;
  return row.validTo !== null && row.validTo < today ? 3 : 1;
}

export class PublicCheckService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async inTenant<T>(
    tenantId: number,
    work: (tx: Reader, bodyName: string) => Promise<T>,
  ): Promise<T> {
    const { name } = await certificationBody(this.database, tenantId);
    return this.database.tenantRead({ tenantId, userId: null }, (tx) => work(tx, name));
  }

  async trainingCertificate(q: TrainingCertificateCheckQuery): Promise<TrainingCertificateCheck> {
    return this.inTenant(q.tenantId, async (tx, bodyName) => {
      const row = await findTrainingCertificate(tx, q.tenantId, q.certNo, q.name);
      if (!row) throw notFound(TRAINING_CERTIFICATE_NOT_FOUND);
      const now = this.now();
      const status = trainingCertificateStatus(row, chinaToday(now));
      return {
        ...row,
        status,
        statusName: STATUS_NAMES.get(status) ?? '',
        bodyName,
        checkedAt: now.toISOString(),
      };
    });
  }

  async historicalProjects(q: HistoricalProjectsQuery): Promise<HistoricalProjects> {
    return this.inTenant(q.tenantId, async (tx, bodyName) => {
      const enterprise = await findCertifiedEnterprise(tx, q.tenantId, q);
      if (!enterprise) throw notFound(HISTORICAL_PROJECTS_NOT_FOUND);
      return {
        enterpriseName: enterprise.name,
        bodyName,
        projects: await selectHistoricalProjects(tx, q.tenantId, enterprise.id),
      };
    });
  }

  async materials(q: ApplicationMaterialsQuery): Promise<ApplicationMaterials> {
    return this.inTenant(q.tenantId, async (tx, bodyName) => {
      const files = await selectLibraryTemplates(tx, q.tenantId);
      return {
        bodyName,
        category: q.category,
        scheme: q.scheme ?? null,
        materials: applicationMaterialsOf(q.category, q.scheme).map((m) => ({
          code: m.code,
          name: m.name,
          note: m.note,
          required: m.required,
          hasTemplate: m.templateType !== null,
          templates: m.templateType
            ? files
                .filter((f) => f.documentType === m.templateType)
                .map((f) => ({ fileId: f.fileId, fileName: f.fileName, size: f.size }))
            : [],
        })),
      };
    });
  }

  /** A template of the body's 资料下载 library (current version only), or 404. */
  async template(q: { tenantId: number; fileId: string }) {
    return this.inTenant(q.tenantId, async (tx) => {
      const file = await findLibraryFile(tx, q.tenantId, q.fileId);
      if (!file) throw notFound('文件不存在');
      return file;
    });
  }

  /**
   * 档案核查: the projects of one audit plan the user may see, each with whether its on-site file
   * is archived (the archive clerk's confirmation) and complete (the body's checklist).
   */
  async fileArchive(user: AuthUser, planNo: string): Promise<FileArchiveCheck> {
    return this.database.tenantRead(user, async (tx) => {
      const rows = await execution.projectsOfPlan(tx, user, planNo);
      if (rows.length === 0) throw notFound(FILE_ARCHIVE_NOT_FOUND);
      const projects = [];
      for (const r of rows) {
        const key = checklistKeyOf(r.auditType, r.stage);
        const configured = await execution.checklistItems(tx, user.tenantId, key.auditType, key.stage);
        const slots = configured.length
          ? configured.map((c) => ({
              documentType: c.documentType,
              required: c.required === 1,
              onlyWithNcs: c.onlyWithNcs === 1,
            }))
          : defaultChecklist(key);
        const uploaded = await execution.uploadedTypes(tx, ONSITE_RECORD_TYPE, r.id);
        const hasNcs = (await execution.ncsOf(tx, user.tenantId, r.id)).some((n) => n.grade !== 3);
        const state = checklistCompleteness(slots, uploaded, onsiteDocumentName, hasNcs);
        projects.push({
          projectId: r.id,
          enterpriseName: r.enterpriseName,
          standardName: r.standardName,
          auditTypeName: auditTypeName(r.auditType, r.stage),
          startDate: r.startDate,
          endDate: r.endDate,
          statusLabel: r.statusLabel,
          archived: Boolean(r.exec?.archivedAt),
          archivedAt: r.exec?.archivedAt ? r.exec.archivedAt.toISOString() : null,
          archivedByName: r.exec?.archivedBy ? await execution.userName(tx, r.exec.archivedBy) : '',
          complete: state.complete,
          requiredCount: slots.filter((s) => s.required && (!s.onlyWithNcs || hasNcs)).length,
          missing: state.missing,
        });
      }
      return { planNo: rows[0]!.planNo, projects };
    });
  }
}
