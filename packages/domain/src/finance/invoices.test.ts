import { describe, expect, it } from 'vitest';
import {
  applyDecisionRefusal,
  applyEditRefusal,
  applyRelateRefusal,
  type InvoiceTarget,
  invoiceRequestRefusal,
  invoiceStatusOf,
  PAYMENT_APPLY_MESSAGES,
  receivableAmountRefusal,
  taxSplit,
} from './invoices.ts';
import { toFen } from './receivables.ts';

describe('taxSplit', () => {
  it('splits an amount including tax exactly, half up to the fen', () => {
    expect(taxSplit('106.00', '6')).toEqual({ net: '100.00', tax: '6.00' });
    expect(taxSplit('100.00', '6')).toEqual({ net: '94.34', tax: '5.66' });
    expect(taxSplit('0.01', '6')).toEqual({ net: '0.01', tax: '0.00' });
    expect(taxSplit('100.00', '0')).toEqual({ net: '100.00', tax: '0.00' });
    expect(taxSplit('999999999999.99', '13')).toEqual({ net: '884955752212.38', tax: '115044247787.61' });
  });
  it('always adds up to the amount', () => {
    for (const amount of ['1.00', '33.33', '12345.67', '0.03', '7.77']) {
      for (const rate of ['6', '3', '1', '9', '13', '6.5']) {
        const s = taxSplit(amount, rate);
        expect(toFen(s.net) + toFen(s.tax)).toBe(toFen(amount));
      }
    }
  });
});

describe('invoiceStatusOf', () => {
  it('is 1 none, 2 partly, 3 fully', () => {
    expect(invoiceStatusOf('100', '0')).toBe(1);
    expect(invoiceStatusOf('100', '0.01')).toBe(2);
    expect(invoiceStatusOf('100', '100.00')).toBe(3);
  });
});

describe('invoiceRequestRefusal', () => {
  const t = (x: Partial<InvoiceTarget> = {}): InvoiceTarget => ({
    id: 'r1',
    enterpriseId: 'e1',
    label: 'HT-1 GB/T19001',
    amount: '100.00',
    invoicedByOthers: '40.00',
    ...x,
  });
  const targets = new Map([['r1', t()]]);
  it('accepts up to what is left to invoice', () => {
    expect(invoiceRequestRefusal('e1', [{ receivableId: 'r1', amount: '60.00' }], targets)).toBeNull();
  });
  it('refuses more, none, twice, another enterprise', () => {
    expect(invoiceRequestRefusal('e1', [{ receivableId: 'r1', amount: '60.01' }], targets)).toBe(
      '应收款“HT-1 GB/T19001”的开票金额 60.01 超过可开票金额 60.00',
    );
    expect(invoiceRequestRefusal('e1', [], targets)).toBe('请至少选择一条应收款');
    expect(
      invoiceRequestRefusal(
        'e1',
        [
          { receivableId: 'r1', amount: '1' },
          { receivableId: 'r1', amount: '1' },
        ],
        targets,
      ),
    ).toBe('同一应收款不能重复开票');
    expect(invoiceRequestRefusal('e2', [{ receivableId: 'r1', amount: '1' }], targets)).toContain(
      '不属于开票企业',
    );
  });
});

describe('收款申请 rules', () => {
  it('is decided by finance, never by its applicant; a rejection needs a reason', () => {
    expect(applyDecisionRefusal({ status: 0, createdBy: 'u1' }, 'u1', true, '')).toBe(
      PAYMENT_APPLY_MESSAGES.ownApplication,
    );
    expect(applyDecisionRefusal({ status: 0, createdBy: 'u1' }, 'u2', true, '')).toBeNull();
    expect(applyDecisionRefusal({ status: 0, createdBy: 'u1' }, 'u2', false, ' ')).toBe(
      PAYMENT_APPLY_MESSAGES.reasonRequired,
    );
    expect(applyDecisionRefusal({ status: 1, createdBy: 'u1' }, 'u2', true, '')).toBe(
      PAYMENT_APPLY_MESSAGES.notPending,
    );
  });
  it('is edited while pending or rejected only', () => {
    expect(applyEditRefusal(0)).toBeNull();
    expect(applyEditRefusal(2)).toBeNull();
    expect(applyEditRefusal(1)).toBe(PAYMENT_APPLY_MESSAGES.notEditable);
    expect(applyEditRefusal(3)).toBe(PAYMENT_APPLY_MESSAGES.notEditable);
  });
  it('is related when approved, to a payment of its enterprise that covers it', () => {
    const app = { status: 1, enterpriseId: 'e1', amount: '50.00' };
    expect(applyRelateRefusal(app, { enterpriseId: 'e1', amount: '100', relatedTotal: '50' })).toBeNull();
    expect(applyRelateRefusal(app, { enterpriseId: 'e1', amount: '100', relatedTotal: '50.01' })).toBe(
      '申请金额合计 100.01 超过该收款金额 100.00',
    );
    expect(applyRelateRefusal(app, { enterpriseId: 'e2', amount: '100', relatedTotal: '0' })).toContain(
      '不一致',
    );
    expect(
      applyRelateRefusal({ ...app, status: 0 }, { enterpriseId: 'e1', amount: '100', relatedTotal: '0' }),
    ).toBe(PAYMENT_APPLY_MESSAGES.notApproved);
  });
});

describe('receivableAmountRefusal', () => {
  it('refuses a change below what was received or invoiced', () => {
    expect(receivableAmountRefusal('HT-1', '100', '100', '100')).toBeNull();
    expect(receivableAmountRefusal('HT-1', '99.99', '100', '0')).toBe(
      '变更后应收款“HT-1”的金额 99.99 低于已收金额 100.00，请先在收款登记中变更关联',
    );
    expect(receivableAmountRefusal('HT-1', '50', '0', '60')).toContain('低于已开票金额 60.00');
  });
});
