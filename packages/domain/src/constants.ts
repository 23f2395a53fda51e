/**
 * Business constants and limits of SPEC.md §9 that the server and the web app both need. The session
 * lifetime and password length live in session.ts; scale and day-rounding thresholds beside their rules.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Keep-alive call while a token exists. */
export const KEEP_ALIVE_INTERVAL_MS = 10 * MINUTE;
/** Polling of version.json; the update notice itself never times out. */
export const VERSION_CHECK_INTERVAL_MS = 5 * MINUTE;
/** The loading mask appears only if a request is still running after this delay. */
export const LOADING_MASK_DELAY_MS = 300;
export const LOADING_MASK_DEFAULT_TEXT = '加载中···';

/** HTTP client: first call, then after bootstrap with retries; downloads have no timeout. */
export const HTTP_INITIAL_TIMEOUT_MS = 30 * SECOND;
export const HTTP_TIMEOUT_MS = 180 * SECOND;
export const HTTP_RETRY_COUNT = 3;
export const HTTP_RETRY_DELAY_MS = SECOND;

export const DEFAULT_HOME_PATH = '/index';

/** How long notifications stay (antd takes seconds). */
export const NOTIFICATION_DURATION_SECONDS = 4;

/** Notices: list page size, badge shows "9+" above this, at most this many unread popups. */
export const NOTICE_PAGE_SIZE = 9;
export const NOTICE_BADGE_MAX = 9;
export const NOTICE_POPUP_MAX = 9;
/** Pushed messages trigger one reload of the notice list per this window. */
export const NOTICE_RELOAD_DEBOUNCE_MS = 500;

/** WebSocket: heartbeat after idle, reconnect delay, and the error count after which it gives up. */
export const WS_HEARTBEAT_INTERVAL_MS = 3 * MINUTE;
export const WS_RECONNECT_DELAY_MS = 30 * SECOND;
export const WS_MAX_ERRORS = 5;

/** Contract popup: first check after login, then the check period (also type 2's minimum gap). */
export const CONTRACT_POPUP_FIRST_CHECK_MS = 5 * SECOND;
export const CONTRACT_POPUP_CHECK_INTERVAL_MS = 4 * HOUR;

/** The certificate-standard list is cached in the browser this long. */
export const STANDARDS_CACHE_TTL_MS = 7 * DAY;

/** Scope keyword search: debounce, and how many results are shown ("10+" when more). */
export const SCOPE_SEARCH_DEBOUNCE_MS = 300;
export const SCOPE_SEARCH_MAX_RESULTS = 10;

/** Certificate code lookup pagination. */
export const CODE_LIST_PAGE_SIZE = 10;
export const CODE_LIST_PAGE_SIZE_OPTIONS = [10, 50, 100] as const;

/** Layout widths in px. */
export const SIDEBAR_WIDTH = 270;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const SUB_MENU_WIDTH = 210;
export const ARCHIVE_SIDEBAR_WIDTH = 210;
export const NOTICE_POPOVER_WIDTH = 400;

/** Prefix of every key the web app keeps in browser storage. */
export const STORAGE_PREFIX = 'pro__';
