/** Dictionary (数据字典) values stored as comma-separated codes (SPEC.md §5 "dictionary name list"). */

/** A dictionary item as the server's getDictItems returns it. */
export interface DictionaryItem {
  value: string;
  text: string;
}

/**
 * The item texts of a comma-separated value string, in the order of the values; unknown values are
 * left out.
 * @example dictionaryNames('1,3', [{ value: '1', text: '站内' }, { value: '3', text: '邮件' }]) // ['站内', '邮件']
 */
export function dictionaryNames(
  values: string | null | undefined,
  items: readonly DictionaryItem[],
): string[] {
  if (!values) return [];
  return values
    .split(',')
    .map((value) => items.find((item) => item.value === value.trim())?.text)
    .filter((text): text is string => text !== undefined);
}
