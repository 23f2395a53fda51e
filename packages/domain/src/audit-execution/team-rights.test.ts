import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBER_RIGHTS,
  ENTERPRISE_EXECUTION_REFUSAL,
  EXECUTION_TEAM_ACTIONS,
  executionActionRefusal,
  executionRightsOf,
  memberActionRefusal,
  type TeamRights,
} from './team-rights.ts';

const none = Object.fromEntries(EXECUTION_TEAM_ACTIONS.map((a) => [a.key, false])) as TeamRights;
const all = Object.fromEntries(EXECUTION_TEAM_ACTIONS.map((a) => [a.key, true])) as TeamRights;

describe('team members’ execution rights', () => {
  it('lets the leader and office staff do every action whatever the body allows members', () => {
    for (const a of EXECUTION_TEAM_ACTIONS) {
      expect(executionActionRefusal('leader', a.key, none)).toBeNull();
      expect(executionActionRefusal('office', a.key, none)).toBeNull();
    }
  });

  it('lets a member do exactly what the setting allows, naming the action otherwise', () => {
    for (const a of EXECUTION_TEAM_ACTIONS) {
      expect(executionActionRefusal('member', a.key, all)).toBeNull();
      expect(executionActionRefusal('member', a.key, none)).toBe(memberActionRefusal(a.key));
      expect(memberActionRefusal(a.key)).toContain(a.zh);
    }
    const onlyVerify = { ...none, verifyNc: true };
    expect(executionActionRefusal('member', 'verifyNc', onlyVerify)).toBeNull();
    expect(executionActionRefusal('member', 'finish', onlyVerify)).toBe(
      '本机构设置仅允许审核组长完成现场审核',
    );
  });

  it('never lets the enterprise execute', () => {
    for (const a of EXECUTION_TEAM_ACTIONS)
      expect(executionActionRefusal('enterprise', a.key, all)).toBe(ENTERPRISE_EXECUTION_REFUSAL);
  });

  it('defaults to members checking in, raising NCs and uploading, the rest the leader’s', () => {
    expect(executionRightsOf('member', DEFAULT_MEMBER_RIGHTS)).toEqual({
      checkIn: true,
      stage1: false,
      meeting: false,
      raiseNc: true,
      verifyNc: false,
      onsiteUpload: true,
      finish: false,
    });
    expect(Object.values(executionRightsOf('leader', DEFAULT_MEMBER_RIGHTS)).every(Boolean)).toBe(true);
    expect(Object.values(executionRightsOf('enterprise', all)).some(Boolean)).toBe(false);
  });
});
