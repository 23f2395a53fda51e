/**
 * Demo certificates (demo tenants only): a few dozen over the demo enterprises, in every status of
 * DOMAIN.md §1.3, numbered by the body's own template (settings key `certificateNumber`, the one
 * 证书发放 uses, DOMAIN.md §4.2) with its serial counters carried on, with their events, the sites they cover, the body's accreditation
 * number, and — given the app's file storage — the PDF of every version kept as an issued one is.
 * Runs after the customers seeder; without demo enterprises it uses a few names of its own.
 */
import {
  certificateNoticePlan,
  certificateNoticeText,
  certificateNumberScope,
  DEFAULT_CERTIFICATE_QR,
  defaultCertificateTemplateFields,
  formatCertificateNumber,
  NO_CHANNEL_CONFIGURED,
} from '@cb/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { carryCertificateSerials } from '../certification-decisions/door.ts';
import { bodyAccreditationsView } from '../contract-review/door.ts';
import { demoBusinessOf, enterpriseSitesView, enterprisesView, primaryContactOf } from '../customers/door.ts';
import { standardsView } from '../reference/door.ts';
import { keepCertificatePdf } from './pdf-store.ts';
import { selectEnabledTenantName } from './repository.ts';
import { certificateEvents, certificateNotices, certificates, certificateTemplates } from './schema.ts';
import { chinaToday } from './status.ts';

const DEMO_ENTERPRISES = 24;
/**
 * The demo body moved to this system this many days ago: its certificates here are its history,
 * imported then from its earlier system (they have no contract in this one), and their events
 * before that day were reported to the regulator from the earlier system. They are stamped as
 * reported on the 8th of the next month with no batch here, so 证书信息上报 lists what the body
 * has done since (and 已上报 / 上报记录 hold the batches made here). An imported certificate's later
 * status change still lacks its contract amount (column 59): the demo's row failing a rule.
 */
const DEMO_GO_LIVE_DAYS = 60;
/** Status of the n-th certificate: mostly valid, some of every other status. */
const STATUS_CYCLE = [1, 1, 2, 1, 1, 3, 1, 1, 4, 1, 5, 1] as const;

const SCHEMES = [
  { code: 'Q', letter: 'Q', every: 1 },
  { code: 'E', letter: 'E', every: 2 },
  { code: 'S', letter: 'S', every: 3 },
] as const;

const DEFAULT_SCOPE: [string, string] = ['企业管理咨询服务', 'Business management consulting services'];
const SCHEME_SCOPE_PREFIX: Record<string, [string, string]> = {
  Q: ['', ''],
  E: ['及相关环境管理活动：', 'and related environmental management activities: '],
  S: ['及相关职业健康安全管理活动：', 'and related occupational health and safety activities: '],
};

const FALLBACK_ENTERPRISES = [
  '上海华瑞精密机械制造有限公司',
  '北京恒达电子科技有限公司',
  '深圳市金鼎食品有限公司',
  '杭州宏远建设工程有限公司',
  '苏州中科软件技术有限公司',
  '青岛天成塑胶制品有限公司',
].map((name, i) => ({
  id: null,
  name,
  nameEn: '',
  address: `${name.slice(0, 2)}市高新区科技路${i + 1}号`,
  addressEn: '',
  scaleLevel: ['S', 'M', 'L'][i % 3]!,
  headcount: [40, 200, 1200][i % 3]!,
  industryCode: ['18', '19', '3', '28', '33', '14'][i]!,
}));

