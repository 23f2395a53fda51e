/**
 * The notice WebSocket client (SPEC.md §4 "Notices"): connects to /api/websocket/{userId} with the
 * token as the sub-protocol; sends a heartbeat after 3 minutes without traffic; reports
 * cmd_xiao_xi / cmd_tong_zhi; on each failure raises an error counter and reconnects after 30 s,
 * until more than 5 errors. A socket closed because the token was revoked is not reopened.
 */
import { WS_HEARTBEAT_INTERVAL_MS, WS_MAX_ERRORS, WS_RECONNECT_DELAY_MS } from '@cb/domain';

export const NOTICE_COMMANDS = ['cmd_xiao_xi', 'cmd_tong_zhi'] as const;
export type NoticeCommand = (typeof NOTICE_COMMANDS)[number];
/** Close code the server uses when the token was revoked (logout, password change). */
export const CLOSE_REVOKED = 4401;
export const HEARTBEAT_MESSAGE = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳包' });

export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface NoticeSocketOptions {
  url: string;
  token: string;
  onCommand: (cmd: NoticeCommand, payload: Record<string, unknown>) => void;
  create?: (url: string, protocols: string[]) => SocketLike;
  timers?: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

export function noticeSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  userId: string,
  tenantId: string | null,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : '';
  return `${scheme}://${location.host}/api/websocket/${encodeURIComponent(userId)}${query}`;
}

export class NoticeSocket {
  private socket: SocketLike | null = null;
  private heartbeat: unknown = null;
  private reconnect: unknown = null;
  private stopped = false;
  /** Failures so far (SPEC.md: more than 5 and it stops trying). */
  errors = 0;

  private readonly create: NonNullable<NoticeSocketOptions['create']>;
  private readonly timers: NonNullable<NoticeSocketOptions['timers']>;

  constructor(private readonly options: NoticeSocketOptions) {
    this.create =
      options.create ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    };
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clear();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000);
    }
  }

  get connected(): boolean {
    return this.socket?.readyState === 1;
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.create(this.options.url, [this.options.token]);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.armHeartbeat();
    socket.onmessage = (event) => {
      this.armHeartbeat();
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const cmd = payload.cmd;
      if (typeof cmd === 'string' && (NOTICE_COMMANDS as readonly string[]).includes(cmd)) {
        this.options.onCommand(cmd as NoticeCommand, payload);
      }
    };
    // A failed socket fires error then close; the close alone counts, once.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clear();
      if (this.stopped) return;
      if (event.code === CLOSE_REVOKED) {
        this.stopped = true;
        return;
      }
      this.failed();
    };
  }

  private failed(): void {
    this.errors += 1;
    if (this.errors > WS_MAX_ERRORS) {
      this.stopped = true;
      return;
    }
    this.reconnect = this.timers.setTimeout(() => {
      this.reconnect = null;
      if (!this.stopped) this.open();
    }, WS_RECONNECT_DELAY_MS);
  }

  /** (Re)starts the idle timer: after 3 minutes without traffic a heartbeat is sent. */
  private armHeartbeat(): void {
    if (this.heartbeat !== null) this.timers.clearTimeout(this.heartbeat);
    this.heartbeat = this.timers.setTimeout(() => {
      this.heartbeat = null;
      if (this.socket?.readyState === 1) {
        this.socket.send(HEARTBEAT_MESSAGE);
        this.armHeartbeat();
      }
    }, WS_HEARTBEAT_INTERVAL_MS);
  }

  private clear(): void {
    if (this.heartbeat !== null) this.timers.clearTimeout(this.heartbeat);
    if (this.reconnect !== null) this.timers.clearTimeout(this.reconnect);
    this.heartbeat = null;
    this.reconnect = null;
  }
}
