import { App } from 'antd';
import type { ExecutionT } from './texts';

/**
 * A dialog's save: `saved(mutation)` says 已保存 and closes the dialog when the save succeeds; a
 * failure the request layer has shown already, and the dialog stays open.
 */
export function useSaveThenClose(t: ExecutionT, onClose: () => void) {
  const { message } = App.useApp();
  return (saving: Promise<unknown>) =>
    saving.then(
      () => {
        void message.success(t('exec.saved'));
        onClose();
      },
      () => undefined,
    );
}
