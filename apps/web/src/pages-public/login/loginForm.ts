import type { LoginRequest } from '@cb/domain';

export type LoginField = keyof LoginRequest;
export type LoginErrorKey = 'login.usernameRequired' | 'login.passwordRequired';
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

const REQUIRED: Record<LoginField, LoginErrorKey> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
};

/**
 * SPEC.md §5 "Login": both fields required after trimming (the rule of `loginRequestSchema` in
 * @cb/domain, whose Chinese messages are the i18n keys' zh-CN texts).
 */
export function validateLoginField(field: LoginField, value: string): LoginErrorKey | undefined {
  return value.trim() === '' ? REQUIRED[field] : undefined;
}

export function validateLogin(
  values: LoginRequest,
): { ok: true; value: LoginRequest } | { ok: false; errors: LoginErrors } {
  const errors: LoginErrors = {};
  for (const field of Object.keys(REQUIRED) as LoginField[]) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { username: values.username.trim(), password: values.password.trim() } };
}

/** SPEC.md §8: the server's message, else the error's own message, else the generic text. */
export function loginFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
