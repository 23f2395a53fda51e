import '../../shared/testing/browserStubs';
import { DEFAULT_SERVICE_ITEMS, type ServiceProjectDetail } from '@cb/domain/service-certification';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, grant, type RecordedCall } from '../../shared/testing/pageHarness';
import { withQueryClient } from '../../shared/testing/queryClient';
import ServiceReportPage from './ServiceReportPage';

const project: ServiceProjectDetail = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  projectNo: 'SC-2026-0003',
  enterpriseName: '南京金陵汽车销售服务有限公司',
  scope: '汽车销售及售后服务',
  serviceAreaCode: 'F03',
  stage: 3,
  linked: false,
  evaluated: false,
  percent: null,
  grade: '',
  specialDeductions: 0,
  evaluator: '',
  evaluatedAt: null,
  certNo: '',
  createTime: '2026-10-03T02:00:00.000Z',
  version: 1,
  items: DEFAULT_SERVICE_ITEMS.map((i) => ({ ...i, applicable: true, score: i.maxScore, note: '' })),
  bonus: 0,
  earned: null,
  applicableMax: null,
  issueDate: null,
  itemTableVersion: 1,
};

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = answerCalls((url) => {
    if (url.pathname === '/api/sc/report/queryById') return project;
    if (url.pathname === '/api/sc/report/edit') return { id: project.id, version: 2 };
    return [];
  });
});

function renderSheet(editable: '0' | '1') {
  const router = createMemoryRouter([{ path: '/sc/report/:editable/:Id', Component: ServiceReportPage }], {
    initialEntries: [`/sc/report/${editable}/${project.id}`],
  });
  return render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

const grade = () => screen.getByTestId('service-grade').textContent;

describe('ServiceReportPage', () => {
  it('computes the grade live as scores, applicability and deductions change, and saves the sheet', async () => {
    grant('sc:report:edit');
    renderSheet('1');
    await screen.findByText(project.enterpriseName);
    expect(grade()).toBe('五星');
    // 顾客满意度测评 (8) down to 0: 92 of 100 → 四星.
    const last = screen.getByRole('spinbutton', { name: '顾客满意度测评得分' });
    fireEvent.change(last, { target: { value: '0' } });
    await waitFor(() => expect(grade()).toBe('四星'));
    // Not applicable: it leaves the denominator (92 of 92 → 五星).
    fireEvent.click(screen.getAllByRole('switch').at(-1)!);
    await waitFor(() => expect(grade()).toBe('五星'));
    // Five special deductions fail whatever the score.
    fireEvent.change(document.getElementById('specialDeductions')!, { target: { value: '5' } });
    await waitFor(() => expect(grade()).toBe('不合格'));
    fireEvent.change(document.getElementById('specialDeductions')!, { target: { value: '0' } });
    await waitFor(() => expect(grade()).toBe('五星'));
    // A score above its maximum names the item and blocks the save.
    fireEvent.change(screen.getByRole('spinbutton', { name: '配件供应得分' }), { target: { value: '9' } });
    await screen.findByText('第7项的得分不能超过该项满分8');
    fireEvent.change(screen.getByRole('spinbutton', { name: '配件供应得分' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '保存评价表' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sc/report/edit')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.path === '/api/sc/report/edit')!.body);
    expect(body).toMatchObject({ id: project.id, version: 1, specialDeductions: 0, bonus: 0 });
    expect(body.items).toHaveLength(DEFAULT_SERVICE_ITEMS.length);
    expect(body.items.at(-1)).toMatchObject({ applicable: false });
  });

  it('is read-only without the code', async () => {
    grant('sc:project:detail');
    renderSheet('1');
    await screen.findByText(project.enterpriseName);
    expect(screen.queryByRole('button', { name: '保存评价表' })).toBeNull();
  });
});
