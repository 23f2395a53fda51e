import { defaultCertificateTemplateFields } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { reasonLabel } from './Certificate.data';
import { toOperation } from './StatusDialog';
import { pageSizeMm, sampleText } from './TemplateCanvas';

const day = (iso: string) => ({ format: () => iso }) as never;

describe('status dialog values → the operation the server takes', () => {
  const row = { id: '0190a0a0-0000-7000-8000-000000000001', version: 3 };
  it('suspension carries its reason and end date; restore none', () => {
    expect(
      toOperation('suspend', row, {
        reasonCode: '0116',
        effectiveDate: day('2026-03-01'),
        suspendUntil: day('2026-09-01'),
      }),
    ).toEqual({
      action: 'suspend',
      body: {
        ...row,
        reason: '',
        reasonCode: '0116',
        effectiveDate: '2026-03-01',
        suspendUntil: '2026-09-01',
      },
    });
    expect(toOperation('restore', row, { effectiveDate: day('2026-04-01'), reason: '通过' })).toEqual({
      action: 'restore',
      body: { ...row, reason: '通过', effectiveDate: '2026-04-01' },
    });
    expect(
      toOperation('cancel', row, { reasonCode: '01', effectiveDate: day('2026-04-01') }).body,
    ).toMatchObject({
      reasonCode: '01',
    });
  });
});

describe('history labels', () => {
  it('names a reason from its own list (codes repeat across §4.4 lists)', () => {
    expect(reasonLabel({ eventType: 'suspend', reasonCode: '0111' })).toBe(
      '0111 获证组织管理体系持续或严重不满足认证要求',
    );
    expect(reasonLabel({ eventType: 'revoke', reasonCode: '0111' })).toBe(
      '0111 被注销或撤销法律地位证明文件',
    );
    expect(reasonLabel({ eventType: 'reissue', reasonCode: '0104' })).toBe('0104 证书内容变更');
    expect(reasonLabel({ eventType: 'expire', reasonCode: '' })).toBe('');
  });
});

describe('template live preview', () => {
  it('fills fields with the sample certificate, labels first; empty values print nothing', () => {
    const [title, certNo] = defaultCertificateTemplateFields('zh');
    expect(sampleText(title!, 'zh', '华衡')).toBe('认 证 证 书');
    expect(sampleText(certNo!, 'zh', '华衡')).toBe('证书编号：06826Q10001R0M');
    expect(sampleText({ source: 'bodyName', text: '' }, 'zh', '')).toBe('');
    expect(sampleText({ source: 'verifyNote', text: '' }, 'en', '')).toContain('cx.cnca.cn');
  });
  it('knows the page in millimetres', () => {
    expect(pageSizeMm('A4', false)).toEqual({ width: 210, height: 297 });
    expect(pageSizeMm('A4', true)).toEqual({ width: 297, height: 210 });
    expect(pageSizeMm('A3', false)).toEqual({ width: 297, height: 420 });
  });
});
