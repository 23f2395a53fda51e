/**
 * The contract of the people area (rlzy) and the auditor zone's code applications: request schemas
 * (Chinese messages naming the field; bad input is 400 and writes nothing) and response schemas.
 */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  idVersion,
  moneySchema,
  pageSchema,
  removedRecord,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterChoice, filterText, optionalQueryCode, requiredText, textOrEmpty } from '../common/fields.ts';
import { isValidIdCardNumber } from '../id-card.ts';
import { pageQuerySchema } from '../paging.ts';
import { MOBILE_PHONE_PATTERN } from '../phone.ts';
import { isProfessionalCode, PROFESSIONAL_CODE_MESSAGE } from '../reference/professional-codes.ts';
import { AUDITOR_SCHEMES, COMPETENCE_SOURCES, QUALIFICATION_LEVELS } from './code-tables.ts';

// ─────────────────────────────────────────── helpers ────────────────────────────────────────────

const codeIn = <T extends readonly { code: string | number }[]>(label: string, table: T) =>
  z.union(
    table.map((r) => z.literal(r.code)) as unknown as [
      z.ZodLiteral<T[number]['code']>,
      ...z.ZodLiteral<T[number]['code']>[],
    ],
    { error: `请选择${label}` },
  );
const schemeCode = codeIn('体系', AUDITOR_SCHEMES);

/** Half-day dates: `YYYY-MM-DD` plus 1 morning / 2 afternoon. */
export const halfDaySchema = z.object({
  date: calendarDate('日期'),
  half: z.union([z.literal(1), z.literal(2)], { error: '请选择上午或下午' }),
});

// ─────────────────────────────────────────── auditors ───────────────────────────────────────────

