/**
 * The contract of self-registration (/user/register, /user/register-result), the signed-out password
 * reset (/user/alteration) and 注册审核: request schemas with their Chinese messages, responses.
 */
import { z } from 'zod';
import {
  creditCodeSchema,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  savedRecord,
  timestampSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';
import { validateMobilePhone } from '../phone.ts';
import { isValidPassword } from '../system/session-rules.ts';

const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .superRefine((v, ctx) => {
    const message = validateMobilePhone(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
const emailSchema = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, '请输入邮箱')
  .max(100, '邮箱长度不能超过100个字符')
  .refine((v) => z.email().safeParse(v).success, '邮箱格式错误');
const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(4, '用户名长度必须是4-32位')
  .max(32, '用户名长度必须是4-32位')
  .regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -');
const passwordSchema = z
  .string({ error: '请输入密码' })
  .refine(isValidPassword, '密码长度必须是8-16位且包含数字');
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入6位验证码');

export const registerBody = z
  .object({
    companyName: z
      .string({ error: '请输入企业名称' })
      .trim()
      .min(2, '请输入企业名称')
      .max(100, '企业名称长度不能超过100个字符'),
    creditCode: creditCodeSchema,
    contactName: z
      .string({ error: '请输入联系人' })
      .trim()
      .min(1, '请输入联系人')
      .max(50, '联系人长度不能超过50个字符'),
    phone: phoneSchema,
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: '请再次输入密码' }),
    /** The SMS code, where the body verifies by SMS. */
    code: codeSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const registerCodeBody = z.object({ phone: phoneSchema });
export const confirmEmailBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, '链接无效或已过期'),
});

export const resetCodeBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
});
export const resetBody = z
  .object({
    username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
    code: codeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: '请再次输入密码' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });

export const registrationListQuery = pageQuerySchema(['createTime', 'companyName', 'status'] as const).extend(
  {
    companyName: z
      .string()
      .trim()
      .max(100, '企业名称过长')
      .optional()
      .transform((v) => v || undefined),
    status: z
      .union([z.literal('0'), z.literal('1'), z.literal('2'), z.literal('3'), z.literal('')], {
        error: '状态格式错误',
      })
      .optional()
      .transform((v) => (v ? Number(v) : undefined)),
  },
);
export const registrationExportQuery = registrationListQuery.omit({ pageNo: true, pageSize: true });
export const rejectBody = idVersion.extend({
  reason: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(1, '请填写驳回原因')
    .max(200, '驳回原因长度不能超过200个字符'),
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

export const verificationChannel = z.object({ channel: z.enum(['sms', 'email']) });
export const registered = z.object({
  /** 0: an e-mail link was sent to confirm the address; 1: awaiting the body's review. */
  status: z.number().int(),
  channel: z.enum(['sms', 'email']),
});
export const confirmed = z.object({ status: z.number().int() });
export const sentMessage = z.object({ sent: z.boolean() });

export const registrationRow = z.object({
  id: idSchema,
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  username: z.string(),
  channel: z.enum(['sms', 'email']),
  status: z.number().int(),
  /** The live enterprise with the credit code, if any (approval links the user to it). */
  existingEnterprise: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewTime: timestampSchema.nullable(),
  rejectReason: z.string().nullable(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;
export const registrationPage = pageSchema(registrationRow);
export const approvedRegistration = savedRecord.extend({
  enterpriseName: z.string(),
  createdEnterprise: z.boolean(),
});

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

export const clientRegistrationSchemas = {
  getVerificationChannel: { result: verificationChannel },
  sendRegisterCode: { body: registerCodeBody, result: sentMessage },
  register: { body: registerBody, result: registered },
  confirmRegisterEmail: { body: confirmEmailBody, result: confirmed },
  sendResetCode: { body: resetCodeBody, result: sentMessage },
  resetPassword: { body: resetBody, result: sentMessage },
  listRegistrations: { query: registrationListQuery, result: registrationPage },
  getRegistration: { query: idQuery, result: registrationRow },
  approveRegistration: { body: idVersion, result: approvedRegistration },
  rejectRegistration: { body: rejectBody, result: savedRecord },
  exportRegistrations: { query: registrationExportQuery, result: 'file' },
} as const satisfies SchemaTable;
