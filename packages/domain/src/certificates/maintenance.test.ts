import { describe, expect, it } from 'vitest';
import { SMS_NOT_BOUGHT_MESSAGE } from '../notices/notice-route.ts';
import {
  batchCancelProblem,
  batchPercent,
  certificateNoticePlan,
  certificateNoticeText,
  MAX_BATCH_CERTIFICATES,
  maintenanceBatchBody,
  maintenanceBatchProblem,
  maintenanceItemProblem,
  noticeResendProblem,
} from './maintenance.ts';

const valid = { status: 1, standardCode: 'Q', standardVersion: 'GB/T 19001-2016/ISO 9001:2015' };

describe('maintenanceItemProblem', () => {
  it('never touches a superseded version', () => {
    for (const kind of ['print', 'regenerate', 'transition'] as const)
      expect(maintenanceItemProblem(kind, { ...valid, status: 99 }, {})).toBe('已换发的旧版本证书不能维护');
  });
  it('prints any current certificate, regenerates valid and suspended ones only', () => {
    expect(maintenanceItemProblem('print', { ...valid, status: 3 }, {})).toBeNull();
    expect(maintenanceItemProblem('regenerate', { ...valid, status: 2 }, {})).toBeNull();
    expect(maintenanceItemProblem('regenerate', { ...valid, status: 3 }, {})).toBe(
      '只有有效或暂停的证书重新生成证书PDF',
    );
  });
  it('moves a valid certificate of the scheme to another edition only', () => {
    const to = { standardCode: 'Q', standardVersion: 'GB/T 19001-2026/ISO 9001:2026' };
    expect(maintenanceItemProblem('transition', valid, to)).toBeNull();
    expect(maintenanceItemProblem('transition', { ...valid, status: 2 }, to)).toBe('只有有效的证书可以换版');
    expect(maintenanceItemProblem('transition', { ...valid, standardCode: 'E' }, to)).toBe(
      '证书的认证标准与换版标准不一致',
    );
    expect(
      maintenanceItemProblem('transition', valid, { ...to, standardVersion: valid.standardVersion }),
    ).toBe('证书已是目标版本');
  });
});

describe('maintenanceBatchProblem', () => {
  it('needs at least one and at most the limit of certificates', () => {
    expect(maintenanceBatchProblem('print', {}, 0)).toBe('没有符合条件的证书');
    expect(maintenanceBatchProblem('print', {}, MAX_BATCH_CERTIFICATES)).toBeNull();
    expect(maintenanceBatchProblem('print', {}, MAX_BATCH_CERTIFICATES + 1)).toMatch(/一次最多维护/);
  });
  it('a transition names the scheme and the new edition', () => {
    expect(maintenanceBatchProblem('transition', { standardVersion: 'x' }, 3)).toBe('请输入换版的标准代码');
    expect(maintenanceBatchProblem('transition', { standardCode: 'Q' }, 3)).toBe('请输入换版后的标准版本');
    expect(maintenanceBatchProblem('transition', { standardCode: 'Q', standardVersion: 'x' }, 3)).toBeNull();
  });
  it('the body needs certificates or a filter', () => {
    const none = maintenanceBatchBody.safeParse({ kind: 'print' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('请选择证书或输入查询条件');
    expect(maintenanceBatchBody.safeParse({ kind: 'print', filters: { standardCode: 'Q' } }).success).toBe(
      true,
    );
    expect(maintenanceBatchBody.safeParse({ kind: 'delete', certNos: ['A'] }).error?.issues[0]?.message).toBe(
      '请选择维护类型',
    );
  });
});

describe('batch state', () => {
  it('cancels only unfinished batches', () => {
    expect(batchCancelProblem('queued')).toBeNull();
    expect(batchCancelProblem('running')).toBeNull();
    for (const s of ['done', 'cancelled', 'failed'] as const)
      expect(batchCancelProblem(s)).toBe('任务已结束，不能取消');
  });
  it('percent is whole and capped', () => {
    expect(batchPercent(0, 0)).toBe(100);
    expect(batchPercent(3, 1)).toBe(33);
    expect(batchPercent(1000, 999)).toBe(99);
    expect(batchPercent(10, 12)).toBe(100);
  });
});

describe('certificate notices', () => {
  it('SMS only when the service is bought; otherwise recorded as not sent with the SPEC text', () => {
    const contact = { phone: '13800138000', email: 'qa@example.com' };
    expect(certificateNoticePlan(contact, 1)).toEqual([
      { channel: '4', address: '13800138000', status: 'pending', detail: '' },
      { channel: '2', address: 'qa@example.com', status: 'pending', detail: '' },
    ]);
    expect(certificateNoticePlan(contact, 0)[0]).toEqual({
      channel: '4',
      address: '13800138000',
      status: 'skipped',
      detail: SMS_NOT_BOUGHT_MESSAGE,
    });
    expect(certificateNoticePlan({ phone: ' ', email: '' }, 1)).toEqual([]);
  });
  it('a sent notice is not resent; an SMS needs the service', () => {
    expect(noticeResendProblem({ channel: '2', status: 'sent' }, 1)).toBe('该通知已发送成功，无需重发');
    expect(noticeResendProblem({ channel: '4', status: 'failed' }, 0)).toBe(SMS_NOT_BOUGHT_MESSAGE);
    expect(noticeResendProblem({ channel: '4', status: 'skipped' }, 1)).toBeNull();
    expect(noticeResendProblem({ channel: '2', status: 'failed' }, 0)).toBeNull();
  });
  it('the text names the number, date, reason and the end of the suspension', () => {
    const text = certificateNoticeText('suspend', {
      certNo: '03410Q10286R0S',
      enterpriseName: '华东精密机械有限公司',
      bodyName: '中认检测认证有限公司',
      effectiveDate: '2026-11-24',
      suspendUntil: '2027-02-24',
      reasonCode: '0116',
    });
    expect(text.title).toContain('03410Q10286R0S');
    expect(text.title).toContain('2026-11-24暂停，暂停期至2027-02-24');
    expect(text.title).toContain('（主动请求暂停）');
    expect(text.content.startsWith('华东精密机械有限公司：')).toBe(true);
    const restored = certificateNoticeText('restore', {
      certNo: 'X1',
      enterpriseName: 'E',
      bodyName: '',
      effectiveDate: '2026-12-01',
      suspendUntil: null,
      reasonCode: '',
    });
    expect(restored.title).toBe('贵组织证书X1已于2026-12-01恢复。');
  });
});
