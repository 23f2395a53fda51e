import { describe, expect, it } from 'vitest';
import { audienceProblem, fileOpenedTo, noticeEditProblem, noticeSendProblem } from './rules.ts';

describe('client notice rules', () => {
  it('asks for the values of every audience but all, and none for all', () => {
    expect(audienceProblem('all', [])).toBeNull();
    expect(audienceProblem('all', ['Q'])).toBe('发送对象为全部客户时不能再选择条件');
    expect(audienceProblem('standard', [])).toBe('请选择认证标准');
    expect(audienceProblem('region', [])).toBe('请选择地区');
    expect(audienceProblem('certStatus', [])).toBe('请选择证书状态');
    expect(audienceProblem('list', [])).toBe('请选择客户');
    expect(audienceProblem('standard', ['Q'])).toBeNull();
  });

  it('keeps a sent notice as it was sent and sends a draft only to someone', () => {
    expect(noticeEditProblem(0)).toBeNull();
    expect(noticeEditProblem(1)).toBe('通知已发送，不能修改');
    expect(noticeSendProblem(0, 3)).toBeNull();
    expect(noticeSendProblem(0, 0)).toBe('没有符合发送对象的客户，未发送');
    expect(noticeSendProblem(1, 3)).toBe('通知已发送，不能重复发送');
  });

  it('opens a file to every enterprise or to the chosen ones only', () => {
    expect(fileOpenedTo({ audienceType: 'all', enterpriseIds: [] }, 'e1')).toBe(true);
    expect(fileOpenedTo({ audienceType: 'list', enterpriseIds: ['e1'] }, 'e1')).toBe(true);
    expect(fileOpenedTo({ audienceType: 'list', enterpriseIds: ['e1'] }, 'e2')).toBe(false);
    expect(fileOpenedTo({ audienceType: 'all', enterpriseIds: [] }, null)).toBe(false);
  });
});
