/** /xxtz/noticeList — 通知公告: the user's notices, and the publishing tab for holders of the codes. */
import { Tabs } from 'antd';
import { usePermission } from '../../shared/permissions';
import { MyNoticeTable } from './MyNoticeTable';
import { NOTICE_CODES, NoticeManageTable } from './NoticeManageTable';
import { noticeTexts } from './texts';
import './notices.css';

export default function NoticeListPage() {
  const { t } = noticeTexts.useTranslation();
  const can = usePermission();
  const manages = NOTICE_CODES.some((code) => can(code));
  return (
    <div className="notice-page" data-testid="notice-list-page">
      <Tabs
        defaultActiveKey={manages ? 'manage' : 'mine'}
        items={[
          { key: 'mine', label: t('list.mine'), children: <MyNoticeTable category="2" /> },
          ...(manages ? [{ key: 'manage', label: t('list.manage'), children: <NoticeManageTable /> }] : []),
        ]}
      />
    </div>
  );
}
