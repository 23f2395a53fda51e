/**
 * Who of the audit team may do what on site (DOMAIN.md §1.1, §4.6): the team leader does every
 * execution action; a team member only those the body allows in its settings (`auditExecution`
 * key, `memberRights`); office staff holding the execute permission act for the team. Enterprise
 * users never execute. The server refuses with these messages; the web hides what is refused.
 */

/** The execution actions a body may open to its team members, in the order the settings list them. */
export const EXECUTION_TEAM_ACTIONS = [
  { key: 'checkIn', zh: '现场签到', en: 'Check in on site' },
  { key: 'stage1', zh: '提交一阶段报告与结论', en: 'Submit the stage 1 report and conclusion' },
  { key: 'meeting', zh: '登记首末次会议', en: 'Record opening and closing meetings' },
  { key: 'raiseNc', zh: '开具/修改不符合项', en: 'Raise and edit nonconformities' },
  { key: 'verifyNc', zh: '验证不符合项整改', en: 'Verify corrections' },
  { key: 'onsiteUpload', zh: '上传现场审核文件', en: 'Upload on-site files' },
  { key: 'finish', zh: '完成现场审核', en: 'Finish the on-site audit' },
] as const;
export type ExecutionTeamAction = (typeof EXECUTION_TEAM_ACTIONS)[number]['key'];
export type TeamRights = Record<ExecutionTeamAction, boolean>;

/**
 * The defaults: members check themselves in, raise NCs and upload on-site files (their own
 * evidence of the work); the report, the meetings, verification and finishing stay the leader's.
 */
export const DEFAULT_MEMBER_RIGHTS: TeamRights = {
  checkIn: true,
  stage1: false,
  meeting: false,
  raiseNc: true,
  verifyNc: false,
  onsiteUpload: true,
  finish: false,
};

/** The user's part in a project: on its team (leader or member), office staff, or the enterprise. */
export type ExecutionPart = 'leader' | 'member' | 'office' | 'enterprise';

const ACTION_NAMES = Object.fromEntries(EXECUTION_TEAM_ACTIONS.map((a) => [a.key, a.zh])) as Record<
  ExecutionTeamAction,
  string
>;

/** The refusal of a member's action the body keeps for the leader. */
export const memberActionRefusal = (action: ExecutionTeamAction) =>
  `本机构设置仅允许审核组长${ACTION_NAMES[action]}`;

export const ENTERPRISE_EXECUTION_REFUSAL = '企业用户不能执行审核操作';

/**
 * Whether `part` may do `action` under the body's member rights: null when allowed, else the
 * Chinese refusal (the server answers 403 with it).
 * @example executionActionRefusal('member', 'finish', DEFAULT_MEMBER_RIGHTS) // '本机构设置仅允许审核组长完成现场审核'
 */
export function executionActionRefusal(
  part: ExecutionPart,
  action: ExecutionTeamAction,
  memberRights: TeamRights,
): string | null {
  if (part === 'enterprise') return ENTERPRISE_EXECUTION_REFUSAL;
  if (part === 'member' && !memberRights[action]) return memberActionRefusal(action);
  return null;
}

/** Every action's permission for `part` (what the web shows). */
export function executionRightsOf(part: ExecutionPart, memberRights: TeamRights): TeamRights {
  return Object.fromEntries(
    EXECUTION_TEAM_ACTIONS.map((a) => [a.key, executionActionRefusal(part, a.key, memberRights) === null]),
  ) as TeamRights;
}
