/** The element antd's Form shows a field's error message in. */
export const FORM_ERROR_SELECTOR = '.ant-form-item-explain-error';

/**
 * The error messages among the nodes that a DOM change added (the node itself or inside it), in
 * order and without repeats. antd's Form links a message to its field (aria-describedby) but does
 * not announce it; the shell's live region says what these return.
 */
export function addedFormErrors(records: Iterable<Pick<MutationRecord, 'addedNodes'>>): string[] {
  const texts: string[] = [];
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const found = node.matches(FORM_ERROR_SELECTOR)
        ? [node]
        : Array.from(node.querySelectorAll(FORM_ERROR_SELECTOR));
      for (const el of found) {
        const text = el.textContent?.trim();
        if (text && !texts.includes(text)) texts.push(text);
      }
    }
  }
  return texts;
}
