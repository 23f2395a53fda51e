/** Field labels of 合作方: partners and the auditors who worked for a consultancy. */
export const partnerFields = {
  partners: {
    code: '合作方编号',
    name: '合作方名称',
    partner_type: '合作方类型',
    level: '合作方等级',
    contacts: '联系人',
    region: '所在地区',
    settlement_price: '结算点',
    rebate_rate: '返款税点',
    assign_mode: '派组方式',
    bank_name: '开户银行',
    bank_account_name: '账户名称',
    bank_account_no: '银行账号',
  },
  partner_consultants: {
    partner_id: '咨询机构',
    auditor_id: '咨询人员',
    start_date: '任职开始日期',
    end_date: '任职结束日期',
  },
};
