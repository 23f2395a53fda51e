import '../../shared/testing/browserStubs';
import type { BranchRow } from '@cb/domain/branches';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, grant, page, renderPage } from '../../shared/testing/pageHarness';
import BranchListPage from './BranchListPage';

const row: BranchRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  code: '01',
  name: '华东分公司',
  settlementMethod: 3,
  settlementType: 1,
  unitPrice: '3000.00',
  borrowFeeUnit: 2,
  borrowFeeRate: '800.00',
  status: 1,
  createTime: '2026-11-24T03:05:09.000Z',
  updateTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};

const answer = (url: URL) => {
  if (url.pathname === '/api/cwgl/branch/list') return page([row]);
  if (url.pathname === '/api/cwgl/branch/delete') return { id: row.id };
  return [];
};

describe('BranchListPage', () => {
  it('shows code, settlement method and type, unit price and borrow fee as the export has them', async () => {
    answerCalls(answer);
    grant('cwgl:branch:detail');
    renderPage('/cwgl/branch', BranchListPage);
    const link = await screen.findByRole('link', { name: row.name });
    expect(link.getAttribute('href')).toBe(`/cwgl/branchbrief/${row.id}`);
    for (const text of ['01', '月结', '打包', '3000.00', '元/人日/体系', '800.00'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('sorts on the server by the contract sort name and deletes with the version after confirmation', async () => {
    const calls = answerCalls(answer);
    grant('cwgl:branch:detail', 'cwgl:branch:delete');
    renderPage('/cwgl/branch', BranchListPage);
    await screen.findByText(row.name);
    fireEvent.click(screen.getAllByText('单价（元/标准）').find((e) => e.closest('th'))!);
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/cwgl/branch/list' && c.params.get('column') === 'unitPrice'),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该分公司吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cwgl/branch/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/cwgl/branch/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
  });
});
