/**
 * Unique-index violations as answers: the database's unique indexes are the authority on
 * duplicates (a form's check can race), so a violation becomes a 409 with the message of the index.
 */
import { AppError } from '../http/errors.ts';

interface DatabaseErrorShape {
  code?: string;
  constraint?: string;
  cause?: DatabaseErrorShape;
}

/** Whether the error is PostgreSQL's 23505 (unique violation), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as DatabaseErrorShape | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The name of the violated index, when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as DatabaseErrorShape | undefined;
  return e?.constraint ?? e?.cause?.constraint;
}

/**
 * Runs a write and turns a unique violation into a 409 whose message is the one given for the
 * violated index (or `fallback`). Other errors pass through.
 * @example await withUniqueMessages(() => insert(), { enterprises_name_uq: '企业名称已存在' }, '数据重复')
 */
export async function withUniqueMessages<T>(
  write: () => Promise<T>,
  messages: Readonly<Record<string, string>>,
  fallback = '数据已存在',
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const name = violatedConstraint(error);
    throw new AppError(409, (name && Object.hasOwn(messages, name) ? messages[name] : undefined) ?? fallback);
  }
}
