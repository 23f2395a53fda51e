import { describe, expect, it } from 'vitest';
import { reportBody, reportReturnBody } from './contract.ts';
import {
  isCnasNumber,
  isReportEditable,
  normalizeCnasNumber,
  REPORT_MESSAGES,
  reportDatesRefusal,
  reportNumberKey,
  reportNumberTaken,
  reportReviewRefusal,
  reportStatusAfter,
  reportStatusAfterEdit,
  reportWarnsDecision,
} from './rules.ts';

describe('test report review', () => {
  it('accepts or returns a pending report only; a return needs its reason', () => {
    expect(reportReviewRefusal(0, 'accept')).toBeNull();
    expect(reportReviewRefusal(0, 'return', '结论页缺少签章')).toBeNull();
    expect(reportReviewRefusal(0, 'return', '  ')).toBe(REPORT_MESSAGES.reasonRequired);
    expect(reportReviewRefusal(0, 'return', 'x'.repeat(501))).toBe(REPORT_MESSAGES.reasonTooLong);
    expect(reportStatusAfter('accept')).toBe(1);
    expect(reportStatusAfter('return')).toBe(2);
  });

  it('an accepted report cannot be returned, and a returned one cannot be accepted', () => {
    expect(reportReviewRefusal(1, 'return', '原因')).toBe(REPORT_MESSAGES.acceptedFinal);
    expect(reportReviewRefusal(1, 'accept')).toBe(REPORT_MESSAGES.acceptedFinal);
    expect(reportReviewRefusal(2, 'accept')).toBe(REPORT_MESSAGES.returnedNotAcceptable);
    expect(reportReviewRefusal(2, 'return', '原因')).toBe(REPORT_MESSAGES.notPending);
  });

  it('a pending or returned report may be changed (back to pending); an accepted one may not', () => {
    expect(isReportEditable(0)).toBe(true);
    expect(isReportEditable(2)).toBe(true);
    expect(isReportEditable(1)).toBe(false);
    expect(reportStatusAfterEdit(2)).toBe(0);
    expect(() => reportStatusAfterEdit(1)).toThrow(REPORT_MESSAGES.notEditable);
  });

  it('warns the decision of a 不合格 report accepted or pending, not of a returned or 合格 one', () => {
    expect(reportWarnsDecision({ conclusion: 2, reviewStatus: 1 })).toBe(true);
    expect(reportWarnsDecision({ conclusion: 2, reviewStatus: 0 })).toBe(true);
    expect(reportWarnsDecision({ conclusion: 2, reviewStatus: 2 })).toBe(false);
    expect(reportWarnsDecision({ conclusion: 1, reviewStatus: 1 })).toBe(false);
  });
});

describe('CNAS number and report number', () => {
  it('is CNAS L and 4 or 5 digits, stored in one spelling', () => {
    expect(isCnasNumber('CNAS L1234')).toBe(true);
    expect(isCnasNumber('cnas l12345')).toBe(true);
    expect(isCnasNumber('CNASL0567')).toBe(true);
    expect(isCnasNumber('CNAS L123')).toBe(false);
    expect(isCnasNumber('CNAS L123456')).toBe(false);
    expect(isCnasNumber('CMA 1234')).toBe(false);
    expect(normalizeCnasNumber(' cnas  l1234 ')).toBe('CNAS L1234');
  });

  it('a report number is unique per laboratory, ignoring case and blanks', () => {
    const existing = [{ id: 'a', cnasNo: 'CNAS L1234', reportNo: 'WT-2026-001' }];
    expect(reportNumberTaken(existing, { cnasNo: 'cnas l1234', reportNo: 'wt-2026-001 ' })).toBe(true);
    expect(reportNumberTaken(existing, { cnasNo: 'CNAS L5678', reportNo: 'WT-2026-001' })).toBe(false);
    expect(reportNumberTaken(existing, { id: 'a', cnasNo: 'CNAS L1234', reportNo: 'WT-2026-001' })).toBe(
      false,
    );
    expect(reportNumberKey('CNAS L1234', 'WT 2026 001')).toBe('CNAS L1234|WT2026001');
  });
});

describe('dates', () => {
  it('sampling ≤ issue ≤ today', () => {
    expect(reportDatesRefusal('2026-01-02', '2026-01-02', '2026-01-02')).toBeNull();
    expect(reportDatesRefusal('2026-01-03', '2026-01-02', '2026-02-01')).toBe(
      REPORT_MESSAGES.samplingAfterIssue,
    );
    expect(reportDatesRefusal('2026-01-01', '2026-01-03', '2026-01-02')).toBe(REPORT_MESSAGES.issueInFuture);
  });
});

describe('request schemas', () => {
  const valid = {
    laboratoryName: '华测检测',
    cnasNo: 'cnas l1234',
    reportNo: 'A-1',
    productName: '阀门',
    samplingDate: '2026-01-01',
    issueDate: '2026-01-05',
    conclusion: 2,
  };
  it('normalises the CNAS number and refuses a wrong one in Chinese', () => {
    expect(reportBody.parse(valid).cnasNo).toBe('CNAS L1234');
    const bad = reportBody.safeParse({ ...valid, cnasNo: 'L1234' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('CNAS L');
  });
  it('a return without a reason is refused', () => {
    const r = reportReturnBody.safeParse({
      id: '0190a0b0-0000-7000-8000-000000000001',
      version: 1,
      reason: ' ',
    });
    expect(r.error?.issues[0]?.message).toBe(REPORT_MESSAGES.reasonRequired);
  });
});
