import type { AuditorRow } from '@cb/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AuditorListPage from './AuditorListPage';
import { type Call, fakeApi, grant, page, renderAt, resetTestKit } from './testKit';

const row: AuditorRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  name: '王建国',
  sex: 1,
  idCardNo: '310***********1234',
  phone: '13910000000',
  email: 'auditor1@example.com',
  personnelKind: '1',
  employmentType: 2,
  branchCompany: '华东分公司',
  status: 1,
  userId: null,
  username: 'auditor',
  registrations: 'QMS:01,EMS:03',
  createTime: '2026-11-24T03:05:09.000Z',
  updateTime: '2026-11-24T03:05:09.000Z',
  version: 1,
};

let calls: Call[] = [];
afterEach(resetTestKit);

const show = () => renderAt(AuditorListPage, '/rlzy/auditor', '/rlzy/auditor');

describe('AuditorListPage', () => {
  it('lists auditors with their labels, registrations and the ID card as the server sends it', async () => {
    calls = fakeApi({ '/rlzy/auditor/list': page([row]) });
    grant('rlzy:auditor:archive');
    show();
    const link = await screen.findByRole('link', { name: '王建国' });
    expect(link.getAttribute('href')).toBe(`/rlzy/archive/${row.id}`);
    expect(screen.getByText('310***********1234')).toBeTruthy();
    expect(screen.getByText('审核员/技术专家')).toBeTruthy();
    expect(screen.getByText('兼职')).toBeTruthy();
    expect(screen.getByText('QMS 高级审核员')).toBeTruthy();
    expect(screen.getByText('EMS 实习审核员')).toBeTruthy();
    expect(screen.getByText('在职')).toBeTruthy();
    expect(screen.getByText('2026-11-24 11:05:09')).toBeTruthy();
    // Only 档案 is granted: no 新增, 编辑 or 导出.
    expect(screen.getByRole('button', { name: /档\s*案/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('searches by the filters the contract names, and offers 新增, 编辑 and 导出 to HR', async () => {
    calls = fakeApi({ '/rlzy/auditor/list': page([row]) });
    grant('rlzy:auditor:add', 'rlzy:auditor:edit', 'rlzy:auditor:export');
    const router = show();
    await screen.findByText('王建国');
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    const field = (name: string) => document.querySelector(`#rlzy_auditor_list_search_${name}`)!;
    fireEvent.change(field('name'), { target: { value: ' 王 ' } });
    fireEvent.change(field('code'), { target: { value: '19.05.01' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/rlzy/auditor/list')
          .at(-1)
          ?.params.get('code'),
      ).toBe('19.05.01'),
    );
    const last = calls.filter((c) => c.path === '/rlzy/auditor/list').at(-1)!;
    expect(last.params.get('name')).toBe('王');
    expect(last.params.get('pageNo')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    expect(router.state.location.pathname).toBe(`/rlzy/edit/${row.id}`);
  });
});
