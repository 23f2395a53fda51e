/**
 * Demo 培训认证 applications of a new tenant (only with demo data on): one at every stage —
 * 待材料审核, 已退回 (with its reason), 待认证评审, 评审不通过, 待证书制作, 待证书发布 (a draft), and
 * 已发布 (its training certificate created through the public checks' door). Entered by staff,
 * reviewed by the administrator (the reviewer is never the handler).
 */
import type { TenantSeeder } from '../../platform/areas.ts';
import { issueTrainingCertificate } from '../public-checks/door.ts';
import { trainingApplications } from './schema.ts';

export const DEMO_TRAINING_APPLICANTS = [
  '林晓雯',
  '周海峰',
  '陈思远',
  '吴佳怡',
  '赵明轩',
  '孙若兰',
  '郭立新',
];

export const seedTrainingApplications: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const staff = userIds.get('staff') ?? userIds.get('admin') ?? null;
  const admin = userIds.get('admin') ?? null;
  const at = (day: string) => new Date(`${day}T10:00:00+08:00`);
  const base = {
    tenantId,
    createdBy: staff,
    updatedBy: staff,
    handlerName: '王业务',
    applicantType: 1,
    courseName: '质量管理体系内审员培训',
    standardName: 'GB/T 19001-2016/ISO 9001:2015',
    courseHours: 24,
    trainingFrom: '2026-09-07',
    trainingTo: '2026-09-09',
  };
  const ids = [
    '11010519491231002X',
    '320506198803150017',
    '330106199001011234',
    '440304198512120026',
    '510107199207070011',
    '210102198911110049',
    '370102198406060036',
  ];
  const audited = {
    materialAuditorId: admin,
    materialAuditorName: '系统管理员',
    materialAuditedAt: at('2026-09-12'),
  };
  const reviewed = {
    ...audited,
    reviewPassed: true,
    findings: '课程与考核记录完整，考核合格',
    reviewerId: admin,
    reviewerName: '系统管理员',
    reviewedAt: at('2026-09-15'),
  };
  const organisation = (i: number) =>
    ['苏州工业园区星河精密制造有限公司', '杭州云帆信息技术有限公司'][i % 2]!;
  const rows: (typeof trainingApplications.$inferInsert)[] = [
    { ...base, stage: 1 },
    { ...base, stage: 2, ...audited, returnReason: '缺少考试成绩单，请补充后重新提交' },
    {
      ...base,
      stage: 3,
      ...audited,
      courseName: '环境管理体系内审员培训',
      standardName: 'GB/T 24001-2016/ISO 14001:2015',
    },
    { ...base, stage: 4, ...reviewed, reviewPassed: false, findings: '考核成绩未达到合格线（58分）' },
    { ...base, stage: 5, ...reviewed },
    {
      ...base,
      stage: 6,
      ...reviewed,
      certNo: 'TC-2026-0006',
      issueDate: '2026-09-20',
      validTo: '2029-09-19',
      draftedAt: at('2026-09-18'),
    },
    {
      ...base,
      stage: 7,
      ...reviewed,
      certNo: 'TC-2026-0007',
      issueDate: '2026-09-20',
      validTo: '2029-09-19',
      draftedAt: at('2026-09-18'),
      publishedAt: at('2026-09-20'),
      conclusion: '材料齐全，评审通过，证书已发布。',
    },
  ].map((row, i) => ({
    ...row,
    applicantName: DEMO_TRAINING_APPLICANTS[i]!,
    idCardNo: ids[i]!,
    organisation: organisation(i),
    createdAt: at(`2026-09-${String(10 + i).padStart(2, '0')}`),
  }));
  const published = rows[6]!;
  if (staff) {
    const certificate = await issueTrainingCertificate(tx, tenantId, staff, {
      certNo: published.certNo!,
      holderName: published.applicantName,
      holderIdCardNo: published.idCardNo!,
      employer: published.organisation!,
      courseName: published.courseName,
      standardName: published.standardName!,
      courseHours: published.courseHours,
      trainingFrom: published.trainingFrom,
      trainingTo: published.trainingTo,
      issueDate: published.issueDate!,
      validTo: published.validTo ?? null,
      remark: '培训认证发布',
    });
    published.trainingCertificateId = certificate.id;
  }
  await tx.insert(trainingApplications).values(rows);
};
