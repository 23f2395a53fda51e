/**
 * Audit execution (审核项目 shxm): the project list with its SPEC §4 labels, the team leader's work
 * (check-in per half-day, stage-1 report and conclusion, meetings, nonconformities, finishing the
 * on-site audit), the enterprise's answers, the leader's verification, the on-site file checklist,
 * the archive clerk's confirmation, aborts, supplementary audits and special approvals. Every write
 * is one tenant transaction, checked by the @cb/domain rule first; the audit trail records it.
 *
 * Row scope: an enterprise user sees its own projects and NCs, an auditor the projects whose plan
 * team they are on; office users see the tenant's.
 */
import {
  type AuditExecutionSettingVersioned,
  abortRefusal,
  calendarDateOf,
  checkInRefusal,
  checklistCompleteness,
  checklistKeyOf,
  clientExecutionDetail,
  clientMaySee,
  clientProjectFilters,
  clientProjectRow,
  confirmArchiveRefusal,
  decisionBlockedByNcs,
  defaultChecklist,
  type ExecutionDetail,
  type ExecutionProjectRow,
  type ExecutionTeamAction,
  executionActionRefusal,
  executionRightsOf,
  finishAudit,
  initialNcStatus,
  isNcOpen,
  EXECUTION_MESSAGES as M,
  majorNcLimit,
  NC_ACTION_REFUSALS,
  NC_RECORD_TYPE,
  type NcAction,
  ncTransition,
  ONSITE_RECORD_TYPE,
  onsiteDocumentName,
  onsiteWorkRefusal,
  type ProjectAuditStatusKey,
  type ProjectFacts,
  projectAuditStatusLabel,
  type RuleSetId,
  ruleSetById,
  SPECIAL_APPROVAL_KINDS,
  type StageOneFacts,
  SUPPLEMENTARY_SPECIAL_TYPE,
  specialApprovalRefusal,
  stage1SubmissionRefusal,
  statusAfterNcClosed,
  supplementaryRefusal,
  TECH_CHECK_STAGE,
} from '@cb/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  COUNT_CAP,
  cappedPage,
  EXPORT_MAX_ROWS,
  pastEnd,
  updateVersioned,
} from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import { auditProjectsView as auditProjects, insertSupplementaryProject } from '../audit-programmes/door.ts';
import * as repo from './repository.ts';
import {
  nonconformities,
  nonconformityEvents,
  projectCheckIns,
  projectExecutions,
  projectMeetings,
  specialApprovals,
} from './schema.ts';

type NcListQuery = repo.NcListFilters;

type OnsiteQuery = {
  column?: string | undefined;
  order: 'asc' | 'desc';
  enterpriseName?: string | undefined;
  statusKey?: ProjectAuditStatusKey | undefined;
  complete?: '0' | '1' | undefined;
};

type ProjectRecord = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;
export type MyPart = ExecutionDetail['myPart'];

const OFFICE_ROLES = new Set(['admin', 'staff']);

/** What the body lets its team members do on site (settings key `auditExecution`). */
export async function memberRightsOf(tx: Reader, tenantId: number) {
  return (await readSetting(tx, tenantId, 'auditExecution')).memberRights;
}

/** Which projects the user sees (an enterprise its own; an auditor without an office role their plans'). */
export async function projectScope(tx: Reader, user: AuthUser): Promise<repo.ProjectScope> {
  const scope = await customerScope(tx, user);
  if (scope.kind === 'enterprise') return { kind: 'enterprise', enterpriseId: scope.enterpriseId };
  if (scope.kind === 'partner') return { kind: 'enterprise', enterpriseId: null };
  const codes = await repo.roleCodesOf(tx, user.userId);
  if (codes.includes('auditor') && !codes.some((c) => OFFICE_ROLES.has(c))) {
    const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    return { kind: 'auditor', auditorId: me?.id ?? null };
  }
  return { kind: 'tenant' };
}

/** The list filters a scope may use: the enterprise's leave out the body's own (auditor, branch). */
const filtersIn = <Q extends repo.ProjectFilters>(scope: repo.ProjectScope, q: Q): repo.ProjectFilters =>
  scope.kind === 'enterprise' ? clientProjectFilters(q) : q;
/** A list row as the scope receives it (the enterprise's without the branch office). */
const rowIn =
  (scope: repo.ProjectScope) =>
  (row: ExecutionProjectRow): ExecutionProjectRow =>
    scope.kind === 'enterprise' ? clientProjectRow(row) : row;

/** The document types a scope sees of its projects' files: the enterprise's are CLIENT_VISIBLE_DOCUMENTS. */
const documentsVisibleIn = (scope: repo.ProjectScope): ((documentType: string) => boolean) =>
  scope.kind === 'enterprise' ? clientMaySee : () => true;

function labelOf(r: ProjectRecord) {
  const x = r.exec;
  return projectAuditStatusLabel({
    status: r.status,
    stage: x?.stage ?? null,
    specialType: x?.specialType ?? null,
    stageOneFlag: x?.stageOneFlag ?? null,
    techAuditStatus: x?.techAuditStatus ?? null,
    decideStatus: x?.decideStatus ?? null,
    auditStatus: x?.auditStatus ?? null,
    initialReviewStatus: x?.initialReviewStatus ?? null,
    reviewStatus: x?.reviewStatus ?? null,
  });
}

/** An NC row of the list with its times as ISO strings. */
function ncDates<N extends { answeredAt: Date | null; verifiedAt: Date | null }>(n: N) {
  return { ...n, answeredAt: iso(n.answeredAt), verifiedAt: iso(n.verifiedAt) };
}

