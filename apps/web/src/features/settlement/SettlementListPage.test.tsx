import '../../shared/testing/browserStubs';
import type { SettlementRow } from '@cb/domain/settlement';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, grant, page, renderPage } from '../../shared/testing/pageHarness';
import SettlementListPage from './SettlementListPage';

const row: SettlementRow = {
  id: '0190a0b0-0000-7000-8000-0000000000s1',
  month: '2026-10',
  partyType: 1,
  partyId: '0190a0b0-0000-7000-8000-0000000000p1',
  partyName: '示例合作方',
  unitPrice: '1000.00',
  annualFeePerMark: '400.00',
  standards: 3,
  markedStandards: 2,
  price: '3000.00',
  annualFee: '800.00',
  total: '3800.00',
  auditCost: '0.00',
  otherCosts: '200.00',
  settled: '4000.00',
  carriedOver: '150.50',
  prepayments: '1000.00',
  invoiceTax: '60.00',
  balance: '3090.50',
  formulaVersion: 0,
  checkStatus: 0,
  createdBy: '0190a0b0-0000-7000-8000-0000000000u1',
  createdByName: '业务员',
  createTime: '2026-11-01T02:00:00.000Z',
  version: 1,
};

const answer = (url: URL) => (url.pathname === '/api/cwgl/settlement/list' ? page([row]) : []);

describe('SettlementListPage', () => {
  it('shows the statement columns and status, the party links to the detail; 审核 only for a reviewer', async () => {
    answerCalls(answer);
    grant('cwgl:settlement:detail', 'cwgl:settlement:audit');
    renderPage('/cwgl/settlement', SettlementListPage);
    const link = await screen.findByRole('link', { name: row.partyName });
    expect(link.getAttribute('href')).toBe(`/cwgl/settlement/detail/${row.id}`);
    for (const text of ['2026-10', '合作方', '4000.00', '3090.50', '未审核'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /审\s*核/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /结算公式/ })).toBeNull();
  });

  it('asks the server for the page with the filters and offers 新增, 结算公式 and 导出 by permission', async () => {
    const calls = answerCalls(answer);
    grant(
      'cwgl:settlement:detail',
      'cwgl:settlement:add',
      'cwgl:settlement:export',
      'cwgl:settlement:formula',
    );
    renderPage('/cwgl/settlement', SettlementListPage);
    await screen.findByText(row.partyName);
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /结算公式/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /审\s*核/ })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/settlement/list')).toBe(true));
    const list = calls.find((c) => c.path === '/api/cwgl/settlement/list')!;
    expect(list.params.get('pageNo')).toBe('1');
  });
});
