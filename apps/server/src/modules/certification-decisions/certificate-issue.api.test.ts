/**
 * 证书录入 (issue 30): the demo's passed decision waiting for its certificate. The form starts from
 * the certification standards catalogue (the standard's name and edition — the demo programme was
 * typed in by hand as "管理体系认证", with no contract item), the sites and the body's accreditation
 * number; the issued certificate's kept PDF prints them with its dates and version, its link is the
 * configured public address whatever the Host header says; the enterprise's contact is told by
 * e-mail through a real local SMTP server (SMS recorded as not sent: the service is not bought).
 * Production without PUBLIC_URL refuses to issue, with the reason, and writes nothing.
 */
import type { AddressInfo } from 'node:net';
import { printedStandardText, SMS_NOT_BOUGHT_MESSAGE, schemeKey } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { PUBLIC_URL_MISSING } from '../../platform/public-url.ts';
import { auditProjects } from '../audit-programmes/schema.ts';
import { extendCertificateValidity } from '../certificates/door.ts';
import { certificateNoticeOutbox } from '../certificates/notices.ts';
import {
  certificateEvents,
  certificateNotices,
  certificatePdfs,
  certificates,
} from '../certificates/schema.ts';
import { enterpriseContacts, enterpriseSites } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';
import { certificateTasks } from './schema.ts';

const FORGED = 'evil.example';
let t: TestContext;
let smtp: SMTPServer;
let smtpPort: number;
const mails: { to: string; data: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await certificateNoticeOutbox.idle();
  await t?.close();
  if (smtp) await new Promise<void>((r) => smtp.close(() => r()));
});

/** Another app on the test database, configured as given; every call carries a forged Host. */
async function appWith(config: { publicUrl?: string; production?: boolean }) {
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: undefined,
      webDist: '/nonexistent',
      production: false,
      ...config,
    },
    database: t.database,
    logger: false,
  });
  await app.ready();
  const token = async (username: string, password = TEST_DEMO_PASSWORD) =>
    (
      await app.inject({ method: 'POST', url: '/api/sys/erpnew/login', payload: { username, password } })
    ).json().result.token as string;
  const [certadmin, admin] = [await token('certadmin'), await token('admin', TEST_ADMIN_PASSWORD)];
  const call = (as: 'certadmin' | 'admin', opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: {
        'x-access-token': as === 'admin' ? admin : certadmin,
        host: FORGED,
        'x-forwarded-host': FORGED,
        ...opts.headers,
      },
    });
  return { app, call };
}

/** The demo's open issue task (its decision passed), its enterprise and scheme. */
async function demoTask() {
  const [task] = await t.database.systemTx((tx) =>
    tx
      .select({
        id: certificateTasks.id,
        enterpriseId: certificateTasks.enterpriseId,
        scheme: auditProjects.scheme,
      })
      .from(certificateTasks)
      .innerJoin(auditProjects, eq(auditProjects.id, certificateTasks.projectId))
      .where(
        and(eq(certificateTasks.tenantId, 1), eq(certificateTasks.kind, 1), eq(certificateTasks.status, 0)),
      ),
  );
  expect(task).toBeDefined();
  return task!;
}

