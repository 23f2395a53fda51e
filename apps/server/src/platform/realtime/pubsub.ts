/**
 * Fan-out between server instances: what one instance publishes, every instance (itself included)
 * receives. In-process by default; through Redis when REDIS_URL is set, so a user connected to
 * instance B gets what was published on instance A.
 */
import type { Redis } from 'ioredis';

/** Messages to users' open sockets, and token revocations that must close sockets everywhere. */
export type RealtimeEvent =
  | { kind: 'push'; tenantId: number; userIds: string[]; payload: Record<string, unknown> }
  | { kind: 'revoke'; userId: string; tokenIds: string[] | 'all' }
  /** Cached sign-ins of a user, a tenant or everyone (neither) are stale (TokenService). */
  | { kind: 'identity'; userId?: string; tenantId?: number };

export interface PubSub {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(handler: (event: RealtimeEvent) => void): void;
  /** Resolves once this instance receives what is published (Redis: the subscription is active). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function memoryPubSub(): PubSub {
  const handlers = new Set<(event: RealtimeEvent) => void>();
  return {
    async publish(event) {
      // Delivered asynchronously, as Redis would: a publisher never runs subscribers inline.
      const copy = structuredClone(event);
      queueMicrotask(() => {
        for (const handler of handlers) handler(copy);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    ready: async () => {},
    async close() {
      handlers.clear();
    },
  };
}

export const REDIS_CHANNEL = 'cb:realtime';

/** `redis` publishes; a duplicate connection subscribes (a subscribed connection can do nothing else). */
export function redisPubSub(redis: Redis, onError: (err: unknown) => void = () => {}): PubSub {
  const subscriber = redis.duplicate();
  const handlers = new Set<(event: RealtimeEvent) => void>();
  const ready = subscriber.subscribe(REDIS_CHANNEL);
  ready.catch(onError);
  subscriber.on('error', onError);
  subscriber.on('message', (channel, raw) => {
    if (channel !== REDIS_CHANNEL) return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(raw) as RealtimeEvent;
    } catch (err) {
      onError(err);
      return;
    }
    for (const handler of handlers) handler(event);
  });
  return {
    async publish(event) {
      await redis.publish(REDIS_CHANNEL, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    ready: async () => {
      await ready;
    },
    async close() {
      handlers.clear();
      await ready.catch(() => {});
      subscriber.disconnect();
    },
  };
}
