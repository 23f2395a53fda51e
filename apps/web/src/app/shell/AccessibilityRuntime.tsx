import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { addedFormErrors } from './formErrors';
import { TABLE_SCROLLER_SELECTOR, updateScrollRegions } from './scrollRegions';

/**
 * What the shell adds to antd's components for WCAG 2.1 AA, following the page as it changes: a
 * polite live region that reads out the error messages of forms (in pages and dialogs alike), and
 * keyboard access to tables that scroll without anything focusable inside.
 */
export function AccessibilityRuntime() {
  const { t } = useTranslation();
  const label = t('shell.scrollableTable');
  const [message, setMessage] = useState('');

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
      const errors = addedFormErrors(records);
      if (errors.length > 0) setMessage(errors.join('；'));
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

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="form-errors"
    >
      {message}
    </div>
  );
}
