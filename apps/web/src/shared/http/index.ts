import { currentLocale, t } from '../i18n';
import { StorageKey } from '../storage/keys';
import { localStore } from '../storage/persistent';
import { currentTenantId } from '../tenant';
import { createHttpClient, type RetryPolicy } from './client';

/** SPEC.md §7/§9: 30 s and no retries until the shell's bootstrap. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** SPEC.md §7/§9: after bootstrap, 180 s with 3 retries 1 s apart. */
export const BOOTSTRAPPED_POLICY: RetryPolicy = { timeoutMs: 180_000, retries: 3, retryDelayMs: 1000 };

let sessionToken: (() => string | null) | null = null;

/**
 * Tells the client where this page's session token lives (the session store calls it; a direct
 * import would be circular). Until then the stored token is used.
 */
export function bindSessionToken(read: () => string | null): void {
  sessionToken = read;
}

const storedToken = () => localStore.get<string>(StorageKey.token);

/**
 * The app's API client (see client.ts for the calls). The page's token is compared with the one in
 * storage on each call, so a tab whose session was replaced in another tab is refused (SPEC.md §7).
 */
export const http = createHttpClient({
  baseUrl: '/api',
  timeoutMs: DEFAULT_TIMEOUT_MS,
  getToken: () => (sessionToken ? sessionToken() : storedToken()),
  getStoredToken: storedToken,
  getTenantId: currentTenantId,
  getLocale: currentLocale,
  messages: {
    timeout: () => t('http.timeout'),
    failed: () => t('http.failed'),
    downloadFailed: () => t('http.downloadFailed'),
    noDataToExport: () => t('http.noDataToExport'),
    emptyDownload: () => t('http.emptyDownload'),
  },
});

export type {
  DownloadOptions,
  ErrorContext,
  ErrorListener,
  HttpClient,
  QueryParams,
  RequestOptions,
  RetryPolicy,
} from './client';
export { IDEMPOTENCY_HEADER, RECORD_LOOKUP, saveBlob } from './client';
export {
  ApiError,
  type ApiErrorKind,
  forbiddenReason,
  isApiError,
  PLAIN_FORBIDDEN_MESSAGE,
  serverMessageOr,
} from './errors';
export { staticUrl } from './staticUrl';
