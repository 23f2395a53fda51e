/** Field labels of 证书邮寄. */
export const certificateMailFields = {
  certificate_mails: {
    source: '来源',
    recipient: '收件人',
    phone: '收件人电话',
    address: '邮寄地址',
    courier: '快递公司',
    tracking_no: '快递单号',
    sent_date: '寄出日期',
    signed_date: '签收日期',
    reject_reason: '驳回原因',
  },
} satisfies Record<string, Record<string, string>>;
