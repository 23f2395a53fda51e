import type { Envelope } from '@cb/domain';
import { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  /** Sent as JSON (or as is when it is a FormData). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the client's time limit for this call; 0 = no limit. */
  timeoutMs?: number;
  /** Lets the caller cancel (TanStack Query passes one); a cancelled call rejects with its AbortError. */
  signal?: AbortSignal;
  /** GET calls add `_t=<unix seconds>` unless this is false (SPEC.md §7: the dictionary call). */
  timestamp?: boolean;
  /**
   * The caller shows the failure itself (a form's validation message, the login page): the
   * app-wide error listeners (SPEC.md §8 notifications) are not told. The promise still rejects.
   */
  silent?: boolean;
  /**
   * Failure codes the page shows itself (a record page's 404/403 block): the app-wide listeners are
   * not told of these, other failures still notify. See `RECORD_LOOKUP`.
   */
  shownByPage?: readonly number[];
  /**
   * Revalidates with the ETag of this client's last answer to the same call (`If-None-Match`, the
   * server's `op({ etag: true })`): a 304 reuses that answer's body, so a large answer that did not
   * change (the user's menu and permission catalogue) is neither sent nor parsed from the wire again.
   * The copy lives in memory only, per token (the answers stay `no-store`).
   */
  etag?: boolean;
}

/**
 * The options of a call that loads the record a page is about: a missing (404, or 400 for a
 * malformed id) or forbidden (403) record is shown by the page's `ErrorBlock` with its way back,
 * not by a notification as well.
 * @example get: (id: string) => http.get<Detail>('/x/queryById', { id }, RECORD_LOOKUP),
 */
export const RECORD_LOOKUP: RequestOptions = { shownByPage: [400, 403, 404] };

/** What a POST needs to be retried: the server replays the first answer for the same key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface RetryPolicy {
  /** Time limit of a call in ms (SPEC.md §7: 30 s until bootstrap, then 180 s). */
  timeoutMs: number;
  /** Extra attempts after a failed idempotent call (0 until bootstrap, then 3). */
  retries: number;
  /** Pause between attempts (1 s). */
  retryDelayMs: number;
}

export interface HttpClientConfig {
  /** Prefix of every path, e.g. '/api'. */
  baseUrl: string;
  timeoutMs: number;
  retries?: number;
  retryDelayMs?: number;
  /** The token of this page's session (memory). */
  getToken: () => string | null;
  /**
   * The token in shared storage. When it differs from this page's token (another tab signed in as
   * someone else, or out), the call carries `-1` instead, so the server answers 401 (SPEC.md §7).
   */
  getStoredToken?: () => string | null;
  /** null/'' = unknown, sent as 0 (the token's tenant). */
  getTenantId: () => string | null;
  getLocale: () => string;
  /** User-facing texts of client-side failures (kept out so the client stays free of i18n). */
  messages: {
    timeout: () => string;
    failed: () => string;
    /** 操作失败！ */
    downloadFailed?: () => string;
    /** 暂无数据导出！ (an error mentioning 601) */
    noDataToExport?: () => string;
    /** 文件下载失败 (an empty file) */
    emptyDownload?: () => string;
  };
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface ErrorContext {
  method: HttpMethod;
  path: string;
  /** The response body was a file (blob) request. */
  blob: boolean;
}
export type ErrorListener = (error: ApiError, context: ErrorContext) => void;

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  params?: QueryParams;
  /** JSON body of a POST download. */
  body?: unknown;
  /** Name the file is saved under. */
  fileName: string;
  signal?: AbortSignal;
  silent?: boolean;
}

/**
 * The shared API client (SPEC.md §7): adds the token, tenant and language headers, unwraps the
 * `{success, message, code, result}` envelope to `result`, turns every failure into an `ApiError`,
 * retries idempotent calls after bootstrap, and tells the error listeners (the shell shows SPEC.md
 * §8's notifications) unless the call is `silent`.
 *
 * @example
 * const user = await http.get<UserInfoResult>('/sys/user/getUserInfoNew');
 * await http.post<LoginResult>('/sys/erpnew/login', { username, password }, { silent: true });
 * await http.put('/xmsl/apply', { ...form, version });               // 409 → ApiError code 409
 * await http.post('/xmsl/apply', form, { headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });
 * await http.download('/xmsl/apply/export', { params: filters, fileName: '申请.xlsx' });
 * const file = await http.upload<FileMeta>('/sys/common/upload', { file, fields: { biz: 'xmsl' } });
 */
