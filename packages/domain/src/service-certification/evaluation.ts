/**
 * The after-sales service evaluation (GB/T 27922; BUSINESS.md §8): items in three groups (service
 * system 40, goods service 35, customer service 25); score = points earned ÷ points of the items
 * that apply × 100 (an item that does not apply leaves the denominator); each special deduction
 * costs 1 point; five or more special deductions fail whatever the score; at most one bonus point.
 * Grades (default): < 70 不合格, ≥ 70 达标, ≥ 80 三星, ≥ 90 四星, ≥ 95 五星. The page computes the
 * live figures with `evaluateService`, the server stores what the same function answers.
 */

export const SERVICE_GROUPS = ['system', 'goods', 'customer'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
export const SERVICE_GROUP_LABELS: Readonly<Record<ServiceGroup, string>> = {
  system: '服务体系',
  goods: '商品服务',
  customer: '顾客服务',
};
/** The points of each group (total 100). */
export const SERVICE_GROUP_POINTS: Readonly<Record<ServiceGroup, number>> = {
  system: 40,
  goods: 35,
  customer: 25,
};

export const SERVICE_GRADES = ['不合格', '达标', '三星', '四星', '五星'] as const;
export type ServiceGrade = (typeof SERVICE_GRADES)[number];

/** The grade bands (default; lowest percent of each grade). */
export const SERVICE_GRADE_BANDS: readonly { min: number; grade: ServiceGrade }[] = [
  { min: 95, grade: '五星' },
  { min: 90, grade: '四星' },
  { min: 80, grade: '三星' },
  { min: 70, grade: '达标' },
];
/** Five or more special deductions fail whatever the score. */
export const SPECIAL_DEDUCTION_FAIL = 5;

export interface ServiceItemScore {
  group: ServiceGroup;
  maxScore: number;
  applicable: boolean;
  score: number;
}

export interface ServiceEvaluationResult {
  /** Points earned on applicable items, less special deductions, plus the bonus (≥ 0). */
  earned: number;
  /** Points of the items that apply. */
  applicableMax: number;
  /** earned ÷ applicableMax × 100, two decimals, capped at 100. */
  percent: number;
  grade: ServiceGrade;
}

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;

/** The first item's problem, in Chinese naming it (第3项…), or null when every score fits. */
export function serviceItemError(items: readonly ServiceItemScore[]): string | null {
  for (const [i, item] of items.entries()) {
    const name = `第${i + 1}项`;
    if (!(item.maxScore > 0)) return `${name}的满分必须大于0`;
    if (!item.applicable) continue;
    if (item.score < 0) return `${name}的得分不能为负数`;
    if (item.score > item.maxScore) return `${name}的得分不能超过该项满分${item.maxScore}`;
  }
  return null;
}

export function gradeOf(percent: number, specialDeductions: number): ServiceGrade {
  if (specialDeductions >= SPECIAL_DEDUCTION_FAIL) return '不合格';
  return SERVICE_GRADE_BANDS.find((b) => percent >= b.min)?.grade ?? '不合格';
}

/** Percentage and grade of a sheet (scores assumed within their maxima: `serviceItemError` first). */
export function evaluateService(
  items: readonly ServiceItemScore[],
  specialDeductions: number,
  bonus: 0 | 1,
): ServiceEvaluationResult {
  const applicable = items.filter((i) => i.applicable);
  const applicableMax = round2(applicable.reduce((s, i) => s + i.maxScore, 0));
  const raw = applicable.reduce((s, i) => s + i.score, 0) - specialDeductions + (bonus ? 1 : 0);
  const earned = round2(Math.max(0, raw));
  const percent = applicableMax > 0 ? Math.min(100, round2((earned / applicableMax) * 100)) : 0;
  return { earned, applicableMax, percent, grade: gradeOf(percent, specialDeductions) };
}

/** The stars printed for a grade (三星 → ★★★), empty below 三星. */
export function gradeStars(grade: ServiceGrade): string {
  return { 三星: '★★★', 四星: '★★★★', 五星: '★★★★★' }[grade as '三星'] ?? '';
}

/** The default items of a new sheet (the body's versioned, editable item table is seeded with them). */
export const DEFAULT_SERVICE_ITEMS: readonly { group: ServiceGroup; title: string; maxScore: number }[] = [
  { group: 'system', title: '售后服务组织与职责', maxScore: 10 },
  { group: 'system', title: '服务制度与流程', maxScore: 10 },
  { group: 'system', title: '服务人员与培训', maxScore: 10 },
  { group: 'system', title: '服务资源与设施', maxScore: 10 },
  { group: 'goods', title: '商品信息与安装调试', maxScore: 10 },
  { group: 'goods', title: '维修与保养', maxScore: 10 },
  { group: 'goods', title: '配件供应', maxScore: 8 },
  { group: 'goods', title: '退换货与质量担保', maxScore: 7 },
  { group: 'customer', title: '顾客沟通与咨询', maxScore: 9 },
  { group: 'customer', title: '投诉处理', maxScore: 8 },
  { group: 'customer', title: '顾客满意度测评', maxScore: 8 },
];
