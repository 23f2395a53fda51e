/**
 * Demo partners (合作方) of a new tenant, only with demo data on: consultancies, agents and others of
 * each level, one disabled, one with its agreement and licence filed, and the consultants of the
 * first consultancy (two demo auditors: its engagement with a demo client, recorded by customers'
 * seed, bars them from that client's audits — the candidate list shows the reason). Customers' seed
 * finds them by code (HZ001–HZ004 introduce its demo enterprises; the demo partner user acts for HZ001).
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { PARTNER_DOCUMENT_TYPES } from '@cb/domain/partners';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { RecordFileService } from '../../platform/files/record-file-service.ts';
import { auditorsView } from '../auditors/door.ts';
import { partnerConsultants, partners } from './schema.ts';

type DemoPartner = Omit<typeof partners.$inferInsert, 'tenantId'>;

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    code: 'HZ001',
    name: '上海卓信管理咨询有限公司',
    partnerType: 'consultancy',
    level: 1,
    region: '上海市浦东新区',
    contacts: [
      { name: '顾晓峰', phone: '13816620031', email: 'guxf@zhuoxin-consult.cn' },
      { name: '沈丽', phone: '021-58306612', email: 'shenli@zhuoxin-consult.cn' },
    ],
    settlementPrice: '3200.00',
    rebateRate: '6.00',
    assignMode: 2,
    bankName: '招商银行上海张江支行',
    bankAccountName: '上海卓信管理咨询有限公司',
    bankAccountNo: '6214830212345678',
  },
  {
    code: 'HZ002',
    name: '北京华标认证咨询有限公司',
    partnerType: 'consultancy',
    level: 2,
    region: '北京市海淀区',
    contacts: [{ name: '刘建国', phone: '13901102288', email: 'liujg@huabiao.com.cn' }],
    settlementPrice: '2800.00',
    rebateRate: '5.50',
    assignMode: 1,
    bankName: '中国工商银行北京中关村支行',
    bankAccountName: '北京华标认证咨询有限公司',
    bankAccountNo: '0200004509200123456',
  },
  {
    code: 'HZ003',
    name: '深圳市质创企业管理顾问有限公司',
    partnerType: 'consultancy',
    level: 3,
    region: '深圳市南山区',
    contacts: [{ name: '陈志明', phone: '13760012345', email: '' }],
    settlementPrice: '2500.50',
    rebateRate: '4.25',
    assignMode: 3,
  },
  {
    code: 'HZ004',
    name: '杭州博远标准化服务有限公司',
    partnerType: 'agent',
    level: 1,
    region: '杭州市西湖区',
    contacts: [{ name: '周敏', phone: '13588106655', email: 'zhoumin@boyuan-std.com' }],
    settlementPrice: '1800.00',
    rebateRate: '8.00',
    assignMode: 1,
    bankName: '中国建设银行杭州西湖支行',
    bankAccountName: '杭州博远标准化服务有限公司',
    bankAccountNo: '33050161672700001234',
  },
  {
    code: 'HZ005',
    name: '苏州信达认证代理有限公司',
    partnerType: 'agent',
    level: 2,
    region: '苏州市工业园区',
    contacts: [{ name: '吴涛', phone: '13962105511', email: 'wutao@xinda-agent.cn' }],
    settlementPrice: '1500.00',
    rebateRate: '7.00',
    assignMode: 3,
  },
  {
    code: 'HZ006',
    name: '广州粤诚企业服务有限公司',
    partnerType: 'agent',
    level: 3,
    region: '广州市天河区',
    contacts: [{ name: '黄伟', phone: '13602231188', email: '' }],
    settlementPrice: '1200.00',
    rebateRate: '3.00',
    assignMode: 1,
    status: 0,
    remark: '2025年起多次拖欠返款，已停用',
  },
  {
    code: 'HZ007',
    name: '南京金陵质量技术培训中心',
    partnerType: 'other',
    level: 2,
    region: '南京市鼓楼区',
    contacts: [{ name: '孙静', phone: '025-83217766', email: 'sunjing@jlqt.org.cn' }],
    settlementPrice: '0.00',
    rebateRate: '0.00',
    assignMode: 1,
  },
  {
    code: 'HZ008',
    name: '成都天府企业发展研究院',
    partnerType: 'other',
    level: 1,
    region: '成都市高新区',
    contacts: [],
    settlementPrice: '900.00',
    rebateRate: '2.50',
    assignMode: 2,
  },
];

/** A one-page PDF, enough for the demo's filed agreement and licence. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const seedPartners: TenantSeeder = async ({ tx, tenantId, demo, userIds, files }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const today = calendarDateOf(new Date());
  const ids = new Map<string, string>();
  for (const p of DEMO_PARTNERS) {
    const [row] = await tx
      .insert(partners)
      .values({ ...p, tenantId, createdBy: admin, updatedBy: admin })
      .returning({ id: partners.id });
    ids.set(p.code!, row!.id);
  }

  // HZ001's consultants: two demo auditors (the 6th and 3rd by creation) during its engagements.
  const people = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(eq(auditorsView.tenantId, tenantId))
    .orderBy(asc(auditorsView.createdAt))
    .limit(8);
  const consultants = [
    { who: people[5], partner: 'HZ001', startDate: addDays(today, -1500), endDate: addDays(today, -400) },
    { who: people[2], partner: 'HZ001', startDate: addDays(today, -1200), endDate: null },
    { who: people[7], partner: 'HZ002', startDate: addDays(today, -2000), endDate: addDays(today, -1500) },
  ];
  for (const [sortNo, c] of consultants.entries())
    if (c.who)
      await tx.insert(partnerConsultants).values({
        tenantId,
        partnerId: ids.get(c.partner)!,
        auditorId: c.who.id,
        startDate: c.startDate,
        endDate: c.endDate,
        sortNo,
        createdBy: admin,
        updatedBy: admin,
      });

  // HZ001's agreement and licence, filed as the files page would.
  if (files && admin) {
    const service = new RecordFileService(files);
    const user = { tokenId: 'seed', userId: admin, tenantId, username: 'admin' };
    const policy = { recordType: 'partner', documentTypes: PARTNER_DOCUMENT_TYPES };
    for (const [documentType, fileName] of [
      ['partner_agreement', '卓信咨询合作协议2026.pdf'],
      ['business_license', '卓信咨询营业执照.pdf'],
    ] as const)
      await service.upload(tx, user, policy, ids.get('HZ001')!, { documentType, fileName, data: DEMO_PDF });
  }
};
