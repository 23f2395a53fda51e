import { Button } from 'antd';
import { useRef } from 'react';
import { ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type KeywordFilter, type OnlineSession } from './api';
import { onlineColumns, onlineSearchFields } from './OnlineUserList.data';
import { ONLINE_LIST_SETTING_KEY, useForceLogout } from './queries';
import { accessTexts } from './texts';
import './systemAccess.css';

/** 在线用户 (sys/OnlineUserList): signed-in sessions of the body, with forced sign-out. */
export default function OnlineUserListPage() {
  const { t } = accessTexts.useTranslation();
  const can = usePermission();
  const list = useRef<ListPageHandle>(null);
  const forceLogout = useForceLogout();

  return (
    <div className="system-access-page" data-testid="online-list">
      <ListPage<OnlineSession, KeywordFilter>
        ref={list}
        settingKey={ONLINE_LIST_SETTING_KEY}
        rowKey="tokenId"
        columns={onlineColumns({ t, can, forceLogout: (row) => forceLogout.mutateAsync(row.tokenId) })}
        fetchPage={accessApi.online}
        scrollX={1100}
        pageSizeOptions={[20, 50, 100]}
        searchFields={onlineSearchFields(t)}
        toolbar={<Button onClick={() => list.current?.reload()}>{t('online.refresh')}</Button>}
      />
    </div>
  );
}
