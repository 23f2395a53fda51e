/**
 * Issue 31 item 12, 申请录入: the documents' upload area is there before the first save (and a file
 * picked then saves the draft first, or says what is missing); choosing the enterprise fills 联系人
 * and 联系电话 from its primary contact unless typed; 专业代码 are chosen from the chosen standard's
 * code list (code + name), not typed. The network is stubbed at fetch; the client, form and pages are real.
 */
import '../../shared/testing/browserStubs';
import { APPLICATION_DOCUMENT_TYPES } from '@cb/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import ApplyAddPage from './ApplyAddPage';

const enterprise = {
  id: '0190a0b0-0000-7000-8000-000000000100',
  name: '苏州星河精密制造有限公司',
  creditCode: '91320594MA1XXXXXXX',
  contactName: '钱经理',
  contactPhone: '13800000001',
};
const standard = {
  id: '0190a0b0-0000-7000-8000-000000000300',
  code: 'Q',
  shortName: 'QMS',
  name: '质量管理体系',
  standardNumber: 'GB/T 19001-2016/ISO 9001:2015',
  scopeCertificate: 1,
};
const codes = [
  { id: 'c1', certCodeCustom: '17.10.01', proName: '金属结构件制造', enabled: 1 },
  { id: 'c2', certCodeCustom: '19.05.01', proName: '电子元器件制造', enabled: 1 },
];

let calls: { url: URL; method: string }[] = [];
let added: { enterpriseId: string; contactName: string; items: { professionalCodes: string[] }[] }[] = [];

const savedDraft = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  version: 1,
  applyNo: 'SQ202600009',
  enterpriseId: enterprise.id,
  enterpriseName: enterprise.name,
  enterpriseNameEn: '',
  creditCode: enterprise.creditCode,
  partnerId: null,
  partnerName: '',
  applicationType: 1,
  applicationType_dictText: '初次认证',
  receivedDate: '2026-11-28',
  originalBody: '',
  originalCertificateNo: '',
  contactName: '钱经理',
  contactPhone: '13800000001',
  remark: '',
  eligibility: {},
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
  items: [],
  events: [],
};

/** The browser's XMLHttpRequest as the upload uses it: records where each file went, answers success. */
class RecordingXhr {
  static sent: string[] = [];
  upload: { onprogress: unknown } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send() {
    RecordingXhr.sent.push(this.url);
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({
        success: true,
        code: 200,
        message: '',
        timestamp: 0,
        result: {
          id: '0190a0b0-0000-7000-8000-000000000900',
          documentType: 'xmsl001',
          revision: 1,
          fileName: '认证申请书.pdf',
          contentType: 'application/pdf',
          size: 8,
          uploadedBy: null,
          uploadedByName: null,
          uploadedAt: '2026-11-28T00:00:00.000Z',
          version: 1,
        },
      });
      this.onload?.();
    }, 0);
  }
}
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  added = [];
  RecordingXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.pathname.endsWith('/xmsl/cerApplyApi/enterpriseOptions')) return envelope([enterprise]);
      if (url.pathname.endsWith('/xmsl/cerApplyApi/add')) {
        added.push(JSON.parse(String(init?.body)));
        return envelope(savedDraft);
      }
      if (url.pathname.endsWith('/cerCertificateStandardApi/listStandards')) return envelope([standard]);
      if (url.pathname.endsWith('/certi/cerCertificateCode/list')) {
        const code = url.searchParams.get('certCodeCustom') ?? '';
        const records =
          url.searchParams.get('certificateStandardId') === standard.id
            ? codes.filter((c) => c.certCodeCustom.startsWith(code))
            : [];
        return envelope({ records, total: records.length, current: 1, size: 100, pages: 1 });
      }
      return envelope([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/xmsl/add', Component: ApplyAddPage },
      { path: '/xmsl/update', Component: () => <p>申请修改</p> },
    ],
    { initialEntries: ['/xmsl/add'] },
  );
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

async function chooseEnterprise() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '申请企业' }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByText(`${enterprise.name}（${enterprise.creditCode}）`));
}

