/**
 * Every /api operation is declared from a contract (platform/http/operation.ts): it has an
 * operationId, a Chinese summary, its access rule and a response schema, so the OpenAPI document is
 * complete and every answer is serialised through its schema. A route added without one fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from './constants.ts';
import { createTestContext, type TestContext } from './harness.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
  'x-permission'?: unknown;
}

let t: TestContext;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestContext();
  const token = await t.login('admin', TEST_ADMIN_PASSWORD);
  const res = await t.call(token, { method: 'GET', url: '/api/docs/json' });
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, o]) => ({ key: `${method.toUpperCase()} ${path}`, o })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists the API', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations().length).toBeGreaterThan(100);
  });

  it('declares operationId, a Chinese summary, access and a 200 response schema on every route', () => {
    const lacking = operations()
      .filter(
        ({ o }) =>
          !o.operationId ||
          !/\p{Script=Han}/u.test(o.summary ?? '') ||
          !o.responses?.['200'] ||
          o['x-permission'] === undefined,
      )
      .map(({ key }) => key);
    expect(lacking).toEqual([]);
  });

  it('comes from the endpoint tables: no /api route is registered outside them but those a table cannot express', () => {
    // registerEndpoints marks each route with its table name; the WebSocket hub and the OpenAPI
    // document itself are the only routes registered by hand.
    expect(t.app.undeclaredRoutes.sort()).toEqual([
      'GET /api/docs',
      'GET /api/docs/json',
      'GET /api/websocket/:userId',
    ]);
  });

  it('has unique operationIds', () => {
    const ids = operations().map(({ o }) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the error answers of every operation', () => {
    const lacking = operations()
      .filter(({ o }) => !o.responses?.['4XX'] && !o.responses?.['4xx'])
      .map(({ key }) => key);
    expect(lacking).toEqual([]);
  });
});

describe('who may read it', () => {
  it('answers 401 without a token and 403 to a user who does not administer the system', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/docs/json' })).status).toBe(401);
    expect((await t.call(null, { method: 'GET', url: '/api/docs' })).status).toBe(401);
    const staff = await t.login('enterprise');
    expect((await t.call(staff, { method: 'GET', url: '/api/docs/json' })).status).toBe(403);
    expect((await t.call(staff, { method: 'GET', url: '/api/docs' })).status).toBe(403);
  });

  it('shows administrators a readable page', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const res = await t.call(token, { method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
  });
});
