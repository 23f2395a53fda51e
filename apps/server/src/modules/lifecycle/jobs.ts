/**
 * The lifecycle's scheduled jobs (DOMAIN.md §1.1 "Overdue", §1.3, §4.1). Each run acts as of the
 * app's clock (`now`), per tenant in its own transaction (platform/jobs), and is idempotent: a
 * certificate already expired or revoked is no longer selected, and a reminder is recorded once per
 * subject and stage (`lifecycle_reminders`), so a re-run sends nothing twice.
 */
import {
  addDays,
  calendarDateOf,
  majorNcVerificationLimit,
  maxSuspendUntil,
  RULE_SET_IDS,
  type RuleSetId,
  ruleSetById,
  suspensionEnds,
} from '@cb/domain';
import { postponedSurveillanceDeadline } from '@cb/domain/emergencies';
import type { Tx } from '../../platform/db/database.ts';
import { usersHolding } from '../../platform/identity/holders.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import type { Notifier } from '../../platform/notify.ts';
import { openSupplementaryProject } from '../audit-execution/door.ts';
import { createDueProjects, postponedDeadlines } from '../audit-programmes/door.ts';
import { expireCertificate, revokeCertificate, suspendCertificate } from '../certificates/door.ts';
import { certificatesPastExpiry, enterpriseUserIds, suspendedCertificates } from './certificate-reads.ts';
import { AUDIENCES, type Audience, collectDue } from './due.ts';
import { certificateOfRow, overdueSurveillances, stage2WithOpenMajorNcs } from './programme-reads.ts';
import { tenantLifecycleRules } from './rules.ts';
import { lifecycleReminders } from './schema.ts';

/**
 * The certificate state changes the jobs make, owned by the certificates module (each one locks the
 * row, checks its transition and dates, writes the versioned update and the event; the public pages
 * read the live status, so the change is published with the commit). A scheduled job acts as the
 * system (`userId: null`).
 */
export interface CertificateOperations {
  expire(tx: Tx, tenantId: number, certificateId: string, on: string): Promise<unknown>;
  revoke(
    tx: Tx,
    tenantId: number,
    certificateId: string,
    change: { on: string; reasonCode: string; reason: string },
  ): Promise<unknown>;
  suspend(
    tx: Tx,
    tenantId: number,
    certificateId: string,
    change: { on: string; until: string; maxMonths: number; reasonCode: string; reason: string },
  ): Promise<unknown>;
}

export const CERTIFICATE_OPERATIONS: CertificateOperations = {
  expire: (tx, tenantId, id, on) => expireCertificate(tx, { tenantId, userId: null }, id, { today: on }),
  revoke: (tx, tenantId, id, change) =>
    revokeCertificate(tx, { tenantId, userId: null }, id, {
      today: change.on,
      effectiveDate: change.on,
      reasonCode: change.reasonCode,
      reason: change.reason,
    }),
  suspend: (tx, tenantId, id, change) =>
    suspendCertificate(tx, { tenantId, userId: null }, id, {
      today: change.on,
      effectiveDate: change.on,
      suspendUntil: change.until,
      maxSuspensionMonths: change.maxMonths,
      reasonCode: change.reasonCode,
      reason: change.reason,
    }),
};

