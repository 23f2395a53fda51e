/**
 * Configuration from the environment. Every variable the server reads is listed here and in the
 * README; nothing else reads process.env.
 */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; unset = embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE, default 10); PGlite has one. */
  databasePoolSize: number;
  /**
   * Connections of the PostgreSQL read pool (DATABASE_READ_POOL_SIZE, default the pool size): lists
   * and details read there outside a transaction with the tenant kept per connection. 0 = reads run
   * in tenant transactions (needed behind a pooler in transaction mode, such as PgBouncer's).
   */
  databaseReadPoolSize: number;
  /**
   * PostgreSQL cancels a statement running longer (STATEMENT_TIMEOUT_MS, default 15 000; 0 = never),
   * and the request answers 503 with its request id instead of piling up behind it.
   */
  statementTimeoutMs: number;
  /** Redis for push fan-out and shared rate limits across instances; unset = in-process. */
  redisUrl: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  /** Seed demo data on the first start. */
  demo: boolean;
  logLevel: string;
  /** Trust X-Forwarded-For from this proxy list (Fastify trustProxy syntax); unset = trust nothing. */
  trustProxy: string | undefined;
  /** Folder of the built web app; unset = apps/web/dist. */
  webDist: string;
  /** Name of the first tenant created on an empty database (production bootstrap). */
  tenantName: string;
  /**
   * The address the public reaches the system at (PUBLIC_URL, e.g. https://cert.example.com): the
   * certificates' QR codes and verification links and the sign-in callbacks point there, never at a
   * request's Host header. Unset: the server's own address outside production (platform/public-url.ts).
   */
  publicUrl: string | undefined;
  production: boolean;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function count(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

/** An http(s) origin, optionally with a path prefix; no query, fragment or credentials. */
function publicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://cert.example.com, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://cert.example.com, got "${value}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const serverRoot = path.resolve(import.meta.dirname, '../..');
  const databasePoolSize = count('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1, 1000);
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    databaseReadPoolSize: count(
      'DATABASE_READ_POOL_SIZE',
      env.DATABASE_READ_POOL_SIZE,
      databasePoolSize,
      0,
      1000,
    ),
    statementTimeoutMs: count('STATEMENT_TIMEOUT_MS', env.STATEMENT_TIMEOUT_MS, 15_000, 0, 3_600_000),
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    demo: flag(env.DEMO, !production),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY || undefined,
    webDist: path.resolve(env.WEB_DIST || path.join(serverRoot, '../web/dist')),
    tenantName: env.TENANT_NAME || '认证机构',
    publicUrl: publicUrl(env.PUBLIC_URL),
    production,
  };
}
