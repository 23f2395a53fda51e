/**
 * Builds the Fastify instance: used by main.ts to serve, and by the tests through `app.inject()`.
 * It owns no resources: the database and Redis are opened by the caller and passed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { envelope, healthEndpoints, healthSchemas } from '@cb/domain';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AREAS } from './modules/areas.ts';
import { NoticeChannels } from './modules/notices/delivery.ts';
import { NoticeMessenger } from './modules/notices/messenger.ts';
import { areaJobs, registerAreas } from './platform/areas.ts';
import { installAuthGuard } from './platform/auth/guard.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { Config } from './platform/config.ts';
import { databaseCounters, redisCounters } from './platform/counters.ts';
import type { Database } from './platform/db/database.ts';
import { localFileStorage } from './platform/files/storage.ts';
import { installControlCharacterGuard } from './platform/http/control-characters.ts';
import { failure, ok } from './platform/http/envelope.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { unauthorized } from './platform/http/errors.ts';
import { installEtags } from './platform/http/etag.ts';
import { installIdempotency } from './platform/http/idempotency.ts';
import { installLabelLocale } from './platform/http/label-locale.ts';
import { LOG_SERIALIZERS } from './platform/http/log-errors.ts';
import { installOpenApi, openApiRoutes } from './platform/http/openapi.ts';
import { op } from './platform/http/operation.ts';
import { contractSerializerCompiler } from './platform/http/serializer.ts';
import { SessionService } from './platform/identity/sessions.ts';
import { JobScheduler } from './platform/jobs/scheduler.ts';
import { publicAddress } from './platform/public-url.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { memoryPubSub, redisPubSub } from './platform/realtime/pubsub.ts';
import { SecurityLog } from './platform/security-log.ts';
import type { AppServices } from './platform/services.ts';

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'webDist' | 'production'> &
    Partial<Pick<Config, 'dataDir' | 'publicUrl' | 'port' | 'host'>>;
  database: Database;
  redis?: Redis | undefined;
  /** Override the clock (tests of expiry). */
  now?: () => number;
  /** Extra logger options (tests silence the log). */
  logger?: boolean | object;
  /** Extra /api routes (tests of platform behaviour register probe routes here). */
  extraRoutes?: (api: FastifyInstance) => void | Promise<void>;
}

export type { AppServices } from './platform/services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /**
     * The /api routes registered outside the endpoint tables (`METHOD /url`): those a table cannot
     * express (the WebSocket, the OpenAPI document itself). route-contracts.api.test.ts fails when
     * another appears.
     */
    undeclaredRoutes: string[];
  }
}

