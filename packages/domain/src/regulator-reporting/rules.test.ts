import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAIN_WEEK, workingCalendar } from '../lifecycle/calendar.ts';
import { CHINA_HOLIDAY_DAYS } from '../lifecycle/china-holidays.ts';
import { CNCA_CERTIFICATE_CODES, CNCA_CERTIFICATE_COLUMNS } from './certificate-columns.ts';
import { accreditationCodes, DEFAULT_REPORT_CODE_MAPS as MAPS, mapCode } from './codes.ts';
import {
  type CertificateReportSource,
  CNCA_RESULT_COLUMNS,
  certificateRowDeadline,
  certificateRowProblems,
  certificateRowValues,
  cleanCapital,
  cleanDate,
  cleanNumber,
  isOverdue,
  joinValues,
  monthDeadline,
  organisationCode,
  planRowDeadline,
  planRowProblems,
  problemText,
  recertificationCount,
  resultRowProblems,
} from './rules.ts';

const TSV = path.resolve(import.meta.dirname, '../../../../../shared/data/cnca-certificate-columns.tsv');

describe('the certificate sheet matches the regulator’s TSV', () => {
  const lines = fs
    .readFileSync(TSV, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split('\t'));
  // Rows 66–67 (取数开始/截止日期) are the body's own reminder fields: "上报平台不使用".
  const reported = lines.filter((l) => !l[6]?.includes('上报平台不使用'));

  it('has the 65 columns in order, RZJG_ID … REMARK', () => {
    expect(reported).toHaveLength(65);
    expect(CNCA_CERTIFICATE_COLUMNS).toHaveLength(65);
    expect(CNCA_CERTIFICATE_CODES).toEqual(reported.map((l) => l[1]));
    expect(CNCA_CERTIFICATE_CODES[0]).toBe('RZJG_ID');
    expect(CNCA_CERTIFICATE_CODES[64]).toBe('REMARK');
  });

  it('each column has the TSV’s number, caption, type, length and mandatory flag', () => {
    CNCA_CERTIFICATE_COLUMNS.forEach((c, i) => {
      const [no, code, caption, type, length, mandatory] = reported[i]!;
      expect(c.no, code).toBe(Number(no));
      expect(c.caption, code).toBe(caption);
      expect(c.type, code).toBe(type);
      const digits = (length ?? '').match(/\d+/g)?.map(Number) ?? [];
      expect(c.length, code).toBe(digits[0] ?? 0);
      expect(c.scale, code).toBe(digits[1] ?? 0);
      expect(c.mandatory, code).toBe(mandatory === '是');
    });
  });
});

describe('cleaning', () => {
  it('trims, upper-cases numbers without spaces, joins with ；, writes dates and capital', () => {
    expect(cleanNumber(' 03410q 10286r0s ')).toBe('03410Q10286R0S');
    expect(joinValues([' 2611 ', '3311;3312', '', null])).toBe('2611；3311；3312');
    expect(cleanDate('2026/3/5')).toBe('2026-03-05');
    expect(cleanDate(new Date('2026-11-02T03:00:00Z'))).toBe('2026-11-02');
    expect(cleanCapital('500')).toBe('500.0000');
    expect(cleanCapital('1234.5')).toBe('1234.5000');
    expect(cleanCapital(null)).toBe('');
    expect(organisationCode('91330100MA2KXXXX1A')).toBe('MA2KXXXX1');
    expect(recertificationCount('03410Q10286R2M')).toBe(2);
  });
});

describe('deadlines', () => {
  const cal = workingCalendar(CHINA_HOLIDAY_DAYS);
  it('a month’s rows by the 10th of the next month (December into January)', () => {
    expect(monthDeadline('2026-11-03')).toBe('2026-12-10');
    expect(monthDeadline('2026-12-31')).toBe('2027-01-10');
    expect(certificateRowDeadline('issue', '2026-11-03', cal)).toBe('2026-12-10');
  });
  it('a suspension within 5 days, a revocation within 5 working days across 国庆节', () => {
    expect(certificateRowDeadline('suspend', '2026-09-30', cal)).toBe('2026-10-05');
    expect(certificateRowDeadline('revoke', '2026-09-30', cal)).toBe('2026-10-13');
    expect(certificateRowDeadline('revoke', '2026-09-30', PLAIN_WEEK)).toBe('2026-10-07');
  });
  it('a plan before its first audit day; overdue only while unreported', () => {
    expect(planRowDeadline('2026-12-01')).toBe('2026-11-30');
    expect(isOverdue('2026-11-30', '2026-12-01', false)).toBe(true);
    expect(isOverdue('2026-11-30', '2026-12-01', true)).toBe(false);
    expect(isOverdue('2026-12-01', '2026-12-01', false)).toBe(false);
  });
});

