/**
 * The notices module's side of `services.notifier` (platform/notify.ts): a message from an area or
 * a job becomes a published message (category '1') addressed to the given users, with their
 * recipient rows, in the caller's transaction; after the commit it is pushed to their open pages
 * and handed to the channels they chose (e-mail, SMS, enterprise WeChat).
 */
import type { Tx } from '../../platform/db/database.ts';
import { afterCommit } from '../../platform/db/database.ts';
import type { Notifier, OutgoingMessage } from '../../platform/notify.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { NoticeChannels } from './delivery.ts';
import * as repo from './repository.ts';
import { cmdOf } from './views.ts';

/** Messages the system sends carry this sender name. */
export const SYSTEM_SENDER = '系统';

export class NoticeMessenger implements Notifier {
  constructor(
    private readonly realtime: RealtimeHub,
    private readonly channels: NoticeChannels,
  ) {}

  async send(tx: Tx, tenantId: number, message: OutgoingMessage): Promise<string | null> {
    const userIds = [...new Set(message.userIds)];
    if (userIds.length === 0) return null;
    const notice = await repo.insertNotice(tx, {
      tenantId,
      msgCategory: '1',
      msgType: message.msgType ?? '1',
      title: message.title,
      content: escapeText(message.content),
      targetType: 'users',
      targets: userIds,
      sendStatus: 1,
      sendTime: new Date(),
      senderName: SYSTEM_SENDER,
    });
    await repo.setRecipients(tx, tenantId, notice.id, userIds);
    afterCommit(async () => {
      await this.realtime.push(tenantId, userIds, {
        cmd: cmdOf(notice.msgCategory),
        msgId: notice.id,
        msgTxt: notice.title,
      });
      this.channels.deliverInBackground(tenantId, notice, userIds);
    });
    return notice.id;
  }
}

/** Message bodies are stored as HTML (notices are): plain text is escaped, line breaks kept. */
function escapeText(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(/\n/g, '<br>');
}
