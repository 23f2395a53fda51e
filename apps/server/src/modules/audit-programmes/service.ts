/**
 * The audit programmes area's rules and transactions: programmes generated from approved contracts
 * (or typed in), audit projects created from due rows, plans with their schedule, sites and team,
 * the §3.3 guards on submit and approve, the plan status machine with its history, the candidate
 * search over the auditors' competences and the tenant's bookings, and the audit notice.
 * Every write is one tenant transaction guarded by the plan's version and lands in the audit trail.
 */
import {
  AUDIT_METHODS,
  type AuditorForMatching,
  type AuditPlanningSettingVersioned,
  approverRefusal,
  auditTypeLabel,
  type CalendarBooking,
  calendarDateOf,
  calendarDates,
  type calendarQuery,
  checkTeam,
  consecutiveLeadCycles,
  type createProjectsBody,
  type DecisionDates,
  defaultPlanSites,
  halfDayKey,
  halfDayOccupancy,
  initialProgramme,
  isPlanEditable,
  isTeamEditable,
  labelOf,
  MY_TASK_STATUSES,
  type myTaskExportQuery,
  type myTaskQuery,
  PLAN_ACTION_LABELS,
  PLAN_STATUSES,
  type PlanAction,
  type ProgrammeRowPlan,
  type ProgrammeRuleSource,
  planActionRefusal,
  type planCandidatesBody,
  type planEditBody,
  type planListQuery,
  planNumberPrefix,
  plannedTeamDays,
  type planTeamBody,
  planTransition,
  type programmeBody,
  type programmeEditBody,
  type programmeListQuery,
  programmeRulesOf,
  rankCandidates,
  regenerateAfterDecision,
  reportingAuditMethod,
  rowsToProject,
  type ScheduleDay,
  scheduleHalfDays,
  scheduleRange,
  schemeOfStandard,
  standardOfScheme,
  TASK_PERIODS,
  TEAM_ROLES,
  transferProgramme,
  uncoveredCodes,
} from '@cb/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { pageCounts, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import { afterCommit, type Database, type Reader, type Tx } from '../../platform/db/database.ts';
import { type RecordFilePolicy, RecordFileService } from '../../platform/files/record-file-service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { customerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { tenants } from '../../platform/identity/schema.ts';
import type { Notifier } from '../../platform/notify.ts';
import { renderPdfDocument } from '../../platform/pdf/pdf.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import { auditorsCoveringAny, auditorsForMatching } from '../auditors/door.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { ADAPTERS, channelConfigs } from '../notices/door.ts';
import { standardsView } from '../reference/door.ts';
import { lifecycleRulesOf } from './hooks.ts';
import * as repo from './repository.ts';
import {
  auditPlans,
  auditProgrammes,
  auditProjects,
  planNumberCounters,
  planSites,
  planStatusHistory,
  planTeamMembers,
  programmeRows,
} from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;

/** The plan's record files: its audit notices (filed on approval) and other attachments. */
export const PLAN_FILE_POLICY: RecordFilePolicy = {
  recordType: 'audit_plan',
  documentTypes: ['shfa002', 'shfa002_stage1', 'shfa002_stage2', 'attachment'],
};

const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(/\n/g, '<br>');

const UNIQUE_MESSAGES = {
  audit_programmes_item_uq: '该合同项目已有审核方案',
  plan_team_members_uq: '同一人员不能在审核组中出现两次',
  audit_projects_row_uq: '该方案行已生成审核项目',
};

// ───────────────────────────────────────── free functions ─────────────────────────────────────────

/** The tenant's lifecycle rule selection (lifecycle area) as the programme reads it. */
export async function tenantProgrammeRules(tx: Tx, tenantId: number): Promise<ProgrammeRuleSource> {
  const lifecycle = await lifecycleRulesOf(tx, tenantId);
  return {
    rulesFor: (scheme, asOf) => programmeRulesOf(lifecycle.ruleSetFor(standardOfScheme(scheme), asOf)),
  };
}
// Called by other areas inside their own transactions (contract approval, decisions, the scheduler).

export function toRowValues(
  tenantId: number,
  programmeId: string,
  cycleNo: number,
  rows: readonly ProgrammeRowPlan[],
  actorId: string | null,
) {
  return rows.map((r) => ({
    tenantId,
    programmeId,
    seq: r.seq,
    cycleNo,
    auditType: r.auditType,
    stage: r.stage,
    dueFrom: r.dueFrom,
    dueTo: r.dueTo,
    days: r.days,
    sitesToSample: r.sitesToSample,
    estimated: r.estimated ? 1 : 0,
    createdBy: actorId,
    updatedBy: actorId,
  }));
}

/**
 * One programme per item of an approved contract (DOMAIN §1.2 row 4), with its rows from the rule
 * set: the initial cycle, or for a transfer item the transferred cycle's remaining audits.
 * Register it with the contract area's `onContractApproved`.
 */
