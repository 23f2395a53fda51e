/**
 * The code mappings from the product's codes to the regulator's (BUSINESS.md §4, DOMAIN.md §4.1,
 * §4.4): the defaults every body starts with. The server keeps them per body in a table the
 * administrator can correct (`report_code_maps`), seeded from these; the rules read the body's maps.
 */

/** The names of the mapping tables, with their Chinese titles. */
export const REPORT_CODE_MAP_NAMES = {
  activity: '审核类型 → 认证审核活动代码',
  resultStage: '审核类型/阶段 → 审核阶段代码',
  role: '组内身份 → 审核组成员角色',
  qualification: '审核员资格 → 资格代码',
  status: '证书状态 → 证书状态代码',
  reportType: '证书事件 → 上报类型',
  changeType: '变更类型 → 变更类别代码',
  suspensionReason: '暂停原因',
  revocationReason: '撤销原因',
  reissueReason: '换证原因',
  projectCode: '认证标准 → 认证项目分类代码',
  accreditationMark: '认可标志 → 认可标志代码',
  auditMethod: '审核方式 → 审核方式代码',
  enterpriseNature: '企业性质 → 组织机构类型代码',
} as const;
export type ReportCodeMapName = keyof typeof REPORT_CODE_MAP_NAMES;

/** One map: product code → regulator code (a missing key has no regulator code). */
export type ReportCodeMap = Readonly<Record<string, string>>;
export type ReportCodeMaps = Readonly<Record<ReportCodeMapName, ReportCodeMap>>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const same = (codes: readonly string[]): ReportCodeMap => Object.fromEntries(codes.map((c) => [c, c]));

/** Audit types 1–24 (SPEC §3) → activity (col 30): 01 initial, 02 recertification, 03 surveillance, 04 special, 05 change. */
const ACTIVITY: ReportCodeMap = {
  '1': '01',
  '2': '03',
  '3': '03',
  '4': '02',
  '5': '03',
  '6': '03',
  '7': '02',
  '8': '04',
  '9': '04',
  '10': '04',
  '11': '05',
  '12': '04',
  '13': '04',
  '14': '04',
  '15': '04',
  '16': '05',
  '17': '05',
  '18': '04',
  '19': '04',
  '20': '05',
  '21': '05',
  '22': '04',
  '23': '04',
  '24': '04',
};

export const DEFAULT_REPORT_CODE_MAPS: ReportCodeMaps = {
  activity: ACTIVITY,
  /** `<activity>:<stage>` → the team sheet's stage: 0101 stage 1, 0102 stage 2, 0201 recertification, 03, 04. */
  resultStage: {
    '01:1': '0101',
    '01:2': '0102',
    '01:0': '0102',
    '02:0': '0201',
    '02:1': '0201',
    '02:2': '0201',
    '03:0': '03',
    '03:1': '03',
    '03:2': '03',
    '04:0': '04',
    '04:1': '04',
    '04:2': '04',
    '05:0': '04',
    '05:1': '04',
    '05:2': '04',
  },
  /** Team roles (1 leader, 2 auditor, 3 technical expert) → 01 leader, 02 member, 03 technical expert. */
  role: { '1': '01', '2': '02', '3': '03' },
  /** Auditor registrations (auditors' level, already the regulator's): 01 senior … 04 technical expert. */
  qualification: { '01': '01', '02': '02', '03': '03', '04': '04' },
  /** Certificate status (1 valid, 2 suspended, 3 revoked, 4 withdrawn, 5/0 expired) → col 41. */
  status: { '1': '01', '2': '02', '3': '03', '4': '04', '5': '05', '0': '05' },
  /** Certificate events → report type (col 64): 01 new, 02 reissued, 04 information change, 05 status change. */
  reportType: {
    issue: '01',
    reissue: '02',
    change: '04',
    correct: '04',
    suspend: '05',
    restore: '05',
    revoke: '05',
    cancel: '05',
    expire: '05',
  },
  /** certchange codes (DOMAIN §4.4) → col 50: `01` + the code (97_01 suspend → 0197). */
  changeType: {
    '01': '0101',
    '02': '0102',
    '03': '0103',
    '04': '0104',
    '05': '0105',
    '06': '0106',
    '07': '0107',
    '08': '0108',
    '09': '0109',
    '96': '0196',
    '97_01': '0197',
    '97_02': '0197',
    '97_03': '0197',
    '97_04': '0197',
    '97_05': '0197',
  },
  /** Suspension reasons (col 42): 0111–0119, 0199. */
  suspensionReason: same([...range(111, 119).map((c) => `0${c}`), '0199']),
  /** Revocation reasons (col 45): 0101, 0111–0122, 0199 (BUSINESS.md §4: three more than DOMAIN §4.4). */
  revocationReason: same(['0101', ...range(111, 122).map((c) => `0${c}`), '0199']),
  /**
   * Reissue reasons 0101 surveillance, 0102 recertification, 0103 transfer, 0104 content change, 0199
   * other → col 53, which the TSV gives two characters: the code's last two digits.
   */
  reissueReason: { '0101': '01', '0102': '02', '0103': '03', '0104': '04', '0199': '99' },
  /** The product's standards (reference/standards.ts) → 认证项目分类代码 (col 22). */
  projectCode: {
    Q: 'A0101',
    'Q(EC)': 'A0102',
    E: 'A0201',
    S: 'A0301',
    F: 'A0401',
    H: 'A0402',
    ISMS: 'A0501',
    ITSMS: 'A0601',
    EnMS: 'A0901',
    IPMS: 'A1401',
    GAP: 'B0601',
    OGA: 'B0501',
    OGA_FL: 'B0501',
    GHG: 'D0101',
    TZJ: 'D0102',
    WK: 'C0201',
    PV: 'B0401',
    // After-sales service (GB/T 27922): the platform's service category C02 (DOMAIN.md §4.1).
    SC: 'C0201',
  },
  /** Accreditation marks (col 57): 01 CNAS … 08 other. */
  accreditationMark: {
    CNAS: '01',
    UKAS: '02',
    'JAS-ANZ': '03',
    ANAB: '04',
    RVA: '05',
    JAB: '06',
    KAB: '07',
    OTHER: '08',
  },
  /** Plan method (1 onsite, 2 remote, 3 partly remote; 0 offsite has no code) → FS01/FS02/FS03. */
  auditMethod: { '1': 'FS01', '2': 'FS02', '3': 'FS03' },
  /** Enterprise nature (customers' 企业性质) → 组织机构类型代码 (GB/T 20091, col 15): 110 企业法人, 210 事业单位法人, 410 社会团体法人, 900 其他. */
  enterpriseNature: {
    '1': '110',
    '2': '110',
    '3': '110',
    '4': '110',
    '5': '110',
    '6': '210',
    '7': '410',
    '9': '900',
  },
};

/** The regulator's code for `code` in `map`, or '' when it has none. */
export function mapCode(
  maps: ReportCodeMaps,
  map: ReportCodeMapName,
  code: string | number | null | undefined,
): string {
  if (code === null || code === undefined || code === '') return '';
  return maps[map][String(code)] ?? '';
}

/** Marks printed on a certificate ('CNAS', 'CNAS,UKAS') → their codes joined by '；'. */
export function accreditationCodes(maps: ReportCodeMaps, marks: string): string {
  return marks
    .split(/[,，;；\s]+/)
    .filter(Boolean)
    .map((m) => maps.accreditationMark[m.toUpperCase()] ?? maps.accreditationMark.OTHER ?? '08')
    .join('；');
}
