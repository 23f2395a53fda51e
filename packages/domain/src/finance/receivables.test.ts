import { describe, expect, it } from 'vitest';
import { financeSchemas } from './contract.ts';
import {
  type AllocationTarget,
  addAmounts,
  allocationRefusal,
  arrearsOf,
  DUE_BASIS,
  FINANCE_MESSAGES,
  fenToAmount,
  normaliseBankReference,
  PAYER_TYPE,
  payerRefusal,
  paymentAmountRefusal,
  RECEIVABLE_STATUS,
  receivableDueDate,
  receivableLines,
  receivableStatus,
  toFen,
} from './receivables.ts';

describe('money as integer fen', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['0.01', 1],
    ['12.3', 1230],
    ['1234.56', 123456],
    ['-0.05', -5],
    ['-0.00', 0],
    ['999999999999.99', 99999999999999],
  ])('%s → %i fen', (text, fen) => expect(toFen(text)).toBe(fen));

  it('parses without float error where Number() * 100 would be off (0.29, 1.005 is refused)', () => {
    expect(toFen('0.29')).toBe(29);
    expect(toFen('4.35')).toBe(435);
    expect(() => toFen('1.005')).toThrow();
    expect(() => toFen('abc')).toThrow();
  });

  it('writes two decimals and never −0.00', () => {
    expect(fenToAmount(0)).toBe('0.00');
    expect(fenToAmount(-0)).toBe('0.00');
    expect(fenToAmount(5)).toBe('0.05');
    expect(fenToAmount(-5)).toBe('-0.05');
    expect(fenToAmount(123450)).toBe('1234.50');
    expect(() => fenToAmount(1.5)).toThrow();
  });

  it('adds exactly: 0.1 + 0.2 is 0.30', () => {
    expect(addAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(addAmounts([])).toBe('0.00');
    expect(addAmounts(['100', '-100.00'])).toBe('0.00');
  });
});

describe('receivable status and arrears', () => {
  it('is unpaid, partly paid or paid by what is received', () => {
    expect(receivableStatus('1000.00', '0.00')).toBe(RECEIVABLE_STATUS.unpaid);
    expect(receivableStatus('1000.00', '0.01')).toBe(RECEIVABLE_STATUS.partlyPaid);
    expect(receivableStatus('1000.00', '999.99')).toBe(RECEIVABLE_STATUS.partlyPaid);
    expect(receivableStatus('1000.00', '1000')).toBe(RECEIVABLE_STATUS.paid);
    expect(receivableStatus('0.00', '0.00')).toBe(RECEIVABLE_STATUS.paid);
  });

  it('arrears = amount − received, two decimals', () => {
    expect(arrearsOf('1000', '333.33')).toBe('666.67');
    expect(arrearsOf('0.3', '0.1')).toBe('0.20');
    expect(arrearsOf('10', '10.00')).toBe('0.00');
  });
});

describe('receivables from fee lines', () => {
  it('makes one per audit type × fee type, summing lines of one pair', () => {
    expect(
      receivableLines([
        { auditType: 1, feeType: 1, amount: '8000' },
        { auditType: 2, feeType: 2, amount: '3000.5' },
        { auditType: 1, feeType: 1, amount: '0.1' },
        { auditType: 1, feeType: 0, amount: '200' },
      ]),
    ).toEqual([
      { auditType: 1, feeType: 1, amount: '8000.10' },
      { auditType: 2, feeType: 2, amount: '3000.50' },
      { auditType: 1, feeType: 0, amount: '200.00' },
    ]);
    expect(receivableLines([])).toEqual([]);
  });

  it('is due before the audit: the planned audit date, else the contract date', () => {
    expect(receivableDueDate('2026-05-01', '2026-03-01')).toEqual({
      dueDate: '2026-05-01',
      dueBasis: DUE_BASIS.plannedAudit,
    });
    expect(receivableDueDate(null, '2026-03-01')).toEqual({
      dueDate: '2026-03-01',
      dueBasis: DUE_BASIS.contractDate,
    });
  });

  it('follows the branch settlement method: 1 thirty days after the audit, 3 the end of its month', () => {
    expect(receivableDueDate('2026-05-01', '2026-03-01', 2)).toEqual({
      dueDate: '2026-05-01',
      dueBasis: DUE_BASIS.plannedAudit,
    });
    expect(receivableDueDate('2026-05-01', '2026-03-01', 1)).toEqual({
      dueDate: '2026-05-31',
      dueBasis: DUE_BASIS.beforeIssue,
    });
    expect(receivableDueDate('2026-02-10', '2026-01-01', 3)).toEqual({
      dueDate: '2026-02-28',
      dueBasis: DUE_BASIS.monthly,
    });
    expect(receivableDueDate(null, '2024-02-03', 3)).toEqual({
      dueDate: '2024-02-29',
      dueBasis: DUE_BASIS.monthly,
    });
  });
});

