/**
 * Labour fees computed when a plan is completed (BUSINESS.md §3; issue 33 item 1): in the
 * transaction that finishes the last on-site audit of the plan (audit-execution's
 * `onAuditFinished`), one row per team member × standard (the plan's projects) from the tariff in
 * force on the last on-site day. A member's fee is computed with the facts of each standard
 * (qualification and code held in that scheme) and shared equally over the plan's standards, so the
 * member's rows add up to one fee for the plan. Idempotent: a row per project and auditor exists once.
 */
import { calendarDateOf, parseAuditTypeCode } from '@cb/domain';
import {
  DEFAULT_LABOUR_TARIFF,
  LABOUR_FEE_SOURCE,
  LABOUR_FEE_STATUS,
  type LabourMemberFacts,
  type LabourPlanFacts,
  type LabourQualification,
  type LabourRole,
  type LabourTariffRates,
  memberLabourFee,
} from '@cb/domain/auditor-pay';
import { and, desc, eq, getTableColumns, lte, ne, sql } from 'drizzle-orm';
import { anyOfIds } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { type AuditFinished, projectExecutionsView } from '../audit-execution/door.ts';
import {
  auditPlansView,
  auditProgrammesView,
  auditProjectsView,
  planTeamMembersView,
} from '../audit-programmes/door.ts';
import { auditorCodeCompetencesView, auditorQualificationsView } from '../auditors/door.ts';
import { contractItemsView } from '../contract-review/door.ts';
import { labourFees, labourTariffs } from './schema.ts';

/** Team roles (SPEC §3): 1 leader, 2 auditor, 3 technical expert, 4 trainee, 5 observer, 6 witness. */
const ROLE_OF: Record<number, LabourRole> = {
  1: 'leader',
  2: 'member',
  3: 'expert',
  4: 'trainee',
  5: 'observer',
};
const WITNESS_ROLE = 6;
const LEVEL_OF: Record<string, LabourQualification> = {
  '01': 'senior',
  '02': 'auditor',
  '03': 'provisional',
  '04': 'expert',
};

/** The tariff in force on a day: its rates and version (the default, version null, before any). */
export async function tariffInForce(
  tx: Reader,
  tenantId: number,
  day: string,
): Promise<{ rates: LabourTariffRates; versionNo: number | null }> {
  const [row] = await tx
    .select({ rates: labourTariffs.rates, versionNo: labourTariffs.versionNo })
    .from(labourTariffs)
    .where(and(eq(labourTariffs.tenantId, tenantId), lte(labourTariffs.effectiveFrom, day)))
    .orderBy(desc(labourTariffs.effectiveFrom), desc(labourTariffs.versionNo))
    .limit(1);
  if (!row) return { rates: DEFAULT_LABOUR_TARIFF, versionNo: null };
  return { rates: { ...DEFAULT_LABOUR_TARIFF, ...row.rates } as LabourTariffRates, versionNo: row.versionNo };
}

/** A combined audit-type code as the SPEC's 1–24 (surveillance count and transfer unfolded). */
export function plainAuditType(code: number): number {
  if (code >= 1 && code <= 24) return code;
  const parsed = parseAuditTypeCode(code);
  if (!parsed) return code;
  if (parsed.auditType === 2)
    return parsed.orgChanged ? (parsed.supervisionCount >= 2 ? 6 : 5) : parsed.supervisionCount >= 2 ? 3 : 2;
  if (parsed.auditType === 4) return parsed.orgChanged ? 7 : 4;
  return parsed.auditType;
}