describe('code mappings', () => {
  it('audit types map to activities 01–05', () => {
    expect(mapCode(MAPS, 'activity', 1)).toBe('01');
    expect(mapCode(MAPS, 'activity', 4)).toBe('02');
    expect(mapCode(MAPS, 'activity', 7)).toBe('02');
    expect(mapCode(MAPS, 'activity', 2)).toBe('03');
    expect(mapCode(MAPS, 'activity', 8)).toBe('04');
    expect(mapCode(MAPS, 'activity', 21)).toBe('05');
    for (let t = 1; t <= 24; t++) expect(mapCode(MAPS, 'activity', t), String(t)).toMatch(/^0[1-5]$/);
  });
  it('statuses, report types, change types, reasons, marks, methods, roles, stages, natures', () => {
    expect(['1', '2', '3', '4', '5'].map((s) => mapCode(MAPS, 'status', s))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
    ]);
    expect(mapCode(MAPS, 'reportType', 'issue')).toBe('01');
    expect(mapCode(MAPS, 'reportType', 'reissue')).toBe('02');
    expect(mapCode(MAPS, 'reportType', 'change')).toBe('04');
    expect(mapCode(MAPS, 'reportType', 'suspend')).toBe('05');
    expect(mapCode(MAPS, 'reportType', 'maintain')).toBe('');
    expect(mapCode(MAPS, 'changeType', '97_01')).toBe('0197');
    expect(mapCode(MAPS, 'changeType', '01')).toBe('0101');
    expect(mapCode(MAPS, 'suspensionReason', '0116')).toBe('0116');
    expect(mapCode(MAPS, 'suspensionReason', '0120')).toBe('');
    expect(mapCode(MAPS, 'revocationReason', '0121')).toBe('0121');
    expect(mapCode(MAPS, 'revocationReason', '0122')).toBe('0122');
    expect(mapCode(MAPS, 'revocationReason', '0101')).toBe('0101');
    expect(mapCode(MAPS, 'reissueReason', '0102')).toBe('02');
    expect(accreditationCodes(MAPS, 'CNAS,UKAS')).toBe('01；02');
    expect(accreditationCodes(MAPS, 'IAF')).toBe('08');
    expect(mapCode(MAPS, 'auditMethod', 1)).toBe('FS01');
    expect(mapCode(MAPS, 'auditMethod', 2)).toBe('FS02');
    expect(mapCode(MAPS, 'auditMethod', 3)).toBe('FS03');
    expect(mapCode(MAPS, 'auditMethod', 0)).toBe('');
    expect(mapCode(MAPS, 'role', 1)).toBe('01');
    expect(mapCode(MAPS, 'role', 3)).toBe('03');
    expect(mapCode(MAPS, 'resultStage', '01:1')).toBe('0101');
    expect(mapCode(MAPS, 'resultStage', '01:2')).toBe('0102');
    expect(mapCode(MAPS, 'resultStage', '02:0')).toBe('0201');
    expect(mapCode(MAPS, 'projectCode', 'Q(EC)')).toBe('A0102');
    expect(mapCode(MAPS, 'enterpriseNature', '3')).toBe('110');
  });
  it('every product standard has a project code', async () => {
    const { CERTIFICATION_STANDARDS } = await import('../reference/standards.ts');
    for (const s of CERTIFICATION_STANDARDS)
      expect(mapCode(MAPS, 'projectCode', s.code), s.code).not.toBe('');
  });
});

