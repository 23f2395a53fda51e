import '../../shared/testing/browserStubs';
import type { RegistrationRow } from '@cb/domain/client-registrations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, grant, page, type RecordedCall, renderPage } from '../../shared/testing/pageHarness';
import RegistrationListPage from './RegistrationListPage';

const pending: RegistrationRow = {
  id: '0190a0b0-0000-7000-8000-000000000011',
  companyName: '苏州恒睿精密模具有限公司',
  creditCode: '91320505MA1XK3R7YX',
  contactName: '顾明轩',
  phone: '13962151837',
  email: 'gumx@example.cn',
  username: 'hengrui_gmx',
  channel: 'sms',
  status: 1,
  existingEnterprise: null,
  reviewerName: null,
  reviewTime: null,
  rejectReason: null,
  createTime: '2026-11-28T03:00:00.000Z',
  version: 1,
};
const rejected: RegistrationRow = {
  ...pending,
  id: '0190a0b0-0000-7000-8000-000000000012',
  companyName: '无锡澄锋电气设备有限公司',
  status: 3,
  rejectReason: '企业名称与营业执照不一致',
};

let calls: RecordedCall[] = [];

beforeEach(() => {
  calls = answerCalls((url) => {
    if (url.pathname === '/api/khgl/registration/list') return page([pending, rejected]);
    if (url.pathname === '/api/khgl/registration/approve')
      return { id: pending.id, version: 2, enterpriseName: pending.companyName, createdEnterprise: true };
    if (url.pathname === '/api/khgl/registration/reject') return { id: pending.id, version: 2 };
    return [];
  });
});
const renderReview = () => renderPage('/khgl/registration', RegistrationListPage);

describe('RegistrationListPage', () => {
  it('offers 通过 and 驳回 on a pending request only, and shows a rejection with its reason', async () => {
    grant('khgl:registration:detail', 'khgl:registration:approve', 'khgl:registration:reject');
    renderReview();
    await screen.findByText(pending.companyName);
    expect(screen.getAllByRole('button', { name: /通\s*过/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /驳\s*回/ })).toHaveLength(1);
    expect(screen.getAllByText('企业名称与营业执照不一致').length).toBeGreaterThan(0);
  });

  it('says that approval creates a new client, then approves with the version', async () => {
    grant('khgl:registration:approve');
    renderReview();
    await screen.findByText(pending.companyName);
    fireEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(`将创建登录账号“${pending.username}”，并新建企业“${pending.companyName}”。`);
    fireEvent.click(screen.getAllByRole('button', { name: /通\s*过/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/khgl/registration/approve')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.path === '/api/khgl/registration/approve')!.body)).toEqual({
      id: pending.id,
      version: 1,
    });
    await screen.findByText(`已通过，并新建企业“${pending.companyName}”`);
  });

  it('asks for a reason before rejecting', async () => {
    grant('khgl:registration:reject');
    renderReview();
    await screen.findByText(pending.companyName);
    fireEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: /驳\s*回/ }).at(-1)!);
    await screen.findByText('请填写驳回原因');
    expect(calls.some((c) => c.path === '/api/khgl/registration/reject')).toBe(false);
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '信用代码与名称不符' } });
    fireEvent.click(screen.getAllByRole('button', { name: /驳\s*回/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/khgl/registration/reject')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.path === '/api/khgl/registration/reject')!.body)).toEqual({
      id: pending.id,
      version: 1,
      reason: '信用代码与名称不符',
    });
  });
});
