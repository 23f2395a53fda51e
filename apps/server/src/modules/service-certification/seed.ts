/**
 * Demo 服务认证 projects of a new tenant (only with demo data on): one at each stage; the sheets of
 * those past the audit scored by `evaluateService` (四星, 三星, 五星 issued, and one failed by five
 * special deductions whatever its score).
 */
import { evaluateService } from '@cb/domain/service-certification';
import type { TenantSeeder } from '../../platform/areas.ts';
import { serviceProjects } from './schema.ts';
import { defaultServiceItems } from './service.ts';

export const DEMO_SERVICE_PROJECTS = [
  '苏州星河家电销售有限公司',
  '杭州云帆电子商务有限公司',
  '南京金陵汽车销售服务有限公司',
  '无锡太湖智能家居有限公司',
  '宁波东海物流有限公司',
  '上海浦江电器服务有限公司',
  '合肥巢湖家具有限公司',
];

/** The share of each item's maximum the demo sheet scores. */
const scored = (share: number, notApplicableLast = false) =>
  defaultServiceItems().map((item, i, all) => ({
    ...item,
    applicable: !(notApplicableLast && i === all.length - 1),
    score: Math.round(item.maxScore * share * 2) / 2,
  }));

export const seedServiceProjects: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const staff = userIds.get('staff') ?? userIds.get('admin') ?? null;
  const at = (day: string) => new Date(`${day}T10:00:00+08:00`);
  const sheets = [
    null,
    null,
    { items: scored(0), deductions: 0, bonus: 0 as const, evaluated: false },
    { items: scored(0.92), deductions: 1, bonus: 0 as const, evaluated: true },
    { items: scored(0.85, true), deductions: 0, bonus: 0 as const, evaluated: true },
    { items: scored(0.97), deductions: 0, bonus: 1 as const, evaluated: true },
    { items: scored(0.99), deductions: 5, bonus: 0 as const, evaluated: true },
  ];
  const stages = [1, 2, 3, 4, 5, 6, 4];
  await tx.insert(serviceProjects).values(
    DEMO_SERVICE_PROJECTS.map((enterpriseName, i) => {
      const sheet = sheets[i];
      const result = sheet?.evaluated ? evaluateService(sheet.items, sheet.deductions, sheet.bonus) : null;
      return {
        tenantId,
        projectNo: `SC-2026-${String(i + 1).padStart(4, '0')}`,
        enterpriseName,
        scope: '家用电器的销售及售后服务（安装、维修、配件供应、投诉处理）',
        serviceAreaCode: ['F01', 'F02', 'F03'][i % 3]!,
        stage: stages[i]!,
        items: sheet?.items ?? defaultServiceItems(),
        specialDeductions: sheet?.deductions ?? 0,
        bonus: sheet?.bonus ?? 0,
        evaluated: Boolean(result),
        ...(result ?? {}),
        evaluator: result ? '王审核' : '',
        evaluatedAt: result ? at('2026-10-12') : null,
        certNo: stages[i] === 6 ? `FW-2026-${String(i + 1).padStart(4, '0')}` : '',
        issueDate: stages[i] === 6 ? '2026-10-20' : null,
        createdBy: staff,
        updatedBy: staff,
        createdAt: at(`2026-10-${String(1 + i).padStart(2, '0')}`),
      };
    }),
  );
};
