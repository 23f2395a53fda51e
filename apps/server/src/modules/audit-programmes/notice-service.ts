/**
 * The audit notice (审核通知书, shfa002) of an approved plan: rendered as a PDF (the stage 1 / stage 2
 * variants by the plan's initial-audit stage) for printing, and issued on approval or again from
 * the plan page: filed as the plan's record file, told to the enterprise's users and the team in
 * the app, and after the commit e-mailed to the enterprise's contact with the PDF attached, the
 * e-mail's outcome written to the plan's history.
 */
import {
  AUDIT_METHODS,
  auditTypeLabel,
  calendarDateOf,
  labelOf,
  reportingAuditMethod,
  TASK_PERIODS,
  TEAM_ROLES,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { afterCommit, type Database, type Reader, type Tx } from '../../platform/db/database.ts';
import { type RecordFilePolicy, RecordFileService } from '../../platform/files/record-file-service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { conflict } from '../../platform/http/errors.ts';
import { tenants } from '../../platform/identity/schema.ts';
import type { Notifier } from '../../platform/notify.ts';
import { renderPdfDocument } from '../../platform/pdf/pdf.ts';
import { ADAPTERS, channelConfigs } from '../notices/door.ts';
import { planTx, requirePlan } from './plan-access.ts';
import { actorName, addHistory } from './plan-history.ts';
import * as repo from './repository.ts';
import { auditPlans } from './schema.ts';

/** The plan's record files: its audit notices (filed on approval) and other attachments. */
export const PLAN_FILE_POLICY: RecordFilePolicy = {
  recordType: 'audit_plan',
  documentTypes: ['shfa002', 'shfa002_stage1', 'shfa002_stage2', 'attachment'],
};

const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(/\n/g, '<br>');

export class AuditNoticeService {
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

  /** Resolves when the audit notice e-mails started so far have been tried. */
  async settled(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  /**
   * The printable audit notice (审核通知书, shfa002; the stage 1 / stage 2 variants by the plan's
   * initial-audit stage) of an approved plan, as a PDF with the Chinese font embedded.
   */
  noticePdf(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await requirePlan(tx, user, id);
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
  async renderNotice(tx: Reader, tenantId: number, plan: repo.PlanRecord, issuedAt?: Date) {
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
    return { pdf, fileName: `${title}-${plan.planNo}.pdf`, stage: stage ?? null, team, projects, sites };
  }

  /**
   * The audit notice (审核通知, shfa002) of an approved plan, sent again from the plan page: see
   * `issueNotice`. Only approved plans.
   */
  sendNotice(user: AuthUser, id: string) {
    return planTx(this.database, user, async (tx) => {
      const plan = await requirePlan(tx, user, id);
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
  async issueNotice(tx: Tx, user: AuthUser, plan: repo.PlanRecord) {
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
    const { team, projects, sites } = rendered;
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
    const byName = await actorName(tx, user);
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
