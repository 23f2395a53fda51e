/** Field labels of 客户通知 and 开放文件. */
export const clientNoticeFields = {
  client_notices: {
    audience_type: '发送对象',
    audience_values: '发送条件',
    send_sms: '短信通知',
    send_email: '邮件通知',
    sent_at: '发送时间',
    sent_by: '发送人',
    sender_name: '发送人姓名',
    recipient_count: '接收客户数',
  },
  opened_files: {
    audience_type: '开放范围',
    enterprise_ids: '开放给',
  },
};
