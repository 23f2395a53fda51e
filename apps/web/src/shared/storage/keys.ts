/**
 * Browser storage keys. Every key is stored with the `pro__` prefix (SPEC.md §9) by
 * `persistent.ts`; the names here are the part after it.
 */
export const STORAGE_PREFIX = 'pro__';

export const StorageKey = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  erpSetting: 'ERP_PORTAL_SETTING',
  locale: 'LANGUAGE',
  tenantId: 'TENANT_ID',
  /** Session storage: the user's own button permissions (`userPermission.auth`). */
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  /** Session storage: the system-wide button permissions (`userPermission.allAuth`). */
  systemButtonAuth: 'SYS_BUTTON_AUTH',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