/** Records a reminder once; answers true when this call recorded it (and so should send it). */
async function recordOnce(
  tx: Tx,
  tenantId: number,
  key: { kind: string; subjectKey: string; stage: string; deadline: string; recipients: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(lifecycleReminders)
    .values({ tenantId, ...key })
    .onConflictDoNothing()
    .returning({ id: lifecycleReminders.id });
  return inserted.length === 1;
}

async function recipients(
  tx: Tx,
  tenantId: number,
  audience: Audience,
  escalate: boolean,
): Promise<string[]> {
  const people = new Set(await usersHolding(tx, tenantId, AUDIENCES[audience]));
  // Late: the other audience hears of it too (the reporters' managers and the reporters).
  if (escalate)
    for (const id of await usersHolding(
      tx,
      tenantId,
      AUDIENCES[audience === 'reporters' ? 'managers' : 'reporters'],
    ))
      people.add(id);
  return [...people];
}

/** SLA watch: reminders before a deadline, an escalation once it has passed. */
export function slaWatchJob(notifier: Notifier): JobDefinition {
  return {
    name: 'lifecycle.slaWatch',
    title: '期限提醒（暂停/撤销上报、月度上报、审核计划与审核结果上报、暂停期满）',
    schedule: '0 8 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const rules = await tenantLifecycleRules(tx, tenantId);
      let sent = 0;
      for (const item of await collectDue(tx, tenantId, today, rules)) {
        if (!item.stage) continue;
        // A suspension past its end is the revocation job's work, not a reminder.
        if (item.kind === 'suspensionEnds' && item.stage === 'late') continue;
        const late = item.stage === 'late';
        const userIds = await recipients(tx, tenantId, item.audience, late);
        const first = await recordOnce(tx, tenantId, {
          kind: item.kind,
          subjectKey: item.subjectKey,
          stage: item.stage,
          deadline: item.deadline,
          recipients: userIds.length,
        });
        if (!first) continue;
        await notifier.send(tx, tenantId, {
          title: late
            ? `【已逾期】${item.title}：期限${item.deadline}`
            : `${item.title}：请于${item.deadline}前完成`,
          content: late
            ? `${item.subject}。期限${item.deadline}已过，请立即处理。`
            : `${item.subject}。期限为${item.deadline}。`,
          userIds,
          msgType: late ? '3' : '1',
        });
        log(
          `${late ? '逾期' : '提醒'} ${item.title} ${item.subject} 期限${item.deadline}（${userIds.length}人）`,
        );
        sent++;
      }
      return sent;
    },
  };
}

/** Expiry: a valid or suspended certificate past its expiry date becomes expired (97_05). */
export function certificateExpiryJob(
  notifier: Notifier,
  certificates: CertificateOperations = CERTIFICATE_OPERATIONS,
): JobDefinition {
  return {
    name: 'lifecycle.certificateExpiry',
    title: '证书到期失效',
    schedule: '10 0 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      let n = 0;
      for (const cert of await certificatesPastExpiry(tx, tenantId, today)) {
        await certificates.expire(tx, tenantId, cert.id, today);
        await notifier.send(tx, tenantId, {
          title: `证书已到期失效：${cert.certNo}`,
          content: `贵单位的证书${cert.certNo}（${cert.standardCode}）有效期至${cert.expiryDate}，已于${today}失效。如需继续认证，请联系认证机构。`,
          userIds: await enterpriseUserIds(tx, tenantId, cert.enterpriseId),
        });
        log(`${cert.certNo} ${cert.enterpriseName} 有效期至${cert.expiryDate}，已失效`);
        n++;
      }
      return n;
    },
  };
}

/** Suspension expiry: unresolved at its end (suspendUntil, at most 6 months) → revoked (0115). */
export function suspensionRevocationJob(
  notifier: Notifier,
  certificates: CertificateOperations = CERTIFICATE_OPERATIONS,
): JobDefinition {
  return {
    name: 'lifecycle.suspensionRevocation',
    title: '暂停期满撤销证书',
    schedule: '20 0 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const rules = await tenantLifecycleRules(tx, tenantId);
      let n = 0;
      for (const cert of await suspendedCertificates(tx, tenantId)) {
        if (!cert.suspendedOn && !cert.suspendUntil) {
          log(`${cert.certNo} 没有暂停日期，跳过`);
          continue;
        }
        const ruleSet = rules.ruleSetFor(cert.standardCode, cert.suspendedOn ?? today);
        const ends = cert.suspendedOn
          ? suspensionEnds(ruleSet, cert.suspendedOn, cert.suspendUntil)
          : cert.suspendUntil!;
        if (today <= ends) continue;
        await certificates.revoke(tx, tenantId, cert.id, {
          on: today,
          reasonCode: '0115',
          reason: `暂停期满（${ends}）未恢复，按${ruleSet.name}撤销`,
        });
        await notifier.send(tx, tenantId, {
          title: `证书已撤销：${cert.certNo}`,
          content: `贵单位的证书${cert.certNo}（${cert.standardCode}）暂停期至${ends}届满仍未恢复，已于${today}撤销（原因代码0115），撤销信息已在认证机构网站公布。`,
          userIds: await enterpriseUserIds(tx, tenantId, cert.enterpriseId),
          msgType: '3',
        });
        log(`${cert.certNo} ${cert.enterpriseName} 暂停至${ends}未恢复，已撤销`);
        n++;
      }
      return n;
    },
  };
}

