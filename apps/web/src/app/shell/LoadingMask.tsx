import { Spin } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLoading } from '../../shared/loading/loadingStore';

/** The loading mask (SPEC.md §4): a spinner over the app with its text, default 加载中···. */
export function LoadingMask() {
  const { t } = useTranslation();
  const visible = useLoading((s) => s.visible);
  const text = useLoading((s) => s.text);
  return <Spin fullscreen spinning={visible} description={text ?? t('app.loading')} />;
}
