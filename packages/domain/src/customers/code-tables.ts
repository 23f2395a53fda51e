/**
 * Code tables of customer enterprises (khgl, DOMAIN.md §5 "Parties and sales"): legal nature,
 * site type, status, and the province-level administrative divisions used as the region.
 */
import type { CodeLabel } from '../labels.ts';

/** Legal nature of an enterprise (企业性质). */
export const ENTERPRISE_NATURES = [
  { code: '1', zh: '国有企业', en: 'State-owned' },
  { code: '2', zh: '集体企业', en: 'Collective' },
  { code: '3', zh: '私营企业', en: 'Private' },
  { code: '4', zh: '外商投资企业', en: 'Foreign-invested' },
  { code: '5', zh: '港澳台投资企业', en: 'HK/Macao/Taiwan-invested' },
  { code: '6', zh: '事业单位', en: 'Public institution' },
  { code: '7', zh: '社会团体', en: 'Social organisation' },
  { code: '9', zh: '其他', en: 'Other' },
] as const satisfies readonly CodeLabel[];

/** Site types (场所类型): fixed, temporary, virtual (IAF MD 1). */
export const SITE_TYPES = [
  { code: '1', zh: '固定场所', en: 'Fixed site' },
  { code: '2', zh: '临时场所', en: 'Temporary site' },
  { code: '3', zh: '虚拟场所', en: 'Virtual site' },
] as const satisfies readonly CodeLabel[];

/** Whether a customer is active. */
export const ENTERPRISE_STATUSES = [
  { code: 1, zh: '正常', en: 'Active' },
  { code: 0, zh: '停用', en: 'Disabled' },
] as const satisfies readonly CodeLabel[];

/** Province-level divisions (GB/T 2260 codes) as the enterprise region. */
export const REGIONS = [
  { code: '110000', zh: '北京市', en: 'Beijing' },
  { code: '120000', zh: '天津市', en: 'Tianjin' },
  { code: '130000', zh: '河北省', en: 'Hebei' },
  { code: '140000', zh: '山西省', en: 'Shanxi' },
  { code: '150000', zh: '内蒙古自治区', en: 'Inner Mongolia' },
  { code: '210000', zh: '辽宁省', en: 'Liaoning' },
  { code: '220000', zh: '吉林省', en: 'Jilin' },
  { code: '230000', zh: '黑龙江省', en: 'Heilongjiang' },
  { code: '310000', zh: '上海市', en: 'Shanghai' },
  { code: '320000', zh: '江苏省', en: 'Jiangsu' },
  { code: '330000', zh: '浙江省', en: 'Zhejiang' },
  { code: '340000', zh: '安徽省', en: 'Anhui' },
  { code: '350000', zh: '福建省', en: 'Fujian' },
  { code: '360000', zh: '江西省', en: 'Jiangxi' },
  { code: '370000', zh: '山东省', en: 'Shandong' },
  { code: '410000', zh: '河南省', en: 'Henan' },
  { code: '420000', zh: '湖北省', en: 'Hubei' },
  { code: '430000', zh: '湖南省', en: 'Hunan' },
  { code: '440000', zh: '广东省', en: 'Guangdong' },
  { code: '450000', zh: '广西壮族自治区', en: 'Guangxi' },
  { code: '460000', zh: '海南省', en: 'Hainan' },
  { code: '500000', zh: '重庆市', en: 'Chongqing' },
  { code: '510000', zh: '四川省', en: 'Sichuan' },
  { code: '520000', zh: '贵州省', en: 'Guizhou' },
  { code: '530000', zh: '云南省', en: 'Yunnan' },
  { code: '540000', zh: '西藏自治区', en: 'Tibet' },
  { code: '610000', zh: '陕西省', en: 'Shaanxi' },
  { code: '620000', zh: '甘肃省', en: 'Gansu' },
  { code: '630000', zh: '青海省', en: 'Qinghai' },
  { code: '640000', zh: '宁夏回族自治区', en: 'Ningxia' },
  { code: '650000', zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  { code: '710000', zh: '台湾省', en: 'Taiwan' },
  { code: '810000', zh: '香港特别行政区', en: 'Hong Kong' },
  { code: '820000', zh: '澳门特别行政区', en: 'Macao' },
] as const satisfies readonly CodeLabel[];

/** Messages of the enterprise rules, shared by the form and the server. */
export const ENTERPRISE_MESSAGES = {
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '请输入正确的统一社会信用代码',
  nameRequired: '请输入企业名称',
  nameDuplicate: '企业名称已存在',
  creditCodeDuplicate: '统一社会信用代码已存在',
  codeDuplicate: '客户编号已存在',
  registeredCapitalInvalid: '注册资本只能是数字，最多4位小数',
  headcountInvalid: '总人数必须是非负整数',
  emailInvalid: '请输入正确的邮箱',
} as const;
