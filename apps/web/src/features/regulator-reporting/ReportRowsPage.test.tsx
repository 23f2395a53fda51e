import '../../shared/testing/browserStubs';
import type { ReportRow } from '@cb/domain/regulator-reporting';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerCalls,
  envelope,
  grant,
  page,
  type RecordedCall,
  renderPage,
} from '../../shared/testing/pageHarness';
import CertificateReportListPage from './CertificateReportListPage';

const suspended: ReportRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  kind: 'certificate',
  number: '03426Q10001R0M',
  enterpriseName: '上海华瑞精密机械制造有限公司',
  standardCode: 'Q',
  branchCode: '',
  typeCode: '05',
  typeLabel: '暂停',
  codes: '02 · 0197 · 0116',
  eventDate: '2026-11-20',
  deadline: '2026-11-25',
  overdue: true,
  problems: [],
  reportedAt: null,
  batchNo: '',
};
const invalid: ReportRow = {
  ...suspended,
  id: '0190a0b0-0000-7000-8000-000000000002',
  number: '03426Q10002R0M',
  enterpriseName: '缺少企业档案有限公司',
  overdue: false,
  deadline: '2026-12-10',
  problems: ['第9列「获证组织注册地址所在行政区划代码」必须填写'],
};

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = answerCalls((url) => {
    switch (url.pathname) {
      case '/api/xxsb/certificate/list':
        return page(url.searchParams.get('reported') === '1' ? [] : [suspended, invalid]);
      case '/api/xxsb/certificate/summary':
        return { unreported: 2, overdue: 1, invalid: 1 };
      case '/api/xxsb/certificate/report':
        return envelope(
          { batchId: suspended.id, batchNo: 'XXSB20261129100000001', rowCount: 1 },
          '上报成功！',
        );
      default:
        return [];
    }
  });
});

describe('证书信息上报', () => {
  it('shows the counts, the overdue deadline, the failing row’s column and reason; reports the chosen row', async () => {
    grant('xxsb:certificate:report', 'xxsb:certificate:export');
    renderPage('/xxsb/certificate', CertificateReportListPage);
    await screen.findByText(suspended.number);
    expect(screen.getAllByText('02 · 0197 · 0116')).toHaveLength(2);
    expect(screen.getAllByText('已逾期').length).toBeGreaterThan(1);
    expect(screen.getByText('第9列「获证组织注册地址所在行政区划代码」必须填写')).toBeTruthy();
    expect(await screen.findByText('校验未通过的记录不会导出，也不能上报，请先修正其来源记录')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    expect((boxes[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(boxes[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '上报（1）' }));
    await screen.findAllByText('确定将选中的 1 条记录标记为已上报吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/xxsb/certificate/report')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.path === '/api/xxsb/certificate/report')!.body)).toEqual({
      ids: [suspended.id],
      remark: '',
    });
    expect(await screen.findByText('上报成功，批次号 XXSB20261129100000001')).toBeTruthy();
  });

  it('offers neither 上报 nor 导出 without their codes', async () => {
    grant('xxsb:log:export');
    renderPage('/xxsb/certificate', CertificateReportListPage);
    await screen.findByText(suspended.number);
    expect(screen.queryByRole('button', { name: '上报' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s?出/ })).toBeNull();
  });
});
