import type { CompetenceRow } from '@cb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MyCodeListPage from './MyCodeListPage';
import { type Call, fakeApi, grant, page, renderAt, resetTestKit } from './testKit';

const row = (n: number, code: string, status: number, returnReason = ''): CompetenceRow => ({
  id: `0190a0b0-0000-7000-8000-00000000030${n}`,
  auditorId: '0190a0b0-0000-7000-8000-000000000001',
  auditorName: '王建国',
  scheme: 'QMS',
  code,
  codeName: '',
  source: '3',
  evaluationMethod: '',
  passDate: null,
  evaluator: '',
  evidence: `证据${n}`,
  status,
  returnReason,
  appliedAt: '2026-11-20T01:00:00.000Z',
  decidedAt: null,
  version: n,
});

const rows = [
  row(1, '19.05.01', 1),
  row(2, '29.12.01', 0),
  row(3, '28.04.01', 2, '证据不足，请补充审核记录'),
  row(4, '18.01.00', 3),
];

let calls: Call[] = [];
afterEach(resetTestKit);

const rowOf = (code: string) => screen.getByText(code).closest('tr')!;

describe('MyCodeListPage (审核员专区 我的专业代码)', () => {
  it('shows each state as a tag, the return reason, and actions only on open applications', async () => {
    calls = fakeApi({ '/auditorZone/code/list': page(rows) });
    grant('auditorZone:code:add', 'auditorZone:code:edit', 'auditorZone:code:delete');
    const router = renderAt(MyCodeListPage, '/auditorZone/code', '/auditorZone/code');
    await screen.findByText('19.05.01');
    expect(within(rowOf('19.05.01')).getByText('已批准')).toBeTruthy();
    expect(within(rowOf('29.12.01')).getByText('待审批')).toBeTruthy();
    expect(within(rowOf('28.04.01')).getByText('已退回')).toBeTruthy();
    expect(within(rowOf('18.01.00')).getByText('已撤销')).toBeTruthy();
    expect(within(rowOf('28.04.01')).getByText('证据不足，请补充审核记录')).toBeTruthy();
    expect(within(rowOf('19.05.01')).queryByRole('button')).toBeNull();
    expect(within(rowOf('18.01.00')).queryByRole('button')).toBeNull();
    fireEvent.click(within(rowOf('28.04.01')).getByRole('button', { name: '重新提交' }));
    expect(router.state.location.pathname).toBe(`/auditorZone/codeUpdate/${rows[2]!.id}`);
  });

  it('withdraws a pending application with its version after confirmation', async () => {
    calls = fakeApi({
      '/auditorZone/code/list': page(rows),
      '/auditorZone/code/delete': { id: rows[1]!.id },
    });
    grant('auditorZone:code:delete');
    renderAt(MyCodeListPage, '/auditorZone/code', '/auditorZone/code');
    await screen.findByText('29.12.01');
    expect(screen.queryByRole('button', { name: '申请专业代码' })).toBeNull();
    fireEvent.click(within(rowOf('29.12.01')).getByRole('button', { name: /撤\s*销/ }));
    await screen.findAllByText('确定撤销该专业代码申请吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/auditorZone/code/delete')).toBe(true));
    const withdraw = calls.find((c) => c.path === '/auditorZone/code/delete')!;
    expect(withdraw.method).toBe('DELETE');
    expect(Object.fromEntries(withdraw.params)).toMatchObject({ id: rows[1]!.id, version: '2' });
  });
});
