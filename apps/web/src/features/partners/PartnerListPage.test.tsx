import '../../shared/testing/browserStubs';
import type { PartnerRow } from '@cb/domain/partners';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, grant, page, type RecordedCall, renderPage } from '../../shared/testing/pageHarness';
import PartnerListPage from './PartnerListPage';

const row: PartnerRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  code: 'HZ001',
  name: '示例合作方',
  level: 1,
  partnerType: 'consultancy',
  region: '上海市浦东新区',
  settlementPrice: '3200.50',
  rebateRate: '6.00',
  assignMode: 2,
  contactName: '顾晓峰',
  contactPhone: '13816620031',
  status: 1,
  createTime: '2026-11-24T03:05:09.000Z',
  updateTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};

let calls: RecordedCall[] = [];

beforeEach(() => {
  calls = answerCalls((url) => {
    if (url.pathname === '/api/hzf/partner/list') return page([row]);
    if (url.pathname === '/api/hzf/partner/delete') return { id: row.id };
    if (url.pathname === '/api/hzf/partner/status') return { id: row.id, version: 3 };
    return [];
  });
});
const renderList = () => renderPage('/hzf/partner', PartnerListPage);

const listCalls = () => calls.filter((c) => c.path === '/api/hzf/partner/list');

describe('PartnerListPage', () => {
  it('lists the partners with type, level, exact money and assignment mode, and only the allowed actions', async () => {
    grant('hzf:partner:detail');
    renderList();
    const link = await screen.findByRole('link', { name: row.name });
    expect(link.getAttribute('href')).toBe(`/hzf/partner/edit/${row.id}/0`);
    for (const text of ['HZ001', '咨询机构', '优质', '3200.50', '6.00', '合作方推荐', '启用', '顾晓峰'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /停\s*用/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    // The list asks the server for its page, sorted by the code by default.
    expect(listCalls()[0]!.params.get('pageNo')).toBe('1');
  });

  it('sends the search filters (name, type, level, status) to the server', async () => {
    grant('hzf:partner:detail');
    renderList();
    await screen.findByText(row.name);
    fireEvent.change(document.querySelector('[id$="_search_name"]')!, { target: { value: '卓信' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls().at(-1)!.params.get('name')).toBe('卓信'));
  });

  it('disables a partner with its version after confirmation', async () => {
    grant('hzf:partner:detail', 'hzf:partner:edit');
    renderList();
    await screen.findByText(row.name);
    fireEvent.click(screen.getByRole('button', { name: /停\s*用/ }));
    await screen.findAllByText('确定停用该合作方吗？停用后不能再被新的企业或申请选择。');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/hzf/partner/status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/hzf/partner/status')!.method).toBe('PUT');
  });

  it('deletes a record with its version after confirmation, then asks for the list again', async () => {
    grant('hzf:partner:detail', 'hzf:partner:delete');
    renderList();
    await screen.findByText(row.name);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该合作方吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/hzf/partner/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/hzf/partner/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
