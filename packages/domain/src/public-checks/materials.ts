/**
 * 申请材料 (/xmsl/file): what an applicant hands in with a certification application, per
 * certification category (DOMAIN.md §4.1: A management system, B product, C service) plus the
 * scheme-specific additions. A material whose form the body publishes names the 资料下载 document
 * type (`xmsl001` 认证申请书, `attachment` 其他资料) under which the body uploads its template.
 */
import type { CodeLabel } from '../labels.ts';

export const APPLICATION_MATERIAL_CATEGORIES = [
  { code: 'A', zh: '管理体系认证', en: 'Management system certification' },
  { code: 'B', zh: '产品认证', en: 'Product certification' },
  { code: 'C', zh: '服务认证', en: 'Service certification' },
] as const satisfies readonly (CodeLabel & { code: string })[];
export type ApplicationMaterialCategory = (typeof APPLICATION_MATERIAL_CATEGORIES)[number]['code'];

export interface ApplicationMaterial {
  readonly code: string;
  readonly name: string;
  readonly note: string;
  /** false: only where it applies (the note says when). */
  readonly required: boolean;
  /** The 资料下载 document type whose files are this material's blank form, if any. */
  readonly templateType: 'xmsl001' | 'attachment' | null;
}

const m = (
  code: string,
  name: string,
  note: string,
  required = true,
  templateType: ApplicationMaterial['templateType'] = null,
): ApplicationMaterial => ({ code, name, note, required, templateType });

const COMMON = [
  m('M01', '认证申请书', '填写完整并加盖公章；多体系可合并填写一份。', true, 'xmsl001'),
  m('M02', '营业执照或其他法律地位证明文件（复印件）', '在有效期内并加盖公章。'),
  m('M03', '行政许可证明、资质证书（复印件）', '法律法规要求取得行政许可的提供。', false),
] as const;

const BY_CATEGORY: Record<ApplicationMaterialCategory, readonly ApplicationMaterial[]> = {
  A: [
    ...COMMON,
    m('A01', '管理体系文件（手册、程序文件）', '现行受控版本，覆盖申请的认证范围。'),
    m('A02', '组织机构图及人员情况', '注明体系覆盖人数、倒班及临时人员情况。'),
    m('A03', '主要产品或服务的工艺（服务）流程图', '标明外包过程。'),
    m('A04', '内部审核和管理评审记录', '体系运行满三个月，至少完成一次完整的内审和管评。'),
    m('A05', '多场所清单', '有多个场所或临时场所时提供，注明地址、人数和活动。', false),
    m('A06', '认证转换资料', '由其他认证机构转入时提供原证书及最近一次审核报告。', false, 'attachment'),
  ],
  B: [
    ...COMMON,
    m('B01', '产品描述及型号规格清单', '注明申请认证的单元划分。'),
    m('B02', '产品标准或技术规范', '企业标准需提供备案文件。'),
    m('B03', '关键元器件和材料清单', '注明制造商及认证情况。'),
    m('B04', '工厂质量保证能力自查表', '按认证实施规则要求填写。', true, 'attachment'),
    m('B05', '型式试验报告', '已有有效检测报告的提供，否则按机构安排送样。', false),
  ],
  C: [
    ...COMMON,
    m('C01', '服务规范及服务提供流程说明', '覆盖申请认证的服务项目。'),
    m('C02', '服务网点清单', '注明地址、服务人员数量。'),
    m('C03', '顾客满意度调查及投诉处理记录', '近一年的记录。'),
    m('C04', '服务认证自评表', '按认证依据标准逐条自评。', true, 'attachment'),
  ],
};

/** Additions of management-system schemes (by their standard codes, reference/standards.ts). */
const BY_SCHEME: Readonly<Record<string, readonly ApplicationMaterial[]>> = {
  E: [
    m('E01', '环境因素清单及重要环境因素评价', '覆盖全部活动、产品和服务。'),
    m('E02', '环境影响评价批复及验收文件', '法律法规要求时提供。', false),
    m('E03', '排污许可及近一年监测报告', '有排放时提供。', false),
  ],
  S: [
    m('S01', '危险源辨识和风险评价清单', '覆盖常规和非常规活动。'),
    m('S02', '安全生产许可证或安全评价报告', '法律法规要求时提供。', false),
    m('S03', '职业病危害因素检测报告', '存在职业病危害因素时提供。', false),
  ],
  F: [m('F01', '食品生产许可证', '在有效期内。'), m('F02', 'HACCP 计划及前提方案', '覆盖申请的产品。')],
  H: [m('H01', '食品生产许可证', '在有效期内。'), m('H02', 'HACCP 计划及前提方案', '覆盖申请的产品。')],
  ISMS: [m('I01', '信息安全风险评估报告及适用性声明', '最近一次风险评估，适用性声明为现行版本。')],
};

/** The materials of a category, with the scheme's own after the common ones. */
export function applicationMaterialsOf(
  category: ApplicationMaterialCategory,
  scheme?: string | null,
): readonly ApplicationMaterial[] {
  const extra = category === 'A' && scheme ? (BY_SCHEME[scheme] ?? []) : [];
  return [...BY_CATEGORY[category], ...extra];
}

/** Schemes with their own additions (the page's choices). */
export const APPLICATION_MATERIAL_SCHEMES = Object.keys(BY_SCHEME);
