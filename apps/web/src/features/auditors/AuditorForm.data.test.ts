import type { AuditorDetail } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import {
  type AuditorFormValues,
  auditorRules,
  bankAccountInput,
  initialValues,
  NEW_AUDITOR,
  toBody,
} from './AuditorForm.data';
import { auditorTexts } from './texts';

const values: AuditorFormValues = {
  name: ' 周建国 ',
  sex: 1,
  idCardNo: ' 11010519491231002x ',
  phone: '13912345678 ',
  email: '',
  personnelKind: '1',
  employmentType: 1,
  employer: '上海某某大学',
  bankAccount: '6222 0212 3456 7890 123',
  userId: '',
  status: 1,
};

describe('auditor form values ↔ request body', () => {
  it('trims, upper-cases the ID card, sends the bank account as digits and no employer for a full-timer', () => {
    expect(toBody(values)).toMatchObject({
      name: '周建国',
      idCardNo: '11010519491231002X',
      phone: '13912345678',
      employer: '',
      bankAccount: '6222021234567890123',
      userId: null,
      status: 1,
      remark: '',
    });
  });

  it("keeps a part-timer's employer", () => {
    expect(toBody({ ...values, employmentType: 2 }).employer).toBe('上海某某大学');
  });

  it('starts a new auditor active and full-time; an existing one with its linked account', () => {
    expect(initialValues(null)).toBe(NEW_AUDITOR);
    expect(NEW_AUDITOR).toMatchObject({ employmentType: 1, status: 1, personnelKind: '1' });
    const record = {
      name: '周建国',
      sex: 2,
      personnelKind: '2',
      employmentType: 2,
      status: 3,
      userId: null,
      bankAccount: '6222 0212',
    } as unknown as AuditorDetail;
    expect(initialValues(record)).toMatchObject({
      sex: 2,
      personnelKind: '2',
      employmentType: 2,
      status: 3,
      userId: undefined,
      bankAccount: '6222 0212',
    });
  });

  it('groups the bank account in fours as it is typed and drops what is not a digit', () => {
    expect(bankAccountInput('62220212345')).toBe('6222 0212 345');
    expect(bankAccountInput('6222-0212 a3')).toBe('6222 0212 3');
    expect(bankAccountInput(undefined)).toBe('');
  });
});

describe('auditor form rules (the contract’s messages)', () => {
  const rules = auditorRules(auditorTexts.t);
  const run = async (rule: (typeof rules)[keyof typeof rules], value: unknown) => {
    try {
      await (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('checks the ID card number with its check character', async () => {
    expect(await run(rules.idCardNo, '')).toBe('请输入身份证号');
    expect(await run(rules.idCardNo, '110105198001010010')).toBe('身份证号格式错误');
    expect(await run(rules.idCardNo, '11010519491231002x')).toBeNull();
  });

  it('checks the mobile number and the bank account', async () => {
    expect(await run(rules.phone, '')).toBe('请输入手机号码');
    expect(await run(rules.phone, '1234')).toBe('请输入正确的手机号码');
    expect(await run(rules.phone, '13912345678')).toBeNull();
    expect(await run(rules.bankAccount, '')).toBeNull();
    expect(await run(rules.bankAccount, '1234 567')).toBe('银行账号应为8-30位数字');
    expect(await run(rules.bankAccount, '6222 0212 3456')).toBeNull();
  });
});
