/**
 * Demo notices of a new tenant: a public notice to the body's staff (各部门、各位审核员) and a
 * welcome message to every demo user.
 */
import type { NoticeTargetType } from '@cb/domain';
import type { TenantSeeder } from '../../platform/areas.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { noticeRecipientIds } from './repository.ts';
import { noticeRecipients, notices } from './schema.ts';

export const seedNotices: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const sendTime = new Date();
  const items = [
    {
      msgCategory: '2',
      msgType: '1',
      title: '关于启用认证机构业务管理系统V5.0的通知',
      content:
        '<p>各部门、各位审核员：</p><p>认证机构业务管理系统 V5.0 已正式启用，请使用个人账号登录，并在右上角铃铛中设置消息通知渠道。</p><p>如有问题请联系系统管理员。</p>',
      priority: 'H',
      isPublic: true,
      targetType: 'staff' as NoticeTargetType,
    },
    {
      msgCategory: '1',
      msgType: '1',
      title: '欢迎使用系统',
      content: '您的账号已开通，请及时修改初始密码。',
      priority: 'M',
      isPublic: false,
      targetType: 'all' as NoticeTargetType,
    },
  ];
  for (const item of items) {
    const id = uuidv7();
    await tx.insert(notices).values({
      id,
      tenantId,
      ...item,
      targets: [],
      sendStatus: 1,
      senderId: admin,
      senderName: '系统管理员',
      sendTime,
      createdBy: admin,
      updatedBy: admin,
    });
    const recipients = await noticeRecipientIds(tx, tenantId, item.targetType, []);
    if (recipients.length)
      await tx
        .insert(noticeRecipients)
        .values(recipients.map((userId) => ({ tenantId, noticeId: id, userId })));
  }
};