describe('the payer', () => {
  it('is the client enterprise; a partner is refused with the reason', () => {
    expect(payerRefusal(PAYER_TYPE.enterprise)).toBeNull();
    expect(payerRefusal(PAYER_TYPE.partner)).toBe(FINANCE_MESSAGES.partnerPayer);
    expect(FINANCE_MESSAGES.partnerPayer).toContain('合作方');
  });
});

describe('allocation rule', () => {
  const target = (over: Partial<AllocationTarget> = {}): AllocationTarget => ({
    id: 'r1',
    enterpriseId: 'e1',
    label: 'HT202600001 GB/T 19001',
    amount: '1000.00',
    receivedByOthers: '0.00',
    ...over,
  });
  const targets = (...list: AllocationTarget[]) => new Map(list.map((t) => [t.id, t]));
  const payment = { amount: '1500.00', enterpriseId: 'e1' };

  it('accepts allocations within the arrears and the payment', () => {
    expect(
      allocationRefusal(
        payment,
        [
          { receivableId: 'r1', amount: '1000' },
          { receivableId: 'r2', amount: '500' },
        ],
        targets(target(), target({ id: 'r2' })),
      ),
    ).toBeNull();
    expect(allocationRefusal(payment, [], targets())).toBeNull();
  });

  it('refuses more than the arrears left by other payments', () => {
    const refusal = allocationRefusal(
      payment,
      [{ receivableId: 'r1', amount: '600.01' }],
      targets(target({ receivedByOthers: '400.00' })),
    );
    expect(refusal).toBe('应收款“HT202600001 GB/T 19001”的关联金额 600.01 超过欠费 600.00');
  });

  it('refuses allocations above the payment amount', () => {
    expect(
      allocationRefusal(
        { amount: '100', enterpriseId: 'e1' },
        [
          { receivableId: 'r1', amount: '60' },
          { receivableId: 'r2', amount: '40.01' },
        ],
        targets(target(), target({ id: 'r2' })),
      ),
    ).toBe('关联金额合计 100.01 超过收款金额 100.00');
  });

  it("refuses another enterprise's receivable, an unknown one, a duplicate and a zero amount", () => {
    expect(
      allocationRefusal(
        payment,
        [{ receivableId: 'r1', amount: '1' }],
        targets(target({ enterpriseId: 'e2' })),
      ),
    ).toContain('不属于付款企业');
    expect(allocationRefusal(payment, [{ receivableId: 'rx', amount: '1' }], targets(target()))).toBe(
      FINANCE_MESSAGES.receivableNotFound,
    );
    expect(
      allocationRefusal(
        payment,
        [
          { receivableId: 'r1', amount: '1' },
          { receivableId: 'r1', amount: '2' },
        ],
        targets(target()),
      ),
    ).toBe('同一应收款不能重复关联');
    expect(allocationRefusal(payment, [{ receivableId: 'r1', amount: '0.00' }], targets(target()))).toBe(
      '关联金额必须大于0',
    );
  });

  it('keeps a payment amount at or above what is allocated of it', () => {
    expect(paymentAmountRefusal('100', '100.00')).toBeNull();
    expect(paymentAmountRefusal('99.99', '100')).toContain('不能小于已关联金额 100.00');
    expect(paymentAmountRefusal('0', '0')).toBe('收款金额必须大于0');
  });
});

describe('the payment body', () => {
  const body = financeSchemas.addPayment.body;
  const valid = {
    enterpriseId: '0190f5e4-0000-7000-8000-000000000001',
    amount: '1200.5',
    receivedDate: '2026-03-02',
    method: 1,
    bankReference: '6222 0202 0001 2345 678',
  };

  it('stores the bank reference without spaces and defaults the payer to the enterprise', () => {
    const parsed = body.parse(valid);
    expect(parsed.bankReference).toBe('6222020200012345678');
    expect(parsed.payerType).toBe(1);
    expect(parsed.allocations).toEqual([]);
    expect(normaliseBankReference(' ab 12 ')).toBe('AB12');
  });

  it.each([
    ['1.234', '收款金额最多两位小数'],
    ['0', '收款金额必须大于0'],
    ['-1', '收款金额最多两位小数'],
    ['', '请输入收款金额'],
  ])('refuses the amount %s with a Chinese message', (amount, message) => {
    const result = body.safeParse({ ...valid, amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('refuses a date that is no day and a missing enterprise', () => {
    expect(body.safeParse({ ...valid, receivedDate: '2026-02-30' }).error?.issues[0]?.message).toBe(
      '到账日期不是有效的日期',
    );
    expect(body.safeParse({ ...valid, enterpriseId: '' }).error?.issues[0]?.message).toBe('请选择付款企业');
  });
});
