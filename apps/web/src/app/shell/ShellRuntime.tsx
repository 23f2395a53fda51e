import { App, Button } from 'antd';
import { useEffect } from 'react';
import { keepAlive } from '../../shared/api/session';
import { BOOTSTRAPPED_POLICY, http } from '../../shared/http';
import { t } from '../../shared/i18n';
import { loading } from '../../shared/loading/loadingStore';
import { StorageKey } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/persistent';
import { sessionStore } from '../../shared/stores/session';
import { startKeepAlive, stopKeepAlive } from '../runtime/keepAlive';
import { fetchDeployedVersion, startVersionCheck } from '../runtime/versionCheck';
import { planPresentation } from './errorCatalogue';

const BUILD_TIME = import.meta.env.VITE_BUILD_TIME ?? 'dev';
const VERSION_NOTICE_KEY = 'app-version';

let sessionEnding = false;

/**
 * The signed-in app's background work, started once the shell has loaded (the "bootstrap"):
 * the HTTP client's long timeout and retries, the keep-alive, the version check, and the error
 * catalogue of SPEC.md §8 over every non-silent call.
 */
export function ShellRuntime() {
  const { notification, modal, message } = App.useApp();

  useEffect(() => {
    http.configure(BOOTSTRAPPED_POLICY);
    startKeepAlive(
      () => Boolean(sessionStore.getState().token),
      () => keepAlive(BUILD_TIME),
    );
    const stopVersionCheck = startVersionCheck({
      current: BUILD_TIME,
      fetchVersion: () => fetchDeployedVersion(),
      notify: () =>
        notification.info({
          key: VERSION_NOTICE_KEY,
          title: t('versionCheck.title'),
          description: t('versionCheck.content'),
          duration: 0,
          closable: false,
          actions: (
            <Button type="primary" size="small" onClick={() => window.location.reload()}>
              {t('versionCheck.refresh')}
            </Button>
          ),
        }),
    });

    const offError = http.onError((error, context) => {
      const plan = planPresentation(error, context, {
        hasToken: Boolean(sessionStore.getState().token),
        timeoutText: t('http.timeout'),
        forbiddenText: t('http.forbidden'),
      });
      if (plan.hideLoading) loading.stop();
      const { show } = plan;
      if (show.type === 'message') void message.error(show.text);
      if (show.type === 'notification') {
        notification.error({
          key: `http-${error.code}-${show.description}`,
          title: show.title ?? t('http.noticeTitle'),
          description:
            show.prefixKey && show.description !== t(show.prefixKey)
              ? `${t(show.prefixKey)} ${show.description}`
              : show.prefixKey
                ? t(show.prefixKey)
                : show.description,
          duration: show.duration,
        });
      }
      if (plan.expireSession && !sessionEnding) {
        sessionEnding = true;
        stopKeepAlive();
        localStore.remove(StorageKey.token);
        modal.error({
          title: t('http.sessionExpiredTitle'),
          content: t('http.sessionExpiredContent'),
          okText: t('http.relogin'),
          closable: false,
          maskClosable: false,
          keyboard: false,
          onOk: async () => {
            await sessionStore.getState().logout();
            window.location.reload();
          },
        });
      }
      if (plan.logoutAfterMs !== undefined && !sessionEnding) {
        sessionEnding = true;
        stopKeepAlive();
        setTimeout(async () => {
          await sessionStore.getState().logout();
          window.location.reload();
        }, plan.logoutAfterMs);
      }
    });

    return () => {
      offError();
      stopVersionCheck();
      stopKeepAlive();
    };
  }, [notification, modal, message]);

  return null;
}
