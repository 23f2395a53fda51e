/** Request schemas of the application endpoints; the payload rules come from @cb/domain. */
import {
  APPLICATION_CHANGE_TYPES,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  applicationInputSchema,
  CHANGE_REQUEST_STATUSES,
  calendarDateSchema,
  changeRequestInputSchema,
  pageQuerySchema,
  returnReasonSchema,
} from '@cb/domain';
import { z } from 'zod';

const id = z.uuid({ error: '记录标识格式错误' });
const version = z.coerce.number({ error: '请提供版本号' }).int('版本号必须是整数').min(1, '版本号错误');
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `${label}过长`).optional());
const optionalCode = (table: readonly { code: number | string }[], message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .refine((v) => table.some((r) => r.code === v), message)
      .optional(),
  );
const optionalDate = (label: string) => z.preprocess(emptyToUndefined, calendarDateSchema(label).optional());

export const idQuery = z.object({ id });
export const versionedBody = z.object({ id, version });
export const returnBody = versionedBody.extend({ reason: returnReasonSchema });

export const APPLICATION_SORT_NAMES = [
  'applyNo',
  'receivedDate',
  'status',
  'createTime',
  'submitTime',
] as const;

const applicationFilters = {
  applyNo: optionalText(50, '申请编号'),
  enterpriseName: optionalText(100, '企业名称'),
  enterpriseId: z.preprocess(emptyToUndefined, id.optional()),
  partnerId: z.preprocess(emptyToUndefined, id.optional()),
  certificateStandardId: z.preprocess(emptyToUndefined, id.optional()),
  status: optionalCode(APPLICATION_STATUSES, '申请状态不正确'),
  applicationType: optionalCode(APPLICATION_TYPES, '申请类型不正确'),
  receivedFrom: optionalDate('受理日期'),
  receivedTo: optionalDate('受理日期'),
};

export const applicationListQuery = pageQuerySchema(APPLICATION_SORT_NAMES).extend(applicationFilters);
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
export const applicationExportQuery = applicationListQuery.omit({ pageNo: true, pageSize: true });

/** Create: the fields, plus `submit` to save and submit in one step. */
export const applicationCreateBody = applicationInputSchema.and(
  z.object({ submit: z.boolean().optional().default(false) }),
);
export const applicationEditBody = applicationInputSchema.and(versionedBody);

export const numberRuleBody = z.object({
  pattern: z.string({ error: '请输入编号规则' }).trim(),
  version: z.coerce.number().int().min(0),
});

export const enterpriseOptionsQuery = z.object({ keyword: optionalText(100, '关键字') });

export const CHANGE_SORT_NAMES = ['createTime', 'changeType', 'status'] as const;
export const changeListQuery = pageQuerySchema(CHANGE_SORT_NAMES).extend({
  applyNo: optionalText(50, '申请编号'),
  enterpriseName: optionalText(100, '企业名称'),
  applicationId: z.preprocess(emptyToUndefined, id.optional()),
  changeType: optionalCode(APPLICATION_CHANGE_TYPES, '变更类型不正确'),
  status: optionalCode(CHANGE_REQUEST_STATUSES, '变更状态不正确'),
});
export type ChangeListQuery = z.infer<typeof changeListQuery>;

export const changeCreateBody = changeRequestInputSchema.and(
  z.object({
    applicationId: id,
    fromZone: z.coerce.number().int().min(0).max(1).optional().default(0),
  }),
);
export const changeEditBody = changeRequestInputSchema.and(versionedBody);