/**
 * Surveillance due: the programme rows whose window opens within the tenant's lead days get their
 * audit projects and a plan "to be arranged" (the programmes area's createDueProjects, idempotent by
 * its unique row index); the programme managers are told.
 */
export function surveillanceDueJob(notifier: Notifier): JobDefinition {
  return {
    name: 'lifecycle.surveillanceDue',
    title: '生成到期审核项目（监督审核提前生成）',
    schedule: '0 1 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const { setting } = await tenantLifecycleRules(tx, tenantId);
      const asOf = addDays(today, setting.surveillanceLeadDays);
      const made = await createDueProjects(tx, tenantId, asOf, null);
      if (made.projects === 0) return 0;
      await notifier.send(tx, tenantId, {
        title: `已生成${made.projects}个审核项目`,
        content: `按审核方案，窗口在${asOf}前开始的审核已生成${made.projects}个审核项目、${made.plans}个待安排的审核计划，请及时安排审核组。`,
        userIds: await usersHolding(tx, tenantId, PROGRAMME_MANAGERS),
      });
      log(`截至${asOf}到期：生成审核项目${made.projects}个、审核计划${made.plans}个`);
      return made.projects;
    },
  };
}

/**
 * Overdue surveillance → suspension (DOMAIN.md §1.1 "Overdue"): a surveillance whose window closed
 * without an audit suspends the valid certificate of that programme (reason 0112, for the rule
 * set's longest suspension), once per programme row — a certificate restored later is not suspended
 * again for the same missed surveillance. The window is the programme's row (counted again when the
 * certificate was issued), never closing before the rule set's own deadline for that surveillance
 * (`surveillanceDeadline`: a row the body planned earlier suspends nothing before it). The
 * enterprise and the certificate managers are told.
 */
