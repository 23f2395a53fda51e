/**
 * Code tables of the people area (rlzy, DOMAIN.md §3.3 and §4.5): CCAA registration levels, leader
 * flags, where a code competence comes from, employment and status of an auditor.
 */
import type { CodeLabel, CodeOf } from '../labels.ts';

/** Management-system schemes an auditor registers for (CCAA registration is per field). */
export const AUDITOR_SCHEMES = [
  { code: 'QMS', zh: '质量管理体系', en: 'QMS' },
  { code: 'EMS', zh: '环境管理体系', en: 'EMS' },
  { code: 'OHSMS', zh: '职业健康安全管理体系', en: 'OH&SMS' },
  { code: 'FSMS', zh: '食品安全管理体系', en: 'FSMS' },
  { code: 'HACCP', zh: '危害分析与关键控制点', en: 'HACCP' },
  { code: 'ISMS', zh: '信息安全管理体系', en: 'ISMS' },
  { code: 'ITSMS', zh: '信息技术服务管理体系', en: 'ITSMS' },
  { code: 'EnMS', zh: '能源管理体系', en: 'EnMS' },
  { code: 'SERVICE', zh: '服务认证', en: 'Service certification' },
  /** CCAA registration of product-certification factory inspectors (产品认证检查员). */
  { code: 'PRODUCT', zh: '产品认证检查', en: 'Product certification inspection' },
] as const satisfies readonly CodeLabel[];
export type AuditorScheme = CodeOf<typeof AUDITOR_SCHEMES>;

/** CCAA registration level (资格等级). */
export const QUALIFICATION_LEVELS = [
  { code: '01', zh: '高级审核员', en: 'Senior auditor' },
  { code: '02', zh: '审核员', en: 'Auditor' },
  { code: '03', zh: '实习审核员', en: 'Provisional auditor' },
  { code: '04', zh: '技术专家', en: 'Technical expert' },
] as const satisfies readonly CodeLabel[];
export type QualificationLevel = CodeOf<typeof QUALIFICATION_LEVELS>;

/** Whether the body lets the person lead a team (`zz` is_leader). */
export const LEADER_FLAGS = [
  { code: 1, zh: '组长', en: 'Leader' },
  { code: 2, zh: '实习组长', en: 'Trainee leader' },
  { code: 3, zh: '否', en: 'No' },
] as const satisfies readonly CodeLabel[];
export type LeaderFlag = CodeOf<typeof LEADER_FLAGS>;

/** Where a professional-code competence comes from (`zz` skill_source). */
export const COMPETENCE_SOURCES = [
  { code: '1', zh: '教育经历', en: 'Education' },
  { code: '2', zh: '工作经历', en: 'Work experience' },
  { code: '3', zh: '审核经历', en: 'Audit experience' },
  { code: '4', zh: '能力分析', en: 'Competence analysis' },
  { code: '5', zh: '现场见证', en: 'On-site witness' },
  { code: '6', zh: '培训', en: 'Training' },
  { code: '7', zh: '笔试', en: 'Written test' },
  { code: '8', zh: '面谈', en: 'Interview' },
] as const satisfies readonly CodeLabel[];

/** State of a code competence: applied for in the auditor zone, then approved or returned by HR. */
export const COMPETENCE_STATUSES = [
  { code: 0, zh: '待审批', en: 'Awaiting approval' },
  { code: 1, zh: '已批准', en: 'Approved' },
  { code: 2, zh: '已退回', en: 'Returned' },
  { code: 3, zh: '已撤销', en: 'Withdrawn' },
] as const satisfies readonly CodeLabel[];
export type CompetenceStatus = CodeOf<typeof COMPETENCE_STATUSES>;

export const EMPLOYMENT_TYPES = [
  { code: 1, zh: '专职', en: 'Full-time' },
  { code: 2, zh: '兼职', en: 'Part-time' },
] as const satisfies readonly CodeLabel[];

export const AUDITOR_STATUSES = [
  { code: 1, zh: '在职', en: 'Active' },
  { code: 2, zh: '暂停', en: 'Suspended' },
  { code: 3, zh: '离职', en: 'Left' },
] as const satisfies readonly CodeLabel[];
export type AuditorStatus = CodeOf<typeof AUDITOR_STATUSES>;

/**
 * How far a competence in one code reaches (a body's policy, DOMAIN.md §3.3): the exact 小类, or
 * every 小类 of the same 中类.
 */
export const CODE_MATCH_RULES = [
  { code: 'minor', zh: '按小类匹配', en: 'Same sub-category (小类)' },
  { code: 'middle', zh: '按中类匹配', en: 'Same category (中类)' },
] as const satisfies readonly CodeLabel[];
export type CodeMatchRule = CodeOf<typeof CODE_MATCH_RULES>;

/** Kinds of an auditor's contract with the body. */
export const LABOUR_CONTRACT_TYPES = [
  { code: '1', zh: '劳动合同', en: 'Employment contract' },
  { code: '2', zh: '劳务合同', en: 'Service contract' },
  { code: '3', zh: '退休返聘协议', en: 'Re-employment agreement' },
] as const satisfies readonly CodeLabel[];

/** State of a leave: HR approves or rejects it. */
export const LEAVE_STATUSES = [
  { code: 0, zh: '待审批', en: 'Awaiting approval' },
  { code: 1, zh: '已批准', en: 'Approved' },
  { code: 2, zh: '未批准', en: 'Rejected' },
] as const satisfies readonly CodeLabel[];
