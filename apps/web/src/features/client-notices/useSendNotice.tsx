/**
 * 发送 of a draft notice: counts the clients its audience reaches, asks to confirm with that number
 * ("将发送给 N 家客户，发送后不能修改"), then sends (after `prepare`, e.g. saving the form's changes
 * first) and says how many it went to. A notice nobody would receive is not offered for sending.
 */
import { App } from 'antd';
import { type ClientNoticeAudience, clientNoticesApi } from './api';
import { useSendClientNotice } from './queries';
import { clientNoticeTexts } from './texts';

export interface SendTarget {
  audienceType: ClientNoticeAudience;
  audienceValues: readonly string[];
}

export function useSendNotice() {
  const { t } = clientNoticeTexts.useTranslation();
  // The app's holders: the toast outlives the form page that 发送 replaces with the sent notice.
  const { modal, message: toast } = App.useApp();
  const send = useSendClientNotice();

  const confirmSend = async (
    target: SendTarget,
    prepare: () => Promise<{ id: string; version: number }>,
    onSent?: () => void,
  ) => {
    const { count } = await clientNoticesApi.countAudience(target.audienceType, target.audienceValues);
    if (count === 0) {
      void modal.warning({ title: t('notice.sendConfirm'), content: t('notice.sendNone') });
      return;
    }
    void modal.confirm({
      title: t('notice.sendConfirm'),
      content: t('notice.sendCount', { count }),
      okText: t('notice.send'),
      onOk: async () => {
        const record = await prepare();
        const sent = await send.mutateAsync(record);
        void toast.success(t('notice.sent', { count: sent.recipients }));
        onSent?.();
      },
    });
  };
  return { confirmSend };
}
