/**
 * What the operation log shows users instead of database names: a Chinese label per column (per
 * table where a word means something else there), and a record's human name or number instead of
 * its id.
 */
import { ELIGIBILITY_ITEMS } from '@cb/domain';
import { applicationFields } from './field-labels/applications.ts';
import { auditExecutionFields } from './field-labels/audit-execution.ts';
import { auditProgrammeFields } from './field-labels/audit-programmes.ts';
import { auditorPayFields } from './field-labels/auditor-pay.ts';
import { auditorFields } from './field-labels/auditors.ts';
import { certificateMailFields } from './field-labels/certificate-mail.ts';
import { certificateFields, certificateJsonKeys } from './field-labels/certificates.ts';
import { certificationDecisionFields } from './field-labels/certification-decisions.ts';
import { changeApprovalFields } from './field-labels/change-approval.ts';
import { clientNoticeFields } from './field-labels/client-notices.ts';
import { clientRegistrationFields } from './field-labels/client-registrations.ts';
import { contractReviewFields, contractReviewJsonKeys } from './field-labels/contract-review.ts';
import { customerFields } from './field-labels/customers.ts';
import { emergencyFields } from './field-labels/emergencies.ts';
import { financeFields } from './field-labels/finance.ts';
import { lifecycleFields } from './field-labels/lifecycle.ts';
import { noticeFields, noticeJsonKeys } from './field-labels/notices.ts';
import { partnerFields } from './field-labels/partners.ts';
import { publicCheckFields } from './field-labels/public-checks.ts';
import { referenceFields } from './field-labels/reference.ts';
import { regulatorReportingFields } from './field-labels/regulator-reporting.ts';
import { settlementFields } from './field-labels/settlement.ts';
import { systemFields } from './field-labels/system.ts';
import { testReportFields } from './field-labels/test-reports.ts';
import { thirdPartyLoginFields } from './field-labels/third-party-login.ts';
import { trainingServiceCertificationFields } from './field-labels/training-service-certification.ts';

/** Columns that mean the same in every table (foreign keys by the record they point at). */
const COMMON: Readonly<Record<string, string>> = {
  id: '记录标识',
  tenant_id: '所属机构',
  version: '数据版本',
  name: '名称',
  name_en: '英文名称',
  name_zh: '中文名称',
  code: '编码',
  title: '标题',
  status: '状态',
  remark: '备注',
  note: '备注',
  description: '描述',
  deleted: '删除标记',
  deleted_at: '删除时间',
  deleted_by: '删除人',
  sort_order: '排序',
  sort_no: '排序',
  enabled: '是否有效',
  realname: '姓名',
  username: '用户名',
  phone: '手机',
  email: '邮箱',
  address: '地址',
  contact_name: '联系人',
  contact_phone: '联系电话',
  created_at: '创建时间',
  created_by: '创建人',
  updated_at: '修改时间',
  updated_by: '修改人',
  submitted_at: '提交时间',
  submitted_by: '提交人',
  approved_at: '审批时间',
  approved_by: '审批人',
  decided_at: '审批时间',
  decided_by: '审批人',
  value: '设置内容',
  content: '内容',
  priority: '优先级',
  reason: '原因',
  return_reason: '退回原因',
  action: '操作',
  by_name: '操作人',
  from_status: '原状态',
  to_status: '新状态',
  start_date: '开始日期',
  end_date: '结束日期',
  valid_from: '有效期起',
  valid_to: '有效期至',
  issue_date: '发证日期',
  expiry_date: '到期日期',
  pattern: '编号规则',
  prefix: '编号前缀',
  last_serial: '当前流水号',
  file_id: '文件',
  // Records pointed at.
  user_id: '用户账号',
  enterprise_id: '企业',
  partner_id: '合作方',
  application_id: '认证申请',
  contract_id: '认证合同',
  contract_item_id: '合同项目',
  programme_id: '审核方案',
  plan_id: '审核计划',
  project_id: '审核项目',
  auditor_id: '审核员',
  certificate_id: '证书',
  certificate_standard_id: '认证标准',
  // Certification terms.
  apply_no: '申请编号',
  contract_no: '合同编号',
  cert_no: '证书编号',
  enterprise_name: '企业名称',
  standard_code: '认证体系代码',
  standard_name: '标准名称',
  standard_version: '标准版本',
  scheme: '体系',
  scope_zh: '认证范围',
  scope_en: '英文认证范围',
  codes: '专业代码',
  professional_codes: '专业代码',
  reporting_codes: '上报代码',
  risk_level: '风险等级',
  headcount: '人数',
  effective_personnel: '有效人数',
  sites: '场所',
  site_type: '场所类型',
  audit_type: '审核类型',
  fee_type: '费用类型',
  stage: '审核阶段',
  days: '人日',
  stage1_days: '一阶段人日',
  stage2_days: '二阶段人日',
  surveillance_days: '监督人日',
  recertification_days: '再认证人日',
  surveillance_frequency: '监督频次（月）',
  sites_to_sample: '抽样场所数',
  sample_initial: '初审抽样',
  sample_surveillance: '监督抽样',
  sample_recertification: '再认证抽样',
  accreditation_mark: '认可标志',
  is_transfer: '转机构',
  cycle_no: '认证周期',
  due_from: '最早审核日期',
  due_to: '最晚审核日期',
  branch_code: '分公司',
};

