/** The element antd's Form shows a field's error message in. */
export const FORM_ERROR_SELECTOR = '.ant-form-item-explain-error';

/**
 * Makes the error messages among the nodes that a DOM change added (the node itself or inside it)
 * alerts, which screen readers read out as they appear. antd's Form links a message to its field
 * (aria-describedby, read when the field has the focus) but no longer announces it; called from a
 * MutationObserver, the role is there before the browser builds its accessibility tree.
 * Returns how many it marked.
 */
export function announceFormErrors(records: Iterable<Pick<MutationRecord, 'addedNodes'>>): number {
  let marked = 0;
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const found = node.matches(FORM_ERROR_SELECTOR) ? [node] : node.querySelectorAll(FORM_ERROR_SELECTOR);
      for (const el of found) {
        if (el.getAttribute('role') === 'alert') continue;
        el.setAttribute('role', 'alert');
        marked++;
      }
    }
  }
  return marked;
}
