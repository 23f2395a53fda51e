/** The statement's items and the lines' columns of the 结算价 pages (add preview, detail, review). */

import type { SettlementLine } from '@cb/domain/settlement';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import type { SettlementPreview } from './api';
import type { SettlementT } from './texts';

type MoneyKey =
  | 'unitPrice'
  | 'price'
  | 'annualFeePerMark'
  | 'annualFee'
  | 'total'
  | 'auditCost'
  | 'otherCosts'
  | 'settled'
  | 'carriedOver'
  | 'prepayments'
  | 'invoiceTax';

/** The formula's figures and the monthly statement. */
export function statementItems(t: SettlementT, s: SettlementPreview): DescriptionsProps['items'] {
  const money = (key: MoneyKey) => ({ key, label: t(`field.${key}`), children: s[key] });
  return [
    money('unitPrice'),
    { key: 'standards', label: t('field.standards'), children: s.standards },
    { key: 'markedStandards', label: t('field.markedStandards'), children: s.markedStandards },
    money('price'),
    money('annualFeePerMark'),
    money('annualFee'),
    money('total'),
    money('auditCost'),
    money('otherCosts'),
    money('settled'),
    money('carriedOver'),
    money('prepayments'),
    money('invoiceTax'),
    { key: 'balance', label: t('field.balance'), children: <strong>{s.balance}</strong> },
    {
      key: 'formulaVersion',
      label: t('field.formulaVersion'),
      children: s.formulaVersion ? `v${s.formulaVersion}` : '默认',
    },
  ];
}

export function lineColumns(t: SettlementT): TableColumnsType<SettlementLine> {
  const right = { align: 'right' as const, width: 110 };
  return [
    { key: 'enterpriseName', title: t('field.client'), dataIndex: 'enterpriseName', ellipsis: true },
    { key: 'contractNo', title: t('field.contractNo'), dataIndex: 'contractNo', width: 160 },
    { key: 'standards', title: t('field.standards'), dataIndex: 'standards', ...right, width: 80 },
    {
      key: 'markedStandards',
      title: t('field.markedStandards'),
      dataIndex: 'markedStandards',
      ...right,
      width: 140,
    },
    { key: 'labour', title: t('field.labour'), dataIndex: 'labour', ...right },
    { key: 'travel', title: t('field.travel'), dataIndex: 'travel', ...right },
    { key: 'amount', title: t('field.amount'), dataIndex: 'amount', ...right },
  ];
}
