import '../../shared/testing/browserStubs';
import { addDays, type CertificateDetail, calendarDateOf, type Permission } from '@cb/domain';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import { certificateColumns } from './Certificate.data';
import CertUpdatePage from './CertUpdatePage';

configure({ asyncUtilTimeout: 5000 });

const ID = '0190a0b0-0000-7000-8000-000000000101';
const today = calendarDateOf(new Date());
const certificate: CertificateDetail = {
  id: ID,
  version: 3,
  certNo: '06826Q10001R0M',
  mainCertNo: '',
  certificateType: 'A',
  standardCode: 'Q',
  standardName: '质量管理体系',
  standardVersion: 'GB/T 19001-2016/ISO 9001:2015',
  enterpriseName: '示例科技有限公司',
  issueDate: addDays(today, -100),
  expiryDate: addDays(today, 900),
  status: 1,
  suspendUntil: null,
  marks: 'CNAS',
  updateTime: '2026-11-20T02:00:00.000Z',
  firstIssueDate: null,
  enterpriseId: null,
  enterpriseNameEn: 'Exmaple Technology Co., Ltd.',
  enterpriseAddress: '上海市浦东新区示例路100号',
  enterpriseAddressEn: 'No. 100 Example Road, Shanghai',
  scopeZh: '电子产品的设计和生产',
  scopeEn: 'Design and production of electronic products',
  remark: '',
  replacedById: null,
  templateId: '',
  events: [],
};

let served: CertificateDetail;
let sent: { method: string; body: Record<string, unknown> }[];
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  served = certificate;
  sent = [];
  sessionStore.setState({
    permissions: {
      auth: (['zsfx:search:update', 'zsfx:search:detail'] as Permission[]).map((action) => ({
        action,
        status: '1',
        type: '1',
      })),
      allAuth: [],
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/zsfx/certificate/queryById') return envelope(served);
      if (url.pathname === '/api/zsfx/certificate/correct') {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: init?.method ?? 'GET', body });
        return envelope({ id: ID, version: served.version + 1, pdfId: null });
      }
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/zsfx/update/:id', Component: CertUpdatePage },
      { path: '/zsfx/detail/:id', element: <p>证书详情页</p> },
    ],
    { initialEntries: [`/zsfx/update/${ID}`] },
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('证书修改 (/zsfx/update/{id})', () => {
  it('shows the current text, needs a reason, confirms, sends the correction and says 证书信息已修改', async () => {
    const router = renderPage();
    await screen.findByText('证书修改 06826Q10001R0M');
    expect(field('获证组织英文名称').value).toBe('Exmaple Technology Co., Ltd.');
    expect(field('认证范围').value).toBe('电子产品的设计和生产');
    // What a correction never touches is shown, not editable.
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
    expect(screen.queryByLabelText('证书编号')).toBeNull();

    fireEvent.change(field('获证组织英文名称'), { target: { value: 'Example Technology Co., Ltd.' } });
    expect(await screen.findByText('原内容：Exmaple Technology Co., Ltd.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('请填写修改原因')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field('修改原因'), { target: { value: '英文名称录入拼写错误' } });
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确认修改证书信息？'),
    );
    expect(
      screen.getByText('证书06826Q10001R0M的内容将被更正（不换发新版本），并重新生成证书PDF。'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);

    expect(await screen.findByText('证书信息已修改')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          id: ID,
          version: 3,
          reason: '英文名称录入拼写错误',
          enterpriseNameEn: 'Example Technology Co., Ltd.',
          enterpriseAddress: '上海市浦东新区示例路100号',
          enterpriseAddressEn: 'No. 100 Example Road, Shanghai',
          scopeZh: '电子产品的设计和生产',
          scopeEn: 'Design and production of electronic products',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/zsfx/detail/${ID}`));
    expect(await screen.findByText('证书详情页')).toBeTruthy();
  });

  it('refuses to save when nothing changed, with the reason, and sends nothing', async () => {
    renderPage();
    await screen.findByText('证书修改 06826Q10001R0M');
    fireEvent.change(field('修改原因'), { target: { value: '核对' } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('没有修改任何内容，无需保存')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows a replaced certificate read-only with the reason, without 保存', async () => {
    served = { ...certificate, status: 99 };
    renderPage();
    expect(await screen.findByText('该版本已换发新证书，不能修改（请修改当前版本）')).toBeTruthy();
    expect(screen.queryByTestId('form-save')).toBeNull();
    expect(field('认证范围').disabled).toBe(true);
    // The status is a label, not a control: shown in full colour in the read-only form.
    expect(screen.getByTestId('certificate-status').className).not.toContain('ant-tag-disabled');
  });
});

describe('证书查询 offers 修改', () => {
  const t = ((key: string) => (key === 'correction.update' ? '修改' : key)) as unknown as Parameters<
    typeof certificateColumns
  >[0]['t'];
  const actions = (row: CertificateDetail, codes: Permission[]) => {
    const column = certificateColumns({
      t,
      can: (code) => codes.includes(code),
      mode: 'search',
      onPrint: () => undefined,
      onOperate: () => undefined,
      today,
    }).find((c) => c.key === 'actions')!;
    const { container, unmount } = render(
      <MemoryRouter>{column.render!(null, row, 0) as ReactNode}</MemoryRouter>,
    );
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === '修改');
    const href = link?.getAttribute('href') ?? null;
    unmount();
    return href;
  };

  it('links to /zsfx/update/{id} for a current certificate and a user with zsfx:search:update only', () => {
    expect(actions(certificate, ['zsfx:search:update'])).toBe(`/zsfx/update/${ID}`);
    expect(actions({ ...certificate, status: 2 }, ['zsfx:search:update'])).toBe(`/zsfx/update/${ID}`);
    expect(actions(certificate, ['zsfx:search:detail'])).toBeNull();
    for (const status of [3, 4, 5, 99])
      expect(actions({ ...certificate, status }, ['zsfx:search:update']), String(status)).toBeNull();
    expect(actions({ ...certificate, expiryDate: addDays(today, -1) }, ['zsfx:search:update'])).toBeNull();
  });
});
