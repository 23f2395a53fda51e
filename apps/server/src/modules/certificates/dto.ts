/**
 * The public certificate query (DOMAIN.md §4.3): by exact certificate number, or by part of the
 * enterprise's name (at least two characters) with an optional status, at most 20 rows a page.
 * Every message is Chinese because the public page shows it as is.
 */
import { z } from 'zod';
import type { PublicStatus } from './status.ts';

export const PUBLIC_PAGE_SIZE_MAX = 20;
export const ENTERPRISE_NAME_MIN = 2;
/** The installation's first certification body (docs/decisions.md: tenant ids are integers). */
export const DEFAULT_PUBLIC_TENANT_ID = 1;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const tenantId = z.preprocess(
  blankToUndefined,
  z
    .string({ error: '认证机构标识格式错误' })
    .regex(/^[1-9]\d{0,8}$/, '认证机构标识格式错误')
    .transform(Number)
    .default(DEFAULT_PUBLIC_TENANT_ID),
);

const pageNo = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码最小为1').default(1),
);

const pageSize = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为1')
    .max(PUBLIC_PAGE_SIZE_MAX, `每页条数最大为${PUBLIC_PAGE_SIZE_MAX}`)
    .default(10),
);

export const publicBodyQuery = z.object({ tenantId });

export const publicSearchQuery = z
  .object({
    tenantId,
    certNo: z.preprocess(
      blankToUndefined,
      z.string({ error: '证书编号格式错误' }).trim().max(50, '证书编号最多50个字符').optional(),
    ),
    enterpriseName: z.preprocess(
      blankToUndefined,
      z
        .string({ error: '企业名称格式错误' })
        .trim()
        .min(ENTERPRISE_NAME_MIN, `企业名称至少输入${ENTERPRISE_NAME_MIN}个字`)
        .max(100, '企业名称最多100个字符')
        .optional(),
    ),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(['0', '1', '2', '3', '4', '5'], { error: '证书状态不正确' })
        .transform((v): PublicStatus => (v === '0' ? 5 : (Number(v) as PublicStatus)))
        .optional(),
    ),
    pageNo,
    pageSize,
  })
  .refine((q) => q.certNo !== undefined || q.enterpriseName !== undefined, {
    message: '请输入证书编号或企业名称',
  });

export type PublicSearchQuery = z.infer<typeof publicSearchQuery>;
