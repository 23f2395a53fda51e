import '../../shared/testing/browserStubs';
import type { ApplicationDetail } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import { ApplicationForm } from './ApplicationForm';
import { applicationInitialValues, toApplicationBody } from './ApplicationForm.data';

const detail: ApplicationDetail = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  version: 2,
  applyNo: 'SQ202600001',
  enterpriseId: '0190a0b0-0000-7000-8000-000000000100',
  enterpriseName: '苏州星河精密制造有限公司',
  enterpriseNameEn: '',
  creditCode: '91320594MA1XXXXXXX',
  partnerId: null,
  partnerName: '',
  applicationType: 2,
  applicationType_dictText: '转机构认证',
  receivedDate: '2026-11-21',
  originalBody: '甲认证公司',
  originalCertificateNo: 'ZS-001',
  contactName: ' 王经理 ',
  contactPhone: '',
  remark: '',
  eligibility: { legalEntity: true, systemRunning: false },
  missingEligibility: [],
  status: 0,
  status_dictText: '草稿',
  editable: true,
  returnReason: '',
  createTime: null,
  createByName: '',
  submitTime: null,
  submitByName: '',
  reviewTime: null,
  reviewByName: '',
  items: [
    {
      id: '0190a0b0-0000-7000-8000-000000000200',
      certificateStandardId: '0190a0b0-0000-7000-8000-000000000300',
      standardCode: 'Q',
      standardName: '质量管理体系',
      standardVersion: 'ISO 9001:2015',
      scopeZh: '精密零部件的生产',
      scopeEn: '',
      professionalCodes: ['18.01.02'],
      riskLevel: 2,
      riskLevel_dictText: '中',
      headcount: 120,
      effectivePersonnel: 110,
      exclusions: '',
      auditMethod: 1,
      auditMethod_dictText: '现场审核',
      systemNumber: 1,
      systemNumber_dictText: '单体系',
      integratedAudit: 1,
    },
  ],
  events: [],
};

describe('the application form data', () => {
  it('gives back the record as a request body (the checklist of its type, text trimmed)', () => {
    const body = toApplicationBody(applicationInitialValues(detail));
    expect(body).toMatchObject({
      enterpriseId: detail.enterpriseId,
      applicationType: 2,
      receivedDate: '2026-11-21',
      originalBody: '甲认证公司',
      contactName: '王经理',
    });
    expect(body.eligibility.legalEntity).toBe(true);
    expect(body.eligibility.systemRunning).toBe(false);
    // Transfers add the two transfer-only checklist items.
    expect(Object.keys(body.eligibility)).toContain('certificateValid');
    expect(body.items[0]).toMatchObject({
      professionalCodes: ['18.01.02'],
      riskLevel: 2,
      integratedAudit: 1,
    });
  });
});

describe('ApplicationForm', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ success: true, message: '', code: 200, result: [], timestamp: 0 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderForm = (record: ApplicationDetail | null) => {
    const Page = () => <ApplicationForm record={record} onSaved={() => {}} onCancel={() => {}} />;
    const router = createMemoryRouter([{ path: '/', Component: Page }]);
    render(
      withQueryClient(
        <App>
          <RouterProvider router={router} />
        </App>,
      ),
    );
  };

  it('lays out the fields of the application and of each standard, transfer fields only for transfers', async () => {
    renderForm(detail);
    await screen.findByDisplayValue('甲认证公司', {}, { timeout: 10_000 });
    for (const id of ['enterpriseId', 'receivedDate', 'items_0_scopeZh', 'items_0_headcount', 'originalBody'])
      expect(document.getElementById(id), id).not.toBeNull();
    fireEvent.click(screen.getByLabelText('初次认证'));
    await waitFor(() => expect(document.getElementById('originalBody')).toBeNull());
  });

  it('asks for the required fields of a new application', async () => {
    renderForm(null);
    fireEvent.click(await screen.findByTestId('form-save'));
    await screen.findByText('请选择申请企业', {}, { timeout: 10_000 });
    expect(screen.getByText('请选择认证标准')).toBeTruthy();
    expect(screen.getByText('请输入认证范围（中文）')).toBeTruthy();
  });
});
