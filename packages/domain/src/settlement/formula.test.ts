import { describe, expect, it } from 'vitest';
import {
  grossMargin,
  rebateOf,
  settlementAuditRefusal,
  settlementFigures,
  settlementLineAmount,
  settlementMonthRefusal,
} from './formula.ts';

describe('结算价 default formula', () => {
  it('price = unit price × standards, annual fee = 400 × marked, settled adds audit cost and other costs', () => {
    const f = settlementFigures({
      unitPrice: '2500.50',
      annualFeePerMark: '400',
      lines: [
        { standards: 2, markedStandards: 1, auditCost: '1200.10' },
        { standards: 1, markedStandards: 1, auditCost: '0' },
      ],
      otherCosts: '99.99',
      carriedOver: '1000',
      prepayments: '3000',
      invoiceTax: '120.06',
    });
    expect(f).toEqual({
      standards: 3,
      markedStandards: 2,
      price: '7501.50',
      annualFee: '800.00',
      total: '8301.50',
      auditCost: '1200.10',
      settled: '9601.59',
      balance: '7481.53',
    });
  });

  it('is exact where floating point is not (0.1 + 0.2) and shows −0.00 as 0.00', () => {
    const f = settlementFigures({
      unitPrice: '0.1',
      annualFeePerMark: '0.2',
      lines: [{ standards: 1, markedStandards: 1, auditCost: '0' }],
      otherCosts: '0',
      carriedOver: '0',
      prepayments: '0.3',
      invoiceTax: '0',
    });
    expect(f.total).toBe('0.30');
    expect(f.balance).toBe('0.00');
    expect(settlementLineAmount('1000', '400', { standards: 2, markedStandards: 1, auditCost: '10.5' })).toBe(
      '2410.50',
    );
  });

  it('is approved by someone other than its creator, once', () => {
    expect(settlementAuditRefusal({ checkStatus: 0, createdBy: 'a' }, 'b')).toBeNull();
    expect(settlementAuditRefusal({ checkStatus: 0, createdBy: 'a' }, 'a')).toBe('不能审核自己创建的结算单');
    expect(settlementAuditRefusal({ checkStatus: 1, createdBy: 'a' }, 'b')).toBe(
      '该结算单已审核，不能重复审核',
    );
    expect(settlementAuditRefusal({ checkStatus: 2, createdBy: 'a' }, 'b')).toBe(
      '该结算单已审核，不能重复审核',
    );
  });

  it('refuses a month that has not begun', () => {
    expect(settlementMonthRefusal('2026-12', '2026-11-29')).toBe('不能结算未来的月份');
    expect(settlementMonthRefusal('2026-11', '2026-11-29')).toBeNull();
  });
});

describe('毛利分析', () => {
  it('revenue − labour − travel − rebate − settlement, with the rate', () => {
    expect(
      grossMargin({ revenue: '10000', labour: '2000', travel: '500.5', rebate: '800', settlement: '1000' }),
    ).toEqual({ margin: '5699.50', rate: '57.00' });
    expect(grossMargin({ revenue: '0', labour: '10', travel: '0', rebate: '0', settlement: '0' })).toEqual({
      margin: '-10.00',
      rate: null,
    });
  });

  it("a partner's rebate is revenue × its rate %, to the fen", () => {
    expect(rebateOf('10000', '8')).toBe('800.00');
    expect(rebateOf('333.33', '6.5')).toBe('21.67');
    expect(rebateOf('0', '8')).toBe('0.00');
  });
});
