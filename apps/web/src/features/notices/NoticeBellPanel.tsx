/**
 * The notice bell's popover content (SPEC.md §2 "Notice bell and popups"): the messages tab
 * (/xxtz/list) and the notices tab (/xxtz/noticeList) with their latest unread items, mark-all-read,
 * view-all and the channel settings button. Loaded when the user reaches for the bell (NoticeBell),
 * so that its tabs and list are not part of the signed-in first load.
 */
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { NOTICE_POPOVER_WIDTH } from '@cb/domain';
import { App, Button, Empty, List, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { type NoticeSummary, noticeApi } from './api';
import { noticeStore, useNotices } from './noticeStore';
import { noticeTexts } from './texts';
import { useNoticeGates } from './useNoticeGates';

function Items({ items, onOpen }: { items: NoticeSummary[]; onOpen: (n: NoticeSummary) => void }) {
  const { t } = noticeTexts.useTranslation();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(n) => (
        <List.Item
          style={{ cursor: 'pointer', paddingInline: 4 }}
          onClick={() => onOpen(n)}
          data-testid="bell-item"
        >
          <List.Item.Meta
            title={
              // The keyboard's way in; its click reaches the item's handler.
              <button type="button" className="notice-bell__open">
                <Typography.Text
                  ellipsis
                  style={{ maxWidth: 340, color: n.type === '3' ? 'var(--cb-color-urgent-text)' : undefined }}
                >
                  {n.priority === 'H' ? <Tag color="red">{t('priority.H')}</Tag> : null}
                  {n.title}
                </Typography.Text>
              </button>
            }
            description={n.sendTimeStr}
          />
        </List.Item>
      )}
    />
  );
}

export interface NoticeBellPanelProps {
  tab: '1' | '2';
  onTab: (tab: '1' | '2') => void;
  /** Closes the popover, the focus back on the bell. */
  onClose: () => void;
  onChannels: () => void;
}

export default function NoticeBellPanel({ tab, onTab, onClose, onChannels }: NoticeBellPanelProps) {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const gates = useNoticeGates();
  const data = useNotices((s) => s.data);

  const readAll = (category: '1' | '2') =>
    modal.confirm({
      title: t('bell.confirmTitle'),
      content: t('bell.confirmReadAll'),
      onOk: async () => {
        await noticeApi.markAllRead(category);
        message.success(t('bell.readAllDone'));
        await noticeStore.getState().reload();
      },
    });

  const openNotice = (n: NoticeSummary) => {
    onClose();
    if (n.msgCategory === '2') navigate(`/xxtz/notice/${n.id}`);
    else navigate('/xxtz/list');
  };

  const footer = (category: '1' | '2') => (
    <div style={{ display: 'flex', justifyContent: 'space-between', paddingTop: 8 }}>
      <Button
        size="small"
        type="link"
        onClick={() => readAll(category)}
        data-testid={`bell-read-all-${category}`}
      >
        {t('bell.readAll')}
      </Button>
      <Button
        size="small"
        type="link"
        onClick={() => {
          onClose();
          navigate(category === '1' ? '/xxtz/list' : '/xxtz/noticeList');
        }}
      >
        {t('bell.viewAll')}
      </Button>
    </div>
  );

  const items = [
    gates.messages && {
      key: '1',
      label: `${t('bell.messages')} (${data?.messageTotal ?? 0})`,
      children: (
        <>
          <Items items={data?.messageList ?? []} onOpen={openNotice} />
          {footer('1')}
        </>
      ),
    },
    gates.notices && {
      key: '2',
      label: `${t('bell.notices')} (${data?.noticeTotal ?? 0})`,
      children: (
        <>
          <Items items={data?.noticeList ?? []} onOpen={openNotice} />
          {footer('2')}
        </>
      ),
    },
  ].filter((x): x is { key: string; label: string; children: React.JSX.Element } => Boolean(x));

  return (
    <div
      role="dialog"
      aria-label={t('bell.title')}
      data-testid="notice-popover"
      className="notice-bell"
      style={{ width: NOTICE_POPOVER_WIDTH - 24 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Tabs size="small" activeKey={tab} onChange={(k) => onTab(k as '1' | '2')} items={items} />
      {/* Beside the tabs, not in their tab list (which may hold tabs only). */}
      <Button
        className="notice-bell__channels"
        size="small"
        type="text"
        icon={<SettingOutlined />}
        onClick={() => {
          onClose();
          onChannels();
        }}
        data-testid="notice-channel-settings"
      >
        {t('bell.channels')}
      </Button>
    </div>
  );
}
