/**
 * Demo customers of a new tenant: three dozen enterprises (introduced by the partners' demo
 * consultancies and agents, and some with consultancy relations) with valid
 * credit codes, sites and contacts. The demo `enterprise` user is linked to the first enterprise
 * and the demo `partner` user to the first consultancy, so their scoped views have data.
 */
import { addDays, calendarDateOf, creditCodeCheckCharacter, REGIONS, scaleLevelOf } from '@cb/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { auditorsCoveringAny, auditorsView } from '../auditors/door.ts';
import { addDemoConsultant, partnersView } from '../partners/door.ts';
import {
  customerUserLinks,
  enterpriseConsultancies,
  enterpriseContacts,
  enterpriseSites,
  enterprises,
} from './schema.ts';

const ORG_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A well-formed credit code: 91 (enterprise), a division code, an organisation code, its check. */
export function demoCreditCode(division: string, serial: number): string {
  let org = '';
  let n = serial * 7919 + 104_729;
  for (let i = 0; i < 9; i++) {
    org += ORG_ALPHABET[n % 31];
    n = Math.floor(n / 31) + (i + 3) * 17;
  }
  const first17 = `91${division}${org}`;
  return first17 + creditCodeCheckCharacter(first17);
}

/** The demo partners (partners' seed) that introduce the demo enterprises, by code. */
const INTRODUCING_PARTNERS = ['HZ001', 'HZ002', 'HZ003', 'HZ004'];

const CITIES: { region: string; division: string; city: string; en: string }[] = [
  { region: '310000', division: '310115', city: '上海', en: 'Shanghai' },
  { region: '110000', division: '110108', city: '北京', en: 'Beijing' },
  { region: '440000', division: '440305', city: '深圳', en: 'Shenzhen' },
  { region: '330000', division: '330106', city: '杭州', en: 'Hangzhou' },
  { region: '320000', division: '320505', city: '苏州', en: 'Suzhou' },
  { region: '370000', division: '370202', city: '青岛', en: 'Qingdao' },
  { region: '420000', division: '420111', city: '武汉', en: 'Wuhan' },
  { region: '510000', division: '510107', city: '成都', en: 'Chengdu' },
  { region: '350000', division: '350203', city: '厦门', en: 'Xiamen' },
];

/** Trade names and how each enterprise writes its own in English (pinyin). */
const BRANDS: [string, string][] = [
  ['华瑞', 'Huarui'],
  ['恒达', 'Hengda'],
  ['金鼎', 'Jinding'],
  ['宏远', 'Hongyuan'],
  ['中科', 'Zhongke'],
  ['天成', 'Tiancheng'],
  ['博睿', 'Borui'],
  ['鑫源', 'Xinyuan'],
  ['瑞丰', 'Ruifeng'],
  ['海纳', 'Haina'],
  ['永信', 'Yongxin'],
  ['德邦', 'Debang'],
];
const SUFFIXES: [string, string][] = [
  ['实业', 'Industrial'],
  ['科技', 'Technology'],
  ['集团', 'Group'],
];

/**
 * The demo enterprises' lines of business: what each does, the scope it applies for and is
 * certified in, and the professional code of that scope (one the demo auditors are competent in).
 * Applications, programmes and certificates of the demo take an enterprise's scope from here.
 */
