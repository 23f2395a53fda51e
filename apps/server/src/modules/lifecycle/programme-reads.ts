/**
 * What the lifecycle jobs read about programmes and audits: surveillance rows whose window has
 * closed without an audit held (no project made, or its project still awaiting audit), with the
 * programme's enterprise and standard, and the current certificate they are for; stage-2 projects
 * with major NCs still open. Read-only; the suspension goes through the certificates module, the
 * repeated stage 2 through audit execution.
 */
import { SUPPLEMENTARY_SPECIAL_TYPE, schemeKey } from '@cb/domain';
import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  nonconformitiesView as nc,
  projectExecutionsView as pe,
  projectExecutionsAs,
} from '../audit-execution/door.ts';
import {
  auditProgrammesView as pg,
  auditProjectsView as pj,
  programmeRowsView as pr,
} from '../audit-programmes/door.ts';
import { certificatesView as c } from '../certificates/door.ts';
import { contractItemsView as ci } from '../contract-review/door.ts';

export interface OverdueSurveillance {
  rowId: string;
  auditType: number;
  dueTo: string;
  enterpriseId: string;
  scheme: string;
  certificateStandardId: string | null;
  /** The programme's cycle start (its surveillances' anchor) and the rule set it was counted under. */
  cycleStart: string | null;
  ruleSetId: string;
}

/**
 * Surveillance rows (types 2 and 3, after a transfer 5 and 6) of active programmes closed before
 * `today` without an audit;
 * only rows whose dates are real (not estimated before the decision).
 */
export function overdueSurveillances(
  tx: Tx,
  tenantId: number,
  today: string,
): Promise<OverdueSurveillance[]> {
  return tx
    .select({
      rowId: pr.id,
      auditType: pr.auditType,
      dueTo: pr.dueTo,
      enterpriseId: pg.enterpriseId,
      scheme: pg.scheme,
      certificateStandardId: ci.certificateStandardId,
      cycleStart: pg.cycleStart,
      ruleSetId: pg.ruleSetId,
    })
    .from(pr)
    .innerJoin(pg, eq(pg.id, pr.programmeId))
    .leftJoin(pj, eq(pj.programmeRowId, pr.id))
    .leftJoin(ci, eq(ci.id, pg.contractItemId))
    .where(
      inTenant(pr, tenantId, [
        eq(pg.status, 1),
        isNull(pr.stage),
        inArray(pr.auditType, [2, 3, 5, 6]),
        eq(pr.estimated, 0),
        lt(pr.dueTo, today),
        or(isNull(pj.id), eq(pj.status, 0)),
      ]),
    )
    .orderBy(pr.dueTo, pr.id);
}

/**
 * The valid certificate a programme row is for: the enterprise's certificate of the programme's
 * standard (by the contract item's standard, else by scheme), issued no later than the row's due
 * date (a later certificate belongs to another cycle).
 */
export async function certificateOfRow(tx: Tx, tenantId: number, row: OverdueSurveillance) {
  const candidates = await tx
    .select({
      id: c.id,
      certNo: c.certNo,
      standardCode: c.standardCode,
      certificateStandardId: c.certificateStandardId,
      enterpriseName: c.enterpriseName,
      issueDate: c.issueDate,
    })
    .from(c)
    .where(inTenant(c, tenantId, [eq(c.enterpriseId, row.enterpriseId), eq(c.status, 1)]))
    .orderBy(c.issueDate);
  return candidates.find(
    (cert) =>
      cert.issueDate <= row.dueTo &&
      (row.certificateStandardId
        ? cert.certificateStandardId === row.certificateStandardId
        : schemeKey(cert.standardCode) === schemeKey(row.scheme)),
  );
}

export interface UnverifiedMajorNcs {
  projectId: string;
  enterpriseId: string;
  scheme: string;
  lastStage2Day: string;
  openMajors: number;
}

/**
 * Stage-2 projects with major NCs still open and their last on-site day, that have no
 * supplementary audit (a repeated stage 2) following them up yet; aborted projects left out.
 */
export async function stage2WithOpenMajorNcs(tx: Tx, tenantId: number): Promise<UnverifiedMajorNcs[]> {
  const child = projectExecutionsAs('child');
  const rows = await tx
    .select({
      projectId: pj.id,
      enterpriseId: pj.enterpriseId,
      scheme: pj.scheme,
      lastStage2Day: pe.lastOnsiteDay,
      openMajors: sql<number>`count(${nc.id})::int`,
    })
    .from(pj)
    .innerJoin(pe, eq(pe.projectId, pj.id))
    .innerJoin(nc, and(eq(nc.projectId, pj.id), eq(nc.grade, 1), ne(nc.status, 3)))
    .where(
      inTenant(pj, tenantId, [
        eq(pj.stage, 2),
        ne(pj.status, 5),
        isNotNull(pe.lastOnsiteDay),
        notExists(
          tx
            .select({ id: child.id })
            .from(child)
            .where(and(eq(child.parentProjectId, pj.id), eq(child.specialType, SUPPLEMENTARY_SPECIAL_TYPE))),
        ),
      ]),
    )
    .groupBy(pj.id, pj.enterpriseId, pj.scheme, pe.lastOnsiteDay)
    .orderBy(pe.lastOnsiteDay, pj.id);
  return rows.map((r) => ({ ...r, lastStage2Day: r.lastStage2Day!, openMajors: Number(r.openMajors) }));
}
