/**
 * The contract of contract review (htps): the audit-time calculator endpoint. Its rules are the
 * pure functions of audit-time.ts; the server and the review page call the same ones.
 */
import { z } from 'zod';
import type { Permission } from '../permissions.ts';

export const CONTRACT_REVIEW_ACCESS = {
  /** Reviewers compute audit time; approvers and readers of reviews may too. */
  calculate: ['htps:review:review', 'htps:review:approve', 'htps:review:detail'],
} as const satisfies Record<string, readonly Permission[]>;

/**
 * `POST /api/htps/auditTime/calculate`. The numbers are checked by the calculator itself (so the
 * page and the server give the same Chinese message naming the item and field); the schema only
 * fixes the shape.
 */
export const auditTimeCalculateBody = z.object({
  items: z
    .array(
      z.object({
        standard: z.string({ error: '请选择认证标准' }),
        effectivePersonnel: z.number({ error: '有效人数必须是正整数' }),
        riskLevel: z.number({ error: '风险等级只能是 1 高、2 中、3 低、4 有限' }).optional(),
        adjustments: z
          .array(
            z.object({
              code: z.string({ error: '调整因素须填写代码或原因（50字以内）' }),
              percent: z.number({ error: '调整比例须为数字' }),
            }),
          )
          .max(30, '调整因素最多30项')
          .optional(),
      }),
      { error: '请至少填写一个认证标准' },
    )
    .max(20, '认证标准最多20项'),
  integrationPercent: z.number({ error: '一体化调整比例须为数字（减少为负数）' }).optional(),
});

export const auditTimeItemResult = z.object({
  standard: z.enum(['Q', 'E', 'S', 'ISMS']),
  tableDays: z.number(),
  adjustedDays: z.number(),
  onsiteDays: z.number(),
  stage1Days: z.number(),
  stage2Days: z.number(),
  surveillanceDays: z.number(),
  recertificationDays: z.number(),
  justification: z.array(z.string()),
});

export const auditTimeCalculateResult = z.object({
  items: z.array(auditTimeItemResult),
  totalDays: z.number(),
});
export type AuditTimeCalculateResult = z.infer<typeof auditTimeCalculateResult>;
