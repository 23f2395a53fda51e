/** Field labels of 技术审定 and 认证决定: reviews, decisions, certificate tasks, number counters. */
export const certificationDecisionFields = {
  technical_reviews: {
    round: '轮次',
    reviewer_auditor_id: '审定人员',
    reviewer_user_id: '审定人员账号',
    assigned_by: '分配人',
    assigned_at: '分配时间',
    result: '审定结果',
    findings: '审定意见',
    reason: '驳回原因',
    reject_target: '驳回去向',
    reviewed_at: '审定时间',
    superseded: '已重新分配',
  },
  certification_decisions: {
    file_completed_at: '资料齐全时间',
    result: '决定结果',
    decision_date: '决定日期',
    rationale: '决定理由',
    decider_user_id: '决定人员账号',
    decider_name: '决定人员',
    decided_at: '决定时间',
    effects: '决定影响',
  },
  certificate_tasks: {
    kind: '任务类型',
    decision_id: '认证决定',
    note: '说明',
    done_at: '处理时间',
    done_by: '处理人',
  },
  certificate_number_counters: { scope: '编号前缀' },
} satisfies Record<string, Record<string, string>>;