/** Splits `total` into `n` integer parts, the remainder on the first ones. */
export function share(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/** The hook: when the finished project completes its plan, the team's fees are written. */
export async function feesOnAuditFinished(tx: Tx, event: AuditFinished): Promise<void> {
  if (event.planId)
    await generatePlanFees(tx, event.tenantId, event.planId, event.userId, event.lastOnsiteDay);
}

/** Writes the labour fees of a completed plan (nothing when a project of it is still on site). */
export async function generatePlanFees(
  tx: Tx,
  tenantId: number,
  planId: string,
  actorId: string | null,
  /** The day the audit ended when the executions hold none (a stage 1 is concluded, not finished). */
  endedOn?: string,
) {
  return generateFeesOfPlans(tx, tenantId, [planId], actorId, endedOn);
}

/** The tenant's tariff versions, newest first: `inForce(day)` picks as `tariffInForce` does. */
async function tariffVersions(tx: Reader, tenantId: number) {
  const versions = await tx
    .select({
      rates: labourTariffs.rates,
      versionNo: labourTariffs.versionNo,
      effectiveFrom: labourTariffs.effectiveFrom,
    })
    .from(labourTariffs)
    .where(eq(labourTariffs.tenantId, tenantId))
    .orderBy(desc(labourTariffs.effectiveFrom), desc(labourTariffs.versionNo));
  return (day: string): { rates: LabourTariffRates; versionNo: number | null } => {
    const row = versions.find((v) => v.effectiveFrom <= day);
    if (!row) return { rates: DEFAULT_LABOUR_TARIFF, versionNo: null };
    return {
      rates: { ...DEFAULT_LABOUR_TARIFF, ...row.rates } as LabourTariffRates,
      versionNo: row.versionNo,
    };
  };
}

/** Rows per insert statement (one jsonb parameter: a few megabytes). */
const INSERT_CHUNK = 5000;

/**
 * Writes the labour fees of the completed plans among `planIds`, in a few statements whatever their
 * number (the hook passes one plan; a month's computation thousands: issue 33 asks a month of
 * 2,000 auditors in ≤ 10 s). A plan with a project still on site gets none.
 */
export async function generateFeesOfPlans(
  tx: Tx,
  tenantId: number,
  planIds: readonly string[],
  actorId: string | null,
  /** The day the audit ended when the executions hold none (a stage 1 is concluded, not finished). */
  endedOn?: string,
) {
  if (!planIds.length) return 0;
  const p = auditProjectsView;
  const e = projectExecutionsView;
  const allProjects = await tx
    .select({
      id: p.id,
      planId: p.planId,
      auditType: p.auditType,
      stage: p.stage,
      scheme: p.scheme,
      codes: p.codes,
      enterpriseId: p.enterpriseId,
      finishedAt: e.finishedAt,
      stageOneFlag: e.stageOneFlag,
      lastOnsiteDay: e.lastOnsiteDay,
      contractNo: auditProgrammesView.contractNo,
      standardName: auditProgrammesView.standardName,
      contractId: contractItemsView.contractId,
      planNo: auditPlansView.planNo,
      method: auditPlansView.method,
    })
    .from(p)
    .leftJoin(e, and(eq(e.projectId, p.id), eq(e.tenantId, p.tenantId)))
    .innerJoin(auditProgrammesView, eq(auditProgrammesView.id, p.programmeId))
    .leftJoin(contractItemsView, eq(contractItemsView.id, auditProgrammesView.contractItemId))
    .leftJoin(auditPlansView, eq(auditPlansView.id, p.planId))
    // 5: awaiting approval or aborted — not audited in this plan. The ids as one array parameter:
    // a month's thousands of plans are one value to bind, not thousands.
    .where(and(eq(p.tenantId, tenantId), anyOfIds(p.planId, planIds), ne(p.status, 5)))
    .orderBy(p.createdAt, p.id);
  type Project = (typeof allProjects)[number];
  // A project's audit is over when it is finished on site, or, for stage 1, when its conclusion is in.
  const over = (r: Project) => !!r.finishedAt || (r.stage === 1 && r.stageOneFlag === 1);
  const projectsOf = new Map<string, Project[]>();
  for (const r of allProjects) {
    if (!r.planId) continue;
    const list = projectsOf.get(r.planId);
    if (list) list.push(r);
    else projectsOf.set(r.planId, [r]);
  }
  const completed = [...projectsOf].filter(([, projects]) => projects.every(over)).map(([id]) => id);
  if (!completed.length) return 0;
  const teams = await tx
    .select({
      planId: planTeamMembersView.planId,
      auditorId: planTeamMembersView.auditorId,
      role: planTeamMembersView.role,
      halfDays: planTeamMembersView.halfDays,
    })
    .from(planTeamMembersView)
    .where(and(eq(planTeamMembersView.tenantId, tenantId), anyOfIds(planTeamMembersView.planId, completed)))
    .orderBy(planTeamMembersView.role, planTeamMembersView.sortNo);
  const teamOf = new Map<string, (typeof teams)[number][]>();
  for (const m of teams) {
    const list = teamOf.get(m.planId);
    if (list) list.push(m);
    else teamOf.set(m.planId, [m]);
  }
  const ids = [...new Set(teams.filter((m) => m.role in ROLE_OF).map((m) => m.auditorId))];
  if (!ids.length) return 0;
  const levels = await tx
    .select({
      auditorId: auditorQualificationsView.auditorId,
      scheme: auditorQualificationsView.scheme,
      level: auditorQualificationsView.level,
    })
    .from(auditorQualificationsView)
    .where(
      and(
        eq(auditorQualificationsView.tenantId, tenantId),
        anyOfIds(auditorQualificationsView.auditorId, ids),
      ),
    );
  const competences = await tx
    .select({
      auditorId: auditorCodeCompetencesView.auditorId,
      scheme: auditorCodeCompetencesView.scheme,
      code: auditorCodeCompetencesView.code,
    })
    .from(auditorCodeCompetencesView)
    .where(
      and(
        eq(auditorCodeCompetencesView.tenantId, tenantId),
        anyOfIds(auditorCodeCompetencesView.auditorId, ids),
        eq(auditorCodeCompetencesView.status, 1),
      ),
    );
  // The first qualification row of an auditor and scheme counts (as a find over the rows did).
  const levelByKey = new Map<string, string>();
  for (const l of levels) {
    const key = `${l.auditorId}|${l.scheme}`;
    if (!levelByKey.has(key)) levelByKey.set(key, l.level);
  }
  const codesByKey = new Map<string, Set<string>>();
  for (const c of competences) {
    const key = `${c.auditorId}|${c.scheme}`;
    const set = codesByKey.get(key);
    if (set) set.add(c.code);
    else codesByKey.set(key, new Set([c.code]));
  }
  const levelOf = (auditorId: string, scheme: string): LabourQualification =>
    LEVEL_OF[levelByKey.get(`${auditorId}|${scheme}`) ?? ''] ?? 'auditor';
  const holds = (auditorId: string, scheme: string, codes: readonly string[]) => {
    const held = codesByKey.get(`${auditorId}|${scheme}`);
    return !!held && codes.some((code) => held.has(code));
  };
  const inForce = await tariffVersions(tx, tenantId);
  const today = calendarDateOf(new Date());
  const submittedAt = new Date();

  const rows: (typeof labourFees.$inferInsert)[] = [];
  for (const planId of completed) {
    const projects = projectsOf.get(planId)!;
    const team = teamOf.get(planId) ?? [];
    const paid = team.filter((m) => m.role in ROLE_OF);
    if (!paid.length) continue;
    const workDate =
      projects
        .map((r) => r.lastOnsiteDay ?? '')
        .sort()
        .at(-1) ||
      endedOn ||
      today;
    const { rates, versionNo } = inForce(workDate);
    const first = projects[0]!;
    const facts: LabourPlanFacts = {
      auditType: plainAuditType(first.auditType),
      stage: first.stage === 1 || first.stage === 2 ? first.stage : undefined,
      stage1OnSite: first.method !== 0,
      standards: projects.length,
    };
    const witness = team.some((m) => m.role === WITNESS_ROLE);
    for (const m of paid) {
      const role = ROLE_OF[m.role]!;
      const seniorAnywhere =
        role === 'leader' && projects.some((pr) => levelOf(m.auditorId, pr.scheme) === 'senior');
      const perStandard = projects.map((pr) => {
        const own = levelOf(m.auditorId, pr.scheme);
        const member: LabourMemberFacts = {
          role,
          qualification: seniorAnywhere && own === 'auditor' ? 'senior' : own,
          holdsCode: holds(m.auditorId, pr.scheme, pr.codes),
          witness,
          halfDays: m.halfDays.length,
        };
        return { member, fee: memberLabourFee(rates, facts, member) };
      });
      const n = projects.length;
      projects.forEach((pr, i) => {
        const { member, fee } = perStandard[i]!;
        const amount = share(fee.total, n)[i]!;
        const factors = n > 1 ? [...fee.factors, `按 ${n} 个标准分摊：${n} 分之 1`] : fee.factors;
        rows.push({
          tenantId,
          source: LABOUR_FEE_SOURCE.plan,
          auditorId: m.auditorId,
          planId,
          projectId: pr.id,
          planNo: first.planNo ?? '',
          enterpriseId: pr.enterpriseId,
          contractId: pr.contractId,
          contractNo: pr.contractNo,
          standard: pr.standardName || pr.scheme,
          auditType: facts.auditType,
          stage: facts.stage ?? null,
          role,
          qualification: member.qualification,
          holdsCode: member.holdsCode,
          witness,
          halfDays: member.halfDays,
          days10: share(fee.days10, n)[i]!,
          dayRate: fee.dayRate,
          reportFee: share(fee.reportFee, n)[i]!,
          amount,
          factors,
          tariffVersion: versionNo,
          workDate,
          workMonth: workDate.slice(0, 7),
          status: LABOUR_FEE_STATUS.submitted,
          submittedBy: actorId,
          submittedAt,
          createdBy: actorId,
          updatedBy: actorId,
        });
      });
    }
  }
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    written += await insertFees(tx, rows.slice(i, i + INSERT_CHUNK));
  return written;
}

/**
 * Inserts fee rows (all with the same keys) as one jsonb parameter read by `jsonb_to_recordset`,
 * skipping a row whose plan member and standard has one already; answers how many were written.
 * A drizzle insert of 1,000 rows binds some 40,000 parameters, each mapped and sent on its own: at
 * seed:large's month (13,000 rows) that was seconds of the server process's CPU between statements.
 */
async function insertFees(tx: Tx, rows: (typeof labourFees.$inferInsert)[]): Promise<number> {
  if (!rows.length) return 0;
  const columns = getTableColumns(labourFees);
  const keys = ['id', ...Object.keys(rows[0]!).filter((k) => k !== 'id')] as (keyof typeof columns)[];
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys)
      record[columns[key].name] = (key === 'id' ? (row.id ?? uuidv7()) : row[key]) ?? null;
    return record;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`),
    sql`, `,
  );
  const inserted = await tx.execute(
    sql`insert into ${labourFees} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
      on conflict do nothing
      returning 1 as one`,
  );
  return inserted.rows.length;
}
