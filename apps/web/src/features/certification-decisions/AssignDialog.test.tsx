import '../../shared/testing/browserStubs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/testing/queryClient';
import { AssignDialog } from './AssignDialog';
import type { AllocationRow } from './api';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const REVIEWER = '00000000-0000-4000-8000-000000000002';
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let posted: { path: string; body: unknown }[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/jssd/ajfp/candidates')
        return envelope({
          candidates: [{ auditorId: REVIEWER, name: '李审定', eligible: true, reasons: [] }],
        });
      if (url.pathname === '/api/rzjd/audit/file') return envelope({ project: { version: 7 } });
      posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return envelope({ id: PROJECT, version: 8 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('案卷分配’s 选择', () => {
  it('asks before assigning the reviewer, assigns on OK and says to whom', async () => {
    const onClose = vi.fn();
    render(
      withQueryClient(
        <App>
          <AssignDialog
            row={{ projectId: PROJECT, enterpriseName: '测试企业' } as AllocationRow}
            round={1}
            onClose={onClose}
          />
        </App>,
      ),
    );
    const row = (await screen.findByText('李审定')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /选\s*择/ }));
    expect(await screen.findByText('确定将测试企业的技术审定（一评）分配给李审定吗？')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    expect(await screen.findByText('已分配给李审定')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: '/api/jssd/ajfp/assign',
        body: { projectId: PROJECT, round: 1, auditorId: REVIEWER, projectVersion: 7 },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
