/** Field labels of 变更审批. */
export const changeApprovalFields = {
  change_approvals: {
    application_change_id: '变更申请',
    application_item_id: '认证项目',
    decision: '审批结论',
    opinion: '审批意见',
    fields: '变更内容',
    applied: '已生效',
    applied_at: '生效时间',
    review_id: '合同评审',
    certificate_flow: '证书变更',
    certificate_flow_status: '证书变更状态',
  },
} satisfies Record<string, Record<string, string>>;
