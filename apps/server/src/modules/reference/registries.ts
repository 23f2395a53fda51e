/**
 * Server-side registries of SECURITY.md rule 1. The duplicate check and the rule check take names
 * from the client only as keys into these tables; an unknown name is refused before any query runs,
 * and nothing the client sends becomes part of SQL. Password and salt columns are never listed.
 */

import type { Permission } from '@cb/domain';
import {
  isAmount,
  isProfessionalCode,
  isRegisteredCapital,
  isValidCreditCode,
  isValidIdCardNumber,
  isValidPassword,
  PROFESSIONAL_CODE_MESSAGE,
  validateMobilePhone,
} from '@cb/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { roles, users } from '../../platform/identity/schema.ts';
import { certificateStandards, certificationItems, dictionaries } from './schema.ts';

export interface DuplicateField {
  /** Who may check it: the permissions of the forms that check it (SECURITY.md 12). */
  permissions: readonly Permission[];
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  column: PgColumn;
}

const field = (
  permissions: readonly Permission[],
  table: PgTable & { id: PgColumn; tenantId: PgColumn },
  column: PgColumn,
): DuplicateField => ({
  permissions,
  table,
  id: table.id,
  tenantId: table.tenantId,
  column,
});

const USER_FORMS: readonly Permission[] = ['sys:user:add', 'sys:user:edit', 'sys:user:import'];

/**
 * (tableName, fieldName) pairs the web forms check, named as the product's API names them; each
 * answers only those who may fill in the forms that check it, so external users (enterprise,
 * partner) cannot enumerate staff accounts.
 */
export const DUPLICATE_FIELDS: Readonly<Record<string, Readonly<Record<string, DuplicateField>>>> = {
  sys_user: {
    username: field(USER_FORMS, users, users.username),
    phone: field(USER_FORMS, users, users.phone),
    email: field(USER_FORMS, users, users.email),
  },
  sys_role: { role_code: field(['sys:role:add', 'sys:role:edit'], roles, roles.code) },
  sys_dict: { dict_code: field(['sys:dict:add', 'sys:dict:edit'], dictionaries, dictionaries.code) },
  cer_certificate_standard: {
    code: field(['sys:standard:add', 'sys:standard:edit'], certificateStandards, certificateStandards.code),
  },
  cer_certi_item: {
    certi_code: field(
      ['sys:certItem:add', 'sys:certItem:edit'],
      certificationItems,
      certificationItems.certiCode,
    ),
  },
};

/** The registered field, or undefined (own properties only: `__proto__` and friends never match). */
export function duplicateField(tableName: string, fieldName: string): DuplicateField | undefined {
  const table = Object.hasOwn(DUPLICATE_FIELDS, tableName) ? DUPLICATE_FIELDS[tableName] : undefined;
  return table && Object.hasOwn(table, fieldName) ? table[fieldName] : undefined;
}

/** A check rule: null when the value passes, else the message to show. */
export type CheckRule = (value: string) => string | null;

const rule =
  (test: (value: string) => boolean, message: string): CheckRule =>
  (value) =>
    test(value) ? null : message;

/**
 * Rule codes of GET /sys/checkRule/checkByCode. Rules are functions of the domain package (no
 * configurable regular expressions), so a long input cannot make one backtrack for long.
 */
export const CHECK_RULES: Readonly<Record<string, CheckRule>> = {
  phone: (value) => validateMobilePhone(value),
  id_card: rule(isValidIdCardNumber, '请输入正确的身份证号码'),
  credit_code: rule(isValidCreditCode, '请输入正确的统一社会信用代码'),
  amount: rule(isAmount, '请输入正确的金额'),
  registered_capital: rule((v) => v === '' || isRegisteredCapital(v), '请输入正确的注册资本'),
  professional_code: rule(isProfessionalCode, PROFESSIONAL_CODE_MESSAGE),
  password: rule(isValidPassword, '密码长度必须是8-16位'),
};

export function checkRule(code: string): CheckRule | undefined {
  return Object.hasOwn(CHECK_RULES, code) ? CHECK_RULES[code] : undefined;
}
