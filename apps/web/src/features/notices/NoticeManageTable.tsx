/** Notice administration (xxtz:noticeList:* codes): list, write, publish, revoke, delete, deliveries. */
import type { Permission } from '@cb/domain';
import { App, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type AdminNotice, type AdminNoticeFilters, type Delivery, noticeApi } from './api';
import { adminNoticeColumns, adminNoticeSearchFields, deliveryColumns } from './NoticeAdmin.data';
import { NoticeEditorModal } from './NoticeEditorModal';
import {
  ADMIN_NOTICE_LIST_SETTING_KEY,
  useDeleteNotice,
  useNoticeDeliveries,
  usePublishNotice,
  useRevokeNotice,
} from './queries';
import { noticeTexts } from './texts';

/** Who sees the publishing tab: holders of any notice administration code. */
export const NOTICE_CODES = [
  'xxtz:noticeList:add',
  'xxtz:noticeList:edit',
  'xxtz:noticeList:revoke',
  'xxtz:noticeList:delete',
] as const satisfies readonly Permission[];

export function NoticeManageTable() {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission();
  const [editing, setEditing] = useState<AdminNotice | null | undefined>(undefined);
  const [deliveriesOf, setDeliveriesOf] = useState<string | null>(null);
  const deliveries = useNoticeDeliveries(deliveriesOf);
  const publish = usePublishNotice();
  const revoke = useRevokeNotice();
  const remove = useDeleteNotice();

  const confirmPublish = (n: AdminNotice) =>
    modal.confirm({
      title: t('bell.confirmTitle'),
      content: t('list.confirmPublish', { title: n.title }),
      onOk: async () => {
        await publish.mutateAsync(n);
        message.success(t('list.published_ok'));
      },
    });

  return (
    <>
      <ListPage<AdminNotice, AdminNoticeFilters>
        settingKey={ADMIN_NOTICE_LIST_SETTING_KEY}
        columns={adminNoticeColumns({
          t,
          can,
          open: (n) => navigate(`/xxtz/notice/${n.id}`),
          edit: setEditing,
          publish: confirmPublish,
          revoke: revoke.mutateAsync,
          remove: remove.mutateAsync,
          showDeliveries: (n) => setDeliveriesOf(n.id),
        })}
        fetchPage={noticeApi.adminList}
        searchFields={adminNoticeSearchFields(t)}
        toolbar={
          can('xxtz:noticeList:add') ? (
            <Button type="primary" ghost onClick={() => setEditing(null)} data-testid="notice-add">
              {t('list.add')}
            </Button>
          ) : null
        }
      />
      {editing !== undefined ? (
        <NoticeEditorModal
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
      <Modal
        open={deliveriesOf !== null}
        title={t('list.deliveries')}
        footer={null}
        width={760}
        onCancel={() => setDeliveriesOf(null)}
      >
        <Table<Delivery>
          size="small"
          rowKey={(d) => `${d.userId}-${d.route}`}
          loading={deliveries.isFetching}
          dataSource={deliveries.data ?? []}
          pagination={{ pageSize: 10 }}
          columns={deliveryColumns(t)}
        />
      </Modal>
    </>
  );
}
