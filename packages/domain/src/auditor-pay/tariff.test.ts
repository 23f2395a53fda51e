import { describe, expect, it } from 'vitest';
import { labourFeeNext, labourFeeRefusal, LABOUR_FEE_STATUS as S } from './states.ts';
import { daysText, fenToYuan, memberLabourFee, DEFAULT_LABOUR_TARIFF as T, yuanToFen } from './tariff.ts';
import { labourTax, monthlySubsidy } from './tax.ts';

const base = {
  role: 'member',
  qualification: 'auditor',
  holdsCode: false,
  witness: false,
  halfDays: 4,
} as const;
const surveillance = { auditType: 2, standards: 1 };

describe('labour tariff', () => {
  it('day rates by role: member 220, leader 280 (+ report fee)', () => {
    expect(memberLabourFee(T, surveillance, base)).toMatchObject({
      dayRate: 22000,
      days10: 20,
      total: 44000,
    });
    const leader = memberLabourFee(T, surveillance, { ...base, role: 'leader' });
    expect(leader).toMatchObject({ dayRate: 28000, reportFee: 10000, total: 66000 });
    expect(leader.factors).toContain('组长日费率 280.00');
  });
  it('extra standards +30 each, at most 5 counted', () => {
    expect(memberLabourFee(T, { auditType: 2, standards: 3 }, base).dayRate).toBe(22000 + 6000);
    expect(memberLabourFee(T, { auditType: 2, standards: 6 }, base).dayRate).toBe(22000 + 15000);
    expect(memberLabourFee(T, { auditType: 2, standards: 9 }, base).dayRate).toBe(22000 + 15000);
  });
  it('code held +30, witness leader +100 / member +50, senior +10', () => {
    expect(memberLabourFee(T, surveillance, { ...base, holdsCode: true }).dayRate).toBe(25000);
    expect(memberLabourFee(T, surveillance, { ...base, witness: true }).dayRate).toBe(27000);
    expect(memberLabourFee(T, surveillance, { ...base, role: 'leader', witness: true }).dayRate).toBe(38000);
    expect(memberLabourFee(T, surveillance, { ...base, qualification: 'senior' }).dayRate).toBe(23000);
  });
  it('provisional auditor day rate 0; technical expert flat 200 without additions', () => {
    expect(memberLabourFee(T, surveillance, { ...base, qualification: 'provisional' }).total).toBe(0);
    const expert = memberLabourFee(
      T,
      { auditType: 2, standards: 3 },
      { ...base, role: 'expert', holdsCode: true, witness: true },
    );
    expect(expert).toMatchObject({ dayRate: 20000, total: 40000 });
  });
  it("leader's report fee by audit type and stage, +50 per extra standard when not 0", () => {
    const leader = { ...base, role: 'leader' } as const;
    const fee = (plan: Parameters<typeof memberLabourFee>[1]) => memberLabourFee(T, plan, leader).reportFee;
    expect(fee({ auditType: 1, standards: 1 })).toBe(20000);
    expect(fee({ auditType: 1, stage: 1, stage1OnSite: false, standards: 1 })).toBe(20000);
    expect(fee({ auditType: 1, stage: 1, stage1OnSite: true, standards: 2 })).toBe(0);
    expect(fee({ auditType: 1, stage: 2, standards: 2 })).toBe(0);
    for (const t of [2, 3, 5, 6]) expect(fee({ auditType: t, standards: 1 })).toBe(10000);
    for (const t of [4, 7]) expect(fee({ auditType: t, standards: 1 })).toBe(20000);
    expect(fee({ auditType: 8, standards: 3 })).toBe(0);
    expect(fee({ auditType: 4, standards: 3 })).toBe(20000 + 10000);
    expect(memberLabourFee(T, { auditType: 4, standards: 3 }, base).reportFee).toBe(0);
  });
  it('stage 1 off site counts 0 days; trainees and observers 0 days', () => {
    const off = memberLabourFee(T, { auditType: 1, stage: 1, standards: 1 }, { ...base, role: 'leader' });
    expect(off).toMatchObject({ days10: 0, total: 20000 });
    expect(memberLabourFee(T, surveillance, { ...base, role: 'trainee' }).total).toBe(0);
    expect(memberLabourFee(T, surveillance, { ...base, role: 'observer' }).days10).toBe(0);
  });
  it('days are half-days ÷ 2, the amount rounded half up to the fen', () => {
    const odd = memberLabourFee(T, surveillance, { ...base, halfDays: 3 });
    expect(daysText(odd.days10)).toBe('1.5');
    expect(odd.total).toBe(33000);
    const t = { ...T, memberDayRate: 22001 };
    expect(memberLabourFee(t, surveillance, { ...base, halfDays: 1 }).total).toBe(11001); // 110.005 → 110.01
  });
  it('yuan ↔ fen exactly', () => {
    expect(fenToYuan(123456)).toBe('1234.56');
    expect(fenToYuan(5)).toBe('0.05');
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
  });
});