const source = (over: Partial<CertificateReportSource> = {}): CertificateReportSource => ({
  eventType: 'issue',
  effectiveDate: '2026-11-02',
  changeType: '',
  reasonCode: '',
  approvalNo: 'CNCA-R-2002-034',
  bodyName: '示例认证有限公司',
  certNo: '03426q 10001r0s',
  mainCertNo: '',
  standardCode: 'Q',
  standardName: 'GB/T 19001-2016/ISO 9001:2015',
  standardVersion: '',
  status: 1,
  firstIssueDate: '2026-11-02',
  issueDate: '2026-11-02',
  expiryDate: '2029-11-01',
  suspendUntil: null,
  scope: ' 机械零部件的加工 ',
  enterpriseName: '杭州示例机械有限公司',
  enterpriseNameEn: '',
  enterpriseFormerName: '',
  address: '杭州市西湖区示例路1号',
  marks: 'CNAS',
  accreditationNo: 'CNAS C034-M',
  sites: [],
  enterprise: {
    creditCode: '91330100MA2KXXXX1A',
    industryCode: '3484',
    regionCode: '330106',
    natureCode: '3',
    registeredCapital: '500',
    currency: 'CNY',
    legalRepresentative: '张三',
    headcount: 120,
    addresses: ['杭州市西湖区示例路1号'],
    phone: '0571-88888888',
  },
  audit: { auditType: 1, startDate: '2026-10-12', endDate: '2026-10-14', days: '5.0' },
  deciders: ['李四'],
  decisionDate: '2026-11-01',
  contractNo: 'HT-2026-001',
  contractDays: { initial: '5', surveillance: '2', recertification: '4' },
  contractAmount: '30000.00',
  previousCertNo: '',
  remark: '',
  ...over,
});
const values = (over: Partial<CertificateReportSource> = {}) => certificateRowValues(source(over), MAPS);
const problems = (v: Record<string, string>, mainExpiry?: string) =>
  certificateRowProblems(v, { reportDate: '2026-11-29', mainExpiry }).map((p) => `${p.code}:${p.reason}`);

describe('a certificate row', () => {
  it('has the 65 columns, cleaned, and a new certificate passes every rule', () => {
    const v = values();
    expect(Object.keys(v)).toEqual(CNCA_CERTIFICATE_CODES);
    expect(v.CERT_NUMBER).toBe('03426Q10001R0S');
    expect(v.ORG_REG_ASSETS).toBe('500.0000');
    expect(v.REV_CERTI_FEE).toBe('30000.0000');
    expect(v.REPORT_TYPE).toBe('01');
    expect(v.APPR_AC_CODE).toBe('01');
    expect(v.ACC_SYMBOL).toBe('01');
    expect(problems(v)).toEqual([]);
  });

  it('42–44 iff suspended (02, the reason, 0197)', () => {
    const v = values({
      eventType: 'suspend',
      status: 2,
      changeType: '97_01',
      reasonCode: '0116',
      suspendUntil: '2027-02-01',
    });
    expect([v.REPORT_TYPE, v.CERTI_STATUS, v.PAUSE_CAUSE, v.CHG_TYP_CODE]).toEqual([
      '05',
      '02',
      '0116',
      '0197',
    ]);
    expect(problems(v)).toEqual([]);
    expect(problems({ ...v, PAUSE_E_DATE: '' })).toContain('PAUSE_E_DATE:必须填写（证书状态为02暂停）');
    expect(problems({ ...v, CERTI_STATUS: '01' })).toContain(
      'PAUSE_CAUSE:应为空（仅当证书状态为02暂停时填写）',
    );
    expect(problems({ ...v, PAUSE_CAUSE: '0120' })).toContain(
      'PAUSE_CAUSE:暂停原因代码0120不在《管理体系证书暂停原因代码》中',
    );
  });

  it('45–46 iff revoked', () => {
    const v = values({ eventType: 'revoke', status: 3, changeType: '97_03', reasonCode: '0122' });
    expect([v.CANCEL_CAUSE, v.CANCEL_DATE]).toEqual(['0122', '2026-11-02']);
    expect(problems(v)).toEqual([]);
    expect(problems({ ...v, CANCEL_DATE: '' })).toContain('CANCEL_DATE:必须填写（证书状态为03撤销）');
  });

  it('48 iff a sub-certificate, whose expiry is not after its main one’s', () => {
    const v = values({ mainCertNo: '03426q10000r0s' });
    expect(v.M_CERTI_NUM).toBe('03426Q10000R0S');
    expect(problems(v, '2030-01-01')).toEqual([]);
    expect(problems(v, '2029-01-01')).toContain(
      'CERTI_E_DATE:子证书的截止日期不能晚于主证书的截止日期2029-01-01',
    );
    expect(problems({ ...v, IS_C_CERTI: '0' })).toContain('M_CERTI_NUM:应为空（仅当是子证书时填写）');
  });

  it('52–55 iff reissued', () => {
    const v = values({
      eventType: 'reissue',
      reasonCode: '0102',
      previousCertNo: '03426Q10001R0S',
      certNo: '03426Q10001R1S',
    });
    expect([v.REPORT_TYPE, v.EXCHANGE_CAUSE, v.O_CERTI_NUM, v.O_AWARD_JG]).toEqual([
      '02',
      '02',
      '03426Q10001R0S',
      'CNCA-R-2002-034',
    ]);
    expect(problems(v)).toEqual([]);
    expect(problems({ ...v, O_CERTI_NUM: '' })).toContain('O_CERTI_NUM:必须填写（上报类型为02换发证书）');
  });

  it('28 by A0102, 29 by A0901', () => {
    const ec = values({ standardCode: 'Q(EC)' });
    expect(ec.QMS_COVERAGE).toBe('机械零部件的加工');
    expect(problems(ec)).toEqual([]);
    expect(problems({ ...ec, QMS_COVERAGE: '' })).toContain(
      'QMS_COVERAGE:必须填写（认证项目分类代码以A0102开头）',
    );
    expect(problems({ ...values(), ORG_EN_BORDER: 'x' })).toContain(
      'ORG_EN_BORDER:应为空（仅当认证项目分类代码以A0901开头时填写）',
    );
    expect(problems({ ...values(), AUTH_PROJ_CODE: 'A0901' })).toContain(
      'ORG_EN_BORDER:必须填写（认证项目分类代码以A0901开头）',
    );
  });

  it('59 for activities 01/02/03/06, 39 not after the report date, required columns, lengths', () => {
    expect(problems(values({ contractAmount: null }))).toContain(
      'REV_CERTI_FEE:必须填写（认证审核活动代码为01/02/03/06，填报合同金额）',
    );
    expect(
      problems({
        ...values(),
        APPR_AC_CODE: '05',
        APPR_S_DATE: '',
        APPR_E_DATE: '',
        CHK_PD_NUM: '',
        REV_CERTI_FEE: '',
      }),
    ).toEqual([]);
    expect(problems({ ...values(), AWARD_DATE: '2026-12-01' })).toContain(
      'AWARD_DATE:颁证日期不能晚于上报日期',
    );
    expect(problems(values({ enterprise: null }))).toContain('ORG_DISTRICT:必须填写');
    expect(problems({ ...values(), ORG_COUNTRY: '1560' })).toContain('ORG_COUNTRY:长度不能超过3个字符');
    expect(problems({ ...values(), ORG_REG_ASSETS: '123456789.0000' })).toContain(
      'ORG_REG_ASSETS:数字格式应为8位整数、4位小数以内',
    );
    expect(problemText({ no: 9, code: 'ORG_DISTRICT', reason: '必须填写' })).toBe(
      '第9列「获证组织注册地址所在行政区划代码」必须填写',
    );
  });
});

