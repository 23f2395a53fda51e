import '../../shared/testing/browserStubs';
import type { LabourFeeRow, LabourSettlementRow } from '@cb/domain/auditor-pay';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, grant, page, type RecordedCall, renderPage } from '../../shared/testing/pageHarness';
import MyFeeListPage from './MyFeeListPage';
import SettlementListPage from './SettlementListPage';

const fee: LabourFeeRow = {
  id: '0190a0b0-0000-7000-8000-000000000031',
  version: 3,
  source: 1,
  auditorId: '0190a0b0-0000-7000-8000-0000000000a1',
  auditorName: '王审核',
  planNo: 'JH2026110001',
  enterpriseName: '苏州恒睿精密模具有限公司',
  contractNo: 'HT2026001',
  standard: '质量管理体系',
  auditType: 2,
  stage: null,
  role: 'leader',
  qualification: 'senior',
  holdsCode: true,
  witness: false,
  halfDays: 4,
  days: 2,
  dayRate: '350.00',
  reportFee: '100.00',
  amount: '800.00',
  travel: '0.00',
  factors: ['组长日费率 280.00', '具备专业代码 +30.00', '高级审核员 +10.00', '人天 2（4 个半天）'],
  tariffVersion: 1,
  workDate: '2026-11-20',
  workMonth: '2026-11',
  status: 2,
  answer: 0,
  answerReason: '',
  paidDate: null,
  paidRef: '',
  remark: '',
  createTime: '2026-11-20T08:00:00.000Z',
};
const group: LabourSettlementRow = {
  auditorId: fee.auditorId,
  auditorName: fee.auditorName,
  month: '2026-11',
  rows: 2,
  submitted: 1,
  approved: 1,
  paid: 0,
  queried: 0,
  total: '5000.00',
  travel: '0.00',
  taxable: '4000.00',
  tax: '800.00',
  net: '4200.00',
  paidDate: null,
  paidRef: '',
};

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = answerCalls((url) => {
    if (url.pathname === '/api/auditorZone/fee/list') return page([fee]);
    if (url.pathname === '/api/cwgl/labourFee/list') return page([group]);
    if (url.pathname === '/api/cwgl/labourFee/audit') return { count: 1 };
    if (url.pathname === '/api/auditorZone/fee/confirm') return { id: fee.id, version: 4 };
    return [];
  });
});

describe('我的费用', () => {
  it('shows every factor of the auditor’s own fee and confirms it with its version', async () => {
    grant('auditorZone:fee:confirm', 'auditorZone:fee:export');
    renderPage('/auditorZone/fee', MyFeeListPage);
    await screen.findByText('800.00');
    expect(screen.getByTestId('fee-factors').textContent).toContain('高级审核员 +10.00');
    expect(screen.getByText('待确认')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auditorZone/fee/confirm')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.path === '/api/auditorZone/fee/confirm')!.body);
    expect(body).toEqual({ id: fee.id, version: 3 });
  });

  it('offers nothing to confirm without the code', async () => {
    grant('auditorZone:fee:export');
    renderPage('/auditorZone/fee', MyFeeListPage);
    await screen.findByText('800.00');
    expect(screen.queryByRole('button', { name: /确\s*认/ })).toBeNull();
  });
});

describe('劳务费结算', () => {
  it('shows the month’s total, tax and net; 审核 sends the auditor and month, 发放 waits until all are approved', async () => {
    grant('cwgl:labourFee:audit', 'cwgl:labourFee:pay', 'cwgl:labourFee:export');
    renderPage('/cwgl/labourFee', SettlementListPage);
    await screen.findByText('4200.00');
    expect(screen.getByText('800.00')).toBeTruthy();
    // One row still submitted: no 发放 yet.
    expect(screen.queryByRole('button', { name: /发\s*放/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /审\s*核/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/labourFee/audit')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.path === '/api/cwgl/labourFee/audit')!.body)).toEqual({
      auditorId: group.auditorId,
      month: '2026-11',
    });
  });
});
