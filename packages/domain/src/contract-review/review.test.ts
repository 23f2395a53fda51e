import { describe, expect, it } from 'vitest';
import {
  calculatorStandard,
  codesOutsideAccreditation,
  competenceScheme,
  contractApproverError,
  contractNumberPatternError,
  contractTransition,
  effectivePersonnel,
  feeLineError,
  highestRisk,
  personnelError,
  quoteFees,
  reviewApprovalError,
  reviewTransition,
  siteSample,
  sumAmounts,
} from './review.ts';

describe('IAF MD 1 site sample', () => {
  it.each([
    [0, 0, 0, 0],
    [1, 1, 1, 1],
    [2, 2, 1, 2], // EA FAQ 46.5 worked example
    [4, 2, 2, 2],
    [9, 3, 2, 3],
    [10, 4, 2, 3],
    [25, 5, 3, 4],
    [26, 6, 4, 5],
    [100, 10, 6, 8],
  ])('%i sites → initial %i, surveillance %i, recertification %i (rounded up)', (x, i, s, r) => {
    expect(siteSample(x)).toEqual({ initial: i, surveillance: s, recertification: r });
  });

  it('refuses a negative or fractional number of sites', () => {
    expect(() => siteSample(-1)).toThrow('场所数必须是非负整数');
    expect(() => siteSample(1.5)).toThrow();
  });
});

describe('effective personnel (MD 5 §2.3)', () => {
  const base = {
    headcount: 100,
    partTimeHeadcount: 10,
    partTimeFte: 4.2,
    repetitiveReduction: 0,
    reductionReason: '',
  };
  it('adds part-timers as FTE (rounded up) and subtracts the repetitive-work reduction', () => {
    expect(effectivePersonnel(base)).toBe(105);
    expect(effectivePersonnel({ ...base, repetitiveReduction: 20, reductionReason: '包装工序' })).toBe(85);
    expect(effectivePersonnel({ ...base, partTimeFte: 4 })).toBe(104);
  });
  it('needs a reason for a reduction and consistent figures', () => {
    expect(personnelError({ ...base, repetitiveReduction: 5 })).toBe('请填写重复性工作减少人数的理由');
    expect(personnelError({ ...base, partTimeFte: 11 })).toContain('兼职折算全职人数');
    expect(personnelError({ ...base, headcount: -1 })).toContain('全职人数');
    expect(personnelError({ ...base, repetitiveReduction: 105, reductionReason: 'x' })).toContain(
      '不能达到全部人数',
    );
    expect(personnelError(base)).toBeNull();
  });
});

describe('codes and standards', () => {
  it('takes the highest risk of the codes (1 is highest)', () => {
    expect(highestRisk([3, 2, null])).toBe(2);
    expect(highestRisk([null, undefined])).toBeNull();
    expect(highestRisk([4, 1])).toBe(1);
  });
  it('maps certificate standards to the calculator and to the competence scheme', () => {
    expect(calculatorStandard('Q(EC)')).toBe('Q');
    expect(calculatorStandard('S')).toBe('S');
    expect(calculatorStandard('F')).toBe('');
    expect(competenceScheme('S')).toBe('OHSMS');
    expect(competenceScheme('GAP')).toBeNull();
  });
  it('names the codes outside the accreditation', () => {
    expect(codesOutsideAccreditation(['19.05.01', '28.01.00'], [19, 33])).toEqual(['28.01.00']);
  });
});

