/**
 * 客户通知 and 开放文件 (khgl) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/client-notices/endpoints.ts) and its schemas (contract.ts), each with its
 * handler; an opened file's document is a platform record file ('opened_file').
 */
import {
  type CLIENT_NOTICE_AUDIENCES,
  clientNoticeEndpoints,
  clientNoticeSchemas,
  OPENED_FILE_ACCESS,
} from '@cb/domain/client-notices';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type NoticeRow, OPENED_FILE_RECORD, type OpenedFileListRow } from './repository.ts';
import { ClientNoticeService, OpenedFileService } from './service.ts';

const AUDIENCE_NAMES: Record<(typeof CLIENT_NOTICE_AUDIENCES)[number], string> = {
  all: '全部客户',
  standard: '按认证标准',
  region: '按地区',
  certStatus: '按证书状态',
  list: '指定客户',
};

const time = (d: Date | null) =>
  d
    ? new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Shanghai',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(d)
    : '';

/** The Excel export's columns (the list's, with Chinese headers). */
const NOTICE_COLUMNS: readonly SheetColumn<NoticeRow>[] = [
  { header: '通知标题', width: 36, value: (r) => r.title },
  { header: '发送对象', width: 14, value: (r) => AUDIENCE_NAMES[r.audienceType] ?? r.audienceType },
  { header: '状态', width: 8, value: (r) => (r.status === 1 ? '已发送' : '草稿') },
  { header: '接收客户数', width: 12, value: (r) => r.recipientCount },
  { header: '已读客户数', width: 12, value: (r) => r.readCount },
  { header: '短信', width: 8, value: (r) => (r.sendSms ? '是' : '否') },
  { header: '邮件', width: 8, value: (r) => (r.sendEmail ? '是' : '否') },
  { header: '发送人', width: 12, value: (r) => r.senderName ?? '' },
  { header: '发送时间', width: 20, value: (r) => time(r.sendTime) },
];

const FILE_COLUMNS: readonly SheetColumn<OpenedFileListRow>[] = [
  { header: '文件标题', width: 36, value: (r) => r.title },
  { header: '说明', width: 40, value: (r) => r.description },
  {
    header: '开放范围',
    width: 14,
    value: (r) => (r.audienceType === 'all' ? '全部客户' : `指定客户（${r.enterpriseCount}家）`),
  },
  { header: '文件名', width: 30, value: (r) => r.fileName ?? '' },
  { header: '上传人', width: 12, value: (r) => r.createdByName ?? '' },
  { header: '创建时间', width: 20, value: (r) => time(r.createTime) },
];

export const clientNoticeRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const notices = new ClientNoticeService(services.database, services.clock, services.publicAddress);
    const files = new OpenedFileService(services.database);
    app.addHook('onClose', () => notices.settled());

    await registerRecordFiles(app, services, {
      recordType: OPENED_FILE_RECORD,
      title: '开放文件',
      prefix: '/khgl/openedFile/files',
      documentTypes: ['attachment'],
      permission: { read: OPENED_FILE_ACCESS.download, write: OPENED_FILE_ACCESS.add },
      canRead: ({ tx, user, recordId }) => files.canRead(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => files.canWrite(tx, user, recordId),
    });

    registerEndpoints(app, clientNoticeEndpoints, clientNoticeSchemas, {
      listClientNotices: async (request) => ok(await notices.list(requireUser(request), request.query)),
      getClientNotice: async (request) => ok(await notices.get(requireUser(request), request.query.id)),
      addClientNotice: async (request) =>
        ok(await notices.create(requireUser(request), request.body), '保存成功！'),
      editClientNotice: async (request) =>
        ok(await notices.update(requireUser(request), request.body), '保存成功！'),
      deleteClientNotice: async (request) =>
        ok(await notices.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportClientNotices: async (request, reply) => {
        const rows = await notices.exportRows(requireUser(request), request.query);
        const content = await writeSheet('客户通知', NOTICE_COLUMNS, rows);
        return sendWorkbook(reply, content, 'client_notices.xlsx', '客户通知.xlsx');
      },
      sendClientNotice: async (request) => {
        const sent = await notices.send(requireUser(request), request.body.id, request.body.version);
        return ok(sent, `已发送给${sent.recipients}家客户`);
      },
      countClientNoticeAudience: async (request) =>
        ok(
          await notices.countAudience(requireUser(request), request.query.audienceType, request.query.values),
        ),
      listClientNoticeRecipients: async (request) =>
        ok(await notices.recipients(requireUser(request), request.query)),
      listClientEnterpriseOptions: async (request) =>
        ok(await notices.enterpriseOptions(requireUser(request), request.query.keyword)),
      listMyClientNotices: async (request) => ok(await notices.mine(requireUser(request), request.query)),
      readMyClientNotice: async (request) =>
        ok(await notices.readMine(requireUser(request), request.body.id)),
      getPublicClientNotice: async (request) => ok(await notices.publicNotice(request.query.id)),
      listOpenedFiles: async (request) => ok(await files.list(requireUser(request), request.query)),
      getOpenedFile: async (request) => ok(await files.get(requireUser(request), request.query.id)),
      addOpenedFile: async (request) =>
        ok(await files.create(requireUser(request), request.body), '保存成功！'),
      editOpenedFile: async (request) =>
        ok(await files.update(requireUser(request), request.body), '保存成功！'),
      deleteOpenedFile: async (request) =>
        ok(await files.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportOpenedFiles: async (request, reply) => {
        const rows = await files.exportRows(requireUser(request), request.query);
        const content = await writeSheet('开放文件', FILE_COLUMNS, rows);
        return sendWorkbook(reply, content, 'opened_files.xlsx', '开放文件.xlsx');
      },
      listMyOpenedFiles: async (request) => ok(await files.mine(requireUser(request), request.query)),
    });
  };
