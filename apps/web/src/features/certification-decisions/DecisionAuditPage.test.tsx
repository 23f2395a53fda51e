import '../../shared/testing/browserStubs';
import type { DecisionFile } from '@cb/domain';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import DecisionAuditPage from './DecisionAuditPage';

const PROJECT = '00000000-0000-4000-8000-000000000001';

const file = (warnings: DecisionFile['testReportWarnings']): DecisionFile => ({
  project: {
    id: PROJECT,
    version: 3,
    enterpriseName: '上海示例电缆有限公司',
    auditType: 1,
    auditTypeName: '初审',
    scheme: 'QMS',
    codes: [],
    days: 2,
    statusLabel: '待认证决定',
    planNo: 'P-1',
    startDate: null,
    endDate: null,
    fileCompletedAt: null,
  },
  team: [],
  stage1: { submitted: true, conclusion: '', reasons: '' },
  nonconformities: [],
  reviews: [],
  decision: null,
  refusal: null,
  secondReviewRequired: false,
  testReportWarnings: warnings,
});

let answer: DecisionFile;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({ success: true, message: '', code: 200, result: answer, timestamp: 0 }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter([{ path: '/rzjd/audit/:projectAuditId', Component: DecisionAuditPage }], {
    initialEntries: [`/rzjd/audit/${PROJECT}`],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('认证决定: test report warnings', () => {
  it('warns of the client’s 不合格 test reports', async () => {
    answer = file([
      {
        id: '00000000-0000-4000-8000-000000000002',
        laboratoryName: '国家电线电缆质量检验检测中心',
        cnasNo: 'CNAS L4873',
        reportNo: 'DL2026-W-0412',
        productName: '电力电缆',
        productModel: 'YJV22',
        issueDate: '2026-11-10',
        reviewStatus: 1,
      },
    ]);
    renderPage();
    const alert = await screen.findByTestId('decision-test-reports');
    expect(alert.textContent).toContain('该客户有 1 份不合格检测报告');
    expect(alert.textContent).toContain('DL2026-W-0412');
    expect(alert.textContent).toContain('已接受');
  });

  it('shows no warning without such reports', async () => {
    answer = file([]);
    renderPage();
    await screen.findByText('认证决定：上海示例电缆有限公司');
    expect(screen.queryByTestId('decision-test-reports')).toBeNull();
  });
});
