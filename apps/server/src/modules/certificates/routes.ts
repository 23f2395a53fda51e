/**
 * Public certificate query (SPEC.md §2 /cert/search; DOMAIN.md §4.3), and the signed-in external
 * user's own certificates (/cert/mine). The two public routes are on the public
 * list (`config.public`, SECURITY.md rule 2) and limited per client address: the address is the
 * socket's unless TRUST_PROXY names the proxy, so a forged X-Forwarded-For cannot reset the limit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { publicBodyQuery, publicSearchQuery } from './dto.ts';
import { ownCertificates, PublicCertificateService } from './service.ts';
import './statistics.ts';

/** Enough for a person checking certificates by hand, too few for scraping the directory. */
export const PUBLIC_QUERY_LIMIT = { perAddress: 30, windowMs: 60_000 };
export const TOO_MANY_QUERIES = '查询过于频繁，请稍后再试';

export const certificateRoutes =
  (services: Pick<AppServices, 'database' | 'counters'>): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new PublicCertificateService(services.database);

    // Runs before validation, so malformed queries count too.
    const limit = async (request: { ip: string }) => {
      const { count, resetInMs } = await services.counters.hit(
        `cert-query:ip:${request.ip}`,
        PUBLIC_QUERY_LIMIT.windowMs,
      );
      if (count > PUBLIC_QUERY_LIMIT.perAddress) throw tooManyRequests(TOO_MANY_QUERIES, resetInMs / 1000);
    };

    app.get(
      '/cert/public/body',
      { config: { public: true }, onRequest: limit, schema: { querystring: publicBodyQuery } },
      async (request) => ok(await service.body(request.query.tenantId)),
    );

    // The home of enterprise and partner users: their own certificates (private route).
    app.get('/cert/mine', async (request) =>
      ok(await ownCertificates(services.database, requireUser(request))),
    );

    app.get(
      '/cert/public/search',
      { config: { public: true }, onRequest: limit, schema: { querystring: publicSearchQuery } },
      async (request) => ok(await service.search(request.query)),
    );
  };