export function toRow(r: ProjectRecord): ExecutionProjectRow {
  const label = labelOf(r);
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    enterpriseName: r.enterpriseName,
    programmeId: r.programmeId,
    planId: r.planId,
    planNo: r.planNo,
    auditType: r.auditType,
    stage: r.stage,
    scheme: r.scheme,
    standardName: r.standardName,
    contractNo: r.contractNo,
    branchCode: r.branchCode,
    dueFrom: r.dueFrom,
    dueTo: r.dueTo,
    startDate: r.startDate,
    endDate: r.endDate,
    leaderName: r.leaderName,
    status: r.status,
    statusKey: (label?.key ?? null) as ProjectAuditStatusKey | null,
    statusLabel: label?.zh ?? '',
    openNcs: Number(r.openNcs),
    openMajorNcs: Number(r.openMajorNcs),
    createTime: r.createTime.toISOString(),
  };
}

function factsOf(r: ProjectRecord): ProjectFacts {
  return {
    status: r.status,
    stage: r.exec?.stage ?? null,
    specialType: r.exec?.specialType ?? null,
    stageOneFlag: r.exec?.stageOneFlag ?? null,
    auditStatus: r.exec?.auditStatus ?? null,
    initialReviewStatus: r.exec?.initialReviewStatus ?? null,
    techAuditStatus: r.exec?.techAuditStatus ?? null,
    auditType: r.auditType,
    auditStage: r.stage,
    planApproved: r.planStatus === 3,
  };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Whether a project may go to the certification decision: its on-site file was confirmed and no
 * major NC is open. The review-and-decision work calls this in its own transaction.
 */
export async function projectReadyForDecision(
  tx: Tx,
  tenantId: number,
  projectId: string,
): Promise<{ ready: boolean; reasons: string[] }> {
  const reasons: string[] = [];
  const ncs = await repo.ncsOf(tx, tenantId, projectId);
  const blocked = decisionBlockedByNcs(ncs);
  if (blocked) reasons.push(blocked);
  const [exec] = await tx
    .select({ archivedAt: projectExecutions.archivedAt })
    .from(projectExecutions)
    .where(and(eq(projectExecutions.tenantId, tenantId), eq(projectExecutions.projectId, projectId)));
  if (!exec?.archivedAt) reasons.push('现场审核文件尚未归档确认');
  return { ready: reasons.length === 0, reasons };
}

/** The number of open major NCs of a project (the decision helper's block). */
export async function openMajorNcCount(tx: Tx, tenantId: number, projectId: string): Promise<number> {
  const ncs = await repo.ncsOf(tx, tenantId, projectId);
  return ncs.filter((n) => n.grade === 1 && n.status !== 3).length;
}

/**
 * Opens a supplementary audit (type 10) following up `parentProjectId` in the same programme: a
 * project to be planned like any other, with its execution record naming the parent and the reason.
 * People ask for one (AuditExecutionService.supplementary); the lifecycle job opens one for a
 * repeated stage 2 when a major NC was not verified in time. Answers the new project's id.
 */
export async function openSupplementaryProject(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  parentProjectId: string,
  reason: string,
  today: string,
): Promise<string> {
  // The project is the programmes' (audit_projects); its execution record is this area's.
  const createdId = await insertSupplementaryProject(tx, tenantId, actorId, parentProjectId, today);
  await tx.insert(projectExecutions).values({
    tenantId,
    projectId: createdId,
    specialType: SUPPLEMENTARY_SPECIAL_TYPE,
    parentProjectId,
    abortReason: '',
    supplementaryReason: reason,
    createdBy: actorId,
    updatedBy: actorId,
  });
  return createdId;
}

/** The checklist's slots: the body's configured items for the key, or the default list. */
function checklistSlots(
  configured: readonly { documentType: string; required: number; onlyWithNcs: number }[],
  key: ReturnType<typeof checklistKeyOf>,
) {
  return configured.length
    ? configured.map((c) => ({
        documentType: c.documentType,
        required: c.required === 1,
        onlyWithNcs: c.onlyWithNcs === 1,
      }))
    : defaultChecklist(key);
}

export class AuditExecutionService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  // ─────────────────────────────────────────────── reading ────────────────────────────────────────

  async list(
    user: AuthUser,
    q: repo.ProjectFilters & { pageNo: number; pageSize: number; column?: string; order: 'asc' | 'desc' },
  ) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await projectScope(tx, user);
      const where = repo.projectWhere(user.tenantId, scope, filtersIn(scope, q));
      const counted = await repo.countProjects(tx, where, COUNT_CAP, q);
      const offset = (q.pageNo - 1) * q.pageSize;
      const rows = pastEnd(counted, offset) ? [] : await repo.listProjects(tx, where, q, q.pageSize, offset);
      return cappedPage(rows.map(toRow).map(rowIn(scope)), counted, q);
    });
  }

  async exportRows(user: AuthUser, q: repo.ProjectFilters & { column?: string; order: 'asc' | 'desc' }) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await projectScope(tx, user);
      const where = repo.projectWhere(user.tenantId, scope, filtersIn(scope, q));
      return (await repo.listProjects(tx, where, q, EXPORT_MAX_ROWS, 0)).map(toRow).map(rowIn(scope));
    });
  }

  /** A visible project or 404. */
  private async project(tx: Tx, user: AuthUser, id: string) {
    const scope = await projectScope(tx, user);
    const row = await repo.findProject(tx, user.tenantId, scope, id);
    if (!row) throw notFound('审核项目不存在');
    return { row, scope };
  }

  private async partOf(
    tx: Tx,
    user: AuthUser,
    row: ProjectRecord,
    scope: repo.ProjectScope,
  ): Promise<MyPart> {
    if (scope.kind === 'enterprise') return 'enterprise';
    const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    const team = await repo.teamOf(tx, user.tenantId, row.planId);
    const mine = me && team.find((m) => m.auditorId === me.id);
    if (mine) return mine.role === 1 ? 'leader' : 'member';
    return scope.kind === 'auditor' ? 'member' : 'office';
  }

  /** Whether the user may read the project (record files' canRead). */
  async visible(tx: Tx, user: AuthUser, projectId: string): Promise<boolean> {
    const scope = await projectScope(tx, user);
    return Boolean(await repo.findProject(tx, user.tenantId, scope, projectId));
  }

  /**
   * Which document types of a project's files the user may see: the audited enterprise those the
   * body issues to it (CLIENT_VISIBLE_DOCUMENTS), everyone else who sees the project all of them.
   */
  async visibleDocuments(tx: Reader, user: AuthUser): Promise<(documentType: string) => boolean> {
    return documentsVisibleIn(await projectScope(tx, user));
  }

  /** On-site files may change while the file is not yet confirmed, by the team or the office. */
  async onsiteWritable(tx: Tx, user: AuthUser, projectId: string): Promise<boolean> {
    const { row, scope } = await this.project(tx, user, projectId);
    const part = await this.partOf(tx, user, row, scope);
    if (executionActionRefusal(part, 'onsiteUpload', await memberRightsOf(tx, user.tenantId))) return false;
    return !row.exec?.archivedAt && !(row.status === 5 && row.exec?.auditStatus === 4);
  }

  /** An NC's evidence is visible with its project; the enterprise changes it while the NC awaits an answer. */
  async ncVisible(tx: Tx, user: AuthUser, ncId: string): Promise<boolean> {
    const nc = await repo.findNc(tx, user.tenantId, ncId);
    return Boolean(nc && (await this.visible(tx, user, nc.projectId)));
  }

  async ncEvidenceWritable(tx: Tx, user: AuthUser, ncId: string): Promise<boolean> {
    const nc = await repo.findNc(tx, user.tenantId, ncId);
    if (!nc) return false;
    const { row, scope } = await this.project(tx, user, nc.projectId);
    const part = await this.partOf(tx, user, row, scope);
    return (part === 'enterprise' || part === 'office') && ncTransition(nc.status, 'answer') !== null;
  }

  private async stageOne(tx: Tx, tenantId: number, row: ProjectRecord): Promise<StageOneFacts | null> {
    if (row.stage !== 2) return null;
    const one = await repo.stageOneOf(tx, tenantId, row);
    const approvals = await repo.approvalsOf(tx, tenantId, row.id);
    const approvedException = approvals.some((a) => a.kind === 2 && a.status === 1);
    if (!one) return { reportIn: false, conclusion: null, approvedException };
    return {
      reportIn: one.stageOneFlag === 1,
      conclusion: one.conclusion === 1 || one.conclusion === 2 ? one.conclusion : null,
      approvedException,
    };
  }

  private async checklistState(tx: Tx, tenantId: number, row: ProjectRecord, hasNcs: boolean) {
    const key = checklistKeyOf(row.auditType, row.stage);
    const configured = await repo.checklistItems(tx, tenantId, key.auditType, key.stage);
    const slots = checklistSlots(configured, key);
    const uploaded = await repo.uploadedTypes(tx, ONSITE_RECORD_TYPE, row.id);
    const state = checklistCompleteness(slots, uploaded, onsiteDocumentName, hasNcs);
    return { slots, uploaded, state };
  }

  /** The checklist state of a page of projects: three queries, whatever the page's size. */
  private async checklistStates(tx: Reader, tenantId: number, rows: readonly ProjectRecord[]) {
    const ids = rows.map((r) => r.id);
    // One after the other: a connection runs one statement at a time (node-postgres queues the rest).
    const withNcs = await repo.projectsWithNcs(tx, tenantId, ids);
    const uploaded = await repo.uploadedTypesOf(tx, ONSITE_RECORD_TYPE, ids);
    const configured = await repo.allChecklistItems(tx, tenantId);
    return new Map(
      rows.map((r) => {
        const key = checklistKeyOf(r.auditType, r.stage);
        const slots = checklistSlots(
          configured.filter((c) => c.auditType === key.auditType && c.stage === key.stage),
          key,
        );
        const state = checklistCompleteness(
          slots,
          uploaded.get(r.id) ?? new Set<string>(),
          onsiteDocumentName,
          withNcs.has(r.id),
        );
        return [r.id, state] as const;
      }),
    );
  }

  async detail(user: AuthUser, id: string): Promise<ExecutionDetail> {
    return this.database.tenantTx(user, async (tx) => {
      const { row: found, scope } = await this.project(tx, user, id);
      let row = found;
      if (!row.exec?.id) {
        await repo.ensureExecution(tx, user.tenantId, id, user.userId);
        row = (await repo.findProject(tx, user.tenantId, scope, id))!;
      }
      return this.detailOf(tx, user, row, scope);
    });
  }

  private async detailOf(
    tx: Tx,
    user: AuthUser,
    row: ProjectRecord,
    scope: repo.ProjectScope,
  ): Promise<ExecutionDetail> {
    const tenantId = user.tenantId;
    // One after the other: a transaction runs one statement at a time (node-postgres queues the rest).
    const team = await repo.teamOf(tx, tenantId, row.planId);
    const checkIns = await repo.checkInsOf(tx, tenantId, row.id);
    const meetings = await repo.meetingsOf(tx, tenantId, row.id);
    const ncs = await repo.ncsOf(tx, tenantId, row.id);
    const approvals = await repo.approvalsOf(tx, tenantId, row.id);
    const part = await this.partOf(tx, user, row, scope);
    const stageOne = await this.stageOne(tx, tenantId, row);
    const hasNcs = ncs.some((n) => n.grade !== 3);
    const { slots, uploaded, state } = await this.checklistState(tx, tenantId, row, hasNcs);
    // The audited enterprise is not told of the team's working papers, present or missing.
    const visible = documentsVisibleIn(scope);
    const shown = slots.filter((s) => visible(s.documentType));
    const hidden = new Set(
      slots.filter((s) => !shown.includes(s)).map((s) => onsiteDocumentName(s.documentType)),
    );
    const limit = majorNcLimit({
      ncs,
      lastStage2Day: row.stage === 2 ? (row.exec?.lastOnsiteDay ?? null) : null,
      limitMonths: ruleSetById(row.ruleSetId as RuleSetId)?.majorNcVerificationMonths ?? 6,
      today: this.today(),
    });
    const x = row.exec;
    const detail: ExecutionDetail = {
      ...toRow(row),
      version: x?.version ?? 1,
      planStatus: row.planStatus,
      method: row.method,
      specialType: x?.specialType ?? null,
      parentProjectId: x?.parentProjectId ?? null,
      supplementaryReason: x?.supplementaryReason ?? '',
      stageOneFlag: x?.stageOneFlag ?? 0,
      stage1Conclusion: x?.stage1Conclusion ?? null,
      stage1Reasons: x?.stage1Reasons ?? '',
      stage1SubmittedAt: iso(x?.stage1SubmittedAt),
      lastOnsiteDay: x?.lastOnsiteDay ?? null,
      abortReason: x?.abortReason ?? '',
      archivedByName: x?.archivedBy ? await repo.userName(tx, x.archivedBy) : '',
      archivedAt: iso(x?.archivedAt),
      onsiteBlocked: onsiteWorkRefusal(factsOf(row), stageOne),
      decisionBlocked: decisionBlockedByNcs(ncs),
      majorNcDeadline: limit.deadline,
      repeatStage2Required: limit.repeatStage2Required,
      checklistComplete: state.complete,
      checklistMissing: state.missing.filter((name) => !hidden.has(name)),
      myPart: part,
      myRights: executionRightsOf(part, await memberRightsOf(tx, tenantId)),
      team: team.map((m) => ({ auditorId: m.auditorId, name: m.name, role: m.role, halfDays: m.halfDays })),
      checkIns: checkIns.map((c) => ({ ...c, checkedAt: c.checkedAt.toISOString() })),
      meetings,
      nonconformities: ncs.map((n) => ({
        ...n,
        answeredAt: iso(n.answeredAt),
        verifiedAt: iso(n.verifiedAt),
      })),
      checklist: shown.map((s) => ({
        documentType: s.documentType,
        name: onsiteDocumentName(s.documentType),
        required: s.required,
        onlyWithNcs: s.onlyWithNcs ?? false,
        uploaded: uploaded.has(s.documentType),
      })),
      approvals: approvals.map((a) => ({
        ...a,
        appliedAt: a.appliedAt.toISOString(),
        decidedAt: iso(a.decidedAt),
      })),
    };
    // The audited enterprise receives what a client needs, not the body's own records.
    return scope.kind === 'enterprise' ? clientExecutionDetail(detail) : detail;
  }

  // ─────────────────────────────────────────────── execution ──────────────────────────────────────

  /**
   * The project for an execution action by the leader or office staff; a member only where the
   * body's member rights allow `action` (null: the leader's and the office's alone, e.g. abort).
   */
  private async forExecution(tx: Tx, user: AuthUser, id: string, action: ExecutionTeamAction | null) {
    const { row, scope } = await this.project(tx, user, id);
    const part = await this.partOf(tx, user, row, scope);
    await this.mayAct(tx, user, part, action);
    const exec = row.exec?.id ? row.exec : await repo.ensureExecution(tx, user.tenantId, id, user.userId);
    return { row, part, exec: exec as NonNullable<ProjectRecord['exec']> & { id: string; version: number } };
  }

  /** Throws 403 with the Chinese reason when `part` may not do `action`. */
  private async mayAct(tx: Tx, user: AuthUser, part: MyPart, action: ExecutionTeamAction | null) {
    if (part === 'enterprise') throw forbidden();
    if (action === null) {
      if (part === 'member') throw forbidden(M.notLeader);
      return;
    }
    const refusal = executionActionRefusal(part, action, await memberRightsOf(tx, user.tenantId));
    if (refusal) throw forbidden(refusal);
  }

  private async onsiteGuard(tx: Tx, tenantId: number, row: ProjectRecord) {
    const refusal = onsiteWorkRefusal(factsOf(row), await this.stageOne(tx, tenantId, row));
    if (refusal) throw badRequest(refusal);
  }

  async checkIn(
    user: AuthUser,
    body: {
      projectId: string;
      auditorId?: string | undefined;
      date: string;
      period: number;
      location: string;
      note: string;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, part } = await this.forExecution(tx, user, body.projectId, 'checkIn');
      await this.onsiteGuard(tx, user.tenantId, row);
      const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      const auditorId = body.auditorId ?? me?.id;
      if (!auditorId) throw badRequest('请选择签到人员');
      if (part === 'member' && auditorId !== me?.id) throw forbidden(M.notLeader);
      const team = await repo.teamOf(tx, user.tenantId, row.planId);
      const member = team.find((m) => m.auditorId === auditorId);
      if (!member) throw badRequest(M.notOnTeam.replace('您', '该人员'));
      const existing = (await repo.checkInsOf(tx, user.tenantId, row.id))
        .filter((c) => c.auditorId === auditorId)
        .map((c) => `${c.date}:${c.period}`);
      const refusal = checkInRefusal({
        date: body.date,
        period: body.period as 1 | 2,
        plannedHalfDays: member.halfDays,
        existing,
        today: this.today(),
      });
      if (refusal) throw refusal === M.checkInDuplicate ? conflict(refusal) : badRequest(refusal);
      const [created] = await tx
        .insert(projectCheckIns)
        .values({
          tenantId: user.tenantId,
          projectId: row.id,
          planId: row.planId,
          auditorId,
          checkDate: body.date,
          period: body.period,
          checkedAt: this.clock(),
          location: body.location,
          note: body.note,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: projectCheckIns.id, version: projectCheckIns.version });
      return created!;
    });
  }

  async submitStage1(
    user: AuthUser,
    body: { projectId: string; version: number; conclusion: number; reasons: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await this.forExecution(tx, user, body.projectId, 'stage1');
      const uploaded = await repo.uploadedTypes(tx, ONSITE_RECORD_TYPE, row.id);
      const refusal = stage1SubmissionRefusal({
        stage: row.stage,
        status: row.status,
        auditStatus: exec.auditStatus,
        reportUploaded: uploaded.has('shxm_stage1_report'),
        conclusion: body.conclusion as 1 | 2,
        reasons: body.reasons,
      });
      if (refusal) throw badRequest(refusal);
      if (!row.planStatus || row.planStatus !== 3) throw badRequest(M.planNotApproved);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        {
          stageOneFlag: 1,
          stage1Conclusion: body.conclusion,
          stage1Reasons: body.conclusion === 2 ? body.reasons : '',
          stage1SubmittedAt: this.clock(),
        },
        user.userId,
      );
      return { id: row.id, version: saved.version };
    });
  }

  async saveMeeting(
    user: AuthUser,
    body: {
      projectId: string;
      kind: number;
      heldOn: string;
      attendees: { name: string; position: string }[];
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await this.forExecution(tx, user, body.projectId, 'meeting');
      await this.onsiteGuard(tx, user.tenantId, row);
      const [current] = await tx
        .select({ id: projectMeetings.id, version: projectMeetings.version })
        .from(projectMeetings)
        .where(
          and(
            eq(projectMeetings.tenantId, user.tenantId),
            eq(projectMeetings.projectId, row.id),
            eq(projectMeetings.kind, body.kind),
          ),
        );
      if (current) {
        const saved = await updateVersioned(
          tx,
          projectMeetings,
          current.id,
          current.version,
          { heldOn: body.heldOn, attendees: body.attendees },
          user.userId,
        );
        return { id: saved.id, version: saved.version };
      }
      const [created] = await tx
        .insert(projectMeetings)
        .values({
          tenantId: user.tenantId,
          projectId: row.id,
          kind: body.kind,
          heldOn: body.heldOn,
          attendees: body.attendees,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: projectMeetings.id, version: projectMeetings.version });
      return created!;
    });
  }

  async finish(user: AuthUser, body: { projectId: string; version: number; lastOnsiteDay: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await this.forExecution(tx, user, body.projectId, 'finish');
      if (body.lastOnsiteDay > this.today()) throw badRequest('现场审核末日不能晚于今天');
      const checkIns = await repo.checkInsOf(tx, user.tenantId, row.id);
      const meetings = await repo.meetingsOf(tx, user.tenantId, row.id);
      const ncs = await repo.ncsOf(tx, user.tenantId, row.id);
      const outcome = finishAudit(
        factsOf(row),
        await this.stageOne(tx, user.tenantId, row),
        {
          checkIns: checkIns.length,
          meetings: meetings.map((m) => m.kind),
          remote: row.method === 2 || row.method === 0,
        },
        ncs,
      );
      if ('refusal' in outcome) throw badRequest(outcome.refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        { lastOnsiteDay: body.lastOnsiteDay, finishedAt: this.clock() },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, outcome.status, user.userId);
      return { id: row.id, version: saved.version };
    });
  }

  // ──────────────────────────────────────────── nonconformities ───────────────────────────────────

  private async event(tx: Tx, user: AuthUser, ncId: string, action: string, comment = '') {
    await tx.insert(nonconformityEvents).values({
      tenantId: user.tenantId,
      ncId,
      action,
      comment,
      byName: await repo.userName(tx, user.userId),
      createdBy: user.userId,
      updatedBy: user.userId,
    });
  }

  async raiseNc(
    user: AuthUser,
    body: {
      projectId: string;
      grade: number;
      clause: string;
      department: string;
      facts: string;
      dueDate?: string | undefined;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await this.forExecution(tx, user, body.projectId, 'raiseNc');
      await this.onsiteGuard(tx, user.tenantId, row);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(nonconformities)
        .where(and(eq(nonconformities.tenantId, user.tenantId), eq(nonconformities.projectId, row.id)));
      const [created] = await tx
        .insert(nonconformities)
        .values({
          tenantId: user.tenantId,
          projectId: row.id,
          enterpriseId: row.enterpriseId,
          ncNo: `NC${String(Number(n) + 1).padStart(2, '0')}`,
          grade: body.grade,
          status: initialNcStatus(body.grade),
          clause: body.clause,
          department: body.department,
          facts: body.facts,
          dueDate: body.dueDate ?? null,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: nonconformities.id, version: nonconformities.version });
      await this.event(tx, user, created!.id, 'raise');
      return created!;
    });
  }

  private async ncFor(tx: Tx, user: AuthUser, id: string, action: NcAction) {
    const nc = await repo.findNc(tx, user.tenantId, id);
    if (!nc) throw notFound('不符合项不存在');
    const { row, scope } = await this.project(tx, user, nc.projectId);
    const part = await this.partOf(tx, user, row, scope);
    const next = ncTransition(nc.status, action);
    return { nc, row, part, next };
  }

  async editNc(
    user: AuthUser,
    body: {
      id: string;
      version: number;
      grade: number;
      clause: string;
      department: string;
      facts: string;
      dueDate?: string | undefined;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, row, part, next } = await this.ncFor(tx, user, body.id, 'edit');
      await this.mayAct(tx, user, part, 'raiseNc');
      if (next === null && !(nc.grade === 3 && nc.status === 3)) throw badRequest(NC_ACTION_REFUSALS.edit);
      await this.onsiteGuard(tx, user.tenantId, row);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        {
          grade: body.grade,
          status: initialNcStatus(body.grade),
          clause: body.clause,
          department: body.department,
          facts: body.facts,
          dueDate: body.dueDate ?? null,
        },
        user.userId,
      );
      await this.event(tx, user, nc.id, 'edit');
      return { id: saved.id, version: saved.version };
    });
  }

  /** The enterprise's answer: correction, cause, corrective action; evidence files come first. */
  async answerNc(
    user: AuthUser,
    body: { id: string; version: number; correction: string; cause: string; correctiveAction: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, part, next } = await this.ncFor(tx, user, body.id, 'answer');
      if (part !== 'enterprise' && part !== 'office') throw forbidden();
      if (next === null) throw badRequest(NC_ACTION_REFUSALS.answer);
      const evidence = await repo.uploadedTypes(tx, NC_RECORD_TYPE, nc.id);
      if (!evidence.has('nc_evidence')) throw badRequest(M.ncEvidenceMissing);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        {
          status: next,
          correction: body.correction,
          cause: body.cause,
          correctiveAction: body.correctiveAction,
          answeredBy: user.userId,
          answeredAt: this.clock(),
        },
        user.userId,
      );
      await this.event(tx, user, nc.id, 'answer');
      return { id: saved.id, version: saved.version };
    });
  }

  /** The leader's verification: accept closes the NC (and may end rectification), return sends it back. */
  async verifyNc(
    user: AuthUser,
    body: { id: string; version: number; result: 'accept' | 'return'; comment: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, row, part, next } = await this.ncFor(tx, user, body.id, body.result);
      await this.mayAct(tx, user, part, 'verifyNc');
      if (next === null) throw badRequest(NC_ACTION_REFUSALS[body.result]);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        { status: next, verifiedBy: user.userId, verifiedAt: this.clock(), verifyComment: body.comment },
        user.userId,
      );
      await this.event(tx, user, nc.id, body.result, body.comment);
      if (next === 3) {
        const ncs = await repo.ncsOf(tx, user.tenantId, row.id);
        const status = statusAfterNcClosed(factsOf(row), ncs);
        if (status !== row.status)
          await repo.setProjectStatus(tx, user.tenantId, row.id, status, user.userId);
      }
      return { id: saved.id, version: saved.version };
    });
  }

  /** 整改: the NCs of the enterprise's (or the user's visible) projects, open ones first. */
  async ncList(user: AuthUser, q: NcListQuery & { pageNo: number; pageSize: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const { records, ...figures } = await repo.listNcs(tx, user.tenantId, await projectScope(tx, user), q);
      return { records: records.map(ncDates), ...figures };
    });
  }

  /** The NCs of the filtered, sorted list, for the Excel export. */
  async ncExportRows(user: AuthUser, q: NcListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      (await repo.exportNcs(tx, user.tenantId, await projectScope(tx, user), q, EXPORT_MAX_ROWS)).map(
        ncDates,
      ),
    );
  }

  // ─────────────────────────────────────── the body's setting ─────────────────────────────────────

  async setting(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'auditExecution'));
  }

  async saveSetting(user: AuthUser, { version, ...value }: AuditExecutionSettingVersioned) {
    return this.database.tenantTx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'auditExecution', value, version, user.userId),
    );
  }

  // ───────────────────────────────────── on-site files and the archive ────────────────────────────

  async checklistConfig(user: AuthUser, q: { auditType: number; stage: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const items = await repo.checklistItems(tx, user.tenantId, q.auditType, q.stage);
      const slots = items.length
        ? items.map((c) => ({
            documentType: c.documentType,
            required: c.required === 1,
            onlyWithNcs: c.onlyWithNcs === 1,
          }))
        : defaultChecklist(q);
      return {
        auditType: q.auditType,
        stage: q.stage,
        configured: items.length > 0,
        items: slots.map((s) => ({
          documentType: s.documentType,
          name: onsiteDocumentName(s.documentType),
          required: s.required,
          onlyWithNcs: s.onlyWithNcs ?? false,
        })),
      };
    });
  }

  async saveChecklist(
    user: AuthUser,
    body: {
      auditType: number;
      stage: number;
      items: { documentType: string; required: boolean; onlyWithNcs: boolean }[];
    },
  ) {
    await this.database.tenantTx(user, (tx) =>
      repo.replaceChecklist(
        tx,
        user.tenantId,
        { auditType: body.auditType, stage: body.stage },
        body.items,
        user.userId,
      ),
    );
    return this.checklistConfig(user, body);
  }

  /** 现场审核文件: the projects past their on-site audit, with the completeness of their file. */
  async onsiteList(user: AuthUser, q: OnsiteQuery & { pageNo: number; pageSize: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const where = await this.onsiteWhere(tx, user, q);
      const counted = await repo.countProjects(tx, where, COUNT_CAP, { ...q, execution: !!q.complete });
      const offset = (q.pageNo - 1) * q.pageSize;
      const records = pastEnd(counted, offset)
        ? []
        : await this.onsiteRows(tx, user, where, q, q.pageSize, offset);
      return cappedPage(records, counted, q);
    });
  }

  /** The on-site files (档案) of the filtered, sorted list, for the Excel export. */
  async onsiteExportRows(user: AuthUser, q: OnsiteQuery) {
    return this.database.tenantRead(user, async (tx) =>
      this.onsiteRows(tx, user, await this.onsiteWhere(tx, user, q), q, EXPORT_MAX_ROWS, 0),
    );
  }

  private async onsiteWhere(tx: Reader, user: AuthUser, q: OnsiteQuery) {
    return and(
      repo.projectWhere(user.tenantId, await projectScope(tx, user), q),
      q.statusKey ? undefined : sql`${auditProjects.status} in (0, 1, 6)`,
      q.complete === '1' ? sql`${projectExecutions.archivedAt} is not null` : undefined,
      q.complete === '0' ? sql`${projectExecutions.archivedAt} is null` : undefined,
    );
  }

  private async onsiteRows(
    tx: Reader,
    user: AuthUser,
    where: ReturnType<typeof and>,
    q: OnsiteQuery,
    limit: number,
    offset: number,
  ) {
    const rows = await repo.listProjects(tx, where, q, limit, offset);
    const states = await this.checklistStates(tx, user.tenantId, rows);
    return rows.map((r) => {
      const state = states.get(r.id)!;
      return {
        ...toRow(r),
        checklistComplete: state.complete,
        checklistMissing: state.missing,
        archivedAt: iso(r.exec?.archivedAt),
      };
    });
  }

  /** The archive clerk confirms the complete file: 待资料回收 → 待技术审定. */
  async confirmArchive(user: AuthUser, body: { projectId: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await this.project(tx, user, body.projectId);
      const exec = row.exec?.id
        ? row.exec
        : await repo.ensureExecution(tx, user.tenantId, row.id, user.userId);
      const ncs = await repo.ncsOf(tx, user.tenantId, row.id);
      const { state } = await this.checklistState(
        tx,
        user.tenantId,
        row,
        ncs.some((n) => n.grade !== 3),
      );
      const refusal = confirmArchiveRefusal(factsOf(row), state);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id!,
        body.version,
        { stage: TECH_CHECK_STAGE, archivedBy: user.userId, archivedAt: this.clock() },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, 1, user.userId);
      return { id: row.id, version: saved.version };
    });
  }

  async abort(user: AuthUser, body: { projectId: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await this.forExecution(tx, user, body.projectId, null);
      const refusal = abortRefusal(factsOf(row));
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        { auditStatus: 4, abortReason: body.reason },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, 5, user.userId);
      return { id: row.id, version: saved.version };
    });
  }

  /** A supplementary audit (type 10) of the same programme, to be planned like any project. */
  async supplementary(user: AuthUser, body: { projectId: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await this.forExecution(tx, user, body.projectId, null);
      const refusal = supplementaryRefusal(factsOf(row));
      if (refusal) throw badRequest(refusal);
      // The version check of the parent's execution record guards against a double click.
      await updateVersioned(tx, projectExecutions, exec.id, body.version, {}, user.userId);
      return {
        id: await openSupplementaryProject(tx, user.tenantId, user.userId, row.id, body.reason, this.today()),
      };
    });
  }

  // ─────────────────────────────────────────── special approvals ──────────────────────────────────

  async approvals(
    user: AuthUser,
    q: {
      pageNo: number;
      pageSize: number;
      column?: string;
      order: 'asc' | 'desc';
      status?: number | undefined;
      kind?: number | undefined;
      enterpriseName?: string | undefined;
    },
  ) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await repo.listApprovals(tx, user.tenantId, q);
      return {
        ...page,
        records: page.records.map((a) => ({
          ...a,
          appliedAt: a.appliedAt.toISOString(),
          decidedAt: iso(a.decidedAt),
        })),
      };
    });
  }

  async applyApproval(user: AuthUser, body: { projectId: string; kind: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await this.project(tx, user, body.projectId);
      if (!SPECIAL_APPROVAL_KINDS.some((k) => k.code === body.kind)) throw badRequest('审批类型不正确');
      const [created] = await tx
        .insert(specialApprovals)
        .values({
          tenantId: user.tenantId,
          projectId: row.id,
          enterpriseId: row.enterpriseId,
          kind: body.kind,
          reason: body.reason,
          appliedByName: await repo.userName(tx, user.userId),
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: specialApprovals.id, version: specialApprovals.version });
      return created!;
    });
  }

  async decideApproval(
    user: AuthUser,
    body: { id: string; version: number; approve: boolean; comment: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const [current] = await tx
        .select({ status: specialApprovals.status, appliedBy: specialApprovals.createdBy })
        .from(specialApprovals)
        .where(and(eq(specialApprovals.tenantId, user.tenantId), eq(specialApprovals.id, body.id)));
      if (!current) throw notFound('特殊审批不存在');
      const refusal = specialApprovalRefusal(current, user.userId);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        specialApprovals,
        body.id,
        body.version,
        {
          status: body.approve ? 1 : 2,
          decidedBy: user.userId,
          decidedByName: await repo.userName(tx, user.userId),
          decidedAt: this.clock(),
          comment: body.comment,
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  // ──────────────────────────────────────────────── archive ───────────────────────────────────────

  /** Every document and step of one audit, in order (/assist/archive/{projectAuditId}). */
  async archive(user: AuthUser, id: string) {
    return this.database.tenantTx(user, async (tx) => {
      const { row: found, scope } = await this.project(tx, user, id);
      let row = found;
      if (!row.exec?.id) {
        await repo.ensureExecution(tx, user.tenantId, id, user.userId);
        row = (await repo.findProject(tx, user.tenantId, scope, id))!;
      }
      const project = await this.detailOf(tx, user, row, scope);
      const ncIds = project.nonconformities.map((n) => n.id);
      // The entries and the ZIP hold only the files the user may see (the enterprise: no working papers).
      const visible = documentsVisibleIn(scope);
      const onsite = (await repo.filesOf(tx, ONSITE_RECORD_TYPE, [id])).filter((f) =>
        visible(f.documentType),
      );
      const evidence = (await repo.filesOf(tx, NC_RECORD_TYPE, ncIds)).filter((f) => visible(f.documentType));
      const events = await repo.ncEventsOf(tx, user.tenantId, id);
      const ncNo = new Map(project.nonconformities.map((n) => [n.id, n.ncNo]));
      const entries = [
        ...project.checkIns.map((c) => ({
          at: c.checkedAt,
          kind: 'checkIn',
          title: `现场签到 ${c.date} ${c.period === 1 ? '上午' : '下午'}`,
          detail: c.location,
          byName: c.auditorName,
          file: null,
        })),
        ...project.meetings.map((m) => ({
          at: new Date(`${m.heldOn}T00:00:00+08:00`).toISOString(),
          kind: 'meeting',
          title: m.kind === 1 ? '首次会议' : '末次会议',
          detail: m.attendees.map((a) => a.name).join('、'),
          byName: '',
          file: null,
        })),
        ...(project.stage1SubmittedAt
          ? [
              {
                at: project.stage1SubmittedAt,
                kind: 'stage1',
                title: '一阶段审核结论',
                detail:
                  project.stage1Conclusion === 1
                    ? '具备二阶段审核条件'
                    : `不具备二阶段审核条件${project.stage1Reasons ? `：${project.stage1Reasons}` : ''}`,
                byName: '',
                file: null,
              },
            ]
          : []),
        ...events.map((ev) => ({
          at: ev.at.toISOString(),
          kind: 'nc',
          title: `不符合项 ${ev.ncNo} ${NC_EVENT_NAMES[ev.action] ?? ev.action}`,
          detail: ev.comment,
          byName: ev.byName,
          file: null,
        })),
        ...onsite.map((f) => ({
          at: f.createdAt.toISOString(),
          kind: 'file',
          title: `${onsiteDocumentName(f.documentType)}（第${f.revision}版）`,
          detail: f.stored.fileName,
          byName: f.byName,
          file: { recordType: ONSITE_RECORD_TYPE, recordId: id, fileId: f.id, fileName: f.stored.fileName },
        })),
        ...evidence.map((f) => ({
          at: f.createdAt.toISOString(),
          kind: 'file',
          title: `整改证据（${ncNo.get(f.recordId) ?? ''}）`,
          detail: f.stored.fileName,
          byName: f.byName,
          file: {
            recordType: NC_RECORD_TYPE,
            recordId: f.recordId,
            fileId: f.id,
            fileName: f.stored.fileName,
          },
        })),
        ...project.approvals.flatMap((a) => {
          const kind = SPECIAL_APPROVAL_KINDS.find((k) => k.code === a.kind)?.zh ?? '';
          const applied = {
            at: a.appliedAt,
            kind: 'approval',
            title: `特殊审批申请：${kind}`,
            detail: `${a.reason}${a.status === 0 ? '（待审批）' : ''}`,
            byName: a.appliedByName,
            file: null,
          };
          if (a.status === 0 || !a.decidedAt) return [applied];
          return [
            applied,
            {
              at: a.decidedAt,
              kind: 'approval',
              title: `特殊审批${a.status === 1 ? '批准' : '驳回'}：${kind}`,
              detail: a.comment,
              byName: a.decidedByName,
              file: null,
            },
          ];
        }),
        ...(project.archivedAt
          ? [
              {
                at: project.archivedAt,
                kind: 'archive',
                title: '资料回收确认',
                detail: '',
                byName: project.archivedByName,
                file: null,
              },
            ]
          : []),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        project,
        entries,
        files: [
          ...onsite.map((f) => ({ ...f, folder: '现场审核文件' })),
          ...evidence.map((f) => ({ ...f, folder: `整改证据/${ncNo.get(f.recordId) ?? ''}` })),
        ],
      };
    });
  }
}

const NC_EVENT_NAMES: Record<string, string> = {
  raise: '开具',
  edit: '修改',
  answer: '企业回复',
  accept: '验证通过',
  return: '退回整改',
};

export { isNcOpen };