describe('申请录入 (issue 31 item 12)', () => {
  it('shows the upload area before the first save; a file picked with required fields missing says so and sends nothing', async () => {
    renderPage();
    for (const type of APPLICATION_DOCUMENT_TYPES)
      expect(await screen.findByTestId(`upload-slot-${type}`, {}, { timeout: 10_000 })).toBeTruthy();
    const slot = screen.getByTestId('upload-slot-xmsl001');
    const file = new File(['%PDF-1.4'], '认证申请书.pdf', { type: 'application/pdf' });
    fireEvent.change(slot.querySelector('input[type=file]')!, { target: { files: [file] } });
    await screen.findByText('请先填写申请的必填项：上传资料时申请会先保存为草稿', {}, { timeout: 10_000 });
    await screen.findByText('请选择申请企业');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a file picked before the first save saves the draft first, files it under the draft, then opens 申请修改', async () => {
    renderPage();
    await chooseEnterprise();
    fireEvent.mouseDown(input('items_0_certificateStandardId'));
    fireEvent.click(await screen.findByText('QMS 质量管理体系'));
    fireEvent.change(input('items_0_scopeZh'), { target: { value: '精密零部件的生产' } });
    fireEvent.change(input('items_0_headcount'), { target: { value: '120' } });
    fireEvent.change(input('items_0_effectivePersonnel'), { target: { value: '110' } });
    const slot = screen.getByTestId('upload-slot-xmsl001');
    const file = new File(['%PDF-1.4'], '认证申请书.pdf', { type: 'application/pdf' });
    fireEvent.change(slot.querySelector('input[type=file]')!, { target: { files: [file] } });
    await screen.findByText('申请修改', {}, { timeout: 10_000 });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ enterpriseId: enterprise.id, contactName: '钱经理' });
    expect(RecordingXhr.sent).toEqual([`/api/xmsl/cerApplyApi/files/${savedDraft.id}`]);
  });

  it('fills 联系人 and 联系电话 from the chosen enterprise’s primary contact', async () => {
    renderPage();
    await chooseEnterprise();
    await waitFor(() => expect(input('contactName').value).toBe('钱经理'));
    expect(input('contactPhone').value).toBe('13800000001');
  });

  it('keeps a contact the user typed before choosing the enterprise', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('联系人', {}, { timeout: 10_000 }), {
      target: { value: '孙主任' },
    });
    await chooseEnterprise();
    await waitFor(() => expect(input('contactPhone').value).toBe('13800000001'));
    expect(input('contactName').value).toBe('孙主任');
  });

  it('picks 专业代码 from the chosen standard’s code list, shown as code and name, by keyboard', async () => {
    renderPage();
    await screen.findByTestId('upload-slot-xmsl001', {}, { timeout: 10_000 });
    const codeBox = input('items_0_professionalCodes');
    // Nothing to pick (and nothing to type) before the standard is chosen.
    expect((codeBox as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseDown(input('items_0_certificateStandardId'));
    fireEvent.click(await screen.findByText('QMS 质量管理体系'));
    await waitFor(() => expect((codeBox as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(codeBox);
    await screen.findByText('17.10.01 金属结构件制造');
    // Typing a code searches the list by code.
    fireEvent.change(codeBox, { target: { value: '19' } });
    await waitFor(
      () =>
        expect(
          calls.some(
            (c) =>
              c.url.pathname.endsWith('/certi/cerCertificateCode/list') &&
              c.url.searchParams.get('certCodeCustom') === '19',
          ),
        ).toBe(true),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.queryByText('17.10.01 金属结构件制造')).toBeNull());
    fireEvent.keyDown(codeBox, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const field = document.getElementById('items_0_professionalCodes')!.closest('.ant-form-item')!;
    await waitFor(() => expect(within(field as HTMLElement).getByText('19.05.01')).toBeTruthy());
    // Only codes of the list: typed text matching none offers nothing new to take (no free tags).
    fireEvent.change(codeBox, { target: { value: '99.99' } });
    await waitFor(
      () => expect(calls.some((c) => c.url.searchParams.get('certCodeCustom') === '99.99')).toBe(true),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.queryByText('17.10.01 金属结构件制造')).toBeNull());
    expect(screen.queryByText('99.99')).toBeNull();
  });
});