interface Holder {
  id: string | null;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  scaleLevel: string;
  headcount: number | null;
  industryCode: string;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Three years less a day (DOMAIN.md §1.1: `e_date = approval + 36 months − 1 day`). */
const expiryOf = (issue: string) => {
  const d = new Date(`${issue}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 3);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

async function holdersOf(tx: Tx, tenantId: number): Promise<Holder[]> {
  const rows = await tx
    .select({
      id: enterprisesView.id,
      name: enterprisesView.name,
      nameEn: enterprisesView.nameEn,
      address: enterprisesView.productionAddress,
      addressEn: enterprisesView.productionAddressEn,
      scaleLevel: enterprisesView.scaleLevel,
      headcount: enterprisesView.totalHeadcount,
      industryCode: enterprisesView.industryCode,
    })
    .from(enterprisesView)
    .where(inTenant(enterprisesView, tenantId, [eq(enterprisesView.deleted, false)]))
    .orderBy(asc(enterprisesView.code))
    .limit(DEMO_ENTERPRISES);
  return rows.length > 0 ? rows : FALLBACK_ENTERPRISES;
}

export const seedCertificates: TenantSeeder = async ({
  tx,
  tenantId,
  demo,
  userIds,
  files,
  publicOrigin,
}) => {
  const admin = userIds.get('admin') ?? null;
  // Every body starts with a Chinese and an English management-system template to adjust.
  await tx.insert(certificateTemplates).values(
    (['zh', 'en'] as const).map((language) => ({
      id: uuidv7(),
      tenantId,
      name: language === 'zh' ? '管理体系认证证书（中文）' : '管理体系认证证书（英文）',
      certificateType: 'A',
      standardCode: '',
      language,
      fields: defaultCertificateTemplateFields(language),
      ...DEFAULT_CERTIFICATE_QR,
      createdBy: admin,
      updatedBy: admin,
    })),
  );
  if (!demo) return;
  const today = chinaToday();
  // The body's numbering, as 证书发放 applies it; the serials given here are counted, so the next
  // certificate issued continues after them (034Q26001R0S, 034Q26002R0S …).
  const numbering = await readSetting(tx, tenantId, 'certificateNumber');
  const serials = new Map<string, number>();
  const standards = new Map(
    (
      await tx
        .select({
          id: standardsView.id,
          code: standardsView.code,
          name: standardsView.name,
          standardNumber: standardsView.standardNumber,
        })
        .from(standardsView)
        .where(
          inTenant(standardsView, tenantId, [
            inArray(
              standardsView.code,
              SCHEMES.map((s) => s.code),
            ),
          ]),
        )
    ).map((s) => [s.code, s]),
  );
  const accreditationNos = new Map(
    (
      await tx
        .select({ code: bodyAccreditationsView.standardCode, no: bodyAccreditationsView.accreditationNo })
        .from(bodyAccreditationsView)
        .where(inTenant(bodyAccreditationsView, tenantId, [eq(bodyAccreditationsView.mark, 'CNAS')]))
    ).map((a) => [a.code, a.no]),
  );
  // Every site of the holders, read once: a certificate covers its enterprise's sites.
  const holders = await holdersOf(tx, tenantId);
  const holderIds = holders.flatMap((h) => (h.id ? [h.id] : []));
  const allSites = holderIds.length
    ? await tx
        .select({
          enterpriseId: enterpriseSitesView.enterpriseId,
          name: enterpriseSitesView.name,
          address: enterpriseSitesView.address,
        })
        .from(enterpriseSitesView)
        .where(
          inTenant(enterpriseSitesView, tenantId, [inArray(enterpriseSitesView.enterpriseId, holderIds)]),
        )
        .orderBy(asc(enterpriseSitesView.sortNo), asc(enterpriseSitesView.createdAt))
    : [];
  const sitesOf = (holder: Holder) =>
    allSites.filter((s) => s.enterpriseId === holder.id).map((s) => ({ name: s.name, address: s.address }));
  /** The PDFs to keep once every certificate is in: [id, why]. */
  const kept: [string, 'issue' | 'change'][] = [];

  let n = 0;
  const imported = new Set<string>();
  const event = (certificateId: string, values: Partial<typeof certificateEvents.$inferInsert>) => {
    imported.add(certificateId);
    return tx.insert(certificateEvents).values({
      id: uuidv7(),
      tenantId,
      certificateId,
      eventType: 'issue',
      toStatus: 1,
      effectiveDate: today,
      actorId: admin,
      ...values,
    });
  };

  for (const [i, holder] of holders.entries()) {
    for (const scheme of SCHEMES) {
      if (i % scheme.every !== 0) continue;
      const status = STATUS_CYCLE[n % STATUS_CYCLE.length]!;
      const recertifications = (i + n) % 3;
      // Some clients were renamed: the certificate was reissued with the cycle's dates kept.
      const renamed = status === 1 && n % 7 === 0;
      // Expired certificates started their cycle more than three years ago; the others within three.
      const cycleStart = addDays(
        today,
        -(status === 5 ? 1150 + ((n * 29) % 300) : renamed ? 220 + ((n * 37) % 700) : 20 + ((n * 37) % 1000)),
      );
      const issueDate = renamed ? addDays(cycleStart, 200) : cycleStart;
      const expiryDate = expiryOf(cycleStart);
      const firstIssueDate = addDays(cycleStart, -1095 * recertifications);
      const standard = standards.get(scheme.code);
      // The scope the enterprise applied for and was audited in (its line of business).
      const business = demoBusinessOf(holder.industryCode);
      const [base, baseEn] = business ? [business.scopeZh, business.scopeEn] : DEFAULT_SCOPE;
      const [prefix, prefixEn] = SCHEME_SCOPE_PREFIX[scheme.code]!;
      const parts = {
        approvalNo: numbering.approvalNo,
        scheme: scheme.letter,
        issueDate: cycleStart,
        serial: 0,
        recertificationCount: recertifications,
        headcount: holder.headcount ?? 40,
      };
      const numberScope = certificateNumberScope(numbering.template, parts);
      const serial = (serials.get(numberScope) ?? 0) + 1;
      serials.set(numberScope, serial);
      const certNo = formatCertificateNumber(numbering.template, { ...parts, serial });
      const id = uuidv7();
      const common = {
        tenantId,
        certificateType: 'A',
        certificateStandardId: standard?.id ?? null,
        standardCode: scheme.code,
        standardName: standard?.name ?? scheme.code,
        standardVersion: standard?.standardNumber ?? '',
        enterpriseId: holder.id,
        enterpriseNameEn: holder.nameEn,
        enterpriseAddress: holder.address,
        enterpriseAddressEn: holder.addressEn,
        scopeZh: prefix ? `${base}${prefix.replace('：', '')}` : base,
        scopeEn: prefixEn ? `${baseEn} ${prefixEn.replace(': ', '')}` : baseEn,
        marks: 'CNAS',
        accreditationNo: accreditationNos.get(scheme.code) ?? '',
        sites: sitesOf(holder),
        createdBy: admin,
        updatedBy: admin,
      };
      await tx.insert(certificates).values({
        ...common,
        id,
        certNo,
        status,
        firstIssueDate,
        issueDate,
        expiryDate,
        suspendUntil: status === 2 ? addDays(today, 150) : null,
        enterpriseName: holder.name,
      });
      await event(id, { effectiveDate: issueDate, reasonCode: recertifications ? '0102' : '' });
      kept.push([id, renamed ? 'change' : 'issue']);
      if (status === 2 || status === 3)
        await event(id, {
          eventType: 'suspend',
          fromStatus: 1,
          toStatus: 2,
          changeType: '97_01',
          reasonCode: '0112',
          reason: '未按期接受监督审核',
          // 35 days back: always in an earlier month, whose rows the demo has reported (regulator-reporting/seed.ts).
          effectiveDate: addDays(today, status === 2 ? -35 : -200),
          suspendUntil: addDays(today, status === 2 ? 150 : -20),
        });
      if (status === 3)
        await event(id, {
          eventType: 'revoke',
          fromStatus: 2,
          toStatus: 3,
          changeType: '97_03',
          reasonCode: '0115',
          reason: '暂停期满仍未恢复',
          effectiveDate: addDays(today, -15),
        });
      if (status === 4)
        await event(id, {
          eventType: 'cancel',
          fromStatus: 1,
          toStatus: 4,
          changeType: '97_04',
          reasonCode: '01',
          reason: '企业申请注销',
        });
      if (status === 5)
        await event(id, {
          eventType: 'expire',
          fromStatus: 1,
          toStatus: 5,
          changeType: '97_05',
          effectiveDate: addDays(expiryDate, 1),
        });

      // The version before the renaming stays, superseded (99), under the old name.
      if (renamed) {
        const oldId = uuidv7();
        const oldName = holder.name.replace(/有限公司$/, '厂');
        await tx.insert(certificates).values({
          ...common,
          id: oldId,
          certNo,
          status: 99,
          firstIssueDate,
          issueDate: cycleStart,
          expiryDate,
          enterpriseName: oldName,
          replacedById: id,
          remark: '企业名称变更换证',
        });
        await event(oldId, { effectiveDate: cycleStart });
        kept.push([oldId, 'issue']);
        await event(oldId, {
          eventType: 'reissue',
          fromStatus: 1,
          toStatus: 99,
          changeType: '01',
          reasonCode: '0104',
          reason: '企业名称变更',
          effectiveDate: issueDate,
          before: { enterpriseName: oldName },
          after: { enterpriseName: holder.name },
        });
      }
      // A multi-site client: one sub-certificate for its second site.
      if (status === 1 && i === 0 && scheme.code === 'Q') {
        const subId = uuidv7();
        await tx.insert(certificates).values({
          ...common,
          id: subId,
          certNo: `${certNo}-1`,
          mainCertNo: certNo,
          status,
          firstIssueDate,
          issueDate,
          expiryDate,
          enterpriseName: holder.name,
          enterpriseAddress: `${holder.address}（二号厂区）`,
          sites: [{ name: '二号厂区', address: `${holder.address}（二号厂区）` }],
        });
        await event(subId, { effectiveDate: issueDate });
        kept.push([subId, 'issue']);
      }
      n += 1;
    }
  }
  await carryCertificateSerials(tx, tenantId, serials, admin);
  await stampImportedHistoryReported(tx, tenantId, [...imported], addDays(today, -DEMO_GO_LIVE_DAYS));
  await seedDemoNotices(tx, tenantId, admin);
  if (files && publicOrigin) await keepDemoPdfs(tx, files, { tenantId, admin, origin: publicOrigin, kept });
};

/** The events of this seed's (imported) certificates dated before `goLive`: reported from the earlier system (DEMO_GO_LIVE_DAYS). */
async function stampImportedHistoryReported(
  tx: Tx,
  tenantId: number,
  certificateIds: string[],
  goLive: string,
): Promise<void> {
  if (!certificateIds.length) return;
  await tx
    .update(certificateEvents)
    .set({
      reportedAt: sql`least(now(), (date_trunc('month', ${certificateEvents.effectiveDate}::timestamp) + interval '1 month 7 days 10 hours') at time zone 'Asia/Shanghai')`,
    })
    .where(
      and(
        eq(certificateEvents.tenantId, tenantId),
        inArray(certificateEvents.certificateId, certificateIds),
        lt(certificateEvents.effectiveDate, goLive),
        sql`${certificateEvents.reportedAt} is null`,
      ),
    );
}

/**
 * The demo certificates' PDFs, kept as an issue (or a change) keeps them, so the 证书PDF tab of
 * every demo certificate has its file from the start.
 */
async function keepDemoPdfs(
  tx: Tx,
  files: FileStorage,
  d: { tenantId: number; admin: string | null; origin: string; kept: [string, 'issue' | 'change'][] },
) {
  const bodyName = (await selectEnabledTenantName(tx, d.tenantId)) ?? '';
  for (const [certificateId, reason] of d.kept)
    await keepCertificatePdf(tx, files, {
      tenantId: d.tenantId,
      userId: d.admin,
      certificateId,
      reason,
      note: reason === 'change' ? '企业名称变更换证（演示数据）' : '发放证书（演示数据）',
      origin: d.origin,
      bodyName,
      requireTemplate: false,
    });
}

/**
 * 短信通知 of the demo: the suspensions and revocations above told the enterprises' contacts — the
 * e-mails of suspensions went out, those of revocations failed (no mail server configured yet, so
 * a visitor can resend one), and SMS is recorded as not sent while the SMS service is not bought.
 */
async function seedDemoNotices(tx: Tx, tenantId: number, admin: string | null) {
  const rows = await tx
    .select({
      eventId: certificateEvents.id,
      eventType: certificateEvents.eventType,
      effectiveDate: certificateEvents.effectiveDate,
      suspendUntil: certificateEvents.suspendUntil,
      reasonCode: certificateEvents.reasonCode,
      certificateId: certificates.id,
      certNo: certificates.certNo,
      enterpriseName: certificates.enterpriseName,
      enterpriseId: certificates.enterpriseId,
    })
    .from(certificateEvents)
    .innerJoin(certificates, eq(certificates.id, certificateEvents.certificateId))
    .where(
      inTenant(certificateEvents, tenantId, [inArray(certificateEvents.eventType, ['suspend', 'revoke'])]),
    )
    .orderBy(asc(certificateEvents.effectiveDate));
  const { buyNoteService } = await readSetting(tx, tenantId, 'erpPortal');
  const bodyName = (await selectEnabledTenantName(tx, tenantId)) ?? '';
  for (const r of rows) {
    if (!r.enterpriseId) continue;
    const contact = await primaryContactOf(tx, tenantId, r.enterpriseId);
    if (!contact) continue;
    const event = r.eventType as 'suspend' | 'revoke';
    const text = certificateNoticeText(event, { ...r, bodyName });
    const sentAt = new Date(`${r.effectiveDate}T09:30:00+08:00`);
    for (const p of certificateNoticePlan(contact, buyNoteService)) {
      const delivered = p.status === 'pending' && event === 'suspend';
      await tx.insert(certificateNotices).values({
        tenantId,
        certificateId: r.certificateId,
        eventId: r.eventId,
        certNo: r.certNo,
        enterpriseName: r.enterpriseName,
        eventType: event,
        channel: p.channel,
        recipientName: contact.name,
        address: p.address,
        title: text.title,
        content: text.content,
        status: p.status === 'skipped' ? 'skipped' : delivered ? 'sent' : 'failed',
        detail: p.status === 'skipped' ? p.detail : delivered ? '' : NO_CHANNEL_CONFIGURED,
        attempts: p.status === 'skipped' ? 0 : 1,
        sentAt: delivered ? sentAt : null,
        createdAt: sentAt,
        updatedAt: sentAt,
        createdBy: admin,
        updatedBy: admin,
      });
      if (delivered)
        await tx
          .update(certificateEvents)
          .set({ notifiedAt: sentAt })
          .where(eq(certificateEvents.id, r.eventId));
    }
  }
}
