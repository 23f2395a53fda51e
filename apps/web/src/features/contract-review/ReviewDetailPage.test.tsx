import '../../shared/testing/browserStubs';
import {
  DEFAULT_AUDIT_TIME_POLICY,
  DEFAULT_DURATION_TABLES,
  type Permission,
  type ReviewDetail,
} from '@cb/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import ReviewDetailPage from './ReviewDetailPage';

const REVIEW_ID = '00000000-0000-7000-8000-000000000000';
const item = {
  id: '00000000-0000-7000-8000-000000000001',
  certificateStandardId: '00000000-0000-7000-8000-000000000009',
  standardName: '质量管理体系',
  standardCode: 'Q',
  calculatorStandard: 'Q',
  standardVersion: '',
  scopeZh: '电子元器件的生产',
  scopeEn: '',
  professionalCodes: ['19.05.01'],
  reportingCodes: [],
  riskLevel: 2,
  headcount: 100,
  partTimeHeadcount: 0,
  partTimeFte: 0,
  repetitiveReduction: 0,
  reductionReason: '',
  sites: [],
  accreditationMark: 'CNAS',
  adjustments: [],
  manualDays: null,
  surveillanceFrequency: 12,
  confirmed: false,
  effectivePersonnel: 100,
  sampleInitial: 0,
  sampleSurveillance: 0,
  sampleRecertification: 0,
  tableDays: 0,
  adjustedDays: 0,
  onsiteDays: 0,
  stage1Days: 0,
  stage2Days: 0,
  surveillanceDays: 0,
  recertificationDays: 0,
  justification: [],
  competenceWarnings: [],
  accreditationGaps: [],
  codeRisks: [],
};
const review = {
  id: REVIEW_ID,
  version: 1,
  reviewType: 1,
  auditType: 1,
  status: 0,
  applicationId: '00000000-0000-7000-8000-000000000002',
  applyNo: 'SQ202600001',
  applicationType: 1,
  enterpriseId: '00000000-0000-7000-8000-000000000003',
  enterpriseName: '测试企业',
  applicationChangeId: null,
  contractItemId: null,
  integrationPercent: 0,
  integrationReason: '',
  totalDays: 0,
  remark: '',
  returnReason: '',
  reviewerId: null,
  reviewerName: null,
  reviewedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  contractId: null,
  contractNo: null,
  contractStatus: null,
  items: [item],
  feeLines: [],
  totalFee: '0.00',
  enterpriseSites: [],
  accreditationMarks: ['CNAS'],
  policy: {
    stage1Share: DEFAULT_AUDIT_TIME_POLICY.stage1Share,
    defaultRiskLevel: 2,
    qmsRiskAdjustment: { '1': 10, '2': 0, '3': -10, '4': -20 },
    tables: DEFAULT_DURATION_TABLES.map((t) => ({ ...t, bands: [...t.bands], columns: { ...t.columns } })),
    factors: [],
  },
} as unknown as ReviewDetail;

let served: ReviewDetail;
let posted: { path: string; body: { version: number; items?: { confirmed: boolean }[] } }[] = [];
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  served = review;
  posted = [];
  sessionStore.setState({
    permissions: {
      auth: (['htps:review:review'] as Permission[]).map((action) => ({ action, status: '1', type: '1' })),
      allAuth: [],
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/htps/review/queryById') return envelope(served);
      if (init?.method !== 'POST') return envelope([]);
      const body = JSON.parse(String(init.body));
      posted.push({ path: url.pathname, body });
      // A stale version is refused, as the server does.
      if (body.version !== served.version)
        return new Response(
          JSON.stringify({
            success: false,
            message: '数据已被他人修改，请刷新后重试',
            code: 409,
            timestamp: 0,
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        );
      served = { ...served, version: served.version + 1 };
      if (url.pathname === '/api/htps/review/approve')
        return envelope({
          id: REVIEW_ID,
          version: served.version,
          contractId: REVIEW_ID,
          contractNo: 'HT202600001',
        });
      return envelope({ id: REVIEW_ID, version: served.version });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

describe('评审通过', () => {
  it('with 已确认本标准 just ticked: says it saves first, saves, then approves the saved version', async () => {
    const router = createMemoryRouter(
      [{ path: '/htps/review/:reviewType/:reviewId/:operable', Component: ReviewDetailPage }],
      { initialEntries: [`/htps/review/1/${REVIEW_ID}/1`] },
    );
    render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
    const box = await screen.findByTestId('review-confirm-0');
    fireEvent.click(box.tagName === 'INPUT' ? box : box.querySelector('input')!);
    fireEvent.click(screen.getByTestId('review-approve'));
    expect(await screen.findByText('将先保存当前的修改，再评审通过 SQ202600001。')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    expect(await screen.findByText('评审通过，已生成合同 HT202600001')).toBeTruthy();
    expect(posted.map((p) => [p.path, p.body.version])).toEqual([
      ['/api/htps/review/edit', 1],
      ['/api/htps/review/approve', 2],
    ]);
    expect(posted[0]!.body.items![0]!.confirmed).toBe(true);
    expect(screen.queryByText(/有未保存的修改/)).toBeNull();
  });
});