export const DEMO_BUSINESSES: {
  kind: string;
  kindEn: string;
  industry: string;
  processes: string;
  nature: string;
  scopeZh: string;
  scopeEn: string;
  code: string;
}[] = [
  {
    kind: '精密机械制造',
    kindEn: 'Precision Machinery Manufacturing',
    industry: '18',
    processes: '机加工、装配、检验',
    nature: '3',
    scopeZh: '精密机械零部件的加工和装配',
    scopeEn: 'Machining and assembly of precision mechanical parts',
    code: '18.08.00',
  },
  {
    kind: '电子科技',
    kindEn: 'Electronic Technology',
    industry: '19',
    processes: '贴片、焊接、组装、测试',
    nature: '3',
    scopeZh: '电子元器件的设计、生产和销售',
    scopeEn: 'Design, production and sales of electronic components',
    code: '19.11.00',
  },
  {
    kind: '食品',
    kindEn: 'Food',
    industry: '3',
    processes: '原料验收、加工、包装、储存',
    nature: '3',
    scopeZh: '大米、小麦粉的加工和销售',
    scopeEn: 'Processing and sales of rice and wheat flour',
    code: '03.01.01',
  },
  {
    kind: '建设工程',
    kindEn: 'Construction Engineering',
    industry: '28',
    processes: '土建施工、安装工程',
    nature: '1',
    scopeZh: '房屋建筑工程施工总承包',
    scopeEn: 'General contracting of building construction',
    code: '28.01.01',
  },
  {
    kind: '软件技术',
    kindEn: 'Software Technology',
    industry: '33',
    processes: '软件开发、系统集成、运维服务',
    nature: '3',
    scopeZh: '计算机应用软件的开发和技术服务',
    scopeEn: 'Development of application software and related technical services',
    code: '33.02.01',
  },
  {
    kind: '塑胶制品',
    kindEn: 'Plastic Products',
    industry: '14',
    processes: '注塑成型、修边、包装',
    nature: '4',
    scopeZh: '塑料管材、板材的挤出和注塑生产',
    scopeEn: 'Extrusion and injection moulding of plastic pipes and sheets',
    code: '14.02.01',
  },
  {
    kind: '物流',
    kindEn: 'Logistics',
    industry: '31',
    processes: '仓储、配送、运输管理',
    nature: '3',
    scopeZh: '普通货物的道路运输服务',
    scopeEn: 'Road transport of general goods',
    code: '31.02.00',
  },
  {
    kind: '化工',
    kindEn: 'Chemical',
    industry: '12',
    processes: '配料、反应、灌装',
    nature: '2',
    scopeZh: '水性涂料的生产',
    scopeEn: 'Production of water-based coatings',
    code: '12.05.00',
  },
];
const BUSINESSES = DEMO_BUSINESSES;

/** The demo line of business of an enterprise's industry code, or null. */
export const demoBusinessOf = (industryCode: string | null | undefined) =>
  DEMO_BUSINESSES.find((b) => b.industry === industryCode) ?? null;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军', '杰', '涛'];
const ROLES = ['管理者代表', '质量部经理', '行政经理', '总经理助理'];

export const DEMO_ENTERPRISE_COUNT = 36;

