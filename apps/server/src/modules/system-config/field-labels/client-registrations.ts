/** Field labels of 注册审核 (self-registration) and the verification codes. */
export const clientRegistrationFields = {
  client_registrations: {
    company_name: '企业名称',
    credit_code: '统一社会信用代码',
    password_hash: '登录密码',
    channel: '验证方式',
    email_token_hash: '邮箱确认链接',
    email_token_expires_at: '链接有效期至',
    reviewed_by: '审核人',
    reviewer_name: '审核人姓名',
    reviewed_at: '审核时间',
    reject_reason: '驳回原因',
    user_id: '登录账号',
    enterprise_id: '企业',
  },
  verification_codes: {
    purpose: '用途',
    target: '发送对象',
    code_hash: '验证码',
    expires_at: '有效期至',
    attempts: '校验次数',
    used_at: '使用时间',
  },
};