export const auditorBody = z.object({
  name: requiredText('姓名', 50),
  sex: z.union([z.literal(1), z.literal(2)], { error: '请选择性别' }),
  idCardNo: z
    .string({ error: '请输入身份证号' })
    .trim()
    .toUpperCase()
    .min(1, '请输入身份证号')
    .refine(isValidIdCardNumber, '身份证号格式错误'),
  phone: z
    .string({ error: '请输入手机号码' })
    .trim()
    .min(1, '请输入手机号码')
    .regex(MOBILE_PHONE_PATTERN, '请输入正确的手机号码'),
  email: textOrEmpty('邮箱', 100).refine((v) => v === '' || z.email().safeParse(v).success, '邮箱格式错误'),
  personnelKind: z.enum(['1', '2', '3'], { error: '请选择人员类型' }),
  employmentType: z.union([z.literal(1), z.literal(2)], { error: '请选择专兼职' }),
  branchCompany: textOrEmpty('所属分公司', 50),
  education: textOrEmpty('学历', 50),
  /** Part-timers' employer (兼职人员的工作单位). */
  employer: textOrEmpty('工作单位', 100),
  bankName: textOrEmpty('开户行', 100),
  bankAccount: textOrEmpty('银行账号', 40).refine(
    (v) => v === '' || /^\d{8,30}$/.test(v.replace(/\s/g, '')),
    '银行账号应为8-30位数字',
  ),
  userId: z
    .union([idSchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择人员状态' }).default(1),
  remark: textOrEmpty('备注', 500),
});
export type AuditorInput = z.input<typeof auditorBody>;
export const auditorEditBody = auditorBody.extend({ id: idSchema, version: versionSchema });

export const AUDITOR_SORT_NAMES = ['name', 'createTime', 'updateTime'] as const;
export const auditorListQuery = pageQuerySchema(AUDITOR_SORT_NAMES).extend({
  name: filterText(50),
  phone: filterText(20),
  scheme: filterText(10),
  code: filterText(8),
  personnelKind: filterChoice(['1', '2', '3']),
  employmentType: optionalQueryCode('专兼职', [1, 2]),
  status: optionalQueryCode('人员状态', [1, 2, 3]),
  /** A registration of this level (资格等级) valid today (审核员统计's drill-down). */
  level: filterChoice(['01', '02', '03', '04']),
  /** The 分公司 exactly as the auditor carries it (审核员统计 by region). */
  branchCompany: filterText(50),
});
export const auditorExportQuery = auditorListQuery.omit({ pageNo: true, pageSize: true });

export const auditorRow = z.object({
  id: idSchema,
  name: z.string(),
  sex: z.number().int(),
  /** Masked (110***********1234) unless the caller may edit auditors. */
  idCardNo: z.string(),
  phone: z.string(),
  email: z.string(),
  personnelKind: z.string(),
  employmentType: z.number().int(),
  branchCompany: z.string(),
  status: z.number().int(),
  userId: idSchema.nullable(),
  username: z.string().nullable(),
  /** Schemes with a registration valid today, e.g. "QMS:02,EMS:03". */
  registrations: z.string(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  version: z.number().int(),
});
export type AuditorRow = z.infer<typeof auditorRow>;
export const auditorPage = pageSchema(auditorRow);

export const auditorDetail = auditorRow.extend({
  education: z.string(),
  employer: z.string(),
  bankName: z.string(),
  /** Grouped in fours; masked unless the caller may edit auditors. */
  bankAccount: z.string(),
  remark: z.string(),
});
export type AuditorDetail = z.infer<typeof auditorDetail>;
export const auditorSaved = z.object({ id: idSchema, version: z.number().int() });

// ─────────────────────────────────────── qualifications ─────────────────────────────────────────

export const qualificationBody = z
  .object({
    auditorId: idSchema,
    scheme: schemeCode,
    level: codeIn('资格等级', QUALIFICATION_LEVELS),
    registrationNo: requiredText('注册证书号', 50),
    validFrom: calendarDate('有效期起'),
    validTo: calendarDate('有效期止'),
    leaderFlag: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择组长资格' }),
    canWitness: z.boolean({ error: '是否可见证只能是是或否' }).default(false),
  })
  .refine((q) => q.validFrom <= q.validTo, { message: '有效期止不能早于有效期起', path: ['validTo'] })
  .refine((q) => q.level !== '04' || q.leaderFlag === 3, {
    message: '技术专家不能担任组长',
    path: ['leaderFlag'],
  });
export const qualificationEditBody = z.intersection(
  qualificationBody,
  z.object({ id: idSchema, version: versionSchema }),
);

export const qualificationRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  scheme: z.string(),
  level: z.string(),
  registrationNo: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  leaderFlag: z.number().int(),
  canWitness: z.boolean(),
  version: z.number().int(),
});
export type QualificationRow = z.infer<typeof qualificationRow>;
export const qualificationListQuery = pageQuerySchema(['validTo', 'auditorName'] as const).extend({
  auditorId: idSchema.optional(),
  scheme: filterText(10),
  /** Registrations that end within this many days (60, 30 …). */
  expiringWithinDays: z.coerce.number().int().min(0).max(3650).optional(),
});
export const qualificationPage = pageSchema(qualificationRow);

// ───────────────────────────────────── code competences ─────────────────────────────────────────

const competenceFields = {
  scheme: schemeCode,
  code: z.string({ error: '请输入专业代码' }).trim().refine(isProfessionalCode, PROFESSIONAL_CODE_MESSAGE),
  source: codeIn('能力来源', COMPETENCE_SOURCES),
  evaluationMethod: textOrEmpty('评价方式', 100),
  passDate: calendarDate('评价通过日期').optional(),
  evaluator: textOrEmpty('评价人', 50),
  evidence: textOrEmpty('能力证据说明', 1000),
};

/** HR records a competence directly (approved at once). */
export const competenceBody = z.object({ auditorId: idSchema, ...competenceFields });
export const competenceEditBody = competenceBody.extend({ id: idSchema, version: versionSchema });
/** An auditor applies for a code in the auditor zone (HR then approves or returns it). */
export const codeApplicationBody = z.object(competenceFields);
export const codeApplicationEditBody = codeApplicationBody.extend({ id: idSchema, version: versionSchema });
export const competenceDecisionBody = z.object({
  id: idSchema,
  version: versionSchema,
  approve: z.boolean({ error: '请选择批准或退回' }),
  reason: textOrEmpty('退回原因', 500),
});

export const competenceRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  scheme: z.string(),
  code: z.string(),
  /** The reference table's description of the code, when the tenant has it. */
  codeName: z.string(),
  source: z.string(),
  evaluationMethod: z.string(),
  passDate: z.string().nullable(),
  evaluator: z.string(),
  evidence: z.string(),
  /** 0 awaiting approval, 1 approved, 2 returned, 3 withdrawn. */
  status: z.number().int(),
  returnReason: z.string(),
  appliedAt: timestampSchema.nullable(),
  decidedAt: timestampSchema.nullable(),
  version: z.number().int(),
});
export type CompetenceRow = z.infer<typeof competenceRow>;
export const competenceListQuery = pageQuerySchema(['code', 'appliedAt', 'auditorName'] as const).extend({
  auditorId: idSchema.optional(),
  scheme: filterText(10),
  code: filterText(8),
  status: optionalQueryCode('状态', [0, 1, 2, 3]),
});
export const competencePage = pageSchema(competenceRow);

// ─────────────────────────────────── contracts, leave, witness ──────────────────────────────────

