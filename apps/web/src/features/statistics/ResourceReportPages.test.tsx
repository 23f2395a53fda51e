import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import type { StatisticsReport } from '@cb/domain/statistics';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import ReceivableListPage from '../finance/ReceivableListPage';
import ReceivableReportPage from './ReceivableReportPage';
import WorkloadReportPage from './WorkloadReportPage';

// The chart is ECharts on a canvas: not what these tests look at.
vi.mock('./ReportChart', () => ({ default: () => <div>chart</div> }));

const report: StatisticsReport = {
  columns: [
    { key: 'age', title: '账龄', titleEn: 'Age', kind: 'text' },
    { key: 'count', title: '笔数', titleEn: 'Receivables', kind: 'count' },
    { key: 'arrears', title: '欠费金额', titleEn: 'Outstanding', kind: 'money' },
  ],
  rows: [
    {
      key: 'd31_90',
      cells: { age: '31–90天', count: 3, arrears: '4500.10' },
      links: {
        count: '/cwgl/receivable?open=1&dueFrom=2026-04-01&dueTo=2026-05-30&auditType=2',
        arrears: '/cwgl/receivable?open=1&dueFrom=2026-04-01&dueTo=2026-05-30&auditType=2',
      },
    },
  ],
  total: {
    cells: { age: '合计', count: 3, arrears: '4500.10' },
    links: { count: '/cwgl/receivable?open=1' },
  },
  chart: { type: 'pie', category: 'age', series: ['arrears'] },
  asOf: '2026-06-30T02:00:00.000Z',
};

/** 审核工作量 per auditor and month: page `pageNo` of 120 rows (50 a page), the total row over all. */
function workloadPage(url: URL): StatisticsReport {
  const current = Number(url.searchParams.get('pageNo') ?? 1);
  const month = current === 1 ? '2026-01' : '2026-02';
  return {
    columns: [
      { key: 'auditor', title: '审核员', titleEn: 'Auditor', kind: 'text' },
      { key: 'month', title: '月份', titleEn: 'Month', kind: 'text' },
      { key: 'total', title: '合计人日', titleEn: 'Total days', kind: 'days' },
    ],
    rows: [
      {
        key: `a1:${month}`,
        cells: { auditor: '张审核', month, total: 1.5 },
        links: { total: `/labour/fee?auditorId=a1&workMonthFrom=${month}&workMonthTo=${month}` },
      },
    ],
    total: { cells: { auditor: '', month: '2026-01～2026-12', total: 180 }, links: {} },
    chart: { type: 'bar', category: 'auditor', series: ['total'] },
    asOf: '2026-06-30T02:00:00.000Z',
    page: { total: 120, current, size: 50, pages: 3 },
  };
}

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: URL[] = [];

/** A menu route of the signed-in user (the router is built from these: a drill-down's target). */
const menuRoute = (path: string) => ({
  id: path,
  path,
  name: path,
  component: 'x',
  route: '1' as const,
  meta: { title: path },
});

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
    menu: [menuRoute('/tjfx/receivable'), menuRoute('/cwgl/receivable')],
  });
}

beforeEach(() => {
  forgetColumnSettings();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      calls.push(url);
      if (url.pathname === '/api/tjfx/receivable/report') return envelope(report);
      if (url.pathname === '/api/tjfx/workload/report') return envelope(workloadPage(url));
      if (url.pathname === '/api/cwgl/receivable/list')
        return envelope({ records: [], total: 0, current: 1, size: 10, pages: 0 });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  sessionStore.setState({ permissions: { auth: [], allAuth: [] }, menu: [] });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/tjfx/receivable', Component: ReceivableReportPage },
      { path: '/cwgl/receivable', Component: ReceivableListPage },
      { path: '/tjfx/workload', Component: WorkloadReportPage },
    ],
    { initialEntries: [path] },
  );
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
  return router;
}

describe('应收统计', () => {
  it('shows the buckets with each figure a link to 应收款, the total row, and 导出 only with its code', async () => {
    grant('tjfx:receivable:view');
    renderAt('/tjfx/receivable');
    await screen.findByText('31–90天');
    expect(calls[0]!.pathname).toBe('/api/tjfx/receivable/report');
    const link = screen.getByRole('link', { name: /31–90天.*笔数/ });
    expect(link.getAttribute('href')).toBe(report.rows[0]!.links.count);
    expect(screen.getByText('合计')).toBeTruthy();
    expect(screen.getByText('统计日期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('shows the figures as plain text when the user cannot open 应收款 (not in their menu)', async () => {
    grant('tjfx:receivable:view');
    sessionStore.setState({ menu: [menuRoute('/tjfx/receivable')] });
    renderAt('/tjfx/receivable');
    await screen.findByText('31–90天');
    expect(screen.queryByRole('link', { name: /31–90天.*笔数/ })).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers 导出 with tjfx:receivable:export', async () => {
    grant('tjfx:receivable:view', 'tjfx:receivable:export');
    renderAt('/tjfx/receivable');
    await screen.findByText('31–90天');
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('opens 应收款 filtered as the figure: the first request carries the link’s filters, the form shows them', async () => {
    grant('cwgl:receivable:detail');
    // ListPage reads the query string of the address bar.
    window.history.replaceState(null, '', report.rows[0]!.links.count!);
    renderAt(report.rows[0]!.links.count!);
    await waitFor(() => expect(calls.some((c) => c.pathname === '/api/cwgl/receivable/list')).toBe(true));
    const first = calls.find((c) => c.pathname === '/api/cwgl/receivable/list')!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      open: '1',
      dueFrom: '2026-04-01',
      dueTo: '2026-05-30',
      auditType: '2',
    });
    // The audit type's select shows its label (the link's '2' is the number 2 of the codes).
    await screen.findByText('监督审核');
  });
});

describe('审核工作量统计', () => {
  it('asks per auditor and month by default, shows the server’s page and its row count, and asks the next page', async () => {
    grant('tjfx:workload:view');
    renderAt('/tjfx/workload');
    await screen.findByText('2026-01');
    const first = calls.find((c) => c.pathname === '/api/tjfx/workload/report')!;
    expect(first.searchParams.get('groupBy')).toBe('month');
    expect(screen.getByText('共 120 行')).toBeTruthy();
    expect(screen.getByText('180')).toBeTruthy();
    screen.getByTitle('2').click();
    await screen.findByText('2026-02');
    const next = calls.filter((c) => c.pathname === '/api/tjfx/workload/report').at(-1)!;
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      groupBy: 'month',
      pageNo: '2',
      pageSize: '50',
    });
  });
});
