/** Field labels of 检测报告 and the decisions that used them. */
export const testReportFields = {
  test_reports: {
    laboratory_name: '检测机构',
    cnas_no: 'CNAS注册号',
    report_no: '报告编号',
    number_key: '报告编号（查重）',
    product_name: '产品名称',
    product_model: '型号规格',
    sampling_date: '抽样日期',
    issue_date: '签发日期',
    conclusion: '检测结论',
    review_status: '审核状态',
    return_reason: '退回原因',
    reviewed_by: '审核人',
    reviewer_name: '审核人姓名',
    reviewed_at: '审核时间',
  },
  test_report_uses: {
    report_id: '检测报告',
    decision_id: '认证决定',
  },
};
