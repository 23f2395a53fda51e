import { describe, expect, it } from 'vitest';
import { applicationInputSchema, changeRequestInputSchema, returnReasonSchema } from './contract.ts';
import {
  APPLICATION_STATUSES,
  type ApplicationAction,
  applicationNumberScope,
  applicationTransition,
  DEFAULT_APPLICATION_NUMBER_PATTERN,
  ELIGIBILITY_ITEMS,
  eligibilityItemsFor,
  formatApplicationNumber,
  isApplicationActionAllowed,
  isApplicationChangeable,
  isApplicationDeletable,
  isApplicationEditable,
  missingEligibility,
  numberPatternError,
} from './intake.ts';

describe('application state machine', () => {
  const actions: ApplicationAction[] = ['submit', 'accept', 'return', 'withdraw'];
  // Expected next status for [status][action]; null = refused.
  const table: Record<number, Record<ApplicationAction, number | null>> = {
    0: { submit: 1, accept: null, return: null, withdraw: 4 },
    1: { submit: null, accept: 2, return: 3, withdraw: 4 },
    2: { submit: null, accept: null, return: null, withdraw: null },
    3: { submit: 1, accept: null, return: null, withdraw: 4 },
    4: { submit: null, accept: null, return: null, withdraw: null },
  };
  for (const status of APPLICATION_STATUSES.map((s) => s.code)) {
    for (const action of actions) {
      const expected = table[status]![action];
      it(`${status} --${action}--> ${expected ?? 'refused'}`, () => {
        const result = applicationTransition(status, action);
        if (expected === null) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.message).toMatch(/^当前状态“.+”不能/);
        } else expect(result).toEqual({ ok: true, status: expected });
      });
    }
  }

  it('names the status and action in the refusal', () => {
    expect(applicationTransition(2, 'return')).toEqual({ ok: false, message: '当前状态“已受理”不能退回' });
  });

  it('lets drafts and returned applications be edited only', () => {
    expect([0, 1, 2, 3, 4].filter(isApplicationEditable)).toEqual([0, 3]);
  });

  it('answers which status allows which action, as the transitions do', () => {
    for (const status of [0, 1, 2, 3, 4])
      for (const action of actions)
        expect(isApplicationActionAllowed(status, action)).toBe(applicationTransition(status, action).ok);
  });

  it('deletes drafts only and raises change requests on accepted applications only', () => {
    expect([0, 1, 2, 3, 4].filter(isApplicationDeletable)).toEqual([0]);
    expect([0, 1, 2, 3, 4].filter(isApplicationChangeable)).toEqual([2]);
  });
});

describe('eligibility checklist', () => {
  it('has the eight CNCA items for a new application and two more for a transfer', () => {
    expect(eligibilityItemsFor(1)).toHaveLength(8);
    expect(eligibilityItemsFor(2)).toHaveLength(10);
    expect(eligibilityItemsFor(2).map((i) => i.code)).toContain('certificateValid');
  });

  it('reports the unconfirmed items', () => {
    const all = Object.fromEntries(ELIGIBILITY_ITEMS.map((i) => [i.code, true]));
    expect(missingEligibility(2, all)).toEqual([]);
    expect(missingEligibility(1, { ...all, systemRunning: false }).map((i) => i.zh)).toEqual([
      '管理体系已运行至少3个月',
    ]);
    expect(missingEligibility(2, { ...all, certificateValid: undefined }).map((i) => i.code)).toEqual([
      'certificateValid',
    ]);
  });
});

describe('application numbers', () => {
  it('renders the default pattern with a five-digit serial', () => {
    expect(formatApplicationNumber(DEFAULT_APPLICATION_NUMBER_PATTERN, '2026-11-21', 7)).toBe('SQ202600007');
    expect(formatApplicationNumber(DEFAULT_APPLICATION_NUMBER_PATTERN, '2026-11-21', 123456)).toBe(
      'SQ2026123456',
    );
  });

  it('fills every date token', () => {
    expect(formatApplicationNumber('A-{yy}{MM}{dd}-{seq:3}', '2027-01-05', 42)).toBe('A-270105-042');
    expect(formatApplicationNumber('X{seq}', '2027-01-05', 42)).toBe('X42');
  });

  it('scopes the serial by the date parts of the pattern', () => {
    expect(applicationNumberScope('SQ{yyyy}{seq:5}', '2026-11-21')).toBe('SQ2026{seq}');
    expect(applicationNumberScope('SQ{yyyy}{seq:5}', '2027-01-01')).toBe('SQ2027{seq}');
    expect(applicationNumberScope('SQ{yyyy}{MM}-{seq:4}', '2026-11-21')).toBe('SQ202611-{seq}');
    expect(applicationNumberScope('SQ{seq:6}', '2026-11-21')).toBe('SQ{seq}');
  });

  it.each([
    ['SQ{yyyy}{seq:5}', null],
    ['HH/{yy}-{seq}', null],
    ['', '请输入编号规则'],
    ['SQ{yyyy}', '编号规则必须包含一个流水号 {seq}'],
    ['{seq}{seq}', '编号规则必须包含一个流水号 {seq}'],
    ['SQ {seq}', '编号规则只能包含字母、数字、-、_、/ 和 {yyyy}{yy}{MM}{dd}{seq:N}'],
    ["SQ'{seq}", '编号规则只能包含字母、数字、-、_、/ 和 {yyyy}{yy}{MM}{dd}{seq:N}'],
    ['SQ{seq:0}', '编号规则必须包含一个流水号 {seq}'],
    [`${'A'.repeat(40)}{seq}`, '编号规则不能超过40个字符'],
  ])('pattern %j → %j', (pattern, error) => expect(numberPatternError(pattern)).toBe(error));
});

