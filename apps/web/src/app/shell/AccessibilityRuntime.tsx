import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { announceFormErrors } from './formErrors';
import { TABLE_SCROLLER_SELECTOR, updateScrollRegions } from './scrollRegions';

/**
 * What the shell adds to antd's components for WCAG 2.1 AA, following the page as it changes: the
 * error messages of forms (in pages and dialogs alike) are read out as they appear, and tables
 * that scroll without anything focusable inside can be scrolled by keyboard.
 */
export function AccessibilityRuntime() {
  const { t } = useTranslation();
  const label = t('shell.scrollableTable');

  useEffect(() => {
    let frame = 0;
    const resized = new ResizeObserver(() => schedule());
    function schedule() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        updateScrollRegions(document.body, label);
        for (const el of document.querySelectorAll(TABLE_SCROLLER_SELECTOR)) resized.observe(el);
      });
    }
    const changed = new MutationObserver((records) => {
      announceFormErrors(records);
      schedule();
    });
    changed.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      changed.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [label]);

  return null;
}
