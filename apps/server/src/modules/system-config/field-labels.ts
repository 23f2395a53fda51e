/**
 * What the operation log shows users instead of database names: a Chinese label per column (per
 * table where a word means something else there), and a record's human name or number instead of
 * its id.
 */
import { ELIGIBILITY_ITEMS } from '@cb/domain';

/** Columns that mean the same in every table. */
const COMMON: Readonly<Record<string, string>> = {
  name: '名称',
  name_en: '英文名称',
  code: '编码',
  title: '标题',
  status: '状态',
  remark: '备注',
  description: '描述',
  deleted: '删除标记',
  sort_order: '排序',
  enabled: '是否有效',
  realname: '姓名',
  username: '用户名',
  phone: '手机',
  email: '邮箱',
  contact_name: '联系人',
  contact_phone: '联系电话',
  enterprise_id: '企业',
  partner_id: '合作方',
  created_at: '创建时间',
  created_by: '创建人',
  updated_at: '修改时间',
  updated_by: '修改人',
  value: '设置内容',
  content: '内容',
  priority: '优先级',
};

/** Columns of one table (they win over COMMON). */
const BY_TABLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    avatar: '头像',
    is_parent_company_user: '母公司用户',
    must_change_password: '须修改密码',
    third_party_id: '企业微信账号',
    password_changed_at: '密码修改时间',
    status: '账号状态',
  },
  roles: { code: '角色编码', name: '角色名称' },
  applications: {
    apply_no: '申请编号',
    application_type: '申请类型',
    received_date: '受理日期',
    original_body: '原认证机构',
    original_certificate_no: '原证书编号',
    eligibility: '受理条件核查',
    status: '状态',
    submitted_at: '提交时间',
    submitted_by: '提交人',
    reviewed_at: '受理时间',
    reviewed_by: '受理人',
    return_reason: '退回原因',
    standard_codes: '认证标准',
  },
  enterprises: {
    code: '客户编号',
    name: '企业名称',
    credit_code: '统一社会信用代码',
    nature_code: '企业性质',
    industry_code: '所属行业',
    region_code: '所在地区',
    region_name: '地区名称',
    country_code: '国家',
    currency: '币种',
    registered_capital: '注册资本',
    legal_representative: '法定代表人',
    registered_address: '注册地址',
    registered_address_en: '英文注册地址',
    office_address: '办公地址',
    office_address_en: '英文办公地址',
    production_address: '生产地址',
    production_address_en: '英文生产地址',
    total_headcount: '总人数',
    scale_level: '规模',
    branch_company: '分公司',
  },
  notices: {
    msg_category: '消息类别',
    msg_type: '消息类型',
    target_type: '通知对象类型',
    targets: '通知对象',
    send_status: '发布状态',
    is_public: '对外公开',
    send_time: '发布时间',
  },
  certificates: { cert_no: '证书编号', expiry_date: '有效期至', issue_date: '发证日期', status: '证书状态' },
  permissions: {
    parent_id: '上级菜单',
    kind: '类型',
    seed_key: '内置标识',
    path: '路由地址',
    name: '名称',
    component: '组件',
    redirect: '重定向',
    hidden: '隐藏',
    always_show: '总是显示',
    route: '是否路由',
    meta: '菜单设置',
    props: '路由参数',
    action: '权限标识',
    perm_type: '权限类型',
    status: '状态',
    system_wide: '全局权限',
    sort_no: '排序',
  },
  tenant_settings: { key: '设置项' },
  review_items: {
    sites: '场所',
    scope_zh: '认证范围',
    scope_en: '英文认证范围',
    headcount: '人数',
    risk_level: '风险等级',
    table_days: '基准人日',
    onsite_days: '现场人日',
    stage1_days: '一阶段人日',
    stage2_days: '二阶段人日',
    adjusted_days: '调整后人日',
    justification: '人日计算依据',
    reporting_codes: '上报代码',
    professional_codes: '专业代码',
    surveillance_days: '监督人日',
    recertification_days: '再认证人日',
    accreditation_mark: '认可标志',
    competence_warnings: '能力提示',
    effective_personnel: '有效人数',
    sample_initial: '初审抽样',
    sample_surveillance: '监督抽样',
    sample_recertification: '再认证抽样',
  },
  contract_items: {
    scope_zh: '认证范围',
    scope_en: '英文认证范围',
    professional_codes: '专业代码',
    headcount: '人数',
  },
  application_items: { scope_zh: '认证范围', scope_en: '英文认证范围' },
  project_executions: {
    stage: '项目阶段',
    tech_audit_status: '技术审定状态',
    decide_status: '认证决定状态',
    audit_status: '审核状态',
    stage_one_flag: '一阶段已提交',
    archived_at: '归档确认时间',
    archived_by: '归档确认人',
  },
  technical_reviews: {
    result: '审定结果',
    findings: '审定意见',
    reviewed_at: '审定时间',
    reason: '驳回原因',
    superseded: '已重新分配',
    reject_target: '驳回去向',
  },
  certification_decisions: {
    result: '决定结果',
    effects: '决定影响',
    rationale: '决定理由',
    decided_at: '决定时间',
    decider_name: '决定人员',
    decision_date: '决定日期',
    decider_user_id: '决定人员账号',
  },
  certificate_tasks: { kind: '任务类型', done_at: '处理时间', done_by: '处理人', certificate_id: '证书' },
  audit_programmes: {
    cycle_start: '认证周期开始',
    expiry_date: '证书到期',
    rule_set_id: '认证周期规则',
    cycle_no: '认证周期',
  },
  audit_plans: {
    reason: '原因',
    submitted_at: '提交时间',
    submitted_by: '提交人',
    approved_at: '批准时间',
    approved_by: '批准人',
    start_date: '开始日期',
    end_date: '结束日期',
    schedule: '审核日程',
    notice_sent_at: '审核通知时间',
  },
  audit_projects: { plan_id: '审核计划' },
  auditors: { user_id: '系统账号' },
  plan_number_counters: { last_serial: '当前流水号' },
  certificate_number_counters: { last_serial: '当前流水号' },
  review_tasks: {
    review_type: '评审类型',
    audit_type: '审核类型',
    reviewer_id: '评审人',
    reviewed_at: '评审时间',
    return_reason: '退回原因',
    integration_percent: '结合审核调整比例',
    integration_reason: '结合审核调整理由',
    total_days: '审核人日合计',
    audit_time: '审核时间计算',
    competence_warnings: '能力提示',
    contract_id: '合同',
  },
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

const ELIGIBILITY = new Map<string, string>(ELIGIBILITY_ITEMS.map((i) => [i.code, i.zh]));

/** The label of a column ('status'), or of a key inside a JSON column ('eligibility.notStopped'). */
export function fieldLabel(table: string, field: string): string {
  const [column = field, key] = field.split('.', 2) as [string, string | undefined];
  const label = BY_TABLE[table]?.[column] ?? COMMON[column] ?? column;
  if (key === undefined) return label;
  if (column === 'eligibility') return `${label}：${ELIGIBILITY.get(key) ?? key}`;
  return `${label}·${JSON_KEYS[key] ?? key}`;
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