export function overdueSurveillanceJob(
  notifier: Notifier,
  certificates: CertificateOperations = CERTIFICATE_OPERATIONS,
): JobDefinition {
  return {
    name: 'lifecycle.overdueSurveillance',
    title: '监督审核逾期暂停证书',
    schedule: '15 0 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const rules = await tenantLifecycleRules(tx, tenantId);
      let n = 0;
      const overdue = await overdueSurveillances(tx, tenantId, today);
      // An extraordinary event's postponement (≤ 6 months, 应急响应) moves the deadline.
      const postponed = await postponedDeadlines.ofRows(
        tx,
        tenantId,
        overdue.map((r) => r.rowId),
      );
      for (const row of overdue) {
        const cert = await certificateOfRow(tx, tenantId, row);
        if (!cert) continue;
        const ruleSet = rules.ruleSetFor(cert.standardCode, today);
        // The rule set the programme's cycle was counted under decides the surveillance's deadline.
        const counted = RULE_SET_IDS.includes(row.ruleSetId as RuleSetId)
          ? ruleSetById(row.ruleSetId as RuleSetId)
          : ruleSet;
        const nth = row.auditType === 2 || row.auditType === 5 ? 1 : 2;
        const moved = postponed.get(row.rowId);
        const deadline = row.cycleStart
          ? postponedSurveillanceDeadline(counted, row.cycleStart, nth, row.dueTo, moved)
          : moved && moved > row.dueTo
            ? moved
            : row.dueTo;
        if (today <= deadline) continue;
        const until = maxSuspendUntil(ruleSet, today);
        const first = await recordOnce(tx, tenantId, {
          kind: 'overdueSuspension',
          subjectKey: row.rowId,
          stage: 'done',
          deadline,
          recipients: 0,
        });
        if (!first) continue;
        const what = row.auditType === 2 ? '第一次监督审核' : '第二次监督审核';
        await certificates.suspend(tx, tenantId, cert.id, {
          on: today,
          until,
          maxMonths: ruleSet.maxSuspensionMonths,
          reasonCode: '0112',
          reason: `${what}应于${deadline}前完成，逾期未实施（${counted.name}）`,
        });
        const userIds = [
          ...new Set([
            ...(await enterpriseUserIds(tx, tenantId, row.enterpriseId)),
            ...(await usersHolding(tx, tenantId, AUDIENCES.managers)),
          ]),
        ];
        await notifier.send(tx, tenantId, {
          title: `证书已暂停：${cert.certNo}`,
          content: `${cert.enterpriseName}的证书${cert.certNo}（${cert.standardCode}）${what}应于${deadline}前完成，逾期未实施，已于${today}暂停至${until}（原因代码0112）。暂停期间证书无效；期满仍未恢复将被撤销。`,
          userIds,
          msgType: '3',
        });
        log(`${cert.certNo} ${cert.enterpriseName} ${what}截止${deadline}未实施，暂停至${until}`);
        n++;
      }
      return n;
    },
  };
}

/**
 * Major NC limit (ISO/IEC 17021-1 §9.5.3, DOMAIN.md §1.1): a stage 2 whose major NCs are not
 * verified by the rule set's months after its last on-site day gets a repeated stage 2 — a
 * supplementary audit (type 10) opened through audit execution, once (a project that already has
 * one is not selected again). The programme managers are told.
 */
export function majorNcLimitJob(notifier: Notifier): JobDefinition {
  return {
    name: 'lifecycle.majorNcLimit',
    title: '严重不符合项逾期未验证（重新实施二阶段）',
    schedule: '30 0 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const rules = await tenantLifecycleRules(tx, tenantId);
      let n = 0;
      for (const p of await stage2WithOpenMajorNcs(tx, tenantId)) {
        const ruleSet = rules.ruleSetFor(p.scheme, p.lastStage2Day);
        const limit = majorNcVerificationLimit(ruleSet, p.lastStage2Day);
        if (today <= limit) continue;
        const first = await recordOnce(tx, tenantId, {
          kind: 'repeatStage2',
          subjectKey: p.projectId,
          stage: 'done',
          deadline: limit,
          recipients: 0,
        });
        if (!first) continue;
        const reason = `二阶段审核末日${p.lastStage2Day}后${ruleSet.majorNcVerificationMonths}个月内（${limit}前）${p.openMajors}项严重不符合项未验证关闭，重新实施二阶段审核`;
        await openSupplementaryProject(tx, tenantId, null, p.projectId, reason, today);
        await notifier.send(tx, tenantId, {
          title: '严重不符合项逾期未验证：已生成重新二阶段审核项目',
          content: `${reason}。已生成补充审核（重新二阶段）项目，请安排审核组。`,
          userIds: await usersHolding(tx, tenantId, PROGRAMME_MANAGERS),
          msgType: '3',
        });
        log(`项目${p.projectId} ${reason}`);
        n++;
      }
      return n;
    },
  };
}

/** Who arranges audits from the programmes (审核方案 / 审核项目). */
const PROGRAMME_MANAGERS = ['shfa:scheme:edit'] as const;

export function lifecycleJobs(notifier: Notifier): JobDefinition[] {
  return [
    certificateExpiryJob(notifier),
    overdueSurveillanceJob(notifier),
    suspensionRevocationJob(notifier),
    majorNcLimitJob(notifier),
    surveillanceDueJob(notifier),
    slaWatchJob(notifier),
  ];
}