describe('state machines and guards', () => {
  it('decides a pending review once', () => {
    expect(reviewTransition(0, 'approve')).toEqual({ ok: true, status: 2 });
    expect(reviewTransition(0, 'return')).toEqual({ ok: true, status: 1 });
    expect(reviewTransition(2, 'return')).toEqual({ ok: false, message: '当前状态“已通过”不能退回' });
    expect(reviewTransition(1, 'save').ok).toBe(false);
  });
  it('needs every standard confirmed with days before approval', () => {
    expect(reviewApprovalError([{ standardName: '质量', confirmed: false, adjustedDays: 3 }])).toBe(
      '请先确认“质量”的评审内容',
    );
    expect(reviewApprovalError([{ standardName: '质量', confirmed: true, adjustedDays: 0 }])).toContain(
      '未计算',
    );
    expect(reviewApprovalError([{ standardName: '质量', confirmed: 1, adjustedDays: 3 }])).toBeNull();
  });
  it('moves a contract awaiting approval to approved or returned, and back', () => {
    expect(contractTransition(2, 'approve')).toEqual({ ok: true, status: 3 });
    expect(contractTransition(2, 'return')).toEqual({ ok: true, status: 4 });
    expect(contractTransition(4, 'resubmit')).toEqual({ ok: true, status: 2 });
    expect(contractTransition(3, 'approve')).toEqual({ ok: false, message: '当前状态“已审批”不能审批' });
  });
  it('never lets the reviewer approve', () => {
    expect(contractApproverError('u1', 'u1')).toBe('合同评审人员不能审批自己评审的合同');
    expect(contractApproverError('u2', 'u1')).toBeNull();
  });
});

describe('fee quotation', () => {
  const tariff = [
    { auditType: 1, feeType: 1, standardCode: '', basis: 1, unitPrice: '3000.00' },
    { auditType: 1, feeType: 1, standardCode: 'S', basis: 1, unitPrice: '3200.00' },
    { auditType: 2, feeType: 2, standardCode: '', basis: 1, unitPrice: '3000.00' },
    { auditType: 1, feeType: 0, standardCode: '', basis: 2, unitPrice: '500.00' },
  ];
  it('prices per person-day or fixed, the standard row before the general one, in cents', () => {
    const lines = quoteFees(tariff, [
      { index: 0, standardCode: 'Q', daysByAuditType: { 1: 4.5, 2: 1.5 } },
      { index: 1, standardCode: 'S', daysByAuditType: { 1: 3.5 } },
    ]);
    expect(lines).toEqual([
      { itemIndex: 0, auditType: 1, feeType: 1, amount: '13500.00' },
      { itemIndex: 0, auditType: 1, feeType: 0, amount: '500.00' },
      { itemIndex: 0, auditType: 2, feeType: 2, amount: '4500.00' },
      { itemIndex: 1, auditType: 1, feeType: 1, amount: '11200.00' },
      { itemIndex: 1, auditType: 1, feeType: 0, amount: '500.00' },
    ]);
    expect(sumAmounts(lines.map((l) => l.amount))).toBe('30200.00');
  });
  it('needs a reason when the quote differs from the tariff', () => {
    expect(feeLineError({ amount: '1000', tariffAmount: '1200.00', overrideReason: '' })).toBe(
      '报价与收费标准不一致，请填写调整理由',
    );
    expect(
      feeLineError({ amount: '1000', tariffAmount: '1200.00', overrideReason: '老客户优惠' }),
    ).toBeNull();
    expect(feeLineError({ amount: '1200.0', tariffAmount: '1200.00', overrideReason: '' })).toBeNull();
  });
});

describe('contract-number pattern', () => {
  it.each([
    ['HT{yyyy}{seq:5}', null],
    ['HT-{yy}{MM}-{seq:4}', null],
    ['', '合同编号规则：请输入编号规则'],
    ['HT{yyyy}', '合同编号规则：编号规则必须包含一个流水号 {seq}'],
    ['HT{seq}{seq}', '合同编号规则：编号规则必须包含一个流水号 {seq}'],
    ['合同{seq}', '合同编号规则：编号规则只能包含字母、数字、-、_、/ 和 {yyyy}{yy}{MM}{dd}{seq:N}'],
    [`${'H'.repeat(40)}{seq}`, '合同编号规则：编号规则不能超过40个字符'],
  ])('%j → %j', (pattern, error) => expect(contractNumberPatternError(pattern)).toBe(error));
});
