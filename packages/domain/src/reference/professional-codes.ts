/**
 * Professional (scope) codes: the 39 IAF/EA sectors (IAF ID 1:2014) and the Chinese refinement
 * 大类.中类.小类 (DOMAIN.md §3). The tenant's full code tables live on the server; these are the
 * fixed parts the rules check.
 */
import type { CodeLabel } from '../labels.ts';

/** `DD.MM.SS`: 大类 (the IAF sector, 01-39), 中类, 小类 (00 when not refined). */
export const PROFESSIONAL_CODE_PATTERN = /^(0[1-9]|[12]\d|3[0-9])\.\d{2}\.\d{2}$/;

export const PROFESSIONAL_CODE_MESSAGE = '专业代码格式应为“大类.中类.小类”，例如 19.05.01';

/**
 * Whether a code has the DD.MM.SS form with a 大类 of 01-39.
 * @example isProfessionalCode('19.05.01') // true
 * @example isProfessionalCode('40.01.01') // false
 */
export function isProfessionalCode(value: string): boolean {
  return PROFESSIONAL_CODE_PATTERN.test(value);
}

/**
 * The IAF sector (大类) of a professional code, or null.
 * @example iafSectorOf('03.01.02') // 3
 */
export function iafSectorOf(code: string): number | null {
  return isProfessionalCode(code) ? Number(code.slice(0, 2)) : null;
}

/** IAF ID 1 / EA sectors with their usual Chinese names (认证机构业务范围大类). */
export const IAF_SECTORS = [
  { code: 1, zh: '农业、林业和渔业', en: 'Agriculture, forestry and fishing' },
  { code: 2, zh: '采矿业及采石业', en: 'Mining and quarrying' },
  { code: 3, zh: '食品、饮料和烟草', en: 'Food products, beverages and tobacco' },
  { code: 4, zh: '纺织品及纺织产品', en: 'Textiles and textile products' },
  { code: 5, zh: '皮革及皮革制品', en: 'Leather and leather products' },
  { code: 6, zh: '木材及木制品', en: 'Wood and wood products' },
  { code: 7, zh: '纸浆、纸及纸制品', en: 'Pulp, paper and paper products' },
  { code: 8, zh: '出版业', en: 'Publishing companies' },
  { code: 9, zh: '印刷业', en: 'Printing companies' },
  { code: 10, zh: '焦炭及精炼石油制品', en: 'Manufacture of coke and refined petroleum products' },
  { code: 11, zh: '核燃料', en: 'Nuclear fuel' },
  { code: 12, zh: '化学品、化学制品及纤维', en: 'Chemicals, chemical products and fibres' },
  { code: 13, zh: '医药品', en: 'Pharmaceuticals' },
  { code: 14, zh: '橡胶和塑料制品', en: 'Rubber and plastic products' },
  { code: 15, zh: '非金属矿物制品', en: 'Non-metallic mineral products' },
  { code: 16, zh: '混凝土、水泥、石灰、石膏及其他', en: 'Concrete, cement, lime, plaster etc.' },
  { code: 17, zh: '基础金属及金属制品', en: 'Basic metals and fabricated metal products' },
  { code: 18, zh: '机械及设备', en: 'Machinery and equipment' },
  { code: 19, zh: '电子、电气及光电设备', en: 'Electrical and optical equipment' },
  { code: 20, zh: '造船', en: 'Shipbuilding' },
  { code: 21, zh: '航空航天', en: 'Aerospace' },
  { code: 22, zh: '其他运输设备', en: 'Other transport equipment' },
  { code: 23, zh: '其他未分类的制造业', en: 'Manufacturing not elsewhere classified' },
  { code: 24, zh: '废旧物资的回收利用', en: 'Recycling' },
  { code: 25, zh: '电力供应', en: 'Electricity supply' },
  { code: 26, zh: '气的供应', en: 'Gas supply' },
  { code: 27, zh: '水的供应', en: 'Water supply' },
  { code: 28, zh: '建设', en: 'Construction' },
  {
    code: 29,
    zh: '批发及零售业；汽车、摩托车、个人及家庭用品的修理',
    en: 'Wholesale and retail trade; repair of motor vehicles, motorcycles and personal and household goods',
  },
  { code: 30, zh: '宾馆及餐馆', en: 'Hotels and restaurants' },
  { code: 31, zh: '运输、仓储及通信', en: 'Transport, storage and communication' },
  { code: 32, zh: '金融、房地产及出租服务', en: 'Financial intermediation; real estate; renting' },
  { code: 33, zh: '信息技术', en: 'Information technology' },
  { code: 34, zh: '工程服务', en: 'Engineering services' },
  { code: 35, zh: '其他服务', en: 'Other services' },
  { code: 36, zh: '公共行政管理', en: 'Public administration' },
  { code: 37, zh: '教育', en: 'Education' },
  { code: 38, zh: '卫生保健与社会公益事业', en: 'Health and social work' },
  { code: 39, zh: '其他社会服务', en: 'Other social services' },
] as const satisfies readonly CodeLabel[];
