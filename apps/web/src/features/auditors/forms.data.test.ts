import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { codeRule, competenceInitialValues, toCompetenceBody } from './Competence.data';
import { toContractBody } from './Contract.data';
import { endsBeforeStart, leavePeriod } from './dates';
import { toLeaveBody } from './Leave.data';
import { toQualificationBody } from './Qualification.data';
import { auditorTexts } from './texts';
import { toWitnessBody } from './Witness.data';

const A = '0190a0b0-0000-7000-8000-000000000001';
const B = '0190a0b0-0000-7000-8000-000000000002';

describe('dialog and form bodies', () => {
  it('sends a registration with calendar dates', () => {
    expect(
      toQualificationBody(A, {
        scheme: 'QMS',
        level: '02',
        registrationNo: ' 2024-N1QMS-1234567 ',
        validFrom: dayjs('2024-03-01'),
        validTo: dayjs('2027-02-28'),
        leaderFlag: 1,
      }),
    ).toEqual({
      auditorId: A,
      scheme: 'QMS',
      level: '02',
      registrationNo: '2024-N1QMS-1234567',
      validFrom: '2024-03-01',
      validTo: '2027-02-28',
      leaderFlag: 1,
      canWitness: false,
    });
  });

  it('sends a code application without an empty pass date, and reads one back', () => {
    const body = toCompetenceBody({ scheme: 'QMS', code: ' 19.05.01 ', source: '3', evidence: ' 审核6次 ' });
    expect(body).toEqual({
      scheme: 'QMS',
      code: '19.05.01',
      source: '3',
      evaluationMethod: '',
      evaluator: '',
      evidence: '审核6次',
    });
    expect(
      toCompetenceBody({ scheme: 'EMS', code: '28.04.01', source: '1', passDate: dayjs('2025-01-02') }),
    ).toMatchObject({ passDate: '2025-01-02' });
    expect(competenceInitialValues(null)).toEqual({ scheme: 'QMS' });
  });

  it('checks a professional code as the contract does', async () => {
    const check = (v: string) =>
      codeRule.validator({}, v).then(
        () => null,
        (e: Error) => e.message,
      );
    expect(await check('')).toBe('请输入专业代码');
    expect(await check('40.01.01')).toMatch(/专业代码格式应为/);
    expect(await check('19.05.01')).toBeNull();
  });

  it('sends a half-day leave', () => {
    expect(
      toLeaveBody({
        auditorId: A,
        fromDate: dayjs('2026-12-01'),
        fromHalf: 2,
        toDate: dayjs('2026-12-03'),
        toHalf: 1,
      }),
    ).toEqual({
      auditorId: A,
      from: { date: '2026-12-01', half: 2 },
      to: { date: '2026-12-03', half: 1 },
      reason: '',
    });
  });

  it('sends a contract with a zero daily rate when none is given, and a witness assessment', () => {
    expect(
      toContractBody({
        auditorId: A,
        contractNo: ' LD2026001 ',
        contractType: '1',
        startDate: dayjs('2026-01-01'),
        endDate: dayjs('2028-12-31'),
        dailyRate: '',
      }),
    ).toMatchObject({
      contractNo: 'LD2026001',
      startDate: '2026-01-01',
      endDate: '2028-12-31',
      dailyRate: '0',
    });
    expect(
      toWitnessBody({
        auditorId: A,
        witnessAuditorId: B,
        scheme: 'QMS',
        project: ' 苏州星河 二阶段 ',
        witnessDate: dayjs('2026-10-10'),
        result: 1,
      }),
    ).toEqual({
      auditorId: A,
      witnessAuditorId: B,
      scheme: 'QMS',
      code: '',
      project: '苏州星河 二阶段',
      witnessDate: '2026-10-10',
      result: 1,
      comments: '',
    });
  });
});

describe('half-days', () => {
  it('writes a leave period with 上午 / 下午', () => {
    expect(
      leavePeriod(auditorTexts.t, { fromDate: '2026-11-30', fromHalf: 1, toDate: '2026-12-02', toHalf: 2 }),
    ).toBe('2026-11-30 上午 至 2026-12-02 下午');
  });

  it('knows when a period ends before it starts', () => {
    const d = (date: string, half: number) => ({ date, half });
    expect(endsBeforeStart(d('2026-12-01', 1), d('2026-12-01', 1))).toBe(false);
    expect(endsBeforeStart(d('2026-12-01', 2), d('2026-12-01', 1))).toBe(true);
    expect(endsBeforeStart(d('2026-12-02', 1), d('2026-12-01', 2))).toBe(true);
    expect(endsBeforeStart(d('2026-12-01', 2), d('2026-12-02', 1))).toBe(false);
  });
});