export const labourContractBody = z
  .object({
    auditorId: idSchema,
    contractNo: requiredText('合同编号', 50),
    contractType: z.enum(['1', '2', '3'], { error: '请选择合同类型' }),
    startDate: calendarDate('合同开始日期'),
    endDate: calendarDate('合同结束日期'),
    /** Fee per person-day (人日单价), for the labour-fee settlement. */
    dailyRate: moneySchema.optional().default('0'),
    remark: textOrEmpty('备注', 500),
  })
  .refine((c) => c.startDate <= c.endDate, { message: '合同结束日期不能早于开始日期', path: ['endDate'] });
export const labourContractEditBody = z.intersection(
  labourContractBody,
  z.object({ id: idSchema, version: versionSchema }),
);
export const labourContractRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  contractNo: z.string(),
  contractType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dailyRate: z.string(),
  remark: z.string(),
  version: z.number().int(),
});
export const labourContractListQuery = pageQuerySchema([
  'startDate',
  'endDate',
  'auditorName',
] as const).extend({
  auditorId: idSchema.optional(),
  auditorName: filterText(50),
});
export const labourContractPage = pageSchema(labourContractRow);

export const leaveBody = z
  .object({
    auditorId: idSchema,
    from: halfDaySchema,
    to: halfDaySchema,
    reason: textOrEmpty('请假事由', 500),
  })
  .refine((l) => l.from.date < l.to.date || (l.from.date === l.to.date && l.from.half <= l.to.half), {
    message: '请假结束时间不能早于开始时间',
    path: ['to'],
  });
export const leaveDecisionBody = z.object({ id: idSchema, version: versionSchema, approve: z.boolean() });
export const leaveRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  fromDate: z.string(),
  fromHalf: z.number().int(),
  toDate: z.string(),
  toHalf: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  version: z.number().int(),
});
export const leaveListQuery = pageQuerySchema(['fromDate', 'auditorName'] as const).extend({
  auditorId: idSchema.optional(),
  auditorName: filterText(50),
  status: optionalQueryCode('状态', [0, 1, 2]),
});
export const leavePage = pageSchema(leaveRow);

export const witnessBody = z.object({
  auditorId: idSchema,
  witnessAuditorId: idSchema,
  scheme: schemeCode,
  code: z
    .string()
    .trim()
    .refine((v) => v === '' || isProfessionalCode(v), PROFESSIONAL_CODE_MESSAGE)
    .default(''),
  /** The witnessed audit: free text until audit projects exist. */
  project: requiredText('见证项目', 200),
  witnessDate: calendarDate('见证日期'),
  result: z.union([z.literal(1), z.literal(2)], { error: '请选择见证结果' }),
  comments: textOrEmpty('见证意见', 1000),
});
export const witnessEditBody = witnessBody.extend({ id: idSchema, version: versionSchema });
export const witnessRow = z.object({
  id: idSchema,
  auditorId: idSchema,
  auditorName: z.string(),
  witnessAuditorId: idSchema,
  witnessAuditorName: z.string(),
  scheme: z.string(),
  code: z.string(),
  project: z.string(),
  witnessDate: z.string(),
  result: z.number().int(),
  comments: z.string(),
  version: z.number().int(),
});
export const witnessListQuery = pageQuerySchema(['witnessDate', 'auditorName'] as const).extend({
  auditorId: idSchema.optional(),
  auditorName: filterText(50),
  result: optionalQueryCode('见证结果', [1, 2]),
});
export const witnessPage = pageSchema(witnessRow);

// ────────────────────────────────── analysis and candidates ─────────────────────────────────────

export const analyseQuery = z.object({ auditorId: idSchema, scheme: schemeCode });
export const analyseRow = z.object({
  code: z.string(),
  codeName: z.string(),
  sources: z.array(z.string()),
  passDate: z.string().nullable(),
  /** Audits and audit days done in the code (zero until audit plans exist). */
  audits: z.number().int(),
  auditDays: z.number(),
  witnessPassed: z.number().int(),
  witnessFailed: z.number().int(),
});
export const analyseResult = z.object({
  auditor: z.object({ id: idSchema, name: z.string() }),
  scheme: z.string(),
  qualification: qualificationRow.nullable(),
  rows: z.array(analyseRow),
});

