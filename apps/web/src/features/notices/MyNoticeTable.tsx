/** The signed-in user's messages or notices, paged on the server, with read state and mark-read. */
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ListPage, type ListPageHandle, type ListQuery } from '../../shared/list';
import { type MyNoticeFilters, type NoticeSummary, noticeApi } from './api';
import { myNoticeColumns, myNoticeFilters, myNoticeSearchFields } from './MyNotice.data';
import { noticeStore, useNotices } from './noticeStore';
import { receivedListSettingKey, useMarkAllNoticesRead, useMarkNoticeRead } from './queries';
import { noticeTexts } from './texts';

export function MyNoticeTable({ category }: { category: '1' | '2' }) {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const markRead = useMarkNoticeRead();
  const markAllRead = useMarkAllNoticesRead();

  // A pushed notice shows at once.
  const pushes = useNotices((s) => s.pushes);
  useEffect(() => {
    if (pushes) list.current?.reload();
  }, [pushes]);

  const read = (n: NoticeSummary) =>
    void markRead.mutateAsync(n.id).then(
      () => {
        message.success(t('popup.read'));
        void noticeStore.getState().reload();
      },
      // shown by the shared client
      () => {},
    );

  const readAll = () =>
    modal.confirm({
      title: t('bell.confirmTitle'),
      content: t('bell.confirmReadAll'),
      onOk: async () => {
        await markAllRead.mutateAsync(category);
        message.success(t('bell.readAllDone'));
        void noticeStore.getState().reload();
      },
    });

  return (
    <ListPage<NoticeSummary, MyNoticeFilters>
      ref={list}
      settingKey={receivedListSettingKey(category)}
      columns={myNoticeColumns({ t, open: (n) => navigate(`/xxtz/notice/${n.id}`), markRead: read })}
      fetchPage={(query: MyNoticeFilters & ListQuery) =>
        noticeApi.listByUser({ ...query, msgCategory: category })
      }
      searchFields={myNoticeSearchFields(t)}
      toFilters={myNoticeFilters}
      toolbar={<Button onClick={readAll}>{t('list.readAll')}</Button>}
    />
  );
}