/** The ids of the demo partners (seeded by partners) by code. */
async function demoPartnerIds(tx: Tx, tenantId: number): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: partnersView.id, code: partnersView.code })
    .from(partnersView)
    .where(eq(partnersView.tenantId, tenantId));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export const seedCustomers: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const byCode = await demoPartnerIds(tx, tenantId);
  const partnerIds = INTRODUCING_PARTNERS.flatMap((code) => byCode.get(code) ?? []);
  const enterpriseIds: string[] = [];
  const year = new Date().getFullYear();
  for (let i = 0; i < DEMO_ENTERPRISE_COUNT; i++) {
    const place = CITIES[i % CITIES.length]!;
    const business = BUSINESSES[i % BUSINESSES.length]!;
    const [brand, brandEn] = BRANDS[(i * 5) % BRANDS.length]!;
    // A trade name used twice in a city is told apart by 实业/集团 (科技 only where the line is not).
    const [suffix, suffixEn] =
      i < BRANDS.length ? ['', ''] : SUFFIXES[business.kind.includes('科技') && i % 3 === 1 ? 0 : i % 3]!;
    const name = `${place.city}${brand}${suffix}${business.kind}有限公司`;
    const nameEn = `${place.en} ${brandEn}${suffixEn ? ` ${suffixEn}` : ''} ${business.kindEn} Co., Ltd.`;
    const headcount = [18, 45, 86, 120, 260, 520, 1350, 32, 75][i % 9]!;
    const id = uuidv7();
    enterpriseIds.push(id);
    const address = `${place.city}市${['高新区科技路', '经济开发区工业大道', '滨江大道'][i % 3]}${(i % 9) + 1}${(i % 7) + 1}号`;
    await tx.insert(enterprises).values({
      id,
      tenantId,
      code: `KH${year}${String(i + 1).padStart(5, '0')}`,
      name,
      nameEn,
      creditCode: demoCreditCode(place.division, i + 1),
      natureCode: business.nature,
      industryCode: business.industry,
      regionCode: place.region,
      regionName: REGIONS.find((r) => r.code === place.region)?.zh ?? '',
      registeredCapital: String([100, 500, 1000, 2000, 5000.5, 800][i % 6]),
      legalRepresentative: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 3) % GIVEN.length]}`,
      registeredAddress: address,
      officeAddress: address,
      productionAddress: address,
      totalHeadcount: headcount,
      scaleLevel: scaleLevelOf(headcount) ?? 'S',
      partnerId: i % 3 === 2 || partnerIds.length === 0 ? null : partnerIds[i % partnerIds.length]!,
      status: i % 17 === 16 ? 0 : 1,
      createdBy: admin,
      updatedBy: admin,
    });
    await tx.insert(enterpriseSites).values({
      tenantId,
      enterpriseId: id,
      siteType: '1',
      name: '总部及生产基地',
      address,
      headcount,
      processes: business.processes,
      isCentralFunction: true,
      createdBy: admin,
      updatedBy: admin,
    });
    if (business.industry === '28' || i % 4 === 0) {
      await tx.insert(enterpriseSites).values({
        tenantId,
        enterpriseId: id,
        siteType: business.industry === '28' ? '2' : '1',
        name: business.industry === '28' ? '在建项目部' : '二号厂区',
        address: `${place.city}市新区${(i % 5) + 2}号地块`,
        headcount: Math.round(headcount / 4),
        processes: business.processes,
        sortNo: 1,
        createdBy: admin,
        updatedBy: admin,
      });
    }
    await tx.insert(enterpriseContacts).values({
      tenantId,
      enterpriseId: id,
      name: `${SURNAMES[(i + 4) % SURNAMES.length]}${GIVEN[(i + 7) % GIVEN.length]}`,
      role: ROLES[i % ROLES.length]!,
      phone: `13${(i % 9) + 1}${String(10_000_000 + i * 7_654_321).slice(-8)}`,
      email: `contact${i + 1}@example.com`,
      isPrimary: true,
      createdBy: admin,
      updatedBy: admin,
    });
  }
  const enterpriseUser = userIds.get('enterprise');
  if (enterpriseUser)
    await tx
      .insert(customerUserLinks)
      .values({ tenantId, userId: enterpriseUser, enterpriseId: enterpriseIds[0]! });
  const partnerUser = userIds.get('partner');
  if (partnerUser && partnerIds[0])
    await tx.insert(customerUserLinks).values({ tenantId, userId: partnerUser, partnerId: partnerIds[0] });

  // 咨询关系 (ISO/IEC 17021-1 §5.2): HZ001 consulted for the 3rd enterprise until 90 days ago and for
  // the 5th and 6th until 200 days ago (its consultants are barred from their plans: the 3rd's
  // demo plan, returned for rectification, lists them excluded; the 5th's is to be arranged), HZ002 for the first until three years ago (the bar is over), HZ003 still consults
  // for the 8th.
  const today = calendarDateOf(new Date());
  const relations = [
    {
      ent: 4,
      partner: 'HZ001',
      startDate: addDays(today, -760),
      endDate: addDays(today, -200),
      remark: '质量管理体系建立咨询',
    },
    {
      ent: 2,
      partner: 'HZ001',
      startDate: addDays(today, -500),
      endDate: addDays(today, -90),
      remark: '质量管理体系运行辅导',
    },
    {
      ent: 5,
      partner: 'HZ001',
      startDate: addDays(today, -900),
      endDate: addDays(today, -200),
      remark: '体系运行辅导',
    },
    {
      ent: 0,
      partner: 'HZ002',
      startDate: addDays(today, -1600),
      endDate: addDays(today, -1100),
      remark: '',
    },
    {
      ent: 7,
      partner: 'HZ003',
      startDate: addDays(today, -60),
      endDate: addDays(today, 300),
      remark: '环境管理体系咨询',
    },
  ];
  // An auditor competent for the 3rd enterprise's line worked for HZ001 (partners' door records it):
  // that plan's candidate list shows them excluded.
  const hz001 = byCode.get('HZ001');
  const line = BUSINESSES[2 % BUSINESSES.length]!;
  const covering = await auditorsCoveringAny(tx, tenantId, [{ scheme: 'QMS', code: line.code }], 'minor');
  const [consultant] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(
      and(
        eq(auditorsView.tenantId, tenantId),
        eq(auditorsView.status, 1),
        inArray(auditorsView.id, covering.ids),
      ),
    )
    .orderBy(desc(auditorsView.createdAt))
    .limit(1);
  if (hz001 && consultant)
    await addDemoConsultant(tx, {
      tenantId,
      partnerId: hz001,
      auditorId: consultant.id,
      startDate: addDays(today, -1300),
      endDate: addDays(today, -60),
      by: admin,
    });
  for (const r of relations) {
    const partnerId = byCode.get(r.partner);
    const enterpriseId = enterpriseIds[r.ent];
    if (partnerId && enterpriseId)
      await tx.insert(enterpriseConsultancies).values({
        tenantId,
        enterpriseId,
        partnerId,
        startDate: r.startDate,
        endDate: r.endDate,
        remark: r.remark,
        createdBy: admin,
        updatedBy: admin,
      });
  }
};