/** Columns of one table (they win over COMMON), one file per area. */
const BY_TABLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...systemFields,
  ...thirdPartyLoginFields,
  ...customerFields,
  ...partnerFields,
  ...referenceFields,
  ...applicationFields,
  ...contractReviewFields,
  ...changeApprovalFields,
  ...auditProgrammeFields,
  ...auditExecutionFields,
  ...auditorFields,
  ...certificationDecisionFields,
  ...certificateFields,
  ...certificateMailFields,
  ...publicCheckFields,
  ...noticeFields,
  ...lifecycleFields,
  ...clientNoticeFields,
  ...clientRegistrationFields,
  ...testReportFields,
  ...financeFields,
  ...emergencyFields,
  ...trainingServiceCertificationFields,
  ...settlementFields,
  ...auditorPayFields,
  ...regulatorReportingFields,
};

/** Keys inside JSON columns: the settings documents (ERP portal, contract popup) and menu meta. */
const JSON_KEYS: Readonly<Record<string, string>> = {
  systemName: '系统名称',
  supportCompany: '技术支持单位',
  isEnableI18n: '启用英文',
  reviewToolEnable: '启用审核工具',
  buyNoteService: '短信增值服务',
  certerpDeployVersion: '部署版本',
  adminUrl: '后台管理链接',
  serviceCenterUrl: '服务中心链接',
  manualUrl: '操作手册链接',
  staticDomain: '静态文件域名',
  certificateStandardName: '认证标准列显示方式',
  timeZone: '时区',
  contractPopupType: '合同弹窗频率',
  contractPopupMode: '合同弹窗方式',
  contractPopupContent: '合同弹窗内容',
  title: '标题',
  icon: '图标',
  keepAlive: '缓存页面',
  affix: '固定标签',
  noCache: '不缓存',
  url: '链接地址',
  internalOrExternal: '外部链接',
};

/** Keys inside one JSON column ('table.column'), where the same key means something else elsewhere. */
const JSON_KEYS_BY_COLUMN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...contractReviewJsonKeys,
  ...certificateJsonKeys,
  ...noticeJsonKeys,
};

const ELIGIBILITY = new Map<string, string>(ELIGIBILITY_ITEMS.map((i) => [i.code, i.zh]));

/** The label of a column ('status'), or of a key inside a JSON column ('eligibility.notStopped'). */
export function fieldLabel(table: string, field: string): string {
  const [column = field, key] = field.split('.', 2) as [string, string | undefined];
  const label = BY_TABLE[table]?.[column] ?? COMMON[column] ?? column;
  if (key === undefined) return label;
  if (column === 'eligibility') return `${label}：${ELIGIBILITY.get(key) ?? key}`;
  return `${label}·${JSON_KEYS_BY_COLUMN[`${table}.${column}`]?.[key] ?? JSON_KEYS[key] ?? key}`;
}

/** Columns that name a record, in order of preference. */
const NAMING = [
  'apply_no',
  'cert_no',
  'contract_no',
  'plan_no',
  'nc_no',
  'title',
  'name',
  'code',
  'key',
] as const;

/**
 * The record's human name or number ('王业务（staff）', 'SQ202600012', '关于…的通知'); a record
 * without one is named by its table and the end of its id ('合同评审（…f6fd18）').
 */
export function recordLabel(
  table: string,
  recordId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  tableLabel = table,
): string {
  const row = { ...(before ?? {}), ...(after ?? {}) };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  if (table === 'users' && text(row.username))
    return text(row.realname) ? `${text(row.realname)}（${text(row.username)}）` : text(row.username)!;
  for (const column of NAMING) {
    const value = text(row[column]);
    if (value) return value;
  }
  return `${tableLabel}（…${recordId.slice(-6)}）`;
}
