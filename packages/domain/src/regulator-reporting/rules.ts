/**
 * The rules of 信息上报 (BUSINESS.md §4, DOMAIN.md §4.1): cleaning the values the regulator takes,
 * building a certificate row's 65 columns from the records, the conditional and length rules a row
 * must pass before it may be exported, and each row's deadline (the working-day calendar for
 * revocations).
 */
import { addDays } from '../common/dates.ts';
import { addWorkingDays, type WorkingCalendar } from '../lifecycle/calendar.ts';
import { CNCA_CERTIFICATE_COLUMNS } from './certificate-columns.ts';
import { accreditationCodes, mapCode, type ReportCodeMaps } from './codes.ts';

// ─────────────────────────────────────────── cleaning ───────────────────────────────────────────

/** Several values joined by the regulator's separator, the full-width `；`. */
export const SEPARATOR = '；';

/** Trimmed text with inner runs of white space made one space. */
export function cleanText(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** A certificate or plan number: upper case without any space. */
export function cleanNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Several values (or one with ASCII or full-width separators) joined by `；`, empty ones left out. */
export function joinValues(values: readonly (string | null | undefined)[]): string {
  return values
    .flatMap((v) => (v ?? '').split(/[;；]/))
    .map(cleanText)
    .filter(Boolean)
    .join(SEPARATOR);
}

/** A date as `YYYY-MM-DD` ('' when there is none). */
export function cleanDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(value.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
}

/** Registered capital in 万元 with 4 decimals ('' when unknown): '500' → '500.0000'. */
export function cleanCapital(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return '';
  const [int, frac = ''] = text.split('.');
  return `${BigInt(int!).toString()}.${(`${frac}0000`).slice(0, 4)}`;
}

/** An amount in yuan with up to 4 decimals, as the sheet writes it ('12000.00' → '12000.0000'). */
export const cleanAmount = cleanCapital;

// ─────────────────────────────────────────── deadlines ──────────────────────────────────────────

/** The 10th of the month after `date`: when a month's rows are due. */
export function monthDeadline(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  return `${year}-${String(month).padStart(2, '0')}-10`;
}

/** The report deadlines in days (BUSINESS.md §4; DOMAIN §4.1 asks for them as settings). */
export const REPORT_DEADLINES = { suspensionDays: 5, revocationWorkingDays: 5 } as const;

/**
 * A certificate row's deadline: a suspension within 5 days of its effective date, a revocation
 * within 5 working days (the calendar), anything else by the 10th of the next month.
 */
export function certificateRowDeadline(
  eventType: string,
  effectiveDate: string,
  calendar: WorkingCalendar,
): string {
  if (eventType === 'suspend') return addDays(effectiveDate, REPORT_DEADLINES.suspensionDays);
  if (eventType === 'revoke')
    return addWorkingDays(effectiveDate, REPORT_DEADLINES.revocationWorkingDays, calendar);
  return monthDeadline(effectiveDate);
}

/** A plan row's deadline: the day before its first audit day. */
export function planRowDeadline(startDate: string): string {
  return addDays(startDate, -1);
}

/** An unreported row is overdue once its deadline is before today. */
export function isOverdue(deadline: string, today: string, reported: boolean): boolean {
  return !reported && deadline < today;
}

// ─────────────────────────────────────────── certificate rows ───────────────────────────────────

/** What the server gathers from the records for one certificate event. */
export interface CertificateReportSource {
  eventType: string;
  effectiveDate: string;
  changeType: string;
  reasonCode: string;
  /** The body: CNCA approval number, its name or the branch that audited. */
  approvalNo: string;
  bodyName: string;
  certNo: string;
  mainCertNo: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  status: number;
  firstIssueDate: string | null;
  issueDate: string;
  expiryDate: string;
  suspendUntil: string | null;
  scope: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  enterpriseFormerName: string;
  address: string;
  marks: string;
  accreditationNo: string;
  sites: readonly { name: string; address: string }[];
  enterprise: {
    creditCode: string;
    industryCode: string;
    regionCode: string;
    natureCode: string;
    registeredCapital: string | null;
    currency: string;
    legalRepresentative: string;
    headcount: number | null;
    addresses: readonly string[];
    phone: string;
  } | null;
  /** The audit the certificate came from (its plan's dates and the contract's days). */
  audit: { auditType: number; startDate: string | null; endDate: string | null; days: string | null } | null;
  deciders: readonly string[];
  decisionDate: string | null;
  contractNo: string;
  /** The person-days the contract review set (col 35): stage 1 + 2, a surveillance, a recertification. */
  contractDays: { initial: string; surveillance: string; recertification: string } | null;
  /** The contract amount in yuan: finance's receivables, or the contract's fee. */
  contractAmount: string | null;
  /** The replaced certificate's number (a reissue). */
  previousCertNo: string;
  remark: string;
  /** Col 63 of a service certificate (type C): the service area code of its evaluation (服务认证). */
  serviceAreaCode?: string;
}

/** The recertification count in a certificate number (`…R2S` → 2; 0 when none). */
export function recertificationCount(certNo: string): number {
  const m = /R(\d+)[SML]?$/i.exec(certNo.trim());
  return m ? Number(m[1]) : 0;
}

/** The 65 values of a certificate row, by column code (cleaned). */
export function certificateRowValues(
  s: CertificateReportSource,
  maps: ReportCodeMaps,
): Record<string, string> {
  const reportType = mapCode(maps, 'reportType', s.eventType);
  const statusCode = mapCode(maps, 'status', s.status === 99 ? 1 : s.status);
  const projectCode = mapCode(maps, 'projectCode', s.standardCode);
  const activity = s.audit
    ? mapCode(maps, 'activity', s.audit.auditType)
    : s.eventType === 'issue'
      ? recertificationCount(s.certNo) > 0
        ? '02'
        : '01'
      : s.eventType === 'reissue'
        ? '02'
        : '05';
  const e = s.enterprise;
  const suspended = statusCode === '02';
  const revoked = statusCode === '03';
  const sub = Boolean(s.mainCertNo.trim());
  const reissued = reportType === '02';
  const changeCode = mapCode(maps, 'changeType', s.changeType);
  const eventDate = cleanDate(s.effectiveDate);
  const v: Record<string, string> = {
    RZJG_ID: cleanNumber(s.approvalNo),
    RZJG_KEY_ID: cleanText(s.bodyName),
    ORG_NAME: cleanText(s.enterpriseName),
    ORG_NAME_EN: cleanText(s.enterpriseNameEn),
    ORG_O_NAME: cleanText(s.enterpriseFormerName),
    ORG_CODE: e ? organisationCode(e.creditCode) : '',
    BEL_INDUSTRY: e ? joinValues([e.industryCode]) : '',
    ORG_COUNTRY: '156',
    ORG_DISTRICT: e ? cleanNumber(e.regionCode) : '',
    ORG_ADDRESS: e?.addresses.length
      ? joinValues([...new Set(e.addresses.map(cleanText))])
      : cleanText(s.address),
    ORG_ZIP: '',
    ORG_PHONE: e ? cleanText(e.phone) : '',
    ORG_FAX: '',
    LEGAL_PEOPLE: e ? cleanText(e.legalRepresentative) : '',
    ORG_PROP_CODE: e ? mapCode(maps, 'enterpriseNature', e.natureCode) : '',
    ORG_REG_ASSETS: e ? cleanCapital(e.registeredCapital) : '',
    REG_ASSETS_CURR: e ? currencyCode(e.currency) : '',
    ORG_PEOP_NUM: e?.headcount ? String(e.headcount) : '',
    RELA_PEOP_NUM: e?.headcount ? String(e.headcount) : '',
    FIRST_CERT_DATE: cleanDate(s.firstIssueDate ?? s.issueDate),
    CERT_NUMBER: cleanNumber(s.certNo),
    AUTH_PROJ_CODE: projectCode,
    BUSI_SCOP_CODE: '',
    AUTH_PROJ_CODEDEC: cleanText([s.standardName, s.standardVersion].filter(Boolean).join(' ')),
    IS_MULTI_SCENE: s.sites.length > 1 ? '1' : '0',
    PLACE_NAME_ADD: s.sites.length
      ? joinValues(s.sites.map((x) => `${cleanText(x.name)} ${cleanText(x.address)}`))
      : joinValues([`${cleanText(s.enterpriseName)} ${cleanText(s.address)}`]),
    BUSI_COVER_SCOP: cleanText(s.scope),
    QMS_COVERAGE: projectCode.startsWith('A0102') ? cleanText(s.scope) : '',
    ORG_EN_BORDER: projectCode.startsWith('A0901') ? cleanText(s.scope) : '',
    APPR_AC_CODE: activity,
    A_AUTH_TIMES: String(recertificationCount(s.certNo)),
    SUSE_TIMES: '0',
    APPR_S_DATE: activity !== '05' ? cleanDate(s.audit?.startDate) : '',
    APPR_E_DATE: activity !== '05' ? cleanDate(s.audit?.endDate) : '',
    CHK_PD_NUM: activity === '05' ? '' : personDays(activity, s),
    IS_COMB: '01',
    CHK_P_LIST: joinValues(s.deciders),
    APP_ASS_DATE: cleanDate(s.decisionDate ?? s.effectiveDate),
    AWARD_DATE: cleanDate(s.issueDate),
    CERTI_E_DATE: cleanDate(s.expiryDate),
    CERTI_STATUS: statusCode,
    PAUSE_CAUSE: suspended ? mapCode(maps, 'suspensionReason', s.reasonCode) || cleanText(s.reasonCode) : '',
    PAUSE_S_DATE: suspended ? eventDate : '',
    PAUSE_E_DATE: suspended ? cleanDate(s.suspendUntil) : '',
    CANCEL_CAUSE: revoked ? mapCode(maps, 'revocationReason', s.reasonCode) || cleanText(s.reasonCode) : '',
    CANCEL_DATE: revoked ? eventDate : '',
    IS_C_CERTI: sub ? '1' : '0',
    M_CERTI_NUM: sub ? cleanNumber(s.mainCertNo) : '',
    CHG_DATE: changeCode ? eventDate : '',
    CHG_TYP_CODE: changeCode,
    IS_CHG_CERTI: reissued ? '1' : '0',
    EXCHANGE_DATE: reissued ? eventDate : '',
    EXCHANGE_CAUSE: reissued ? mapCode(maps, 'reissueReason', s.reasonCode) || '99' : '',
    O_AWARD_JG: reissued ? cleanNumber(s.approvalNo) : '',
    O_CERTI_NUM: reissued ? cleanNumber(s.previousCertNo) : '',
    REGISTATION_NUM: joinValues([s.accreditationNo]),
    ACC_SYMBOL: s.marks ? accreditationCodes(maps, s.marks) : '',
    RISK_PARAM: '',
    REV_CERTI_FEE: cleanAmount(s.contractAmount),
    REV_CERTI_FEE_CURR: s.contractAmount ? '01' : '',
    INVOICE_NUM: cleanNumber(s.contractNo),
    ATTACHMENTS: '',
    Service_area_code: cleanText(s.serviceAreaCode ?? ''),
    REPORT_TYPE: reportType,
    REMARK: cleanText(s.remark),
  };
  return v;
}

/** Col 35: the contract review's person-days of the activity, else the audit's own days. */
function personDays(activity: string, s: CertificateReportSource): string {
  const d = s.contractDays;
  const days =
    (activity === '01'
      ? d?.initial
      : activity === '02'
        ? d?.recertification
        : activity === '03'
          ? d?.surveillance
          : '') ||
    s.audit?.days ||
    '';
  return days && Number(days) > 0 ? String(Number(days)) : '';
}

/** The 9-digit organisation code inside an 18-character unified social credit code (characters 9–17). */
export function organisationCode(creditCode: string): string {
  const code = cleanNumber(creditCode);
  return code.length === 18 ? code.slice(8, 17) : code;
}

/** The regulator's currency codes (货币类型代码). */
const CURRENCIES: Readonly<Record<string, string>> = {
  CNY: '01',
  USD: '02',
  EUR: '03',
  JPY: '04',
  HKD: '05',
  GBP: '06',
};
export function currencyCode(currency: string): string {
  return CURRENCIES[cleanNumber(currency)] ?? '';
}

/** A column that breaks a rule, and why. */
export interface RowProblem {
  no: number;
  code: string;
  reason: string;
}

const COLUMN_BY_CODE = new Map(CNCA_CERTIFICATE_COLUMNS.map((c) => [c.code, c]));

/** The columns every certificate row must fill (the fill rules' 必填, read with their conditions). */
export const CERTIFICATE_REQUIRED_CODES = [
  'RZJG_ID',
  'ORG_NAME',
  'ORG_CODE',
  'ORG_COUNTRY',
  'ORG_DISTRICT',
  'ORG_ADDRESS',
  // The enterprise fields issue 34 item 7 asks of every client (optional in the TSV, kept by the body):
  'BEL_INDUSTRY',
  'LEGAL_PEOPLE',
  'ORG_PROP_CODE',
  'ORG_REG_ASSETS',
  'REG_ASSETS_CURR',
  'RELA_PEOP_NUM',
  'FIRST_CERT_DATE',
  'CERT_NUMBER',
  'AUTH_PROJ_CODE',
  'AUTH_PROJ_CODEDEC',
  'IS_MULTI_SCENE',
  'PLACE_NAME_ADD',
  'BUSI_COVER_SCOP',
  'APPR_AC_CODE',
  'A_AUTH_TIMES',
  'SUSE_TIMES',
  'IS_COMB',
  'CHK_P_LIST',
  'APP_ASS_DATE',
  'AWARD_DATE',
  'CERTI_E_DATE',
  'CERTI_STATUS',
  'IS_C_CERTI',
  'REPORT_TYPE',
] as const;

const SUSPENSION_REASONS = new Set([
  '0111',
  '0112',
  '0113',
  '0114',
  '0115',
  '0116',
  '0117',
  '0118',
  '0119',
  '0199',
]);
const REVOCATION_REASONS = new Set(['0101', ...Array.from({ length: 12 }, (_, i) => `0${111 + i}`), '0199']);

/** What a problem says: the column's number and caption, then the reason. */
export function problemText(p: RowProblem): string {
  const column = COLUMN_BY_CODE.get(p.code);
  return `第${p.no}列「${column?.caption ?? p.code}」${p.reason}`;
}

/**
 * Every rule of BUSINESS.md §4 and the TSV's notes a certificate row breaks (none: it may be
 * exported). `reportDate` is today; `mainExpiry` the main certificate's expiry for a sub-certificate.
 */
export function certificateRowProblems(
  v: Readonly<Record<string, string>>,
  ctx: { reportDate: string; mainExpiry?: string | null },
): RowProblem[] {
  const problems: RowProblem[] = [];
  const add = (code: string, reason: string) =>
    problems.push({ no: COLUMN_BY_CODE.get(code)?.no ?? 0, code, reason });
  const filled = (code: string) => Boolean(v[code]);
  const both = (codes: readonly string[], when: boolean, condition: string) => {
    for (const code of codes) {
      if (when && !filled(code)) add(code, `必须填写（${condition}）`);
      if (!when && filled(code)) add(code, `应为空（仅当${condition}时填写）`);
    }
  };

  for (const code of CERTIFICATE_REQUIRED_CODES) if (!filled(code)) add(code, '必须填写');

  const status = v.CERTI_STATUS ?? '';
  both(['PAUSE_CAUSE', 'PAUSE_S_DATE', 'PAUSE_E_DATE'], status === '02', '证书状态为02暂停');
  both(['CANCEL_CAUSE', 'CANCEL_DATE'], status === '03', '证书状态为03撤销');
  both(['M_CERTI_NUM'], v.IS_C_CERTI === '1', '是子证书');
  both(
    ['EXCHANGE_DATE', 'EXCHANGE_CAUSE', 'O_AWARD_JG', 'O_CERTI_NUM'],
    v.REPORT_TYPE === '02',
    '上报类型为02换发证书',
  );
  const project = v.AUTH_PROJ_CODE ?? '';
  both(['QMS_COVERAGE'], project.startsWith('A0102'), '认证项目分类代码以A0102开头');
  both(['ORG_EN_BORDER'], project.startsWith('A0901'), '认证项目分类代码以A0901开头');
  both(['CHG_DATE'], filled('CHG_TYP_CODE'), '变更类别代码不为空');
  if (['04', '05'].includes(v.REPORT_TYPE ?? '') && !filled('CHG_TYP_CODE'))
    add('CHG_TYP_CODE', '必须填写（上报类型为04或05）');
  if (['01', '02', '03', '06'].includes(v.APPR_AC_CODE ?? '') && !filled('REV_CERTI_FEE'))
    add('REV_CERTI_FEE', '必须填写（认证审核活动代码为01/02/03/06，填报合同金额）');
  // 35 is 必填 unless 05; 33–34 are "填报" but not mandatory (the TSV marks them 否): filled when known.
  if (v.APPR_AC_CODE && v.APPR_AC_CODE !== '05' && !filled('CHK_PD_NUM'))
    add('CHK_PD_NUM', '必须填写（认证审核活动代码不为05变更）');

  if (v.PAUSE_CAUSE)
    for (const c of v.PAUSE_CAUSE.split(SEPARATOR))
      if (!SUSPENSION_REASONS.has(c))
        add('PAUSE_CAUSE', `暂停原因代码${c}不在《管理体系证书暂停原因代码》中`);
  if (v.CANCEL_CAUSE)
    for (const c of v.CANCEL_CAUSE.split(SEPARATOR))
      if (!REVOCATION_REASONS.has(c))
        add('CANCEL_CAUSE', `撤销原因代码${c}不在《管理体系证书撤销原因代码》中`);
  if (v.AWARD_DATE && v.AWARD_DATE > ctx.reportDate) add('AWARD_DATE', '颁证日期不能晚于上报日期');
  if (v.EXCHANGE_DATE && v.EXCHANGE_DATE > ctx.reportDate) add('EXCHANGE_DATE', '换证日期不能晚于上报日期');
  if (v.IS_C_CERTI === '1' && ctx.mainExpiry && v.CERTI_E_DATE && v.CERTI_E_DATE > ctx.mainExpiry)
    add('CERTI_E_DATE', `子证书的截止日期不能晚于主证书的截止日期${ctx.mainExpiry}`);

  for (const column of CNCA_CERTIFICATE_COLUMNS) {
    const value = v[column.code] ?? '';
    if (!value) continue;
    if (column.type === 'VARCHAR2' && column.length && [...value].length > column.length)
      add(column.code, `长度不能超过${column.length}个字符`);
    if (column.type === 'DATE' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      add(column.code, '日期格式应为YYYY-MM-DD');
    if (column.type === 'NUMBER') {
      const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
      // CHK_PD_NUM is given as (3,3): read as 3 integer and 3 decimal digits (person-days), not Oracle's < 1.
      const intDigits = column.length > column.scale ? column.length - column.scale : column.length;
      if (!m) add(column.code, '应为数字');
      else if (m[1]!.replace(/^0+(?=\d)/, '').length > intDigits || (m[2]?.length ?? 0) > column.scale)
        add(column.code, `数字格式应为${intDigits}位整数、${column.scale}位小数以内`);
    }
  }
  return problems;
}

// ─────────────────────────────────────────── plan and team sheets ───────────────────────────────

/** A sheet column of the plan (2021 layout) or team sheet: its code and caption. */
export interface SheetColumnSpec {
  code: string;
  caption: string;
}

/** 审核计划信息表, the 2021 layout (市监认证(司)函〔2021〕102号: no country, application, certificate or approval number). */
export const CNCA_PLAN_COLUMNS: readonly SheetColumnSpec[] = [
  { code: 'PLAN_NO', caption: '审核计划编号' },
  { code: 'AUDIT_TYPE', caption: '审核类型' },
  { code: 'AUDIT_STAGE', caption: '审核阶段' },
  { code: 'AUDIT_S_DATE', caption: '审核开始日期' },
  { code: 'AUDIT_E_DATE', caption: '审核结束日期' },
  { code: 'AUDIT_METHOD', caption: '审核方式' },
  { code: 'TEAM_ID_NUMBER', caption: '审核组成员证件号码' },
  { code: 'TEAM_NAME', caption: '审核组成员姓名' },
  { code: 'TEAM_ROLE', caption: '审核组成员角色' },
  { code: 'TEAM_PHONE', caption: '审核组成员电话' },
  { code: 'TECH_EXPERT', caption: '技术专家' },
  { code: 'ORG_DISTRICT', caption: '行政区划代码' },
  { code: 'ORG_CODE', caption: '统一社会信用代码' },
  { code: 'ORG_NAME', caption: '组织名称' },
  { code: 'CONTACT', caption: '联系人' },
  { code: 'CONTACT_PHONE', caption: '联系电话' },
  { code: 'AUDIT_ADDRESS', caption: '审核地址' },
  { code: 'AUTH_PROJ_CODE', caption: '认证项目分类代码' },
];

/** 审核结果信息表 (team): one row per member per stage, 14 columns. */
export const CNCA_RESULT_COLUMNS: readonly SheetColumnSpec[] = [
  { code: 'CERT_NUMBER', caption: '认证证书号' },
  { code: 'AUTH_PROJ_CODE', caption: '认证项目分类代码' },
  { code: 'AUDIT_STAGE', caption: '审核阶段' },
  { code: 'AUDIT_S_DATE', caption: '审核开始日期' },
  { code: 'AUDIT_E_DATE', caption: '审核结束日期' },
  { code: 'NAME', caption: '姓名' },
  { code: 'ID_TYPE', caption: '证件类型' },
  { code: 'ID_NUMBER', caption: '证件号码' },
  { code: 'ROLE', caption: '组内身份' },
  { code: 'QUALIFICATION', caption: '审核员资格' },
  { code: 'CCAA_NO', caption: '审核员注册证书号' },
  { code: 'IS_PROFESSIONAL', caption: '是否专业审核员' },
  { code: 'IS_FULL_TIME', caption: '是否专职' },
  { code: 'IS_WITNESS', caption: '是否见证' },
];

/** The rules a plan row breaks: the method must have a code, the team and dates must be there. */
export function planRowProblems(v: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  const caption = (code: string) => CNCA_PLAN_COLUMNS.find((c) => c.code === code)?.caption ?? code;
  for (const code of ['PLAN_NO', 'AUDIT_S_DATE', 'AUDIT_E_DATE', 'ORG_NAME', 'ORG_CODE', 'AUTH_PROJ_CODE'])
    if (!v[code]) out.push(`「${caption(code)}」必须填写`);
  if (!v.AUDIT_METHOD) out.push('「审核方式」无对应代码（非现场审核没有FS代码）');
  if (!v.TEAM_ID_NUMBER) out.push('「审核组成员证件号码」必须填写');
  if (!v.ORG_DISTRICT) out.push('「行政区划代码」必须填写');
  return out;
}

/** Stages whose certificate the decision issues after the audit: 0101/0102 initial, 0201 recertification. */
const ISSUING_STAGES = new Set(['0101', '0102', '0201']);

/**
 * The rules a team row breaks. The result sheet names the certificate, so the rows of an initial or
 * recertification audit wait for the certification decision to issue it: their reason says so, not just "missing".
 */
export function resultRowProblems(v: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const c of CNCA_RESULT_COLUMNS)
    if (
      ['CERT_NUMBER', 'AUDIT_STAGE', 'AUDIT_S_DATE', 'AUDIT_E_DATE', 'NAME', 'ID_NUMBER', 'ROLE'].includes(
        c.code,
      ) &&
      !v[c.code]
    )
      out.push(
        c.code === 'CERT_NUMBER' && ISSUING_STAGES.has(v.AUDIT_STAGE ?? '')
          ? `「${c.caption}」必须填写（初次认证或再认证尚未发证：认证决定发证后带出证书号再上报）`
          : `「${c.caption}」必须填写`,
      );
  return out;
}