describe('labour remuneration tax', () => {
  const y = (yuan: number) => Math.round(yuan * 100);
  it('income ≤ 4,000: taxable = income − 800, not below 0', () => {
    expect(labourTax(y(800))).toEqual({ taxable: 0, rate: 20, quickDeduction: 0, tax: 0 });
    expect(labourTax(y(500)).taxable).toBe(0);
    expect(labourTax(y(800.01)).tax).toBe(0); // 0.01 × 20 % = 0.002 → 0.00
    expect(labourTax(y(4000))).toEqual({ taxable: y(3200), rate: 20, quickDeduction: 0, tax: y(640) });
  });
  it('income > 4,000: taxable = income × 80 %', () => {
    expect(labourTax(y(4000.01))).toMatchObject({ taxable: 320001, tax: 64000 }); // 3200.008 → 3200.01; 640.002 → 640.00
    expect(labourTax(y(10000))).toMatchObject({ taxable: y(8000), tax: y(1600) });
  });
  it('taxable 20,000 is 20 %; above it 30 % − 2,000', () => {
    expect(labourTax(y(25000))).toEqual({ taxable: y(20000), rate: 20, quickDeduction: 0, tax: y(4000) });
    expect(labourTax(y(25000.02))).toMatchObject({ taxable: 2000002, rate: 30, quickDeduction: y(2000) });
    expect(labourTax(y(25000.02)).tax).toBe(400001); // 20000.02 × 30 % − 2000 = 4000.006 → 4000.01
  });
  it('taxable 50,000 is 30 %; above it 40 % − 7,000', () => {
    expect(labourTax(y(62500))).toEqual({
      taxable: y(50000),
      rate: 30,
      quickDeduction: y(2000),
      tax: y(13000),
    });
    expect(labourTax(y(62500.02))).toMatchObject({ taxable: 5000002, rate: 40, quickDeduction: y(7000) });
    expect(labourTax(y(62500.02)).tax).toBe(1300001);
    expect(labourTax(y(100000)).tax).toBe(y(25000));
  });
});

describe('monthly subsidy', () => {
  it('15–19 audit days → 200, ≥ 20 → 1,200, else 0', () => {
    expect(monthlySubsidy(14)).toBe(0);
    expect(monthlySubsidy(15)).toBe(20000);
    expect(monthlySubsidy(19)).toBe(20000);
    expect(monthlySubsidy(20)).toBe(120000);
  });
});

describe('labour fee states', () => {
  it('draft → submitted → approved (not by the submitter) → paid; paid is final', () => {
    expect(labourFeeRefusal({ status: S.draft }, 'submit')).toBeNull();
    expect(labourFeeNext(S.draft, 'submit')).toBe(S.submitted);
    expect(labourFeeRefusal({ status: S.submitted, submittedBy: 'u1' }, 'approve', 'u1')).toBe(
      '不能审核自己提交的劳务费',
    );
    expect(labourFeeRefusal({ status: S.submitted, submittedBy: 'u1' }, 'approve', 'u2')).toBeNull();
    expect(labourFeeRefusal({ status: S.submitted }, 'pay')).toBe('只有已审核的劳务费可以发放');
    expect(labourFeeRefusal({ status: S.approved }, 'pay')).toBeNull();
    for (const a of ['edit', 'delete', 'submit', 'approve', 'reject', 'pay', 'confirm', 'query'] as const)
      expect(labourFeeRefusal({ status: S.paid }, a)).toBe('劳务费已发放，不能再修改');
    expect(labourFeeRefusal({ status: S.approved }, 'edit')).not.toBeNull();
  });
});
