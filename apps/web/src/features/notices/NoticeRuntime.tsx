/**
 * Background notice work of the signed-in shell (SPEC.md §4): the WebSocket that reloads the bell on
 * cmd_xiao_xi / cmd_tong_zhi (debounced 500 ms), the unread popup, and the contract popup checked
 * 5 s after sign-in and then every 4 hours.
 */
import { CONTRACT_POPUP_CHECK_INTERVAL_MS, CONTRACT_POPUP_FIRST_CHECK_MS } from '@cb/domain';
import { App } from 'antd';
import { useEffect } from 'react';
import { useSession } from '../../shared/stores/session';
import { currentTenantId } from '../../shared/tenant';
import { noticeApi } from './api';
import { markerStore, runContractPopupCheck } from './contractPopup';
import { NoticeSocket, noticeSocketUrl } from './noticeSocket';
import { noticeStore } from './noticeStore';
import { noticeTexts } from './texts';
import { UnreadPopup } from './UnreadPopup';
import { useNoticeGates } from './useNoticeGates';

function useNoticeSocket(token: string | null, userId: string | undefined) {
  useEffect(() => {
    if (!token || !userId) return;
    void noticeStore.getState().reload();
    const socket = new NoticeSocket({
      url: noticeSocketUrl(window.location, userId, currentTenantId()),
      token,
      onCommand: () => noticeStore.getState().pushed(),
    });
    socket.start();
    return () => {
      socket.stop();
      noticeStore.getState().reset();
    };
  }, [token, userId]);
}

function useContractPopup(userId: string | undefined) {
  const { modal } = App.useApp();
  useEffect(() => {
    if (!userId) return;
    const markers = markerStore(userId);
    const check = async () => {
      let setting: Awaited<ReturnType<typeof noticeApi.contractSetting>>;
      try {
        setting = await noticeApi.contractSetting();
      } catch {
        return;
      }
      runContractPopupCheck(setting, markers, new Date(), () => {
        const { t } = noticeTexts;
        modal.warning({
          title: t('contract.title'),
          content: <div style={{ whiteSpace: 'pre-wrap' }}>{setting.contractPopupContent}</div>,
          okText: t('contract.ok'),
          // Mode 2 must be acknowledged with the button.
          closable: setting.contractPopupMode !== 2,
          maskClosable: false,
        });
      });
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void check();
      interval = setInterval(() => void check(), CONTRACT_POPUP_CHECK_INTERVAL_MS);
    }, CONTRACT_POPUP_FIRST_CHECK_MS);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [userId, modal]);
}

export default function NoticeRuntime() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const gates = useNoticeGates();
  useNoticeSocket(token, userId);
  useContractPopup(userId);
  return gates.notices ? <UnreadPopup /> : null;
}
