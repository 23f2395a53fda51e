/**
 * The rules of user and role administration, without zod: the web's forms use them at runtime, so
 * this file stays free of schemas (contract.ts builds the request schemas from them).
 */

/** Letters, digits and `_ . @ -`, 2-30 characters; the sign-in name of a user. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,30}$/;

/** Role codes are what getUserInfoNew returns in `role`: lower-case letters, digits and `_`. */
export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,29}$/;

/** 1 active, 2 frozen. */
export const USER_STATUS = { active: 1, frozen: 2 } as const;
