/**
 * The unread popup (SPEC.md §2, §4): unread notices one at a time, at most 9; marking one read
 * (消息已读) moves to the next. Closing it hides it until a push brings a notice not yet seen.
 */
import { NOTICE_POPUP_MAX } from '@cb/domain';
import { App, Button, Modal, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NoticeSummary, noticeApi } from './api';
import { noticeStore, useNotices } from './noticeStore';
import { SafeHtml } from './SafeHtml';
import { noticeTexts } from './texts';
import './notices.css';

export function UnreadPopup() {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pushes = useNotices((s) => s.pushes);
  const [queue, setQueue] = useState<NoticeSummary[]>([]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const seen = useRef(new Set<string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pushes` is the signal to look again
  useEffect(() => {
    let cancelled = false;
    noticeApi
      .listByUser({
        pageNo: 1,
        pageSize: NOTICE_POPUP_MAX,
        readStatus: '0',
        msgCategory: '2',
        column: 'sendTime',
        order: 'desc',
      })
      .then((page) => {
        if (cancelled) return;
        setQueue(page.records);
        const fresh = page.records.some((n) => !seen.current.has(n.id));
        for (const n of page.records) seen.current.add(n.id);
        if (page.records.length === 0) setOpen(false);
        else if (fresh) setOpen(true);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pushes]);

  const current = queue[0];
  if (!current) return null;

  const markRead = async () => {
    setBusy(true);
    try {
      await noticeApi.markRead(current.id);
      message.success(t('popup.read'));
      const rest = queue.slice(1);
      setQueue(rest);
      if (rest.length === 0) setOpen(false);
      void noticeStore.getState().reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        <Space>
          {t('popup.title')}
          <span className="notice-popup__secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
            {t('popup.progress', { index: 1, total: queue.length })}
          </span>
        </Space>
      }
      onCancel={() => setOpen(false)}
      width={560}
      footer={[
        <Button
          key="detail"
          onClick={() => {
            setOpen(false);
            navigate(`/xxtz/notice/${current.id}`);
          }}
        >
          {t('popup.detail')}
        </Button>,
        <Button
          key="read"
          type="primary"
          loading={busy}
          onClick={() => void markRead()}
          data-testid="popup-mark-read"
        >
          {t('popup.markRead')}
        </Button>,
      ]}
    >
      <div data-testid="unread-popup">
        <h5 className="notice-popup__title">
          {current.priority === 'H' ? <Tag color="red">{t('priority.H')}</Tag> : null}
          {current.title}
        </h5>
        <span className="notice-popup__secondary">
          {current.senderName ? `${current.senderName} · ` : ''}
          {current.sendTimeStr}
        </span>
        <div style={{ maxHeight: 360, overflow: 'auto', marginTop: 12 }}>
          <SafeHtml html={current.content ?? ''} />
        </div>
      </div>
    </Modal>
  );
}
