/**
 * The header bell (SPEC.md §2 "Notice bell and popups", §6): a badge with the total of the permitted
 * unread counts (9+ above 9) and, on click, a 400 px popover with the messages tab (/xxtz/list) and
 * the notices tab (/xxtz/noticeList), mark-all-read and the channel settings (NoticeBellPanel). Hidden
 * when the user holds neither menu.
 */
import BellOutlined from '@ant-design/icons/BellOutlined';
import { NOTICE_BADGE_MAX } from '@cb/domain';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { noticeStore, useNotices } from './noticeStore';
import { noticeTexts } from './texts';
import { permittedTotal, useNoticeGates } from './useNoticeGates';
import './notices.css';

// The popover's tabs and lists, and the channel settings dialog, load when the user reaches for the
// bell (pointer or focus), not with the signed-in first screen.
const loadPanel = () => import('./NoticeBellPanel');
const NoticeBellPanel = lazy(loadPanel);
const ChannelSettingsModal = lazy(() =>
  import('./ChannelSettingsModal').then((m) => ({ default: m.ChannelSettingsModal })),
);

export default function NoticeBell() {
  const { t } = noticeTexts.useTranslation();
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

  // Closing gives the focus back to the bell: what had it inside the popover goes away.
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };

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
          <Suspense fallback={null}>
            <NoticeBellPanel
              tab={tab}
              onTab={setTab}
              onClose={close}
              onChannels={() => {
                setChannelsUsed(true);
                setChannelsOpen(true);
              }}
            />
          </Suspense>
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
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          data-testid="notice-bell"
          style={{ paddingInline: 8 }}
        >
          <Badge count={total} overflowCount={NOTICE_BADGE_MAX} size="small" data-testid="notice-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Popover>
      {channelsUsed ? (
        <Suspense fallback={null}>
          <ChannelSettingsModal open={channelsOpen} onClose={() => setChannelsOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