export const candidatesBody = z.object({
  schemes: z.array(schemeCode).min(1, '请选择体系'),
  codes: z
    .array(
      z.object({
        scheme: schemeCode,
        code: z.string().refine(isProfessionalCode, PROFESSIONAL_CODE_MESSAGE),
      }),
    )
    .max(200, '专业代码过多'),
  halfDays: z.array(halfDaySchema).min(1, '请选择审核日期').max(120, '审核日期过多'),
  /** Leave out bookings of this plan (when re-planning it). */
  exceptPlanId: idSchema.optional(),
});
export const candidateRow = z.object({
  auditorId: idSchema,
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  coveredCodes: z.array(z.string()),
  leaderEligible: z.boolean(),
  technicalExpertOnly: z.boolean(),
});
export const candidatesResult = z.object({
  rule: z.enum(['minor', 'middle']),
  candidates: z.array(candidateRow),
  /** Required codes no eligible auditor covers. */
  uncoveredCodes: z.array(z.string()),
});

/** Everything about one auditor on one page (/rlzy/archive/{auditorId}). */
export const auditorArchive = z.object({
  auditor: auditorDetail,
  qualifications: z.array(qualificationRow),
  competences: z.array(competenceRow),
  contracts: z.array(labourContractRow),
  leaves: z.array(leaveRow),
  witness: z.array(witnessRow),
});
export type AuditorArchive = z.infer<typeof auditorArchive>;

/** The body's competence policy (a settings document, key `competence`). */
export const competenceSettingSchema = z.object({
  /** 'minor': a competence covers its own 小类; 'middle': every 小类 of its 中类. */
  codeMatchRule: z.enum(['minor', 'middle'], { error: '代码匹配规则只能是按小类或按中类' }),
  /** Days before a registration ends when the auditor and HR are reminded. */
  expiryReminderDays: z.array(z.number().int().min(1).max(365)).max(5),
});
export type CompetenceSetting = z.infer<typeof competenceSettingSchema>;

export const auditorImportResult = z.object({ imported: z.number().int() });

/** Masks an ID-card number for readers who may not see it whole: 110***********1234. */
export function maskIdCard(value: string): string {
  return value.length <= 7 ? value : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each people (rlzy) and auditor-zone code endpoint (its route: endpoints.ts). */
export const auditorSchemas = {
  listAuditors: { query: auditorListQuery, result: auditorPage },
  getAuditor: { query: idQuery, result: auditorDetail },
  addAuditor: { body: auditorBody, result: auditorSaved },
  editAuditor: { body: auditorEditBody, result: auditorSaved },
  getAuditorArchive: { query: idQuery, result: auditorArchive },
  exportAuditors: { query: auditorExportQuery, result: 'file' },
  importAuditors: { result: auditorImportResult },
  listQualifications: { query: qualificationListQuery, result: qualificationPage },
  addQualification: { body: qualificationBody, result: savedRecord },
  editQualification: { body: qualificationEditBody, result: savedRecord },
  exportQualifications: { result: 'file' },
  importQualifications: { result: auditorImportResult },
  listCodeCompetences: { query: competenceListQuery, result: competencePage },
  addCodeCompetence: { body: competenceBody, result: savedRecord },
  editCodeCompetence: { body: competenceEditBody, result: savedRecord },
  decideCodeApplication: { body: competenceDecisionBody, result: savedRecord },
  exportCodeCompetences: {
    query: competenceListQuery.omit({ pageNo: true, pageSize: true }),
    result: 'file',
  },
  importCodeCompetences: { result: auditorImportResult },
  listMyCodeApplications: { query: competenceListQuery, result: competencePage },
  getMyCodeApplication: { query: idQuery, result: competenceRow },
  applyForCode: { body: codeApplicationBody, result: savedRecord },
  editCodeApplication: { body: codeApplicationEditBody, result: savedRecord },
  withdrawCodeApplication: { query: idVersion, result: removedRecord },
  listLabourContracts: { query: labourContractListQuery, result: labourContractPage },
  getLabourContract: { query: idQuery, result: labourContractRow },
  addLabourContract: { body: labourContractBody, result: savedRecord },
  editLabourContract: { body: labourContractEditBody, result: savedRecord },
  deleteLabourContract: { query: idVersion, result: removedRecord },
  listLeaves: { query: leaveListQuery, result: leavePage },
  addLeave: { body: leaveBody, result: savedRecord },
  decideLeave: { body: leaveDecisionBody, result: savedRecord },
  deleteLeave: { query: idVersion, result: removedRecord },
  listWitnessAssessments: { query: witnessListQuery, result: witnessPage },
  addWitnessAssessment: { body: witnessBody, result: savedRecord },
  editWitnessAssessment: { body: witnessEditBody, result: savedRecord },
  deleteWitnessAssessment: { query: idVersion, result: removedRecord },
  analyseAuditor: { query: analyseQuery, result: analyseResult },
  exportAuditorAnalysis: { query: analyseQuery, result: 'file' },
  findAuditCandidates: { body: candidatesBody, result: candidatesResult },
} as const satisfies SchemaTable;
