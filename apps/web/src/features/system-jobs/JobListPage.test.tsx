import '../../shared/testing/browserStubs';
import type { Job, Permission } from '@cb/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';
import JobListPage from './JobListPage';

const job: Job = {
  name: 'auditors.registrationExpiry',
  title: '审核员注册资格到期提醒',
  schedule: '30 7 * * *',
  timezone: 'Asia/Shanghai',
  paused: false,
  nextRunAt: '2026-11-24T23:30:00.000Z',
  failures: 0,
  running: false,
  lastRun: {
    id: 'r1',
    status: 'succeeded',
    startedAt: '2026-11-23T23:30:00.000Z',
    finishedAt: '2026-11-23T23:30:01.000Z',
    items: 2,
    error: null,
  },
};

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; body: unknown }[] = [];

function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.pathname === '/api/sys/job/list') return envelope([job]);
      if (url.pathname === '/api/sys/job/run')
        return envelope({ runId: 'r2', status: 'succeeded', items: 3 });
      if (url.pathname === '/api/sys/job/runs')
        return envelope([
          {
            id: 'r1',
            jobName: job.name,
            trigger: 'schedule',
            asOf: job.lastRun!.startedAt,
            startedAt: job.lastRun!.startedAt,
            finishedAt: job.lastRun!.finishedAt,
            status: 'succeeded',
            items: 2,
            log: ['[华衡质量认证有限公司] 处理 2 项'],
            error: null,
          },
        ]);
      return envelope(null);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

describe('JobListPage', () => {
  it('shows each job with its schedule, state and last run in China time', async () => {
    grant('sys:job:list');
    render(
      withQueryClient(
        <App>
          <JobListPage />
        </App>,
      ),
    );
    expect(await screen.findByText('审核员注册资格到期提醒')).toBeTruthy();
    expect(screen.getByText('30 7 * * *')).toBeTruthy();
    expect(screen.getByText('2026-11-24 07:30:00')).toBeTruthy();
    expect(screen.getByText('2026-11-25 07:30:00')).toBeTruthy();
    // Without run or edit rights only the runs can be read.
    expect(screen.queryByRole('button', { name: '运行一次' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停' })).toBeNull();
  });

  it('runs a job after confirmation and shows its runs with their log', async () => {
    grant('sys:job:list', 'sys:job:run', 'sys:job:edit');
    render(
      withQueryClient(
        <App>
          <JobListPage />
        </App>,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: '运行一次' }));
    await screen.findAllByText('确定立即运行该任务吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sys/job/run')).toBe(true));
    expect(calls.find((c) => c.path === '/api/sys/job/run')!.body).toEqual({ name: job.name });

    fireEvent.click(screen.getByRole('button', { name: '运行记录' }));
    expect(await screen.findByText('运行记录：审核员注册资格到期提醒')).toBeTruthy();
    expect(await screen.findByText('按计划')).toBeTruthy();
  });
});
