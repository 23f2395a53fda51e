import '../../../shared/testing/browserStubs';
import type { PublicEmergency } from '@cb/domain/emergencies';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerCalls } from '../../../shared/testing/pageHarness';
import { withQueryClient } from '../../../shared/testing/queryClient';
import EmergencyResponsePage from './EmergencyResponsePage';

const ID = '0190a0b0-0000-7000-8000-000000000021';
const TOKEN = 'k3Jd9sQm2Zx8Lw4Vb7Ny1Pt6Rc5Hf0Ga-Ue_Io3Wq2E';

const shown: PublicEmergency = {
  title: '台风“海葵”影响上海地区',
  eventType: 'disaster',
  regions: ['310000'],
  occurredAt: '2026-11-20',
  description: '部分企业停工停产。',
  remoteAuditAllowed: true,
  postponementMonths: 6,
  extensionMonths: 3,
  status: 1,
  bodyName: '华衡质量认证有限公司',
  enterpriseName: '上海华瑞精密机械制造有限公司',
  response: null,
  decisions: [],
};

function open(hash: string) {
  const router = createMemoryRouter([{ path: '/emergency/:id', Component: EmergencyResponsePage }], {
    initialEntries: [`/emergency/${ID}${hash}`],
  });
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

describe('EmergencyResponsePage', () => {
  it('reads the token from the link fragment and sends it in the body, never in a URL', async () => {
    const calls = answerCalls((url) => {
      if (url.pathname === '/api/yjxy/public/emergency') return shown;
      if (url.pathname === '/api/yjxy/public/emergency/respond')
        return { respondedAt: '2026-11-30T02:00:00.000Z' };
      return [];
    });
    open(`#${TOKEN}`);
    await screen.findByText(shown.title);
    expect(screen.getByText(shown.enterpriseName)).toBeTruthy();
    expect(screen.getByText('证书有效期最多可延长3个月')).toBeTruthy();
    const read = calls.find((c) => c.path === '/api/yjxy/public/emergency')!;
    expect(read.method).toBe('POST');
    expect(JSON.parse(read.body)).toEqual({ id: ID, token: TOKEN });
    expect(calls.every((c) => !c.params.toString().includes(TOKEN))).toBe(true);

    fireEvent.click(screen.getByLabelText('能'));
    fireEvent.click(screen.getByRole('button', { name: /提交反馈/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/yjxy/public/emergency/respond')).toBe(true),
    );
    const sent = JSON.parse(calls.find((c) => c.path === '/api/yjxy/public/emergency/respond')!.body);
    expect(sent).toMatchObject({ id: ID, token: TOKEN, canOperate: true, expectedRecovery: null });
    await screen.findByText('反馈已提交，感谢配合');
  });

  it('shows only 链接无效 for a link the server does not know', async () => {
    answerCalls(
      () =>
        new Response(
          JSON.stringify({ success: false, message: '数据不存在', code: 404, result: null, timestamp: 0 }),
          {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    open('#wrong-token-wrong-token-wrong');
    await screen.findByText('链接无效或已过期');
    expect(screen.queryByText(shown.title)).toBeNull();
  });
});
