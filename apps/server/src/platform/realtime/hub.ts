/**
 * Users' open WebSocket connections on this instance (`/api/websocket/{userId}`, SECURITY.md 5):
 * - a connection is accepted only with a valid token of that same user, sent in
 *   `Sec-WebSocket-Protocol` (browsers cannot set headers on a WebSocket); a `tenantId` query, when
 *   given and not 0, must be the token's tenant;
 * - a heartbeat (any text from the client) is answered, after checking that the token still holds;
 * - pushes reach every instance through the pub/sub, and each delivers to its own sockets;
 * - revoked tokens (logout, password change) close their sockets on every instance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthUser, TokenService } from '../auth/tokens.ts';
import { badRequest, forbidden, unauthorized } from '../http/errors.ts';
import type { PubSub, RealtimeEvent } from './pubsub.ts';

/** Close codes: the token was revoked or expired; the server is shutting down (RFC 6455 1001). */
export const CLOSE_REVOKED = 4401;
export const CLOSE_GOING_AWAY = 1001;

/** Commands of pushed messages (SPEC.md §4 "Notices"). */
export const CMD_MESSAGE = 'cmd_xiao_xi';
export const CMD_NOTICE = 'cmd_tong_zhi';

interface Connection {
  socket: WebSocket;
  user: AuthUser;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    realtimeAuth?: { user: AuthUser; token: string };
  }
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token offered in Sec-WebSocket-Protocol (the first protocol of the list). */
export function protocolToken(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(',')[0]!.trim();
}

export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly stopRevokeListener: () => void;
  private readonly stopIdentityListener: () => void;
  private closing = false;

  constructor(
    private readonly pubsub: PubSub,
    private readonly tokens: TokenService,
  ) {
    pubsub.subscribe((event) => this.onEvent(event));
    this.stopRevokeListener = tokens.onRevoke((userId, tokenIds) => {
      void this.pubsub.publish({ kind: 'revoke', userId, tokenIds }).catch(() => {
        // Pub/sub down: still close the sockets this instance holds.
        this.onEvent({ kind: 'revoke', userId, tokenIds });
      });
    });
    // Changes this instance committed: the other instances forget their cached sign-ins too.
    this.stopIdentityListener = tokens.onIdentityChange((change) => {
      void this.pubsub.publish({ kind: 'identity', ...change }).catch(() => {});
    });
  }

  /** Sends `payload` to each listed user's open sockets, on every instance. */
  async push(tenantId: number, userIds: readonly string[], payload: Record<string, unknown>): Promise<void> {
    if (userIds.length === 0) return;
    await this.pubsub.publish({ kind: 'push', tenantId, userIds: [...userIds], payload });
  }

  ready(): Promise<void> {
    return this.pubsub.ready();
  }

  /** Open sockets of a user on this instance (tests and diagnostics). */
  connectionCount(userId?: string): number {
    if (userId) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Registers the WebSocket route on an app that has @fastify/websocket. */
  routes(app: FastifyInstance): void {
    app.get<{ Params: { userId: string }; Querystring: { tenantId?: string } }>(
      '/websocket/:userId',
      {
        websocket: true,
        config: { public: true },
        preValidation: async (request) => {
          request.realtimeAuth = await this.authenticate(request);
        },
      },
      (socket, request) => {
        const auth = request.realtimeAuth;
        if (!auth || this.closing) {
          socket.close(CLOSE_REVOKED);
          return;
        }
        this.attach(socket, auth.user, auth.token);
      },
    );
  }

  private async authenticate(
    request: FastifyRequest<{ Params: { userId: string }; Querystring: { tenantId?: string } }>,
  ): Promise<{ user: AuthUser; token: string }> {
    if (!request.ws) throw badRequest('仅支持 WebSocket 连接');
    const token = protocolToken(request.headers['sec-websocket-protocol']);
    const user = token ? await this.tokens.resolve(token) : null;
    if (!user) throw unauthorized();
    const { userId } = request.params;
    if (!USER_ID.test(userId) || userId.toLowerCase() !== user.userId) throw forbidden();
    const tenant = request.query.tenantId;
    if (tenant !== undefined && tenant !== '' && tenant !== '0' && tenant !== String(user.tenantId))
      throw forbidden('租户不匹配，拒绝访问');
    return { user, token };
  }

  private attach(socket: WebSocket, user: AuthUser, token: string): void {
    const connection: Connection = { socket, user, token };
    let set = this.byUser.get(user.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(user.userId, set);
    }
    set.add(connection);
    socket.on('message', () => void this.heartbeat(connection));
    socket.on('close', () => {
      const current = this.byUser.get(user.userId);
      current?.delete(connection);
      if (current?.size === 0) this.byUser.delete(user.userId);
    });
  }

  private async heartbeat(connection: Connection): Promise<void> {
    const still = await this.tokens.resolve(connection.token).catch(() => null);
    if (!still || still.tokenId !== connection.user.tokenId) {
      connection.socket.close(CLOSE_REVOKED, 'token revoked');
      return;
    }
    send(connection.socket, { cmd: 'heartcheck', msgTxt: 'pong' });
  }

  private onEvent(event: RealtimeEvent): void {
    if (event.kind === 'push') {
      const text = JSON.stringify(event.payload);
      for (const userId of event.userIds) {
        for (const c of this.byUser.get(userId) ?? []) {
          // Users are unique across tenants, but the tenant check keeps a mistaken push contained.
          if (c.user.tenantId === event.tenantId) send(c.socket, text);
        }
      }
      return;
    }
    if (event.kind === 'identity') {
      this.tokens.forget({
        ...(event.userId !== undefined ? { userId: event.userId } : {}),
        ...(event.tenantId !== undefined ? { tenantId: event.tenantId } : {}),
      });
      return;
    }
    this.tokens.forget({ userId: event.userId });
    for (const c of [...(this.byUser.get(event.userId) ?? [])]) {
      if (event.tokenIds === 'all' || event.tokenIds.includes(c.user.tokenId)) {
        c.socket.close(CLOSE_REVOKED, 'token revoked');
      }
    }
  }

  /** Closes every socket with 1001 (shutdown). */
  async close(): Promise<void> {
    this.closing = true;
    this.stopRevokeListener();
    this.stopIdentityListener();
    for (const set of this.byUser.values()) {
      for (const c of set) c.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
    }
    this.byUser.clear();
    await this.pubsub.close();
  }
}

function send(socket: WebSocket, data: string | Record<string, unknown>): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(typeof data === 'string' ? data : JSON.stringify(data));
}
