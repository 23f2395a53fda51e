/**
 * Code tables of customer enterprises (khgl, DOMAIN.md §5 "Parties and sales"): legal nature,
 * site type, status, and the province-level administrative divisions used as the region.
 */
import { codeTable } from '../labels.ts';
import * as tableRows from './code-tables.json';

/** Legal nature of an enterprise (企业性质). */
export const ENTERPRISE_NATURES = codeTable(tableRows.ENTERPRISE_NATURES, '1 2 3 4 5 6 7 9');

/** Site types (场所类型): fixed, temporary, virtual (IAF MD 1). */
export const SITE_TYPES = codeTable(tableRows.SITE_TYPES, '1 2 3');

/** Whether a customer is active. */
export const ENTERPRISE_STATUSES = codeTable(tableRows.ENTERPRISE_STATUSES, [1, 0]);

/** Province-level divisions (GB/T 2260 codes) as the enterprise region. */
export const REGIONS = codeTable(
  tableRows.REGIONS,
  '110000 120000 130000 140000 150000 210000 220000 230000 310000 320000 330000 340000 350000 360000 370000 410000 420000 430000 440000 450000 460000 500000 510000 520000 530000 540000 610000 620000 630000 640000 650000 710000 810000 820000',
);

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