describe('plan and team sheets', () => {
  it('the team sheet has 14 columns; a plan without a method code is flagged', () => {
    expect(CNCA_RESULT_COLUMNS).toHaveLength(14);
    expect(planRowProblems({ PLAN_NO: 'R0034012600012' })).toContain(
      '「审核方式」无对应代码（非现场审核没有FS代码）',
    );
  });

  it('a team row without a certificate number: an initial or recertification audit’s waits for the decision, another is missing it', () => {
    const row = { AUDIT_STAGE: '0102', AUDIT_S_DATE: '2026-11-02', AUDIT_E_DATE: '2026-11-03' };
    const filled = { NAME: '张涛', ID_NUMBER: '110101198001010011', ROLE: '01' };
    expect(resultRowProblems({ ...row, ...filled })).toEqual([
      '「认证证书号」必须填写（初次认证或再认证尚未发证：认证决定发证后带出证书号再上报）',
    ]);
    expect(resultRowProblems({ ...row, ...filled, AUDIT_STAGE: '0201' })).toEqual(
      resultRowProblems({ ...row, ...filled }),
    );
    expect(resultRowProblems({ ...row, ...filled, AUDIT_STAGE: '03' })).toEqual(['「认证证书号」必须填写']);
    expect(resultRowProblems({ ...row, ...filled, CERT_NUMBER: '034Q26001R0S' })).toEqual([]);
    expect(resultRowProblems({ ...row, CERT_NUMBER: '034Q26001R0S' })).toEqual([
      '「姓名」必须填写',
      '「证件号码」必须填写',
      '「组内身份」必须填写',
    ]);
  });
});
