import '../../shared/testing/browserStubs';
import type { ReportRow } from '@cb/domain/test-reports';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, grant, page, type RecordedCall, renderPage } from '../../shared/testing/pageHarness';
import ReportListPage from './ReportListPage';

const row: ReportRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  enterpriseId: '0190a0b0-0000-7000-8000-000000000009',
  enterpriseName: '上海示例阀门有限公司',
  laboratoryName: '国家电线电缆质量检验检测中心',
  cnasNo: 'CNAS L4873',
  reportNo: 'DL2026-W-0412',
  productName: '电力电缆',
  productModel: 'YJV22',
  samplingDate: '2026-11-01',
  issueDate: '2026-11-08',
  conclusion: 2,
  reviewStatus: 2,
  returnReason: '缺少签章页',
  fileName: 'DL2026-W-0412.pdf',
  createTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};

let calls: RecordedCall[] = [];

beforeEach(() => {
  calls = answerCalls((url) => {
    if (url.pathname === '/api/jcbg/report/list') return page([row]);
    if (url.pathname === '/api/jcbg/report/delete') return { id: row.id };
    return [];
  });
});
const renderList = () => renderPage('/jcbg/report', ReportListPage);

const listCalls = () => calls.filter((c) => c.path === '/api/jcbg/report/list');

describe('ReportListPage', () => {
  it('lists the reports with their conclusion, review status and reason, and only the allowed actions', async () => {
    grant('jcbg:report:detail');
    renderList();
    const link = await screen.findByRole('link', { name: row.enterpriseName });
    expect(link.getAttribute('href')).toBe(`/jcbg/report/edit/${row.id}/0`);
    expect(screen.getByText('2026-11-24 11:05:09')).toBeTruthy();
    expect(screen.getByText('不合格')).toBeTruthy();
    expect(screen.getByText('已退回')).toBeTruthy();
    expect(screen.getByText('缺少签章页')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上\s*传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /下\s*载/ })).toBeNull();
  });

  it('asks the server for the filters and the sort column', async () => {
    grant('jcbg:report:detail', 'jcbg:report:upload');
    renderList();
    await screen.findByText(row.reportNo);
    expect(screen.getByRole('button', { name: /上\s*传/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '实验室名称' }), { target: { value: '电缆' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls().at(-1)?.params.get('laboratoryName')).toBe('电缆'));
    fireEvent.click(screen.getAllByText('报告编号', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(listCalls().at(-1)?.params.get('column')).toBe('reportNo'));
  });

  it('deletes a report with its version after confirmation, then asks for the list again', async () => {
    grant('jcbg:report:detail', 'jcbg:report:delete');
    renderList();
    await screen.findByText(row.reportNo);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText('确定删除该检测报告吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jcbg/report/delete')).toBe(true));
    const remove = calls.find((c) => c.path === '/api/jcbg/report/delete')!;
    expect(remove.method).toBe('DELETE');
    expect(Object.fromEntries(remove.params)).toEqual({ id: row.id, version: '2' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThanOrEqual(2));
  });
});
