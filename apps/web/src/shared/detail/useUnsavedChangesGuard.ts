import { Modal } from 'antd';
import { type ReactElement, type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { blockTexts } from '../list/texts';

/**
 * Asks before leaving a page with unsaved changes: a confirmation on in-app navigation (menu, tab
 * bar, back) and the browser's own prompt on reload or close. Pass a ref when the page navigates
 * right after saving: the ref is read at navigation time, a state only after the next render.
 *
 * @example
 * const dirty = useRef(false);
 * const guardHolder = useUnsavedChangesGuard(dirty); // render {guardHolder} in the page
 */
export function useUnsavedChangesGuard(dirty: boolean | RefObject<boolean>): ReactElement {
  const [modal, holder] = Modal.useModal();
  const isDirty = () => (typeof dirty === 'boolean' ? dirty : dirty.current);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
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
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });
  return holder;
}
