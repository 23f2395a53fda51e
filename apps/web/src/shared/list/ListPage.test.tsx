import '../testing/browserStubs';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineAreaQueries } from '../api/areaQueries';
import { sessionStore } from '../stores/session';
import { testQueryClient, withQueryClient } from '../testing/queryClient';
import { forgetColumnSettings } from './columnSettings';
import { type ListColumn, ListPage, type ListPageHandle, type ListQuery } from './ListPage';

interface Row {
  id: string;
  certNo: string;
  certificateStandardName: string;
  realName: string;
  shortName: string;
  fullName: string;
}

const row: Row = {
  id: '1',
  certNo: '06824Q10286R0S',
  certificateStandardName: '质量管理体系',
  realName: 'ISO 9001',
  shortName: 'QMS',
  fullName: 'GB/T 19001-2016/ISO 9001:2015 质量管理体系',
};

const columns: ListColumn<Row>[] = [
  { key: 'certNo', title: '证书编号', dataIndex: 'certNo', sortField: 'certNo' },
  { key: 'standard', title: '认证标准', dataIndex: 'certificateStandardName' },
];

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let saved: unknown[] = [];

function renderList(
  fetchPage: (q: ListQuery) => Promise<{ records: Row[]; total: number; totalCapped?: boolean }>,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => <ListPage<Row> settingKey="test:list" columns={columns} fetchPage={fetchPage} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

beforeEach(() => {
  forgetColumnSettings();
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/certi/cerUserColSetting/getColSettingList')
        return envelope([
          { settingKey: 'test:list', settingJson: '{"order":["standard","certNo"],"hidden":[]}' },
        ]);
      if (url.pathname === '/api/certi/cerUserColSetting/save') {
        saved.push(JSON.parse(String(init?.body)));
        return envelope(null);
      }
      return envelope(null);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ erpSetting: null });
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('ListPage', () => {
  it.each([
    [1, 'ISO 9001'],
    [2, 'QMS'],
    [3, 'GB/T 19001-2016/ISO 9001:2015 质量管理体系'],
    [null, '质量管理体系'],
  ])(
    'shows the certificate-standard column by the certificateStandardName setting %s',
    async (setting, text) => {
      sessionStore.setState({
        erpSetting: setting === null ? null : ({ certificateStandardName: setting } as never),
      });
      renderList(async () => ({ records: [row], total: 1 }));
      expect(await screen.findByText(text)).toBeTruthy();
    },
  );

  it('shows an exact total, and a capped one as "10,000+"', async () => {
    renderList(async () => ({ records: [row], total: 7 }));
    expect(await screen.findByText('共 7 条')).toBeTruthy();
    cleanup();
    renderList(async () => ({ records: [row], total: 10000, totalCapped: true }));
    expect(await screen.findByText('共 10,000+ 条')).toBeTruthy();
  });

  it('applies the stored column order and saves a hidden column', async () => {
    renderList(async () => ({ records: [row], total: 1 }));
    await screen.findByText(row.certNo);
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['认证标准', '证书编号']));
    fireEvent.click(screen.getByTestId('column-settings-button'));
    const dialog = await screen.findByTestId('column-settings');
    await act(async () => fireEvent.click(within(dialog).getByLabelText('证书编号')));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      settingKey: 'test:list',
      settingJson: JSON.stringify({ order: ['standard', 'certNo'], hidden: ['certNo'] }),
    });
  });

  it('asks the server for the sorted page when a sortable header is clicked', async () => {
    const fetchPage = vi.fn(async (_q: ListQuery) => ({ records: [row], total: 1 }));
    renderList(fetchPage);
    await screen.findByText(row.certNo);
    fireEvent.click(screen.getAllByRole('columnheader').find((h) => h.textContent === '证书编号')!);
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ column: 'certNo', order: 'asc' })),
    );
  });

  it('refetches the current page on reload() and after a mutation of its area', async () => {
    const fetchPage = vi.fn(async (_q: ListQuery) => ({ records: [row], total: 1 }));
    const list = createRef<ListPageHandle>();
    const client = testQueryClient();
    const area = defineAreaQueries('test', {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <ListPage<Row> ref={list} settingKey="test:list" columns={columns} fetchPage={fetchPage} />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(withQueryClient(<RouterProvider router={router} />, client));
    await screen.findByText(row.certNo);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => list.current!.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await act(() => client.invalidateQueries({ queryKey: area.keys.all }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 10 }));
  });

  it('names the export button 导出 (its icon is decoration) and exports the sorted, filtered list', async () => {
    const onExport = vi.fn(async () => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <ListPage<Row>
              settingKey="test:list"
              columns={columns}
              fetchPage={async () => ({ records: [row], total: 1 })}
              onExport={onExport}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(withQueryClient(<RouterProvider router={router} />));
    await screen.findByText(row.certNo);
    fireEvent.click(screen.getByRole('button', { name: /^导\s*出$/ }));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith({}));
  });
});

describe('filters from the URL (a drill-down link)', () => {
  it('fills the form field it has, keeps the others as filters, and 清除条件 drops those', async () => {
    const fetchPage = vi.fn(async (_q: ListQuery) => ({ records: [row], total: 1 }));
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          Component: () => (
            <ListPage<Row>
              settingKey="test:list"
              columns={columns}
              fetchPage={fetchPage}
              searchFields={
                <Form.Item name="certNo" label="证书编号">
                  <Input />
                </Form.Item>
              }
            />
          ),
        },
      ],
      { initialEntries: ['/list?certNo=Q10&validOn=2026-03-31'] },
    );
    render(withQueryClient(<RouterProvider router={router} />));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ certNo: 'Q10', validOn: '2026-03-31', pageNo: 1 }),
      ),
    );
    expect(await screen.findByDisplayValue('Q10')).toBeTruthy();
    expect(screen.getByText('已按链接的条件筛选')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除条件' }));
    await waitFor(() => {
      const last = fetchPage.mock.calls.at(-1)![0] as unknown as Record<string, unknown>;
      expect(last.validOn).toBeUndefined();
      expect(last.certNo).toBe('Q10');
    });
  });
});