export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  /** GET returning the body as binary (no envelope). */
  getBlob(path: string, params?: QueryParams, options?: RequestOptions): Promise<Blob>;
  /** Fetches a file without a time limit and saves it under `fileName` (SPEC.md §7, §8). */
  download(path: string, options: DownloadOptions): Promise<void>;
  /** Multipart POST (token and tenant headers as every call); resolves the envelope's result. */
  upload<T>(
    path: string,
    data: FormData | { file: Blob; fileName?: string; fields?: Record<string, string> },
    options?: RequestOptions,
  ): Promise<T>;
  /** Changes the time limit and retries (the shell's bootstrap: 180 s, 3 retries 1 s apart). */
  configure(policy: Partial<RetryPolicy>): void;
  policy(): RetryPolicy;
  /** Subscribes to failures of non-silent calls; returns the unsubscribe function. */
  onError(listener: ErrorListener): () => void;
}

export function buildUrl(baseUrl: string, path: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const qs = query.toString();
  return `${baseUrl}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).success === 'boolean'
  );
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Statuses worth another attempt: the request may not have reached a healthy server. */
const TRANSIENT = new Set([0, 502, 503, 504]);

/** Saves a blob under a name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Answer = { status: number; contentType: string; text?: string; blob?: Blob };

/** How many answers the ETag cache keeps (the few calls that ask for it, for the current token). */
const ETAG_CACHE_SIZE = 16;

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const policy: RetryPolicy = {
    timeoutMs: config.timeoutMs,
    retries: config.retries ?? 0,
    retryDelayMs: config.retryDelayMs ?? 1000,
  };
  const listeners = new Set<ErrorListener>();
  /** The last answer with an ETag of each `etag: true` call, by token and URL (without `_t`). */
  const etagged = new Map<string, { etag: string; contentType: string; text: string }>();
  const messages = {
    downloadFailed: () => '操作失败！',
    noDataToExport: () => '暂无数据导出！',
    emptyDownload: () => '文件下载失败',
    ...config.messages,
  };

  function tokenHeader(): string | null {
    const token = config.getToken();
    if (!token) return null;
    if (config.getStoredToken && config.getStoredToken() !== token) return '-1';
    return token;
  }

  function headersFor(options: RequestOptions, accept: string): Headers {
    const headers = new Headers({ Accept: accept, 'Accept-Language': config.getLocale() });
    const token = tokenHeader();
    if (token) headers.set('X-Access-Token', token);
    headers.set('tenant-id', config.getTenantId() || '0');
    if (options.body !== undefined && !(options.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  function report(error: unknown, options: RequestOptions, context: ErrorContext): never {
    if (error instanceof ApiError && !options.silent && !options.shownByPage?.includes(error.code)) {
      for (const listener of listeners) listener(error, context);
    }
    throw error;
  }

  /** One attempt: resolves the raw answer or rejects with an ApiError (or the caller's AbortError). */
  async function attempt(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    blob: boolean,
  ): Promise<Answer> {
    const params =
      method === 'GET' && options.timestamp !== false
        ? { ...options.params, _t: Math.floor(now() / 1000) }
        : options.params;
    const controller = new AbortController();
    let timedOut = false;
    const limit = options.timeoutMs ?? policy.timeoutMs;
    const timer =
      limit > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit)
        : undefined;
    const cacheKey = options.etag
      ? `${tokenHeader() ?? ''} ${method} ${buildUrl(config.baseUrl, path, options.params)}`
      : null;
    const cached = cacheKey ? etagged.get(cacheKey) : undefined;
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const body =
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body);
      const headers = headersFor(options, blob ? '*/*' : 'application/json');
      if (cached) headers.set('If-None-Match', cached.etag);
      const response = await doFetch(buildUrl(config.baseUrl, path, params), {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      if (response.status === 304 && cached) {
        // Unchanged: the body this client already has (recently used, so kept last).
        etagged.delete(cacheKey!);
        etagged.set(cacheKey!, cached);
        return { status: 200, contentType: cached.contentType, text: cached.text };
      }
      const contentType = response.headers.get('Content-Type') ?? '';
      const ok = response.status >= 200 && response.status < 300;
      if (blob && ok && !contentType.includes('application/json')) {
        return { status: response.status, contentType, blob: await response.blob() };
      }
      const text = await response.text();
      const etag = response.headers.get('ETag');
      if (cacheKey) {
        etagged.delete(cacheKey);
        if (ok && etag) {
          etagged.set(cacheKey, { etag, contentType, text });
          if (etagged.size > ETAG_CACHE_SIZE) etagged.delete(etagged.keys().next().value!);
        }
      }
      return { status: response.status, contentType, text };
    } catch (error) {
      if (timedOut) throw new ApiError(504, messages.timeout(), 'timeout');
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, messages.failed(), 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** The envelope's result, or the ApiError it stands for. */
  function unwrap<T>({ status, text }: Answer): T {
    const body = parseJson(text ?? '');
    if (!isEnvelope(body)) {
      throw new ApiError(status >= 200 && status < 300 ? 500 : status, messages.failed());
    }
    if (body.success && status >= 200 && status < 300) return body.result as T;
    const code =
      typeof body.code === 'number' && body.code !== 200 ? body.code : status === 200 ? 500 : status;
    throw new ApiError(code, body.message || messages.failed(), 'response', status);
  }

  function retryable(method: HttpMethod, options: RequestOptions): boolean {
    if (method === 'GET') return true;
    return (
      method === 'POST' &&
      Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key')
    );
  }

  /** Attempts with the retry policy: only idempotent calls, only transient failures. */
  async function withRetries<T>(
    method: HttpMethod,
    options: RequestOptions,
    run: () => Promise<T>,
  ): Promise<T> {
    const tries = retryable(method, options) ? policy.retries + 1 : 1;
    for (let i = 1; ; i += 1) {
      try {
        return await run();
      } catch (error) {
        const transient = error instanceof ApiError && TRANSIENT.has(error.code) && error.kind !== 'download';
        if (!transient || i >= tries || options.signal?.aborted) throw error;
        await sleep(policy.retryDelayMs);
      }
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    try {
      return await withRetries(method, options, async () =>
        unwrap<T>(await attempt(method, path, options, false)),
      );
    } catch (error) {
      return report(error, options, { method, path, blob: false });
    }
  }

  /** A file answer, or the ApiError its JSON body stands for (SPEC.md §8: 501 is read as JSON). */
  async function fetchBlob(method: HttpMethod, path: string, options: RequestOptions): Promise<Blob> {
    const answer = await withRetries(method, options, () => attempt(method, path, options, true));
    if (answer.blob) return answer.blob;
    unwrap(answer);
    // A JSON success is not a file.
    throw new ApiError(answer.status, messages.failed());
  }

  async function getBlob(path: string, params?: QueryParams, options: RequestOptions = {}): Promise<Blob> {
    try {
      return await fetchBlob('GET', path, { ...options, params });
    } catch (error) {
      return report(error, options, { method: 'GET', path, blob: true });
    }
  }

  /** SPEC.md §8: 601 → 暂无数据导出！; a JSON failure → its message; else 操作失败！. */
  function downloadError(error: unknown): unknown {
    if (!(error instanceof ApiError)) return error;
    if (error.code === 601 || /601/.test(error.message))
      return new ApiError(601, messages.noDataToExport(), 'download');
    if (error.kind === 'response' && error.message && error.message !== messages.failed()) {
      return new ApiError(error.code, error.message, 'download');
    }
    return new ApiError(error.code, messages.downloadFailed(), 'download');
  }

  async function download(path: string, options: DownloadOptions): Promise<void> {
    const method = options.method ?? 'GET';
    const requestOptions: RequestOptions = {
      params: options.params,
      body: options.body,
      signal: options.signal,
      silent: options.silent,
      timeoutMs: 0,
    };
    let blob: Blob;
    try {
      try {
        blob = await fetchBlob(method, path, requestOptions);
      } catch (error) {
        throw downloadError(error);
      }
      if (blob.size === 0) throw new ApiError(200, messages.emptyDownload(), 'download');
    } catch (error) {
      return report(error, requestOptions, { method, path, blob: true });
    }
    saveBlob(blob, options.fileName);
  }

  function upload<T>(
    path: string,
    data: FormData | { file: Blob; fileName?: string; fields?: Record<string, string> },
    options: RequestOptions = {},
  ): Promise<T> {
    let form: FormData;
    if (data instanceof FormData) form = data;
    else {
      form = new FormData();
      for (const [name, value] of Object.entries(data.fields ?? {})) form.append(name, value);
      form.append('file', data.file, data.fileName ?? (data.file instanceof File ? data.file.name : 'file'));
    }
    return request<T>('POST', path, { ...options, body: form });
  }

  return {
    request,
    get: (path, params, options) => request('GET', path, { ...options, params }),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, params, options) => request('DELETE', path, { ...options, params }),
    getBlob,
    download,
    upload,
    configure(next) {
      Object.assign(policy, next);
    },
    policy: () => ({ ...policy }),
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
