import { Modal } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { blockTexts } from '../list/texts';

/**
 * Asks before leaving a page with unsaved changes: a confirmation on in-app navigation (menu, tab
 * bar, back) and the browser's own prompt on reload or close. Pass false once saved.
 *
 * @example
 * const [dirty, setDirty] = useState(false);
 * const guardHolder = useUnsavedChangesGuard(dirty); // render {guardHolder} in the page
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactElement {
  const [modal, holder] = Modal.useModal();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { t } = blockTexts;
    void modal.confirm({
      title: t('leaveTitle'),
      content: t('leaveContent'),
      okText: t('leaveOk'),
      cancelText: t('leaveCancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return holder;
}