describe('application payload', () => {
  const item = {
    certificateStandardId: '0190a8e4-0000-7000-8000-000000000001',
    scopeZh: '电子产品的设计和生产',
    professionalCodes: ['19.05.01'],
    headcount: 120,
    effectivePersonnel: 100,
  };
  const base = {
    enterpriseId: '0190a8e4-0000-7000-8000-000000000002',
    applicationType: 1,
    receivedDate: '2026-11-21',
    items: [item],
  };
  const messages = (input: unknown) =>
    applicationInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('accepts a minimal application and fills defaults', () => {
    const parsed = applicationInputSchema.parse(base);
    expect(parsed.items[0]).toMatchObject({
      auditMethod: 1,
      systemNumber: 1,
      integratedAudit: 0,
      riskLevel: null,
    });
    expect(parsed.eligibility).toEqual({});
  });

  it.each([
    [{ ...base, items: [] }, '请至少添加一个认证标准'],
    [{ ...base, enterpriseId: 'x' }, '请选择申请企业'],
    [{ ...base, applicationType: 9 }, '申请类型不正确'],
    [{ ...base, receivedDate: '21/11/2026' }, '受理日期格式应为YYYY-MM-DD'],
    [{ ...base, applicationType: 2 }, '转机构认证请输入原认证机构'],
    [{ ...base, items: [{ ...item, effectivePersonnel: 121 }] }, '有效人数不能大于体系覆盖人数'],
    [
      { ...base, items: [{ ...item, professionalCodes: ['19-05'] }] },
      '专业代码格式应为“大类.中类.小类”，例如 19.05.01',
    ],
    [{ ...base, items: [{ ...item, riskLevel: 5 }] }, '风险等级只能是1-4'],
    [{ ...base, items: [{ ...item, systemNumber: 4 }] }, '体系数量只能是单体系、双体系或三体系'],
    [{ ...base, items: [{ ...item, scopeZh: ' ' }] }, '请输入认证范围（中文）'],
    [{ ...base, items: [item, item] }, '同一认证标准不能重复添加'],
    [{ ...base, eligibility: { unknown: true } }, expect.any(String)],
  ])('refuses %# with a Chinese message', (input, message) => {
    expect(messages(input)).toContainEqual(message);
  });
});

describe('change request payload', () => {
  const base = { changeType: 2, beforeValue: '甲公司', afterValue: '乙公司', reason: '工商变更' };
  it('accepts a name change with info-change types', () => {
    expect(changeRequestInputSchema.parse({ ...base, infoChangeTypes: [3] }).infoChangeTypes).toEqual([3]);
  });
  it.each([
    [{ ...base, changeType: 8 }, '请选择变更类型'],
    [{ ...base, changeType: 99 }, '变更类型为“其他”时请说明变更内容'],
    [{ ...base, afterValue: '甲公司' }, '变更后内容与变更前相同'],
    [{ ...base, infoChangeTypes: [23] }, '信息变更类型不正确'],
    [{ ...base, infoChangeTypes: [3, 3] }, '信息变更类型不能重复'],
    [{ ...base, reason: '' }, '请输入变更原因'],
  ])('refuses %#', (input, message) => {
    expect(changeRequestInputSchema.safeParse(input).error?.issues.map((i) => i.message)).toContainEqual(
      message,
    );
  });
  it('needs a real return reason', () => {
    expect(returnReasonSchema.safeParse(' x ').success).toBe(false);
    expect(returnReasonSchema.parse(' 资料不全 ')).toBe('资料不全');
  });
});
