/**
 * 消息通知渠道设置 (SPEC.md §5 "Notice channels"): channel 1 always on and locked; SMS refused with
 * the spec's dialog while the SMS service is not bought; a warning for email and enterprise WeChat,
 * which need an administrator to enable them.
 */
import { NOTICE_ROUTE, NOTICE_ROUTES, normaliseNoticeRoutes } from '@cb/domain';
import { Alert, App, Checkbox, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../../shared/stores/session';
import { useMyNoticeRoutes, useSaveMyNoticeRoutes } from './queries';
import { noticeTexts } from './texts';

export function ChannelSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = noticeTexts.useTranslation();
  const { message, modal } = App.useApp();
  const buyNoteService = useSession((s) => s.erpSetting?.buyNoteService ?? 0);
  const saved = useMyNoticeRoutes(open);
  const enabled = saved.enabledRoutes ?? [NOTICE_ROUTE.inApp];
  // The user's choice while the dialog is open (the saved one until they change it).
  const [chosen, setRoutes] = useState<string[] | null>(null);
  const routes = chosen ?? saved.routes ?? [NOTICE_ROUTE.inApp];
  const save = useSaveMyNoticeRoutes();
  useEffect(() => {
    if (!open) setRoutes(null);
  }, [open]);

  const change = (values: string[]) => {
    if (values.includes(NOTICE_ROUTE.sms) && !routes.includes(NOTICE_ROUTE.sms) && buyNoteService === 0) {
      modal.info({ title: t('channels.title'), content: t('channels.smsNotBought') });
      return;
    }
    const result = normaliseNoticeRoutes(values, buyNoteService);
    if ('routes' in result) setRoutes(result.routes);
  };

  const submit = () =>
    save.mutateAsync(routes).then(
      () => {
        message.success(t('channels.saved'));
        onClose();
      },
      // shown by the shared client
      () => {},
    );

  const pendingAdmin = routes.filter(
    (r) => (r === NOTICE_ROUTE.email || r === NOTICE_ROUTE.wecom) && !enabled.includes(r),
  );

  return (
    <Modal
      open={open}
      title={t('channels.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={460}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox.Group
          value={routes}
          onChange={(v) => change(v as string[])}
          options={NOTICE_ROUTES.map((r) => ({
            value: r,
            label: t(`routes.${r}`),
            disabled: r === NOTICE_ROUTE.inApp,
          }))}
          data-testid="notice-channels"
        />
        <Alert type="info" showIcon message={t('channels.hint')} />
        {routes.some((r) => r === NOTICE_ROUTE.email || r === NOTICE_ROUTE.wecom) ? (
          <Alert
            type="warning"
            showIcon
            message={
              pendingAdmin.length
                ? t('channels.notEnabled', {
                    names: pendingAdmin.map((r) => t(`routes.${r as '2' | '3'}`)).join('、'),
                  })
                : t('channels.needsAdmin')
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
