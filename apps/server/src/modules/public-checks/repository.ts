/**
 * The queries of the public checks. Each takes the caller's transaction (the tenant's RLS
 * transaction) and filters by tenant as well; each selects only the columns its answer prints.
 */
import { AUDIT_METHODS, auditTypeLabel } from '@cb/domain';
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { liveRecordFiles } from '../../platform/files/record-file-service.ts';
import { recordFiles, storedFiles } from '../../platform/files/schema.ts';
import { DOWNLOAD_LIBRARY_RECORD_TYPE, downloadLibraryId } from '../applications/door.ts';
import { projectExecutionsView as projectExecutions } from '../audit-execution/door.ts';
import {
  auditPlansView as auditPlans,
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
} from '../audit-programmes/door.ts';
import { certificateNoIs, certificatesView as certificates } from '../certificates/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { trainingCertificates } from './schema.ts';

const tc = trainingCertificates;

/** The training certificate with this number (any case) and exactly this holder name. */
export async function findTrainingCertificate(tx: Reader, tenantId: number, certNo: string, name: string) {
  const [row] = await tx
    .select({
      certNo: tc.certNo,
      holderName: tc.holderName,
      employer: tc.employer,
      courseName: tc.courseName,
      standardName: tc.standardName,
      courseHours: tc.courseHours,
      trainingFrom: tc.trainingFrom,
      trainingTo: tc.trainingTo,
      issueDate: tc.issueDate,
      validTo: tc.validTo,
      status: tc.status,
    })
    .from(tc)
    .where(inTenant(tc, tenantId, [eq(tc.certNo, certNo.toUpperCase()), eq(tc.holderName, name)]));
  return row;
}

/** The certified organisation a certificate number (or its full name) names; certified ones only. */
export async function findCertifiedEnterprise(
  tx: Reader,
  tenantId: number,
  by: { certNo?: string | undefined; enterpriseName?: string | undefined },
) {
  const [row] = await tx
    .select({ id: enterprisesView.id, name: enterprisesView.name })
    .from(certificates)
    .innerJoin(enterprisesView, eq(enterprisesView.id, certificates.enterpriseId))
    .where(
      inTenant(certificates, tenantId, [
        by.certNo
          ? certificateNoIs(by.certNo)
          : or(
              eq(enterprisesView.name, by.enterpriseName ?? ''),
              eq(certificates.enterpriseName, by.enterpriseName ?? ''),
            ),
      ]),
    )
    .orderBy(asc(certificates.status))
    .limit(1);
  return row;
}

const METHOD_NAMES = new Map<number, string>(AUDIT_METHODS.map((m) => [m.code, m.zh]));

/**
 * The organisation's audits whose on-site part is finished (aborted ones left out), newest first:
 * which audit, of which standard, when and how. Nothing about findings, team or fees.
 */
export async function selectHistoricalProjects(tx: Reader, tenantId: number, enterpriseId: string) {
  const rows = await tx
    .select({
      auditType: auditProjects.auditType,
      stage: auditProjects.stage,
      standardName: auditProgrammes.standardName,
      startDate: auditPlans.startDate,
      endDate: auditPlans.endDate,
      method: auditPlans.method,
    })
    .from(auditProjects)
    .innerJoin(auditProgrammes, eq(auditProgrammes.id, auditProjects.programmeId))
    .innerJoin(
      projectExecutions,
      and(eq(projectExecutions.projectId, auditProjects.id), eq(projectExecutions.tenantId, tenantId)),
    )
    .leftJoin(auditPlans, eq(auditPlans.id, auditProjects.planId))
    .where(
      inTenant(auditProjects, tenantId, [
        eq(auditProjects.enterpriseId, enterpriseId),
        isNotNull(projectExecutions.finishedAt),
        or(isNull(projectExecutions.auditStatus), ne(projectExecutions.auditStatus, 4)),
      ]),
    )
    .orderBy(desc(sql`coalesce(${auditPlans.startDate}, ${auditProjects.dueFrom})`), asc(auditProjects.id))
    .limit(200);
  return rows.map((r) => ({
    auditTypeName: auditTypeName(r.auditType, r.stage),
    standardName: r.standardName,
    startDate: r.startDate,
    endDate: r.endDate,
    methodName: r.method === null ? '' : (METHOD_NAMES.get(r.method) ?? ''),
  }));
}

/** 初次审核（二阶段）: the type's label with the stage of a first audit. */
export function auditTypeName(auditType: number, stage: number | null): string {
  const name = auditTypeLabel(auditType) ?? '';
  return stage === 1 ? `${name}（一阶段）` : stage === 2 ? `${name}（二阶段）` : name;
}

const newer = alias(recordFiles, 'newer');
/** No later revision of the same document is live: only the current version is offered. */
const isCurrentRevision = (tx: Reader) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(newer)
      .where(
        inTenant(newer, recordFiles.tenantId, [
          eq(newer.series, recordFiles.series),
          gt(newer.revision, recordFiles.revision),
          isNull(newer.deletedAt),
        ]),
      ),
  );

/** The current files of the body's 资料下载 library. */
export async function selectLibraryTemplates(tx: Reader, tenantId: number) {
  return tx
    .select({
      documentType: recordFiles.documentType,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      size: storedFiles.size,
    })
    .from(recordFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
    .where(liveLibraryFiles(tx, tenantId))
    .orderBy(asc(recordFiles.documentType), desc(recordFiles.createdAt));
}

/** The live, current files of the body's 资料下载 library (and any further conditions). */
function liveLibraryFiles(tx: Reader, tenantId: number, ...more: SQL[]) {
  return inTenant(recordFiles, tenantId, [
    liveRecordFiles(DOWNLOAD_LIBRARY_RECORD_TYPE, downloadLibraryId(tenantId), [
      isCurrentRevision(tx),
      ...more,
    ]),
  ]);
}

/** A stored file, only while it is a live file of the body's 资料下载 library. */
export async function findLibraryFile(tx: Reader, tenantId: number, fileId: string) {
  const [row] = await tx
    .select({ file: storedFiles })
    .from(recordFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
    .where(liveLibraryFiles(tx, tenantId, eq(storedFiles.id, fileId)));
  return row?.file;
}
