/**
 * Field labels of 合同评审: reviews with their items and fee lines, the body's audit-time data
 * (duration tables, adjustment factors, policy), tariff and accreditations, contracts and their items.
 */
export const contractReviewFields = {
  review_tasks: {
    review_type: '评审类型',
    status: '评审状态',
    application_change_id: '变更申请',
    reviewer_id: '评审人',
    reviewed_at: '评审时间',
    integration_percent: '结合审核调整比例',
    integration_reason: '结合审核调整理由',
    total_days: '审核人日合计',
    audit_time: '审核时间计算',
    competence_warnings: '能力提示',
  },
  review_items: {
    review_task_id: '合同评审',
    application_item_id: '申请认证项目',
    headcount: '全职人数',
    part_time_fte: '兼职折算全职人数',
    part_time_headcount: '兼职人数',
    repetitive_reduction: '重复性工作减少人数',
    reduction_reason: '减少理由',
    adjustments: '调整因素',
    table_days: '基准人日',
    onsite_days: '现场人日',
    adjusted_days: '调整后人日',
    justification: '人日计算依据',
    competence_warnings: '能力提示',
    confirmed: '已确认',
  },
  review_fee_lines: {
    review_task_id: '合同评审',
    review_item_id: '合同评审项目',
    tariff_amount: '收费标准金额',
    amount: '报价金额',
    overridden: '已调整报价',
    override_reason: '调整理由',
  },
  audit_duration_tables: {
    standard: '认证体系',
    table_version: '审核时间表版本',
    bands: '有效人数区间',
    columns: '各复杂程度人日',
    active: '当前使用',
  },
  audit_time_factors: { code: '因素编码', percent: '调整比例（%）' },
  audit_time_policies: {
    stage1_share: '一阶段人日占比',
    default_risk_level: '默认风险等级',
    qms_risk_adjustment: '质量管理体系风险调整（%）',
  },
  fee_tariffs: { basis: '计费方式', unit_price: '单价' },
  body_accreditations: {
    mark: '认可标志',
    accreditation_no: '认可注册号',
    iaf_codes: '认可的IAF代码',
    valid_until: '认可有效期至',
  },
  contracts: {
    review_task_id: '合同评审',
    status: '合同状态',
    signed_date: '签订日期',
    signatory: '签约人',
    integration_percent: '结合审核调整比例',
    total_days: '审核人日合计',
    total_fee: '合同金额',
    reviewer_id: '评审人员',
  },
  contract_items: {
    review_item_id: '合同评审项目',
    headcount: '人数',
    recert_count: '再认证次数',
    fees: '各审核类型费用',
  },
  contract_number_rules: { pattern: '合同编号规则' },
} satisfies Record<string, Record<string, string>>;

/** Keys inside this area's JSON settings: complexity columns of a duration table, risk levels. */
export const contractReviewJsonKeys = {
  'audit_duration_tables.columns': {
    all: '不分复杂程度',
    high: '高',
    medium: '中',
    low: '低',
    limited: '有限',
  },
  'audit_time_policies.qms_risk_adjustment': { 1: '高风险', 2: '中风险', 3: '低风险', 4: '有限风险' },
  'review_tasks.audit_time': { items: '各标准', totalDays: '合计人日' },
} satisfies Record<string, Record<string, string>>;