/** The server's version (package.json), shown in the OpenAPI document. */
const SERVER_VERSION: string = JSON.parse(
  fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd renders its CSS-in-JS into <style> elements; scripts stay strictly 'self'.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Answers from this size are compressed. A list page (10–20 rows, 2–8 kB) goes plain: compressing
 * it cost a tenth of the request's CPU to save a few kilobytes, a millisecond on a slow line; the
 * session (getUserInfoNew), catalogues and large pages still shrink several times over.
 */
const COMPRESS_THRESHOLD = 8 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: deps.config.logLevel,
      redact: {
        paths: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
        remove: true,
      },
      // A failed query's parameters never reach the log (platform/http/log-errors.ts).
      serializers: LOG_SERIALIZERS,
    },
    trustProxy: deps.config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  installErrorHandler(app);
  installControlCharacterGuard(app);

  const clock = () => new Date(deps.now ? deps.now() : Date.now());
  const messageChannels = new NoticeChannels(deps.database, app.log);
  const counters = deps.redis ? redisCounters(deps.redis) : databaseCounters(deps.database);
  const tokens = new TokenService(deps.database, deps.now);
  const securityLog = new SecurityLog(deps.database, app.log);
  const sessions = new SessionService(deps.database, tokens, counters, securityLog);
  const realtime = new RealtimeHub(
    deps.redis
      ? redisPubSub(deps.redis, (err) => app.log.warn({ err }, 'realtime pub/sub error'))
      : memoryPubSub(),
    tokens,
  );
  const notifier = new NoticeMessenger(realtime, messageChannels);
  const files = localFileStorage(deps.config.dataDir ? path.join(deps.config.dataDir, 'files') : undefined);
  app.decorate('services', {
    database: deps.database,
    tokens,
    counters,
    securityLog,
    sessions,
    realtime,
    files,
    publicAddress: publicAddress(deps.config),
    areas: AREAS,
    clock,
    notifier,
    jobs: new JobScheduler(deps.database, areaJobs(AREAS, { notifier }), clock, (err, job) =>
      app.log.error({ err, job }, 'scheduled job failed'),
    ),
  } satisfies AppServices);
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => tokens.close());
  app.addHook('onClose', async () => {
    await app.services.jobs.stop();
    await messageChannels.idle();
  });

  // The security headers of every answer, from one helmet middleware built here (the Fastify plugin
  // built a new one, parsing the CSP again, on every request: a twentieth of a list request's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.production,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // Before compression: the ETag is the hash of the plain answer, and a 304 has nothing to compress.
  installEtags(app, COMPRESS_THRESHOLD);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  installAuthGuard(app, { database: deps.database, tokens, securityLog });
  installIdempotency(app, deps.database);
  installLabelLocale(app);
  await installOpenApi(app, SERVER_VERSION);
  await app.register(websocket, { options: { maxPayload: 4096 } });

  // Requests still in flight when shutdown starts get `Connection: close`, so their keep-alive
  // sockets do not hold the server open after they are answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  const undeclaredRoutes: string[] = [];
  app.decorate('undeclaredRoutes', undeclaredRoutes);

  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        if (route.config?.endpoint) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') undeclaredRoutes.push(`${method} ${route.url}`);
      });
      // Declared in the health table (@cb/domain system/endpoints.ts); registered here, not through
      // registerEndpoints, for its 503 answer (the same result, with the database DOWN).
      const { getHealth } = healthEndpoints;
      const healthResult = healthSchemas.getHealth.result;
      const health = op({
        id: getHealth.name,
        summary: getHealth.summary,
        access: getHealth.access,
        result: healthResult,
      });
      const healthRoute = {
        ...health,
        config: { ...health.config, endpoint: getHealth.name },
        schema: { ...health.schema, response: { ...health.schema.response, 503: envelope(healthResult) } },
      };
      api.get(getHealth.path, healthRoute, async (_request, reply) => {
        const started = performance.now();
        try {
          await deps.database.ping();
          return ok({
            status: 'UP',
            database: {
              kind: deps.database.kind,
              status: 'UP',
              latencyMs: Math.round(performance.now() - started),
            },
          });
        } catch {
          return reply.code(503).send({
            ...failure(503, '数据库不可用'),
            result: { status: 'DOWN', database: { kind: deps.database.kind, status: 'DOWN' } },
          });
        }
      });
      openApiRoutes(api);
      await registerAreas(api, app.services, app.services.areas);
      if (deps.extraRoutes) await api.register(async (scope) => deps.extraRoutes!(scope));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.config.webDist);
  return app;
}

/**
 * The built web app: hashed assets cached for a year (sent as the build's brotli files where the
 * browser takes brotli), index.html and version.json never cached, and
 * every other GET outside /api that names no file answered with index.html (client-side routes).
 */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes brotli files (quality 11) beside its assets: sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const rel = path.relative(webDist, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api')) {
      // Unknown API paths look the same as private ones to anyone without a token.
      if (!request.user) throw unauthorized();
      return reply.code(404).send(failure(404, '很抱歉，资源未找到!'));
    }
    // Every GET of a path without a file extension is a client-side route, whatever it accepts.
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.extname(request.url.split('?')[0]!)
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
