/**
 * The 未上报 lists compute their rows with a cached context (context.ts: code maps, the approval
 * number, the lifecycle rule sets and calendar, the body's name). A change of any of them is seen by
 * the very next list call, on this instance and on another one (a second service on its own cache,
 * as a second app process would be), because the tables' revisions (tenant_revisions, raised by
 * triggers in the writing transaction) are read with every page.
 */
import type { ReportKind, ReportRowListQuery } from '@cb/domain/regulator-reporting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import { cachedContext, contextCacheStats, reportContext } from './context.ts';
import { ALL_UNREPORTED, RegulatorReportingService, unreportedRows } from './service.ts';

let t: TestContext;
let staff: string;
let admin: string;
/** Another instance: its own service and cache on the same database. */
let other: RegulatorReportingService;
const user = { tenantId: 1, userId: null } as unknown as AuthUser;
const firstPage = { pageNo: 1, pageSize: 10 } as ReportRowListQuery;

beforeAll(async () => {
  t = await createTestContext();
  [staff, admin] = await Promise.all([t.login('staff'), t.login('admin')]);
  other = new RegulatorReportingService({ ...t.database } as Database, undefined as never);
});
afterAll(() => t.close());

type Row = {
  id: string;
  number: string;
  typeCode: string;
  typeLabel: string;
  deadline: string;
  problems: string[];
};
const list = async (kind: ReportKind) => {
  const res = await t.call(staff, { method: 'GET', url: `/api/xxsb/${kind}/list?pageNo=1&pageSize=10` });
  expect(res.status).toBe(200);
  return res.body.result.records as Row[];
};
const otherList = async (kind: ReportKind) =>
  JSON.parse(JSON.stringify((await other.list(kind, user, firstPage)).records)) as Row[];

/** The page's rows computed with a context read now (no cache). */
async function fresh(kind: ReportKind, ids: string[]) {
  const { rows } = await t.database.systemTx((tx) =>
    tx.execute<{ name: string }>(sql`select name from tenants where id = 1`),
  );
  const name = rows[0]!.name;
  return t.database.tenantRead({ tenantId: 1, userId: null }, async (tx) => {
    const ctx = await reportContext(tx, 1, kind === 'certificate' ? name : '', new Date());
    const rows = await unreportedRows(tx, ctx, kind, ALL_UNREPORTED);
    const byId = new Map(rows.map(({ values: _v, ...r }) => [r.id, JSON.parse(JSON.stringify(r))]));
    return ids.map((id) => byId.get(id));
  });
}

describe('the context cache of the 未上报 lists', () => {
  it('answers repeated lists from the cache, on each instance', async () => {
    for (const kind of ['certificate', 'plan', 'result'] as const) {
      await list(kind);
      await otherList(kind);
    }
    const loads = contextCacheStats.loads;
    const again = await list('plan');
    await otherList('plan');
    await list('certificate');
    expect(contextCacheStats.loads).toBe(loads);
    expect(again.length).toBeGreaterThan(0);
  });

  it('shows a code map correction on the next call of either instance', async () => {
    const before = await list('plan');
    const row = before.find((r) => r.typeLabel === '现场审核')!;
    expect(row).toBeDefined();
    expect((await otherList('plan')).find((r) => r.id === row.id)!.typeCode).toBe(row.typeCode);
    const saved = await t.call(admin, {
      method: 'PUT',
      url: '/api/xxsb/codeMap/save',
      payload: { map: 'auditMethod', fromCode: '1', toCode: 'FSX1' },
    });
    expect(saved.status).toBe(200);
    expect((await list('plan')).find((r) => r.id === row.id)!.typeCode).toBe('FSX1');
    expect((await otherList('plan')).find((r) => r.id === row.id)!.typeCode).toBe('FSX1');
  });

  it('shows a new approval number (settings) on the next call of either instance', async () => {
    const before = await list('plan');
    expect(before[0]!.number).not.toContain('R0077');
    await otherList('plan');
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      const current = await readSetting(tx, 1, 'certificateNumber');
      const { version, ...value } = current;
      await writeSetting(
        tx,
        1,
        'certificateNumber',
        { ...value, approvalNo: 'CNCA-R-2002-077' },
        version,
        null,
      );
    });
    const after = await list('plan');
    expect(after[0]!.number).toContain('R0077');
    expect((await otherList('plan'))[0]!.number).toBe(after[0]!.number);
  });

  it('follows a change of the lifecycle rule set and of the working calendar on either instance', async () => {
    const loads = contextCacheStats.loads;
    await list('certificate');
    expect(contextCacheStats.loads).toBe(loads);
    await t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
      const { version, ...value } = await readSetting(tx, 1, 'lifecycle');
      await writeSetting(
        tx,
        1,
        'lifecycle',
        { ...value, reminderDaysBefore: value.reminderDaysBefore + 1 },
        version,
        null,
      );
    });
    await list('certificate');
    expect(contextCacheStats.loads).toBe(loads + 1);

    // A holiday added through the calendar's own page reaches both instances' contexts.
    const day = '2031-10-08';
    const owner = {};
    const before = await t.database.tenantRead({ tenantId: 1, userId: null }, (tx) =>
      cachedContext(tx, owner, 1, 'result', new Date()),
    );
    expect(before.calendar.days.has(day)).toBe(false);
    const added = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/calendar/add',
      payload: { date: day, kind: 1, name: '测试假日' },
    });
    expect(added.status).toBe(200);
    const after = await t.database.tenantRead({ tenantId: 1, userId: null }, (tx) =>
      cachedContext(tx, owner, 1, 'result', new Date()),
    );
    expect(after.calendar.days.get(day)).toBe(1);
    const loadsNow = contextCacheStats.loads;
    await list('certificate');
    await otherList('certificate');
    expect(contextCacheStats.loads).toBe(loadsNow + 2);
  });

  it('computes every page row as a context read now would', async () => {
    for (const kind of ['certificate', 'plan', 'result'] as const) {
      const rows = await list(kind);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(
        await fresh(
          kind,
          rows.map((r) => r.id),
        ),
      );
      expect(await otherList(kind)).toEqual(rows);
    }
  });

  it('does not move when a change rolls back', async () => {
    await list('plan');
    const loads = contextCacheStats.loads;
    await expect(
      t.database.tenantTx({ tenantId: 1, userId: null }, async (tx) => {
        const { version, ...value } = await readSetting(tx, 1, 'certificateNumber');
        await writeSetting(
          tx,
          1,
          'certificateNumber',
          { ...value, approvalNo: 'CNCA-R-2002-099' },
          version,
          null,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await list('plan');
    expect(contextCacheStats.loads).toBe(loads);
    expect(rows[0]!.number).not.toContain('R0099');
  });
});
