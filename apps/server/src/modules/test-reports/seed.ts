/**
 * Demo 检测报告 of a new tenant (only with demo data on), one in every state, each with its own
 * small PDF (when the seed has file storage): the demo enterprise user's own reports — 待审核,
 * 已接受 合格 and 已退回 with the reason — and an accepted 不合格 one of the client whose
 * certification decision is pending, so the demo decision page shows the warning.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { reportNumberKey } from '@cb/domain/test-reports';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { storeFile } from '../../platform/files/files.ts';
import { users } from '../../platform/identity/schema.ts';
import { renderPdfDocument } from '../../platform/pdf/pdf.ts';
import { enterprisesAwaitingDecision } from '../certification-decisions/door.ts';
import { customerUserLinksView, enterprisesView } from '../customers/door.ts';
import { attachFile, FILE_AREA } from './repository.ts';
import { testReports } from './schema.ts';

interface DemoReport {
  whose: 'own' | 'awaiting';
  laboratoryName: string;
  cnasNo: string;
  reportNo: string;
  productName: string;
  productModel: string;
  conclusion: 1 | 2;
  reviewStatus: 0 | 1 | 2;
  returnReason?: string;
  daysAgo: number;
}

export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    whose: 'own',
    laboratoryName: '华测检测认证集团股份有限公司',
    cnasNo: 'CNAS L2231',
    reportNo: 'WT2026-00158',
    productName: '不锈钢球阀',
    productModel: 'Q41F-16P DN50',
    conclusion: 1,
    reviewStatus: 0,
    daysAgo: 12,
  },
  {
    whose: 'own',
    laboratoryName: '谱尼测试集团股份有限公司',
    cnasNo: 'CNAS L0587',
    reportNo: 'PONY-2026-3321',
    productName: '闸阀',
    productModel: 'Z41H-25C',
    conclusion: 1,
    reviewStatus: 1,
    daysAgo: 45,
  },
  {
    whose: 'own',
    laboratoryName: '中国检验认证集团检测有限公司',
    cnasNo: 'CNAS L10256',
    reportNo: 'CCIC-JC-2026-077',
    productName: '止回阀',
    productModel: 'H44H-16',
    conclusion: 1,
    reviewStatus: 2,
    returnReason: '报告缺少签发页和实验室签章，请上传完整报告后重新提交',
    daysAgo: 20,
  },
  {
    whose: 'awaiting',
    laboratoryName: '国家电线电缆质量检验检测中心',
    cnasNo: 'CNAS L4873',
    reportNo: 'DL2026-W-0412',
    productName: '电力电缆',
    productModel: 'YJV22-0.6/1kV 3×95',
    conclusion: 2,
    reviewStatus: 1,
    daysAgo: 18,
  },
];

async function demoPdf(r: DemoReport, enterpriseName: string, issueDate: string) {
  return renderPdfDocument({
    title: '检测报告',
    blocks: [
      {
        kind: 'keyValue',
        items: [
          { label: '报告编号', value: r.reportNo },
          { label: '委托单位', value: enterpriseName },
          { label: '检测机构', value: r.laboratoryName },
          { label: 'CNAS注册号', value: r.cnasNo },
          { label: '产品名称', value: r.productName },
          { label: '型号规格', value: r.productModel },
          { label: '签发日期', value: issueDate },
          { label: '检测结论', value: r.conclusion === 1 ? '合格' : '不合格' },
        ],
      },
      { kind: 'paragraph', text: '（演示数据）' },
    ],
  });
}

export const seedReports: TenantSeeder = async ({ tx, tenantId, demo, userIds, files }) => {
  if (!demo) return;
  const staff = userIds.get('staff') ?? userIds.get('admin') ?? null;
  const enterpriseUser = userIds.get('enterprise');
  const [link] = enterpriseUser
    ? await tx
        .select({ enterpriseId: customerUserLinksView.enterpriseId })
        .from(customerUserLinksView)
        .where(inTenant(customerUserLinksView, tenantId, [eq(customerUserLinksView.userId, enterpriseUser)]))
    : [];
  const [first] = await tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(eq(enterprisesView.tenantId, tenantId))
    .orderBy(asc(enterprisesView.code))
    .limit(1);
  const own = link?.enterpriseId ?? first?.id;
  if (!own) return;
  const awaiting = (await enterprisesAwaitingDecision(tx, tenantId)).find((id) => id !== own) ?? own;
  const names = new Map(
    (
      await tx
        .select({ id: enterprisesView.id, name: enterprisesView.name })
        .from(enterprisesView)
        .where(eq(enterprisesView.tenantId, tenantId))
    ).map((e) => [e.id, e.name]),
  );
  const [reviewer] = staff
    ? await tx.select({ name: users.realname }).from(users).where(eq(users.id, staff))
    : [];
  const today = calendarDateOf(new Date());
  for (const r of DEMO_REPORTS) {
    const enterpriseId = r.whose === 'own' ? own : awaiting;
    const issueDate = addDays(today, -r.daysAgo);
    const author = r.whose === 'own' ? (enterpriseUser ?? staff) : staff;
    const file =
      files && author
        ? await storeFile(tx, files, {
            tenantId,
            userId: author,
            ownerArea: FILE_AREA,
            fileName: `${r.reportNo}.pdf`,
            data: await demoPdf(r, names.get(enterpriseId) ?? '', issueDate),
          })
        : null;
    const [row] = await tx
      .insert(testReports)
      .values({
        tenantId,
        createdBy: author,
        updatedBy: author,
        enterpriseId,
        laboratoryName: r.laboratoryName,
        cnasNo: r.cnasNo,
        reportNo: r.reportNo,
        numberKey: reportNumberKey(r.cnasNo, r.reportNo),
        productName: r.productName,
        productModel: r.productModel,
        samplingDate: addDays(issueDate, -7),
        issueDate,
        conclusion: r.conclusion,
        fileId: file?.id ?? null,
        reviewStatus: r.reviewStatus,
        returnReason: r.returnReason ?? '',
        reviewedBy: r.reviewStatus === 0 ? null : staff,
        reviewerName: r.reviewStatus === 0 ? '' : (reviewer?.name ?? ''),
        reviewedAt: r.reviewStatus === 0 ? null : new Date(),
        remark: '',
      })
      .returning({ id: testReports.id });
    if (file && row) await attachFile(tx, tenantId, file.id, row.id);
  }
};
