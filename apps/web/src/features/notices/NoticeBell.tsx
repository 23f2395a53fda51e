/**
 * The header bell (SPEC.md §2 "Notice bell and popups", §6): a badge with the total of the permitted
 * unread counts (9+ above 9) and, on click, a 400 px popover with the messages tab (/xxtz/list) and
 * the notices tab (/xxtz/noticeList), mark-all-read and the channel settings. Hidden when the user
 * holds neither menu.
 */
import BellOutlined from '@ant-design/icons/BellOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { NOTICE_BADGE_MAX, NOTICE_POPOVER_WIDTH } from '@cb/domain';
import { App, Badge, Button, Empty, List, Popover, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NoticeSummary, noticeApi } from './api';
import { ChannelSettingsModal } from './ChannelSettingsModal';
import { noticeStore, useNotices } from './noticeStore';
import { noticeTexts } from './texts';
import { permittedTotal, useNoticeGates } from './useNoticeGates';
import './notices.css';

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

export default function NoticeBell() {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const gates = useNoticeGates();
  const data = useNotices((s) => s.data);
  const [open, setOpen] = useState(false);
  const [channelsOpen, setChannelsOpen] = useState(false);
  // Mounted from its first opening on, so that it gives the focus back when it closes.
  const [channelsUsed, setChannelsUsed] = useState(false);
  const [tab, setTab] = useState<'1' | '2'>(gates.messages ? '1' : '2');
  const bell = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!noticeStore.getState().data) void noticeStore.getState().reload();
  }, []);
  useEffect(() => {
    if (!gates.messages && tab === '1') setTab('2');
  }, [gates.messages, tab]);

  if (!gates.messages && !gates.notices) return null;
  const total = permittedTotal(gates, data);

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

  // Closing gives the focus back to the bell: what had it inside the popover goes away.
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };

  const openNotice = (n: NoticeSummary) => {
    close();
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
          close();
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
    // The popover opens inside this span, right after the bell in the tab order.
    <span>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          // Open on the tab that has something unread.
          if (
            next &&
            data &&
            gates.notices &&
            (!gates.messages || (data.messageTotal === 0 && data.noticeTotal > 0))
          )
            setTab('2');
          else if (next && data && gates.messages && data.messageTotal > 0) setTab('1');
          setOpen(next);
        }}
        placement="bottomRight"
        arrow={false}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        styles={{ container: { padding: '4px 12px 8px' } }}
        content={
          <div
            role="dialog"
            aria-label={t('bell.title')}
            data-testid="notice-popover"
            className="notice-bell"
            style={{ width: NOTICE_POPOVER_WIDTH - 24 }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <Tabs size="small" activeKey={tab} onChange={(k) => setTab(k as '1' | '2')} items={items} />
            {/* Beside the tabs, not in their tab list (which may hold tabs only). */}
            <Button
              className="notice-bell__channels"
              size="small"
              type="text"
              icon={<SettingOutlined />}
              onClick={() => {
                close();
                setChannelsUsed(true);
                setChannelsOpen(true);
              }}
              data-testid="notice-channel-settings"
            >
              {t('bell.channels')}
            </Button>
          </div>
        }
      >
        <Button
          type="text"
          ref={bell}
          aria-label={t('bell.title')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}
          data-testid="notice-bell"
          style={{ paddingInline: 8 }}
        >
          <Badge count={total} overflowCount={NOTICE_BADGE_MAX} size="small" data-testid="notice-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Popover>
      {channelsUsed ? (
        <ChannelSettingsModal open={channelsOpen} onClose={() => setChannelsOpen(false)} />
      ) : null}
    </span>
  );
}
