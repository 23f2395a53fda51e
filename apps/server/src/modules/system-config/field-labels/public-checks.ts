/** Field labels of 培训证书 (证书管理 › 培训证书). */
export const publicCheckFields = {
  training_certificates: {
    holder_name: '持证人',
    /** Shown masked (diff.ts). */
    holder_id_card_no: '持证人身份证号',
    employer: '工作单位',
    course_name: '培训课程',
    standard_name: '培训标准',
    course_hours: '学时',
    training_from: '培训开始日期',
    training_to: '培训结束日期',
    revoked_at: '撤销时间',
    revoke_reason: '撤销原因',
  },
} satisfies Record<string, Record<string, string>>;
