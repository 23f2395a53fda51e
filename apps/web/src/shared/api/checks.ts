/** The server's duplicate check (GET /sys/duplicate/check), read the way JeecgBoot answers it. */
import type { CheckResult, referenceEndpoints } from '@cb/domain';
import { http } from '../http';
import type { HttpClient } from '../http/client';
import { isApiError } from '../http/errors';

/**
 * Whether a value is still free in a registered (table, field). A taken value answers HTTP 200 with
 * `success: false` and the message to show; any other failure (403, 500, network) rejects.
 * @example const { valid, message } = await checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal });
 */
export async function checkDuplicate(
  params: { tableName: string; fieldName: string; fieldVal: string; dataId?: string },
  client: Pick<HttpClient, 'get'> = http,
): Promise<CheckResult> {
  try {
    // The reference table's path, checked as a type (the table's code stays out of the shell's bundle).
    return await client.get<CheckResult>(
      '/sys/duplicate/check' satisfies (typeof referenceEndpoints)['checkDuplicateValue']['path'],
      params,
      { silent: true },
    );
  } catch (error) {
    if (isApiError(error) && error.kind === 'response' && error.status === 200)
      return { valid: false, message: error.message };
    throw error;
  }
}
