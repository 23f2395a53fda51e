import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_REVOKED,
  HEARTBEAT_MESSAGE,
  NoticeSocket,
  noticeSocketUrl,
  type SocketLike,
} from './noticeSocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  serverFail(code = 1006) {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let commands: string[];

function client() {
  return new NoticeSocket({
    url: 'ws://h/api/websocket/u1',
    token: 'tok',
    onCommand: (cmd) => commands.push(cmd),
    create: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  commands = [];
});
afterEach(() => vi.useRealTimers());

describe('NoticeSocket', () => {
  it('builds the URL with ws/wss and the tenant', () => {
    expect(noticeSocketUrl({ protocol: 'https:', host: 'erp.example' }, 'u1', '1')).toBe(
      'wss://erp.example/api/websocket/u1?tenantId=1',
    );
    expect(noticeSocketUrl({ protocol: 'http:', host: 'localhost:8080' }, 'u1', null)).toBe(
      'ws://localhost:8080/api/websocket/u1',
    );
  });

  it('sends the token as the sub-protocol and reports only the two notice commands', () => {
    const c = client();
    c.start();
    expect(sockets[0]!.protocols).toEqual(['tok']);
    sockets[0]!.serverOpen();
    sockets[0]!.serverSend({ cmd: 'cmd_xiao_xi' });
    sockets[0]!.serverSend({ cmd: 'cmd_tong_zhi', msgTxt: 'x' });
    sockets[0]!.serverSend({ cmd: 'heartcheck' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(commands).toEqual(['cmd_xiao_xi', 'cmd_tong_zhi']);
  });

  it('sends a heartbeat after 3 minutes idle; traffic postpones it', () => {
    const c = client();
    c.start();
    const s = sockets[0]!;
    s.serverOpen();
    vi.advanceTimersByTime(179_000);
    s.serverSend({ cmd: 'heartcheck' });
    vi.advanceTimersByTime(179_000);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(s.sent).toEqual([HEARTBEAT_MESSAGE]);
    vi.advanceTimersByTime(180_000);
    expect(s.sent).toHaveLength(2);
  });

  it('reconnects 30 s after each failure and stops after more than 5 errors', () => {
    const c = client();
    c.start();
    for (let i = 1; i <= 5; i++) {
      sockets.at(-1)!.serverFail();
      expect(c.errors).toBe(i);
      vi.advanceTimersByTime(29_999);
      expect(sockets).toHaveLength(i);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 1);
    }
    sockets.at(-1)!.serverFail();
    expect(c.errors).toBe(6);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(6);
  });

  it('does not reconnect after a revoked-token close or stop()', () => {
    const c = client();
    c.start();
    sockets[0]!.serverOpen();
    sockets[0]!.serverFail(CLOSE_REVOKED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    const d = client();
    d.start();
    d.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
