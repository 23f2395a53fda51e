import '../../shared/testing/browserStubs';
import type { ClientNoticeRow, MyNoticeRow } from '@cb/domain/client-notices';
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
import NoticeListPage from './NoticeListPage';

const draft: ClientNoticeRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  title: '关于年度监督审核安排的通知',
  audienceType: 'standard',
  audienceValues: ['Q'],
  sendSms: false,
  sendEmail: true,
  status: 0,
  sendTime: null,
  senderName: null,
  recipientCount: 0,
  readCount: 0,
  createTime: '2026-11-24T03:05:09.000Z',
  version: 2,
};
const sent: ClientNoticeRow = {
  ...draft,
  id: '0190a0b0-0000-7000-8000-000000000002',
  title: '关于证书查询方式的说明',
  audienceType: 'all',
  audienceValues: [],
  status: 1,
  sendTime: '2026-11-20T02:00:00.000Z',
  senderName: '张业务',
  recipientCount: 12,
  readCount: 3,
};
const mine: MyNoticeRow = { id: sent.id, title: sent.title, sendTime: sent.sendTime, readTime: null };

let calls: RecordedCall[] = [];

beforeEach(() => {
  calls = answerCalls((url) => {
    switch (url.pathname) {
      case '/api/khgl/clientNotice/list':
        return page([draft, sent]);
      case '/api/khgl/clientNotice/audienceCount':
        return { count: 7 };
      case '/api/khgl/clientNotice/send':
        return envelope({ id: draft.id, version: 3, recipients: 7 }, '已发送给7家客户');
      case '/api/khgl/clientNotice/mine':
        return page([mine]);
      case '/api/khgl/clientNotice/mine/read':
        return { ...mine, readTime: '2026-11-29T01:00:00.000Z', content: '证书可在网站查询。' };
      default:
        return [];
    }
  });
});
const renderNotices = () => renderPage('/khgl/notice', NoticeListPage);

describe('NoticeListPage, the body', () => {
  it('shows drafts and sent notices with their audience and read figures, and offers 发送 on drafts only', async () => {
    grant('khgl:notice:detail', 'khgl:notice:edit', 'khgl:notice:send');
    renderNotices();
    await screen.findByText(draft.title);
    expect(screen.getByText('按认证标准：Q')).toBeTruthy();
    expect(screen.getByText('12 / 3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /发\s*送/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('counts the audience, confirms with the number, sends with the version, and reloads', async () => {
    grant('khgl:notice:detail', 'khgl:notice:send');
    renderNotices();
    await screen.findByText(draft.title);
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await screen.findByText('将发送给 7 家客户，发送后不能修改。');
    const count = calls.find((c) => c.path === '/api/khgl/clientNotice/audienceCount')!;
    expect(Object.fromEntries(count.params)).toMatchObject({ audienceType: 'standard', values: 'Q' });
    fireEvent.click(screen.getAllByRole('button', { name: /发\s*送/ }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/khgl/clientNotice/send')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.path === '/api/khgl/clientNotice/send')!.body)).toEqual({
      id: draft.id,
      version: 2,
    });
    await screen.findByText('已发送给 7 家客户');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/khgl/clientNotice/list').length).toBe(2));
  });
});

describe('NoticeListPage, the enterprise', () => {
  it('lists its notices unread in bold, opens one and records the reading', async () => {
    grant('khgl:notice:read');
    renderNotices();
    expect(await screen.findByText('我收到的通知')).toBeTruthy();
    const title = await screen.findByText(mine.title);
    expect(title.tagName).toBe('STRONG');
    expect(screen.getByText('未读')).toBeTruthy();
    fireEvent.click(title);
    expect(await screen.findByText('证书可在网站查询。')).toBeTruthy();
    const read = calls.find((c) => c.path === '/api/khgl/clientNotice/mine/read')!;
    expect(read.method).toBe('POST');
    expect(JSON.parse(read.body)).toEqual({ id: mine.id });
    expect(calls.some((c) => c.path === '/api/khgl/clientNotice/list')).toBe(false);
  });
});
