import '../../shared/testing/browserStubs';
import type { GrossMarginRow } from '@cb/domain/settlement';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, grant, page, renderPage } from '../../shared/testing/pageHarness';
import GrossMarginPage from './GrossMarginPage';

const row: GrossMarginRow = {
  key: '2026-10',
  name: '2026-10',
  revenue: '10000.00',
  labour: '0.00',
  travel: '0.00',
  rebate: '800.00',
  settlement: '4000.00',
  margin: '5200.00',
  rate: '52.00',
};

const answer = (url: URL) => {
  if (url.pathname === '/api/cwgl/grossMargin/list')
    return {
      ...page([row]),
      totals: { ...row, key: '', name: '合计' },
      labourCounted: false,
      asOf: '2026-10-31T02:00:00.000Z',
    };
  if (url.pathname === '/api/cwgl/grossMargin/records')
    return [
      {
        month: '2026-10',
        enterpriseName: '示例客户',
        contractNo: 'HT001',
        source: '结算单 示例合作方',
        amount: '4000.00',
      },
    ];
  return [];
};

describe('GrossMarginPage', () => {
  it('shows the figures, the totals with when they were counted, the chart and says labour counts 0', async () => {
    answerCalls(answer);
    grant('cwgl:grossMargin:detail');
    renderPage('/cwgl/grossMargin', GrossMarginPage);
    expect(await screen.findByText('劳务费和差旅费暂按0计入：劳务费模块尚未启用。')).toBeTruthy();
    expect(screen.getAllByText('5200.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('52.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '2026-10 收款 10000.00' })).toBeTruthy();
    // When the figures were counted (a large body's are kept up to a minute).
    expect(screen.getByText(/^数据更新时间：2026-10-31/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('opens the records behind a figure with the group, key and figure', async () => {
    const calls = answerCalls(answer);
    grant('cwgl:grossMargin:detail', 'cwgl:grossMargin:export');
    renderPage('/cwgl/grossMargin', GrossMarginPage);
    await screen.findAllByText('4000.00');
    fireEvent.click(screen.getAllByRole('button', { name: '4000.00' })[0]!);
    expect(await screen.findByText('结算单 示例合作方')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/grossMargin/records')).toBe(true));
    const records = calls.find((c) => c.path === '/api/cwgl/grossMargin/records')!;
    expect(Object.fromEntries(records.params)).toMatchObject({
      groupBy: 'month',
      key: '2026-10',
      figure: 'settlement',
    });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});