export async function generateProgrammesForContract(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  contractId: string,
  approvedOn: string,
  ruleSource?: ProgrammeRuleSource,
): Promise<number> {
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const [contract] = await tx
    .select({
      id: contractsView.id,
      contractNo: contractsView.contractNo,
      enterpriseId: contractsView.enterpriseId,
    })
    .from(contractsView)
    .where(and(eq(contractsView.tenantId, tenantId), eq(contractsView.id, contractId)));
  if (!contract) throw notFound('合同不存在');
  const items = await tx
    .select({
      id: contractItemsView.id,
      standardCode: contractItemsView.standardCode,
      standardName: standardsView.name,
      scopeZh: contractItemsView.scopeZh,
      codes: contractItemsView.professionalCodes,
      stage1Days: contractItemsView.stage1Days,
      stage2Days: contractItemsView.stage2Days,
      surveillanceDays: contractItemsView.surveillanceDays,
      recertificationDays: contractItemsView.recertificationDays,
      sampleInitial: contractItemsView.sampleInitial,
      isTransfer: contractItemsView.isTransfer,
    })
    .from(contractItemsView)
    .innerJoin(standardsView, eq(standardsView.id, contractItemsView.certificateStandardId))
    .where(and(eq(contractItemsView.tenantId, tenantId), eq(contractItemsView.contractId, contractId)));
  let made = 0;
  for (const item of items) {
    const scheme = schemeOfStandard(item.standardCode);
    const ruleSet = rules.rulesFor(scheme, approvedOn);
    const days = {
      stage1Days: item.stage1Days,
      stage2Days: item.stage2Days,
      surveillanceDays: item.surveillanceDays,
      recertificationDays: item.recertificationDays,
    };
    // A transfer item's cycle dates come from the transferred certificate, which the programme
    // page asks for (edit the rows); until then it gets the initial rows like any other item.
    const rows = initialProgramme({
      approvedOn,
      days,
      sitesToSample: Math.max(1, item.sampleInitial),
      rules: ruleSet,
    });
    const [programme] = await tx
      .insert(auditProgrammes)
      .values({
        tenantId,
        enterpriseId: contract.enterpriseId,
        contractId,
        contractItemId: item.id,
        contractNo: contract.contractNo,
        scheme,
        standardName: item.standardName,
        scopeText: item.scopeZh,
        codes: item.codes,
        ...days,
        sitesToSample: Math.max(1, item.sampleInitial),
        ruleSetId: ruleSet.id,
        isTransfer: item.isTransfer,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .onConflictDoNothing()
      .returning({ id: auditProgrammes.id });
    if (!programme) continue;
    await tx.insert(programmeRows).values(toRowValues(tenantId, programme.id, 1, rows, actorId));
    made++;
  }
  return made;
}

/**
 * After a certification decision on an initial or recertification audit: the open rows of the
 * programme are replaced by the new cycle's, counted from the rule set's anchor (DOMAIN §1.1), with
 * the expiry the certificate will get; issuing it counts the cycle again (`reanchorProgrammeAtIssue`).
 */
export async function regenerateProgrammeAfterDecision(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  programmeId: string,
  dates: DecisionDates,
  recertification: boolean,
  ruleSource?: ProgrammeRuleSource,
) {
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const programme = await repo.findProgramme(tx, tenantId, programmeId);
  if (!programme) throw notFound('审核方案不存在');
  const rows = await repo.rowsOf(tx, tenantId, [programmeId]);
  const open = rows.filter((r) => !r.projectId && r.stage === null);
  if (open.length)
    await tx.delete(programmeRows).where(
      inArray(
        programmeRows.id,
        open.map((r) => r.id),
      ),
    );
  const kept = rows.filter((r) => !open.includes(r));
  const ruleSet = rules.rulesFor(programme.scheme, dates.decisionDate);
  const next = regenerateAfterDecision(
    // A recertification renews the cycle whose expiry the programme shows (the certificate's).
    { ...dates, previousExpiry: recertification ? programme.expiryDate : null },
    ruleSet,
    programme,
    programme.sitesToSample,
    Math.max(0, ...kept.map((r) => r.seq)) + 1,
  );
  const cycleNo = recertification ? programme.cycleNo + 1 : programme.cycleNo;
  await tx.insert(programmeRows).values(toRowValues(tenantId, programmeId, cycleNo, next.rows, actorId));
  await repo.setProgrammeCycle(
    tx,
    programmeId,
    { cycleNo, cycleStart: next.anchor, expiryDate: next.expiry, ruleSetId: ruleSet.id },
    actorId,
  );
  return next;
}

async function nextPlanNo(
  tx: Tx,
  tenantId: number,
  branchCode: string,
  year: number,
  actorId: string | null,
) {
  // The prefix comes from the body's CNCA approval number (DOMAIN §4.1), the setting certificate
  // numbers use too (系统设置 → 证书编号).
  const { approvalNo } = await readSetting(tx, tenantId, 'certificateNumber');
  const prefix = `${planNumberPrefix(approvalNo, branchCode)}${String(year % 100).padStart(2, '0')}`;
  const [row] = await tx
    .insert(planNumberCounters)
    .values({ tenantId, prefix, lastSerial: 1, createdBy: actorId, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [planNumberCounters.tenantId, planNumberCounters.prefix],
      set: {
        lastSerial: sql`${planNumberCounters.lastSerial} + 1`,
        version: sql`${planNumberCounters.version} + 1`,
      },
    })
    .returning({ serial: planNumberCounters.lastSerial });
  return `${prefix}${String(row!.serial).padStart(4, '0')}`;
}

async function addHistory(
  tx: Tx,
  tenantId: number,
  planId: string,
  fromStatus: number | null,
  toStatus: number,
  action: string,
  reason: string,
  actorId: string | null,
  byName: string,
) {
  await tx.insert(planStatusHistory).values({
    tenantId,
    planId,
    fromStatus,
    toStatus,
    action,
    reason,
    byName,
    createdBy: actorId,
    updatedBy: actorId,
  });
}

/**
 * Creates the audit projects of every programme row that is due by `asOf` (and may be projected:
 * stage 2 after stage 1, one surveillance at a time), and one plan "to be arranged" per enterprise
 * for the projects made together (an integrated audit). The scheduler calls this every night.
 */
export async function createDueProjects(
  tx: Tx,
  tenantId: number,
  asOf: string,
  actorId: string | null = null,
  programmeId?: string,
): Promise<{ projects: number; plans: number }> {
  const programmes = await repo.activeProgrammes(tx, tenantId, programmeId);
  const rows = await repo.rowsOf(
    tx,
    tenantId,
    programmes.map((p) => p.id),
  );
  const byEnterprise = new Map<
    string,
    { branchCode: string; projectIds: string[]; days: number; contractItemIds: string[] }
  >();
  let projects = 0;
  for (const p of programmes) {
    const mine = rows
      .filter((r) => r.programmeId === p.id)
      .map((r) => ({ ...r, projected: Boolean(r.projectId) }));
    for (const r of rowsToProject(mine, asOf)) {
      const [project] = await tx
        .insert(auditProjects)
        .values({
          tenantId,
          programmeId: p.id,
          programmeRowId: r.id,
          enterpriseId: p.enterpriseId,
          auditType: r.auditType,
          stage: r.stage,
          scheme: p.scheme,
          codes: p.codes,
          dueFrom: r.dueFrom,
          dueTo: r.dueTo,
          days: r.days,
          sitesToSample: r.sitesToSample,
          createdBy: actorId,
          updatedBy: actorId,
        })
        .onConflictDoNothing()
        .returning({ id: auditProjects.id });
      if (!project) continue;
      projects++;
      const group = byEnterprise.get(p.enterpriseId) ?? {
        branchCode: p.branchCode,
        projectIds: [],
        days: 0,
        contractItemIds: [],
      };
      group.projectIds.push(project.id);
      if (p.contractItemId && !group.contractItemIds.includes(p.contractItemId))
        group.contractItemIds.push(p.contractItemId);
      group.days += r.days;
      byEnterprise.set(p.enterpriseId, group);
    }
  }
  const year = Number(asOf.slice(0, 4));
  for (const [enterpriseId, g] of byEnterprise) {
    const planNo = await nextPlanNo(tx, tenantId, g.branchCode, year, actorId);
    const [plan] = await tx
      .insert(auditPlans)
      .values({
        tenantId,
        planNo,
        enterpriseId,
        branchCode: g.branchCode,
        requiredDays: g.days,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning({ id: auditPlans.id });
    await tx.update(auditProjects).set({ planId: plan!.id }).where(inArray(auditProjects.id, g.projectIds));
    // The plan starts with the sites the contract review confirmed for its items (issue 31 item 12).
    const sites = defaultPlanSites(await confirmedSitesOf(tx, tenantId, g.contractItemIds));
    if (sites.length)
      await tx.insert(planSites).values(
        sites.map((site, i) => ({
          tenantId,
          planId: plan!.id,
          ...site,
          sortNo: i,
          createdBy: actorId,
          updatedBy: actorId,
        })),
      );
    await addHistory(tx, tenantId, plan!.id, null, 0, '生成计划', '', actorId, actorId ? '' : '系统');
  }
  return { projects, plans: byEnterprise.size };
}

/** The sites the contract review confirmed, per contract item (in the given order). */
async function confirmedSitesOf(tx: Tx, tenantId: number, contractItemIds: readonly string[]) {
  if (contractItemIds.length === 0) return [];
  const rows = await tx
    .select({ id: contractItemsView.id, sites: contractItemsView.sites })
    .from(contractItemsView)
    .where(
      and(eq(contractItemsView.tenantId, tenantId), inArray(contractItemsView.id, [...contractItemIds])),
    );
  return contractItemIds.map((id) => rows.find((r) => r.id === id)?.sites ?? []);
}

// ───────────────────────────────────────────── service ─────────────────────────────────────────────

export class AuditProgrammeService {
  private readonly recordFiles: RecordFileService | null;
  /** Audit notice e-mails under way (tests and shutdown wait for them). */
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    private readonly notifier: Notifier,
    files?: FileStorage,
  ) {
    this.recordFiles = files ? new RecordFileService(files) : null;
  }

  /** 计划设置: the body's planning policy (the team leader rotation limit) with its version. */
  async planningSetting(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'auditPlanning'));
  }

  /** Saves the planning policy; a stale version is a 409 and nothing changes. */
  async savePlanningSetting(user: AuthUser, { version, ...value }: AuditPlanningSettingVersioned) {
    return this.database.tenantTx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'auditPlanning', value, version, user.userId),
    );
  }

  /** Resolves when the audit notice e-mails started so far have been tried. */
  async settled(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  private today(): string {
    return calendarDateOf(this.clock());
  }

  private tx<T>(user: AuthUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return withUniqueMessages(() => this.database.tenantTx(user, fn), UNIQUE_MESSAGES);
  }

  private async actorName(tx: Reader, user: AuthUser) {
    return (await repo.userNames(tx, user.tenantId, [user.userId])).get(user.userId) ?? user.username;
  }

  // ─────────────────────────────────────────── programmes ──────────────────────────────────────────

  private async withRows(tx: Reader, tenantId: number, list: repo.ProgrammeRecord[]) {
    const rows = await repo.rowsOf(
      tx,
      tenantId,
      list.map((p) => p.id),
    );
    return list.map((p) => {
      const mine = rows.filter((r) => r.programmeId === p.id);
      const next = mine.find((r) => !r.projectId);
      const { isTransfer, ...rest } = p;
      return {
        ...rest,
        isTransfer: isTransfer === 1,
        nextAuditType: next?.auditType ?? null,
        nextDueTo: next?.dueTo ?? null,
        rows: mine.map((r) => ({ ...r, estimated: r.estimated === 1 })),
      };
    });
  }

  listProgrammes(user: AuthUser, q: In<typeof programmeListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await repo.listProgrammes(tx, user.tenantId, q);
      const records = await this.withRows(tx, user.tenantId, page.records);
      return {
        records,
        ...pageCounts(page.counted, q),
      };
    });
  }

  exportProgrammes(user: AuthUser, q: Omit<In<typeof programmeListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      this.withRows(tx, user.tenantId, (await repo.listProgrammes(tx, user.tenantId, q)).records),
    );
  }

  getProgramme(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const p = await repo.findProgramme(tx, user.tenantId, id);
      if (!p) throw notFound();
      const [withRows] = await this.withRows(tx, user.tenantId, [p]);
      return withRows!;
    });
  }

  /** A programme typed in by hand: an initial cycle from the approval date, or a transferred cycle. */
  createProgramme(user: AuthUser, body: In<typeof programmeBody>) {
    return this.tx(user, async (tx) => {
      const ruleSet = (await tenantProgrammeRules(tx, user.tenantId)).rulesFor(body.scheme, body.approvedOn);
      const days = {
        stage1Days: body.stage1Days,
        stage2Days: body.stage2Days,
        surveillanceDays: body.surveillanceDays,
        recertificationDays: body.recertificationDays,
      };
      const rows = body.transfer
        ? transferProgramme({ ...body.transfer, days, sitesToSample: body.sitesToSample, rules: ruleSet })
        : initialProgramme({
            approvedOn: body.approvedOn,
            days,
            sitesToSample: body.sitesToSample,
            rules: ruleSet,
          });
      const [p] = await tx
        .insert(auditProgrammes)
        .values({
          tenantId: user.tenantId,
          enterpriseId: body.enterpriseId,
          contractNo: body.contractNo,
          scheme: body.scheme,
          standardName: body.standardName,
          scopeText: body.scopeText,
          codes: body.codes,
          ...days,
          sitesToSample: body.sitesToSample,
          branchCode: body.branchCode,
          ruleSetId: ruleSet.id,
          isTransfer: body.transfer ? 1 : 0,
          cycleStart: body.transfer?.cycleStart ?? null,
          expiryDate: body.transfer?.expiryDate ?? null,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: auditProgrammes.id, version: auditProgrammes.version });
      await tx.insert(programmeRows).values(toRowValues(user.tenantId, p!.id, 1, rows, user.userId));
      return p!;
    }).catch((e: unknown) => {
      if (e instanceof Error && /enterprise_id/.test(e.message) && /foreign key/i.test(e.message))
        throw badRequest('企业不存在');
      throw e;
    });
  }

  /** Rows' windows, days and sites may be adjusted while they have no project. */
  editProgramme(user: AuthUser, body: In<typeof programmeEditBody>) {
    return this.tx(user, async (tx) => {
      const rows = await repo.rowsOf(tx, user.tenantId, [body.id]);
      for (const edit of body.rows) {
        const row = rows.find((r) => r.id === edit.id);
        if (!row) throw badRequest('方案行不属于该方案');
        if (row.projectId) throw conflict(`第${row.seq}行已生成审核项目，不能修改`);
      }
      const saved = await updateVersioned(tx, auditProgrammes, body.id, body.version, {}, user.userId);
      for (const edit of body.rows)
        await tx
          .update(programmeRows)
          .set({
            dueFrom: edit.dueFrom,
            dueTo: edit.dueTo,
            days: edit.days,
            sitesToSample: edit.sitesToSample,
            estimated: 0,
            updatedBy: user.userId,
            updatedAt: new Date(),
            version: sql`${programmeRows.version} + 1`,
          })
          .where(and(eq(programmeRows.tenantId, user.tenantId), eq(programmeRows.id, edit.id)));
      return { id: saved.id, version: saved.version };
    });
  }

  createProjects(user: AuthUser, body: In<typeof createProjectsBody>) {
    return this.tx(user, async (tx) => {
      if (body.programmeId && !(await repo.findProgramme(tx, user.tenantId, body.programmeId)))
        throw notFound();
      return createDueProjects(tx, user.tenantId, body.asOf ?? this.today(), user.userId, body.programmeId);
    });
  }

  // ───────────────────────────────────────────── plans ─────────────────────────────────────────────

  /** The plans with their projects' schemes, types and stage and their team's names (and `more`). */
  private async decorate<More extends object = object>(
    tx: Reader,
    tenantId: number,
    plans: repo.PlanRecord[],
    more?: (
      team: Awaited<ReturnType<typeof repo.teamsOfPlans>>,
      projects: Awaited<ReturnType<typeof repo.projectsOfPlans>>,
    ) => More,
  ) {
    const ids = plans.map((p) => p.id);
    const projects = await repo.projectsOfPlans(tx, tenantId, ids);
    const team = await repo.teamsOfPlans(tx, tenantId, ids);
    return plans.map((p) => {
      const pp = projects.filter((x) => x.planId === p.id);
      const tt = team.filter((x) => x.planId === p.id);
      return {
        ...p,
        ...(more?.(tt, pp) as More),
        schemes: [...new Set(pp.map((x) => x.scheme))],
        auditTypes: [...new Set(pp.map((x) => x.auditType))],
        stage: pp.find((x) => x.stage !== null)?.stage ?? null,
        leaderName: tt.find((m) => m.role === 1)?.name ?? '',
        teamNames: tt.map((m) => m.name).join('、'),
        abortReason: p.status === 4 ? p.reason : '',
      };
    });
  }

  private async scope(tx: Reader, user: AuthUser) {
    const scope = await customerScope(tx, user);
    const where = enterpriseScopeWhere(scope, auditPlans.enterpriseId);
    // External users see only approved plans (their audit notices).
    return scope.kind === 'tenant' ? where : and(where, eq(auditPlans.status, 3));
  }

  listPlans(user: AuthUser, q: In<typeof planListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.planWhere(tx, user.tenantId, q, await this.scope(tx, user));
      const page = await repo.listPlans(tx, where, q);
      return {
        records: await this.decorate(tx, user.tenantId, page.records),
        ...pageCounts(page.counted, q),
      };
    });
  }

  exportPlans(user: AuthUser, q: Omit<In<typeof planListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.planWhere(tx, user.tenantId, q, await this.scope(tx, user));
      return this.decorate(tx, user.tenantId, (await repo.listPlans(tx, where, q)).records);
    });
  }

  /** 我的审核任务: approved and to-be-approved plans the signed-in auditor is on, one page. */
  myTasks(user: AuthUser, q: In<typeof myTaskQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const tasks = await this.tasksOf(tx, user, q);
      if (!tasks) return { records: [], total: 0, current: q.pageNo, size: q.pageSize, pages: 0 };
      return { records: tasks.records, ...pageCounts(tasks.counted, q) };
    });
  }

  /** 我的审核任务 to Excel: every task under the same filters and order. */
  exportMyTasks(user: AuthUser, q: In<typeof myTaskExportQuery>) {
    return this.database.tenantRead(user, async (tx) => (await this.tasksOf(tx, user, q))?.records ?? []);
  }

  /** The audit notice of an approved plan the signed-in auditor is on (404 for any other plan). */
  myTaskNoticePdf(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      const plan = await repo.findPlan(tx, user.tenantId, id);
      if (!me || !plan) throw notFound();
      const [onTeam] = await tx
        .select({ id: auditPlans.id })
        .from(auditPlans)
        .where(and(eq(auditPlans.id, id), repo.plansOfAuditor(tx, user.tenantId, me.id)));
      if (!onTeam || !(MY_TASK_STATUSES as readonly number[]).includes(plan.status)) throw notFound();
      if (plan.status !== 3) throw conflict('计划审批通过后才能打印审核通知书');
      return this.renderNotice(tx, user.tenantId, plan);
    });
  }

  /** The signed-in auditor's tasks under `q` (a page when `q.pageSize` is given); null: not an auditor. */
  private async tasksOf(
    tx: Reader,
    user: AuthUser,
    q: In<typeof myTaskExportQuery> & { pageNo?: number; pageSize?: number },
  ) {
    const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    if (!me) return null;
    const where = and(
      repo.planWhere(
        tx,
        user.tenantId,
        { status: q.status, dateFrom: q.dateFrom, dateTo: q.dateTo, enterpriseName: q.enterpriseName },
        repo.plansOfAuditor(tx, user.tenantId, me.id, q.role),
      ),
      inArray(auditPlans.status, [...MY_TASK_STATUSES]),
    );
    const page = await repo.listPlans(tx, where, { ...q, column: q.column ?? 'startDate' });
    const records = await this.decorate(tx, user.tenantId, page.records, (team, projects) => {
      const mine = team.find((m) => m.auditorId === me.id);
      return {
        myRole: mine?.role ?? 0,
        myHalfDays: mine?.halfDays.length ?? 0,
        projects: projects.map((p) => ({
          id: p.id,
          scheme: p.scheme,
          standardName: p.standardName,
          auditType: p.auditType,
          stage: p.stage,
        })),
      };
    });
    return { records, counted: page.counted };
  }

  /**
   * 审核日程: one page of the tenant's active auditors (filtered by scheme, code, name) with every
   * half-day of the range busy (plans to be approved and approved, with the enterprise and role),
   * on leave, or free.
   */
  calendar(user: AuthUser, q: In<typeof calendarQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const range = { from: q.from, to: q.to };
      const { records, ...figures } = await repo.calendarAuditors(tx, user.tenantId, { ...q, ...range }, q);
      const ids = records.map((a) => a.id);
      const { schemes, bookings, leaves } = await repo.calendarEntries(tx, user.tenantId, ids, range);
      // Grouped by auditor once (not filtered per auditor), the range's dates listed once.
      const group = <T extends { auditorId: string }>(list: readonly T[]) => {
        const by = new Map<string, T[]>();
        for (const x of list) by.set(x.auditorId, [...(by.get(x.auditorId) ?? []), x]);
        return by;
      };
      const bookingsOf = group(bookings);
      const leavesOf = group(leaves);
      const schemesOf = group(schemes);
      const dates = calendarDates(range.from, range.to);
      return {
        from: q.from,
        to: q.to,
        records: records.map((a) => ({
          auditorId: a.id,
          name: a.name,
          schemes: [...new Set((schemesOf.get(a.id) ?? []).map((s) => s.scheme))],
          // Free half-days are left out (the page shows every other half-day as free): a month of
          // 50 auditors is then a few hundred slots, not 3,500.
          slots: halfDayOccupancy(
            range,
            (bookingsOf.get(a.id) ?? []).map(({ auditorId: _, ...b }): CalendarBooking => b),
            (leavesOf.get(a.id) ?? []).map((l) => ({
              from: { date: l.fromDate, half: l.fromHalf === 2 ? 2 : 1 },
              to: { date: l.toDate, half: l.toHalf === 2 ? 2 : 1 },
            })),
            dates,
          ).filter((s) => s.state !== 'free'),
        })),
        ...figures,
      };
    });
  }

  /** Whether the user may see the plan (its record files); `staffOnly` for changing them. */
  async canSee(tx: Reader, user: AuthUser, id: string, staffOnly = false): Promise<boolean> {
    const scope = await customerScope(tx, user);
    if (staffOnly && scope.kind !== 'tenant') return false;
    const [row] = await tx
      .select({ id: auditPlans.id })
      .from(auditPlans)
      .where(and(eq(auditPlans.tenantId, user.tenantId), eq(auditPlans.id, id), await this.scope(tx, user)));
    return Boolean(row);
  }

  private async requirePlan(tx: Reader, user: AuthUser, id: string) {
    const scope = await this.scope(tx, user);
    const plan = await repo.findPlan(tx, user.tenantId, id);
    if (!plan) throw notFound();
    if (scope) {
      const [visible] = await tx
        .select({ id: auditPlans.id })
        .from(auditPlans)
        .where(and(eq(auditPlans.id, id), scope));
      if (!visible) throw notFound();
    }
    return plan;
  }

  /** Everything the guards read about the plan and its team, loaded in the caller's transaction. */
  private async teamContext(
    tx: Reader,
    tenantId: number,
    plan: repo.PlanRecord,
    members: readonly { auditorId: string; scheme: string; days: readonly ScheduleDay[] }[],
    /**
     * Whose registrations, leave and bookings to load: `team` the members (the guards), `covering`
     * the auditors with a competence near one of the plan's codes (the candidate search), else all.
     */
    who: 'team' | 'covering' | 'all' = 'all',
  ) {
    const projects = await repo.projectsOfPlans(tx, tenantId, [plan.id]);
    const schemes = [...new Set([...projects.map((p) => p.scheme), ...members.map((m) => m.scheme)])];
    const allDays = [...plan.schedule, ...members.flatMap((m) => m.days)];
    const range = scheduleRange(allDays) ?? { from: this.today(), to: this.today() };
    const codes = projects.flatMap((p) => p.codes.map((code) => ({ scheme: p.scheme, code })));
    const rule = (await readSetting(tx, tenantId, 'competence')).codeMatchRule;
    // Every auditor outside the covering set lacks all the codes, so it is counted, not rated.
    const covering =
      who === 'covering' && codes.length > 0 ? await auditorsCoveringAny(tx, tenantId, codes, rule) : null;
    const only = who === 'team' ? members.map((m) => m.auditorId) : covering?.ids;
    const people = schemes.length
      ? await auditorsForMatching(tx, tenantId, schemes, range, only, covering?.covers)
      : [];
    const booked = await repo.bookingsBetween(tx, tenantId, range, plan.id, only);
    const auditors = new Map<string, AuditorForMatching>(
      people.map((p) => [p.id, { ...p, booked: booked.get(p.id) ?? new Set() }]),
    );
    const consultancies = await repo.consultanciesOf(tx, tenantId, plan.enterpriseId);
    // `people` are the active auditors among the covering ones: the rest of the active lack the codes.
    const withoutCodes = covering ? covering.active - people.length : 0;
    return { projects, schemes, auditors, codes, consultancies, rule, range, withoutCodes };
  }

  private async violations(tx: Reader, tenantId: number, plan: repo.PlanRecord) {
    const team = await repo.teamsOfPlans(tx, tenantId, [plan.id]);
    const ctx = await this.teamContext(tx, tenantId, plan, team, 'team');
    const members = team.map((m) => ({ ...m, supervisorId: m.supervisorId }));
    const { rotationMaxCycles } = await readSetting(tx, tenantId, 'auditPlanning');
    const cycles = rotationMaxCycles
      ? await repo.leadCycles(tx, tenantId, plan.enterpriseId, plan.id, [
          ...new Set(ctx.projects.map((p) => p.programmeId)),
        ])
      : null;
    return {
      team,
      projects: ctx.projects,
      violations: checkTeam({
        enterpriseId: plan.enterpriseId,
        schedule: plan.schedule,
        codes: ctx.codes,
        members,
        auditors: ctx.auditors,
        consultancies: ctx.consultancies,
        rule: ctx.rule,
        requiredDays: plan.requiredDays,
        offsiteDays: plan.offsiteDays,
        ...(cycles
          ? {
              previousCycles: consecutiveLeadCycles(cycles.led, cycles.current),
              maxConsecutiveCycles: rotationMaxCycles,
            }
          : {}),
      }),
      plannedDays: plannedTeamDays(members, plan.schedule),
    };
  }

  getPlan(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, id);
      const [decorated] = await this.decorate(tx, user.tenantId, [plan]);
      const { team, projects, violations, plannedDays } = await this.violations(tx, user.tenantId, plan);
      const names = await repo.userNames(tx, user.tenantId, [plan.approvedBy]);
      // The enterprise sees its approved plan and notice, not the body's guards and history.
      const external = (await customerScope(tx, user)).kind !== 'tenant';
      return {
        ...decorated!,
        reportingMethod: reportingAuditMethod(plan.method),
        approvedByName: plan.approvedBy ? (names.get(plan.approvedBy) ?? '') : '',
        sites: await repo.sitesOf(tx, user.tenantId, id),
        projects,
        team: team.map((m) => ({ ...m, halfDays: m.halfDays.length })),
        history: external ? [] : await repo.historyOf(tx, user.tenantId, id),
        violations: plan.status === 4 || external ? [] : violations,
        plannedDays,
      };
    });
  }

  /** Dates, method, sites and notes while the plan is being arranged or rectified. */
  editPlan(user: AuthUser, body: In<typeof planEditBody>) {
    return this.tx(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, body.id);
      if (!isPlanEditable(plan.status))
        throw conflict(`${labelOf(PLAN_STATUSES, plan.status)}的计划不能修改`);
      const range = scheduleRange(body.schedule)!;
      const saved = await updateVersioned(
        tx,
        auditPlans,
        body.id,
        body.version,
        {
          method: body.method,
          schedule: body.schedule,
          startDate: range.from,
          endDate: range.to,
          offsiteDays: body.offsiteDays,
          notes: body.notes,
        },
        user.userId,
      );
      await tx
        .delete(planSites)
        .where(and(eq(planSites.tenantId, user.tenantId), eq(planSites.planId, body.id)));
      if (body.sites.length)
        await tx.insert(planSites).values(
          body.sites.map((s, i) => ({
            tenantId: user.tenantId,
            planId: body.id,
            ...s,
            sortNo: i,
            createdBy: user.userId,
            updatedBy: user.userId,
          })),
        );
      // Members following the plan's schedule book its new half-days.
      const team = await repo.teamsOfPlans(tx, user.tenantId, [body.id]);
      for (const m of team) if (m.days.length === 0) await this.book(tx, m.id, body.schedule);
      return { id: saved.id, version: saved.version };
    });
  }

  private async book(tx: Tx, memberId: string, days: readonly ScheduleDay[]) {
    const halfDays = scheduleHalfDays(days);
    await tx
      .update(planTeamMembers)
      .set({
        halfDays: halfDays.map(halfDayKey),
        fromDate: halfDays[0]?.date ?? null,
        toDate: halfDays.at(-1)?.date ?? null,
      })
      .where(eq(planTeamMembers.id, memberId));
  }

  /** Replaces the team. Changing the team of an approved plan sends it back to approval, with a reason. */
  setTeam(user: AuthUser, body: In<typeof planTeamBody>) {
    return this.tx(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, body.id);
      if (!isTeamEditable(plan.status))
        throw conflict(`${labelOf(PLAN_STATUSES, plan.status)}的计划不能调整审核组`);
      if (plan.schedule.length === 0) throw badRequest('请先安排审核日期');
      const ids = body.members.map((m) => m.auditorId);
      if (new Set(ids).size !== ids.length) throw badRequest('同一人员不能在审核组中出现两次');
      for (const m of body.members)
        if (m.supervisorId && !ids.includes(m.supervisorId)) throw badRequest('带教审核员须为本审核组成员');
      let status = plan.status;
      if (plan.status === 3) {
        const refusal = planActionRefusal(3, 'changeTeam', body.reason);
        if (refusal) throw badRequest(refusal);
        status = planTransition(3, 'changeTeam')!;
      }
      const saved = await updateVersioned(
        tx,
        auditPlans,
        body.id,
        body.version,
        status !== plan.status ? { status, approvedBy: null, approvedAt: null, reason: body.reason } : {},
        user.userId,
      );
      const ctx = await this.teamContext(tx, user.tenantId, plan, body.members);
      for (const m of body.members)
        if (!ctx.auditors.has(m.auditorId)) throw badRequest('所选人员不存在或不是在职审核人员');
      await tx
        .delete(planTeamMembers)
        .where(and(eq(planTeamMembers.tenantId, user.tenantId), eq(planTeamMembers.planId, body.id)));
      const inserted = await tx
        .insert(planTeamMembers)
        .values(
          body.members.map((m, i) => {
            const halfDays = scheduleHalfDays(m.days.length ? m.days : plan.schedule);
            return {
              tenantId: user.tenantId,
              planId: body.id,
              auditorId: m.auditorId,
              role: m.role,
              scheme: m.scheme,
              codes: m.codes,
              days: m.days,
              halfDays: halfDays.map(halfDayKey),
              fromDate: halfDays[0]?.date ?? null,
              toDate: halfDays.at(-1)?.date ?? null,
              supervisorId: m.role === 4 ? m.supervisorId : null,
              sortNo: i,
              createdBy: user.userId,
              updatedBy: user.userId,
            };
          }),
        )
        .returning({ id: planTeamMembers.id });
      if (status !== plan.status)
        await addHistory(
          tx,
          user.tenantId,
          body.id,
          plan.status,
          status,
          PLAN_ACTION_LABELS.changeTeam,
          body.reason,
          user.userId,
          await this.actorName(tx, user),
        );
      return { id: saved.id, version: saved.version, status, members: inserted.length };
    });
  }

  /**
   * The competence service for this plan: the active auditors with a competence near one of its codes
   * (found in SQL) checked against its schemes, codes and half-days, with the tenant's other bookings
   * and the client's consultancy relations; best first, each excluded one with its reasons. The others
   * hold none of the codes: they are counted (`withoutCodes`), not rated one by one. Every covering
   * auditor is rated (the order needs them all) but only the asked page is sent.
   */
  candidates(user: AuthUser, q: In<typeof planCandidatesBody>) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, q.planId);
      if (plan.schedule.length === 0) throw badRequest('请先安排审核日期');
      const ctx = await this.teamContext(tx, user.tenantId, plan, [], 'covering');
      const request = {
        codes: ctx.codes,
        schemes: ctx.schemes,
        halfDays: scheduleHalfDays(plan.schedule),
        rule: ctx.rule,
      };
      const bar = `${Number(ctx.range.from.slice(0, 4)) - 2}${ctx.range.from.slice(4)}`;
      const consulted = new Map<string, string>();
      for (const r of ctx.consultancies)
        if (r.endDate >= bar && !consulted.has(r.auditorId)) consulted.set(r.auditorId, r.endDate);
      const ranked = rankCandidates([...ctx.auditors.values()], request).map((c) => {
        const until = consulted.get(c.auditorId);
        const reasons = until ? [...c.reasons, `两年内（至${until}）为该企业提供过咨询`] : c.reasons;
        return { ...c, eligible: reasons.length === 0, reasons };
      });
      ranked.sort((x, y) => Number(y.eligible) - Number(x.eligible));
      const start = (q.pageNo - 1) * q.pageSize;
      return {
        candidates: ranked.slice(start, start + q.pageSize).map((c) => ({
          ...c,
          schemes: [...new Set(ctx.auditors.get(c.auditorId)?.qualifications.map((x) => x.scheme) ?? [])],
        })),
        total: ranked.length,
        eligible: ranked.filter((c) => c.eligible).length,
        current: q.pageNo,
        size: q.pageSize,
        pages: Math.ceil(ranked.length / q.pageSize),
        uncoveredCodes: uncoveredCodes(ranked, request),
        withoutCodes: ctx.withoutCodes,
      };
    });
  }

  /** Submit, approve, return, reject or abort, with the guards each needs. */
  act(
    user: AuthUser,
    body: { id: string; version: number; reason?: string },
    action: Exclude<PlanAction, 'changeTeam'>,
  ) {
    return this.tx(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, body.id);
      const refusal = planActionRefusal(plan.status, action, body.reason);
      if (refusal) throw conflict(refusal);
      if (action === 'approve') {
        const who = approverRefusal(plan.submittedBy, user.userId);
        if (who) throw forbidden(who);
      }
      if (action === 'submit' || action === 'approve') {
        const { violations } = await this.violations(tx, user.tenantId, plan);
        if (violations.length)
          throw badRequest(
            `${PLAN_ACTION_LABELS[action]}未通过：${violations.map((v) => v.message).join('；')}`,
          );
      }
      const status = planTransition(plan.status, action)!;
      const now = this.clock();
      const patch: Partial<typeof auditPlans.$inferInsert> = { status };
      if (action === 'submit') Object.assign(patch, { submittedBy: user.userId, submittedAt: now });
      if (action === 'approve') Object.assign(patch, { approvedBy: user.userId, approvedAt: now });
      if (body.reason) patch.reason = body.reason;
      const saved = await updateVersioned(tx, auditPlans, body.id, body.version, patch, user.userId);
      if (action === 'abort')
        await tx
          .update(auditProjects)
          .set({ status: 5 })
          .where(and(eq(auditProjects.tenantId, user.tenantId), eq(auditProjects.planId, body.id)));
      await addHistory(
        tx,
        user.tenantId,
        body.id,
        plan.status,
        status,
        PLAN_ACTION_LABELS[action],
        body.reason ?? '',
        user.userId,
        await this.actorName(tx, user),
      );
      // An approved plan's audit notice is filed, sent to the team and mailed to the client at once.
      if (action === 'approve') await this.issueNotice(tx, user, plan);
      if (action === 'approve' || action === 'return' || action === 'reject') {
        const text =
          action === 'approve'
            ? '已审批通过'
            : action === 'return'
              ? `被退回整改：${body.reason}`
              : `被驳回：${body.reason}`;
        if (plan.submittedBy && plan.submittedBy !== user.userId)
          await this.notifier.send(tx, user.tenantId, {
            title: `审核计划${plan.planNo}${text.slice(0, 5)}`,
            content: `${plan.enterpriseName}的审核计划${plan.planNo}${text}`,
            userIds: [plan.submittedBy],
            msgType: action === 'approve' ? '2' : '3',
          });
      }
      return { id: saved.id, version: saved.version, status };
    });
  }

  /**
   * The printable audit notice (审核通知书, shfa002; the stage 1 / stage 2 variants by the plan's
   * initial-audit stage) of an approved plan, as a PDF with the Chinese font embedded.
   */
  noticePdf(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, id);
      if (plan.status !== 3) throw conflict('计划审批通过后才能打印审核通知书');
      const { pdf, fileName } = await this.renderNotice(tx, user.tenantId, plan);
      return { pdf, fileName };
    });
  }

  /**
   * The audit notice PDF of a plan and its stage (1, 2, or none for later audits), issued by the
   * body (the tenant's name) on `issuedAt` (by default when it was sent, or else approved), with the
   * scope of each programme (issue 31 item 12).
   */
  private async renderNotice(tx: Reader, tenantId: number, plan: repo.PlanRecord, issuedAt?: Date) {
    const id = plan.id;
    const team = await repo.teamsOfPlans(tx, tenantId, [id]);
    const projects = await repo.projectsOfPlans(tx, tenantId, [id]);
    const sites = await repo.sitesOf(tx, tenantId, id);
    const [body] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    const bodyName = body?.name ?? '';
    const noticeDate = calendarDateOf(issuedAt ?? plan.noticeSentAt ?? plan.approvedAt ?? this.clock());
    const scopes = projects.filter(
      (p, i) => p.scopeText.trim() && projects.findIndex((q) => q.programmeId === p.programmeId) === i,
    );
    const stage = projects.find((p) => p.stage)?.stage;
    const title = `审核通知书${stage === 1 ? '（一阶段）' : stage === 2 ? '（二阶段）' : ''}`;
    const period = (n: number) => labelOf(TASK_PERIODS, n) ?? '';
    const pdf = await renderPdfDocument({
      title,
      subtitle: plan.planNo,
      footer: `${bodyName ? `${bodyName} · ` : ''}审核计划 ${plan.planNo}`,
      blocks: [
        { kind: 'paragraph', text: `${plan.enterpriseName}：` },
        {
          kind: 'paragraph',
          text: '根据认证合同和审核方案，我机构将按以下安排对贵单位实施审核，请做好准备。',
        },
        {
          kind: 'keyValue',
          columns: 2,
          items: [
            { label: '计划编号', value: plan.planNo },
            {
              label: '审核方式',
              value: `${labelOf(AUDIT_METHODS, plan.method) ?? ''}${reportingAuditMethod(plan.method) ? `（${reportingAuditMethod(plan.method)}）` : ''}`,
            },
            { label: '审核日期', value: plan.startDate ? `${plan.startDate} 至 ${plan.endDate}` : '' },
            { label: '合同人日', value: String(plan.requiredDays) },
            { label: '发出机构', value: bodyName },
            { label: '通知日期', value: noticeDate },
          ],
        },
        { kind: 'heading', text: '审核项目与范围' },
        {
          kind: 'table',
          columns: [
            { header: '体系', width: 1 },
            { header: '审核类型', width: 2 },
            { header: '合同编号', width: 2 },
            { header: '专业代码', width: 3 },
          ],
          rows: projects.map((p) => [
            p.standardName || p.scheme,
            `${auditTypeLabel(p.auditType) ?? ''}${p.stage === 1 ? '（一阶段）' : p.stage === 2 ? '（二阶段）' : ''}`,
            p.contractNo,
            p.codes.join('、'),
          ]),
        },
        ...scopes.map((p) => ({
          kind: 'paragraph' as const,
          text: `${p.standardName || p.scheme}认证范围：${p.scopeText.trim()}`,
        })),
        { kind: 'heading', text: '审核日程' },
        {
          kind: 'table',
          columns: [
            { header: '日期', width: 2 },
            { header: '时间段', width: 2 },
          ],
          rows: plan.schedule.map((d) => [d.date, period(d.period)]),
        },
        { kind: 'heading', text: '审核组' },
        {
          kind: 'table',
          columns: [
            { header: '姓名', width: 2 },
            { header: '组内身份', width: 2 },
            { header: '体系', width: 1 },
            { header: '专业代码', width: 3 },
          ],
          rows: team.map((m) => [m.name, labelOf(TEAM_ROLES, m.role) ?? '', m.scheme, m.codes.join('、')]),
        },
        ...(sites.length
          ? [
              { kind: 'heading' as const, text: '审核场所' },
              {
                kind: 'table' as const,
                columns: [
                  { header: '场所', width: 2 },
                  { header: '地址', width: 4 },
                ],
                rows: sites.map((x) => [x.name, x.address]),
              },
            ]
          : []),
        ...(plan.notes ? [{ kind: 'paragraph' as const, text: `备注：${plan.notes}` }] : []),
        { kind: 'spacer', heightMm: 8 },
        { kind: 'paragraph', text: bodyName, align: 'right' },
        { kind: 'paragraph', text: noticeDate, align: 'right' },
      ],
    });
    return { pdf, fileName: `${title}-${plan.planNo}.pdf`, stage: stage ?? null };
  }

  /**
   * The audit notice (审核通知, shfa002) of an approved plan, sent again from the plan page: see
   * `issueNotice`. Only approved plans.
   */
  sendNotice(user: AuthUser, id: string) {
    return this.tx(user, async (tx) => {
      const plan = await this.requirePlan(tx, user, id);
      if (plan.status !== 3) throw conflict('计划审批通过后才能发送审核通知');
      return this.issueNotice(tx, user, plan);
    });
  }

  /**
   * Issues the audit notice of an approved plan in the caller's transaction: files the PDF as the
   * plan's record file (shfa002, the stage 1 / stage 2 variant; a new version each time), tells the
   * enterprise's users and every team member in the app, and once the transaction has committed
   * e-mails the enterprise's contact through the notices e-mail channel with the PDF attached. The
   * e-mail's outcome is written to the plan's history.
   */
  private async issueNotice(tx: Tx, user: AuthUser, plan: repo.PlanRecord) {
    const id = plan.id;
    const rendered = await this.renderNotice(tx, user.tenantId, plan, this.clock());
    const documentType =
      rendered.stage === 1 ? 'shfa002_stage1' : rendered.stage === 2 ? 'shfa002_stage2' : 'shfa002';
    if (this.recordFiles)
      await this.recordFiles.upload(tx, user, PLAN_FILE_POLICY, id, {
        documentType,
        fileName: rendered.fileName,
        data: rendered.pdf,
      });
    const team = await repo.teamsOfPlans(tx, user.tenantId, [id]);
    const projects = await repo.projectsOfPlans(tx, user.tenantId, [id]);
    const sites = await repo.sitesOf(tx, user.tenantId, id);
    const dates = plan.schedule
      .map((d) => `${d.date}（${d.period === 1 ? '上午' : d.period === 2 ? '下午' : '全天'}）`)
      .join('、');
    const what = projects
      .map(
        (p) =>
          `${p.standardName || p.scheme} ${auditTypeLabel(p.auditType) ?? ''}${p.stage ? (p.stage === 1 ? '一阶段' : '二阶段') : ''}`,
      )
      .join('；');
    const teamText = team.map((m) => `${m.name}（${labelOf(TEAM_ROLES, m.role)}）`).join('、');
    const content = [
      `${plan.enterpriseName}：`,
      `兹定于${dates}对贵单位进行审核：${what}。`,
      `审核编号：${plan.planNo}；审核方式：${labelOf(AUDIT_METHODS, plan.method)}。`,
      `审核组：${teamText}。`,
      sites.length
        ? `审核场所：${sites.map((s) => `${s.name}${s.address ? `（${s.address}）` : ''}`).join('、')}。`
        : '',
      '请做好审核准备。',
    ]
      .filter(Boolean)
      .join('\n');
    const enterpriseUsers = await repo.enterpriseUserIds(tx, user.tenantId, plan.enterpriseId);
    const teamUsers = team.map((m) => m.userId).filter((u): u is string => Boolean(u));
    const title = `审核通知：${plan.planNo}`;
    await this.notifier.send(tx, user.tenantId, { title, content, userIds: enterpriseUsers, msgType: '3' });
    await this.notifier.send(tx, user.tenantId, {
      title: `审核任务：${plan.enterpriseName}（${plan.startDate}）`,
      content,
      userIds: teamUsers,
    });
    const sentAt = this.clock();
    await tx.update(auditPlans).set({ noticeSentAt: sentAt }).where(eq(auditPlans.id, id));

    const contact = await repo.primaryContact(tx, user.tenantId, plan.enterpriseId);
    const email = (await channelConfigs(tx)).find((c) => c.route === '2');
    const byName = await this.actorName(tx, user);
    const mail = async () => {
      let outcome: string;
      if (!contact?.email) outcome = '企业联系人未设置邮箱，审核通知书未发邮件';
      else if (!email?.enabled) outcome = '邮件渠道未配置或未启用，审核通知书未发邮件';
      else
        try {
          await ADAPTERS['2']!.send(
            email.config,
            {
              userId: '',
              username: '',
              realname: contact.name,
              email: contact.email,
              phone: null,
              thirdPartyId: null,
            },
            {
              id,
              title,
              text: content,
              html: escapeHtml(content),
              attachments: [
                { filename: rendered.fileName, content: rendered.pdf, contentType: 'application/pdf' },
              ],
            },
          );
          outcome = `审核通知书已发邮件至${contact.name}（${contact.email}）`;
        } catch (error) {
          outcome = `审核通知书邮件发送失败：${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            500,
          );
        }
      await this.database.tenantTx(user, (t2) =>
        addHistory(t2, user.tenantId, id, 3, 3, '审核通知邮件', outcome, user.userId, byName),
      );
    };
    // After the commit and in the background: a slow mail server must not hold the approval.
    afterCommit(() => {
      const job = mail().catch(() => undefined);
      this.mailing.add(job);
      void job.finally(() => this.mailing.delete(job));
    });
    return { recipients: new Set([...enterpriseUsers, ...teamUsers]).size, sentAt };
  }
}