describe('证书录入 and the issued certificate (issue 30)', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ publicUrl: 'https://cert.example.com/' });
  });
  afterAll(async () => {
    await app.app.close();
  });

  const issueBody = (draft: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    taskId: draft.taskId,
    version: draft.version,
    certificateType: 'A',
    standardCode: draft.standardCode,
    standardName: draft.standardName,
    standardVersion: draft.standardVersion,
    scopeZh: draft.scopeZh || '电子元器件的设计和生产',
    scopeEn: draft.scopeEn,
    enterpriseName: draft.enterpriseName,
    enterpriseNameEn: draft.enterpriseNameEn,
    enterpriseAddress: draft.enterpriseAddress || '上海市浦东新区',
    enterpriseAddressEn: draft.enterpriseAddressEn,
    marks: 'CNAS',
    issueDate: draft.issueDate,
    ...over,
  });

  it('production without PUBLIC_URL refuses to issue, with the reason, and writes nothing', async () => {
    const production = await appWith({ production: true });
    try {
      const task = await demoTask();
      const draft = (
        await production.call('certadmin', { method: 'GET', url: `/api/zsfx/add/draft?taskId=${task.id}` })
      ).json().result;
      const before = await t.database.systemTx((tx) => tx.select({ id: certificates.id }).from(certificates));
      const refused = await production.call('certadmin', {
        method: 'POST',
        url: '/api/zsfx/add/issue',
        payload: issueBody(draft),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(PUBLIC_URL_MISSING);
      const after = await t.database.systemTx((tx) => tx.select({ id: certificates.id }).from(certificates));
      expect(after).toHaveLength(before.length);
      expect((await demoTask()).id).toBe(task.id);
    } finally {
      await production.app.close();
    }
  });

  it('a recertification counts its new cycle from the expiry before a validity extension (issue 38)', async () => {
    const task = await demoTask();
    const code = schemeKey(task.scheme);
    const certId = uuidv7();
    const [project] = await t.database.systemTx((tx) =>
      tx
        .select({ id: auditProjects.id, auditType: auditProjects.auditType })
        .from(auditProjects)
        .innerJoin(certificateTasks, eq(certificateTasks.projectId, auditProjects.id))
        .where(eq(certificateTasks.id, task.id)),
    );
    const [adminUser] = await t.database.systemTx((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
    );
    // The task's project made a recertification (type 4) of a certificate the enterprise holds.
    await t.database.systemTx(async (tx) => {
      await tx.update(auditProjects).set({ auditType: 4 }).where(eq(auditProjects.id, project!.id));
      await tx.insert(certificates).values({
        id: certId,
        tenantId: 1,
        certNo: 'TEST-RECERT-EXT-01',
        standardCode: code,
        status: 1,
        issueDate: '2024-01-10',
        expiryDate: '2027-01-09',
        enterpriseId: task.enterpriseId,
        enterpriseName: '再认证测试有限公司',
      });
    });
    try {
      const draft = async () => {
        const res = await app.call('certadmin', {
          method: 'GET',
          url: `/api/zsfx/add/draft?taskId=${task.id}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().result as { expiryDate: string; replaces: { certNo: string; expiryDate: string } };
      };
      const before = await draft();
      expect(before.replaces).toMatchObject({ certNo: 'TEST-RECERT-EXT-01', expiryDate: '2027-01-09' });
      // Three years on from the old expiry, not from the decision.
      expect(before.expiryDate.slice(0, 7)).toBe('2030-01');

      // 应急响应 extends the old certificate by six months (the certificates' door, as emergencies calls it).
      await t.database.systemTx((tx) =>
        extendCertificateValidity(tx, { tenantId: 1, userId: adminUser!.id }, certId, {
          expiryDate: '2027-07-09',
          effectiveDate: '2026-11-20',
          reason: '应急事件延长有效期',
        }),
      );
      const after = await draft();
      // The old certificate now ends later, but the next cycle keeps its original dates.
      expect(after.replaces.expiryDate).toBe('2027-07-09');
      expect(after.expiryDate).toBe(before.expiryDate);
    } finally {
      await t.database.systemTx(async (tx) => {
        await tx
          .update(auditProjects)
          .set({ auditType: project!.auditType })
          .where(eq(auditProjects.id, project!.id));
        await tx.delete(certificateEvents).where(eq(certificateEvents.certificateId, certId));
        await tx.delete(certificates).where(eq(certificates.id, certId));
      });
    }
  });

  it('takes the standard and edition from the catalogue; the PDF prints them with the sites, dates, accreditation and version, linked to PUBLIC_URL; the enterprise is told', async () => {
    const task = await demoTask();
    const code = schemeKey(task.scheme);
    const email = `issue-notice-${Date.now()}@client.example`;
    const [catalogue] = await t.database.systemTx(async (tx) => {
      await tx.insert(enterpriseContacts).values({
        tenantId: 1,
        enterpriseId: task.enterpriseId,
        name: '钱联系',
        phone: '13700137000',
        email,
        isPrimary: true,
        sortNo: -1,
      });
      await tx.insert(enterpriseSites).values({
        tenantId: 1,
        enterpriseId: task.enterpriseId,
        name: '发证测试分厂',
        address: '天津市滨海新区测试路3号',
        sortNo: 99,
      });
      return tx
        .select({ name: certificateStandards.name, standardNumber: certificateStandards.standardNumber })
        .from(certificateStandards)
        .where(and(eq(certificateStandards.tenantId, 1), eq(certificateStandards.code, code)));
    });
    expect(catalogue!.standardNumber).not.toBe('');
    const saved = await app.call('admin', {
      method: 'PUT',
      url: '/api/sys/noticeChannel/edit',
      payload: {
        route: '2',
        enabled: true,
        version: (await app.call('admin', { method: 'GET', url: '/api/sys/noticeChannel/list' }))
          .json()
          .result.find((c: { route: string }) => c.route === '2').version,
        config: {
          host: '127.0.0.1',
          port: smtpPort,
          secure: false,
          user: '',
          pass: '',
          from: 'cb@cb.example',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await app.call('certadmin', { method: 'GET', url: `/api/zsfx/add/draft?taskId=${task.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json().result;
    // Not the programme's hand-typed "管理体系认证": the catalogue's standard and its edition.
    expect(draft).toMatchObject({
      standardCode: code,
      standardName: catalogue!.name,
      standardVersion: catalogue!.standardNumber,
    });
    expect(draft.sites).toEqual(
      expect.arrayContaining([{ name: '发证测试分厂', address: '天津市滨海新区测试路3号' }]),
    );
    // An edition left empty on the form is still the catalogue's.
    const issued = await app.call('certadmin', {
      method: 'POST',
      url: '/api/zsfx/add/issue',
      payload: issueBody(draft, { standardVersion: '' }),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { id, certNo, expiryDate } = issued.json().result as {
      id: string;
      certNo: string;
      expiryDate: string;
    };
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(certificates).where(eq(certificates.id, id)),
    );
    expect(row).toMatchObject({
      standardName: catalogue!.name,
      standardVersion: catalogue!.standardNumber,
      marks: 'CNAS',
      accreditationNo: 'CNAS C068-M',
      firstIssueDate: draft.issueDate,
    });
    expect(row!.sites).toEqual(draft.sites);

    const [pdf] = await t.database.systemTx((tx) =>
      tx.select().from(certificatePdfs).where(eq(certificatePdfs.certificateId, id)),
    );
    expect(pdf?.reason).toBe('issue');
    const file = await app.call('certadmin', {
      method: 'GET',
      url: `/api/zsfx/certificate/pdfs/file?id=${id}&pdfId=${pdf!.id}`,
    });
    expect(file.statusCode).toBe(200);
    const read = await inspectPdf(file.rawPayload);
    const text = read.text.replace(/\s+/g, '');
    const flat = (s: string) => s.replace(/\s+/g, '');
    expect(text).toContain(certNo);
    expect(text).toContain(flat(printedStandardText(row!)));
    expect(text).toContain(flat(catalogue!.standardNumber));
    expect(text).toContain('发证测试分厂：天津市滨海新区测试路3号');
    expect(text).toContain(`初次发证日期：${draft.issueDate}`);
    expect(text).toContain(`发证日期：${draft.issueDate}`);
    expect(text).toContain(`有效期至：${expiryDate}`);
    expect(text).toContain('认可标志：CNASC068-M');
    expect(text).toContain('证书版本：第1版（首次发证）');
    expect(read.urls).toEqual([`https://cert.example.com/external/certificateDetail/${id}`]);
    expect(file.rawPayload.includes(FORGED)).toBe(false);

    // The same notices as a suspension: e-mail sent through the local server, SMS not bought.
    await certificateNoticeOutbox.idle();
    const notices = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(certificateNotices)
        .where(eq(certificateNotices.certificateId, id))
        .orderBy(certificateNotices.channel),
    );
    expect(notices.map((n) => [n.eventType, n.channel, n.status])).toEqual([
      ['issue', '2', 'sent'],
      ['issue', '4', 'skipped'],
    ]);
    expect(notices[0]).toMatchObject({ address: email, recipientName: '钱联系' });
    expect(notices[0]!.title).toContain(`证书${certNo}已于${draft.issueDate}发证`);
    expect(notices[0]!.title).toContain(`有效期至${expiryDate}`);
    expect(notices[0]!.title).toContain(catalogue!.standardNumber);
    expect(notices[1]!.detail).toBe(SMS_NOT_BOUGHT_MESSAGE);
    expect(mails.find((m) => m.to === email)?.data).toContain('Subject:');
    const sms = await app.call('certadmin', {
      method: 'GET',
      url: `/api/zsfx/sms/list?certNo=${certNo}&eventType=issue&pageNo=1&pageSize=10`,
    });
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json().result.records).toHaveLength(2);
  });
});
