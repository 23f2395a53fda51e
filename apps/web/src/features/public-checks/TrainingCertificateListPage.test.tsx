import '../../shared/testing/browserStubs';
import type { Permission, TrainingCertificateRow } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import TrainingCertificateEditPage from './TrainingCertificateEditPage';
import TrainingCertificateListPage from './TrainingCertificateListPage';

const row: TrainingCertificateRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  version: 2,
  certNo: 'PX-2026-0001',
  holderName: '陈培训',
  holderIdCardNo: '110***********002X',
  employer: '上海示范电子有限公司',
  courseName: '质量管理体系内审员培训',
  standardName: '',
  courseHours: 24,
  trainingFrom: '2026-03-01',
  trainingTo: '2026-03-03',
  issueDate: '2026-03-10',
  validTo: null,
  status: 2,
  createTime: '2026-11-24T03:05:09.000Z',
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; params: URLSearchParams; body: unknown }[] = [];

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/zsfx/trainCertificate', Component: TrainingCertificateListPage },
      { path: '/zsfx/trainCertificate/add', Component: TrainingCertificateEditPage },
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

beforeEach(() => {
  forgetColumnSettings();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        params: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname === '/api/zsfx/trainCertificate/list')
        return envelope({ records: [row], total: 1, current: 1, size: 10, pages: 1 });
      if (url.pathname === '/api/zsfx/trainCertificate/delete') return envelope({ id: row.id });
      return envelope([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

const listCalls = () => calls.filter((c) => c.path === '/api/zsfx/trainCertificate/list');

describe('TrainingCertificateListPage', () => {
  it('shows the masked ID-card number, the live status and only the allowed actions', async () => {
    grant('zsfx:trainCertificate:detail');
    renderAt('/zsfx/trainCertificate');
    const link = await screen.findByRole('link', { name: row.certNo });
    expect(link.getAttribute('href')).toBe(`/zsfx/trainCertificate/edit/${row.id}/0`);
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('已撤销')).toBeTruthy();
    expect(screen.getByText('长期有效')).toBeTruthy();
    expect(screen.getByText('2026-03-01 ~ 2026-03-03')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('asks the server for the filter the user chose, and offers the export only with its code', async () => {
    grant('zsfx:trainCertificate:detail', 'zsfx:trainCertificate:export');
    renderAt('/zsfx/trainCertificate');
    await screen.findByText(row.certNo);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    fireEvent.change(document.getElementById('zsfx_trainCertificate_list_search_certNo')!, {
      target: { value: 'PX-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls().at(-1)?.params.get('certNo')).toBe('PX-2026'));
  });

  it('deletes a certificate with its version after confirmation, then asks for the list again', async () => {
    grant('zsfx:trainCertificate:detail', 'zsfx:trainCertificate:delete');
    renderAt('/zsfx/trainCertificate');
    await screen.findByText(row.certNo);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该培训证书吗？删除后公开查询将查不到该证书。');
    expect(calls.some((c) => c.path === '/api/zsfx/trainCertificate/delete')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/zsfx/trainCertificate/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/zsfx/trainCertificate/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});

describe('TrainingCertificateEditPage (新增)', () => {
  it('refuses an empty form with the Chinese messages and sends nothing', async () => {
    grant('zsfx:trainCertificate:add');
    renderAt('/zsfx/trainCertificate/add');
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入培训证书编号')).toBeTruthy();
    expect(screen.getByText('请输入持证人姓名')).toBeTruthy();
    expect(screen.getByText('请输入培训课程')).toBeTruthy();
    expect(screen.getByText('请选择发证日期')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '110105194912310021' } });
    expect(await screen.findByText('身份证号格式错误')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
