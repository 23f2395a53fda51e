/**
 * khgl/NoticeList `/khgl/notice`: for the body's users, the notices to clients (search, server paging
 * and sorting, export, 新增 / 编辑 / 发送 / 删除); for an enterprise user, the notices sent to its
 * enterprise, unread first in bold, each opened in a dialog that records the reading.
 */
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type ClientNoticeFilters,
  type ClientNoticeRow,
  clientNoticesApi,
  type MyNoticeDetail,
  type MyNoticeRow,
} from './api';
import { ADD_PATH, myNoticeColumns, noticeColumns, noticeSearchFields } from './Notice.data';
import {
  MY_NOTICE_SETTING_KEY,
  NOTICE_LIST_SETTING_KEY,
  useDeleteClientNotice,
  useReadMyNotice,
} from './queries';
import { clientNoticeTexts } from './texts';
import { useSendNotice } from './useSendNotice';

function BodyNotices() {
  const { t } = clientNoticeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteClientNotice();
  const { confirmSend } = useSendNotice();
  return (
    <div className="cb-page">
      <ListPage<ClientNoticeRow, ClientNoticeFilters>
        settingKey={NOTICE_LIST_SETTING_KEY}
        columns={noticeColumns({
          t,
          can,
          navigate,
          // The mutations refresh the list (its settingKey is under the area's query key).
          remove: (row) => remove.mutateAsync(row),
          send: (row) => void confirmSend(row, async () => row),
        })}
        fetchPage={clientNoticesApi.list}
        searchFields={noticeSearchFields(t)}
        toolbar={
          can('khgl:notice:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('notice.add')}
            </Button>
          ) : null
        }
        onExport={can('khgl:notice:export') ? clientNoticesApi.exportList : undefined}
      />
    </div>
  );
}

function MyNotices() {
  const { t } = clientNoticeTexts.useTranslation();
  const read = useReadMyNotice();
  const [open, setOpen] = useState<MyNoticeDetail | null>(null);
  return (
    <div className="cb-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('notice.mineTitle')}
      </Typography.Title>
      <ListPage<MyNoticeRow, { read?: '' | '0' | '1' }>
        settingKey={MY_NOTICE_SETTING_KEY}
        columns={myNoticeColumns(t, (row) => void read.mutateAsync(row.id).then(setOpen))}
        fetchPage={clientNoticesApi.mine}
      />
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('notice.close')}</Button>}
        width={720}
      >
        <Typography.Text type="secondary">{formatDateTime(open?.sendTime ?? null)}</Typography.Text>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}
          data-testid="my-notice-content"
        >
          {open?.content}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}

export default function NoticeListPage() {
  const can = usePermission();
  const manages = can('khgl:notice:add') || can('khgl:notice:detail') || can('khgl:notice:edit');
  return manages ? <BodyNotices /> : <MyNotices />;
}
