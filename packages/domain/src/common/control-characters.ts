/**
 * Control characters in request text (issue 30 item 7). PostgreSQL cannot store U+0000 in `text` or
 * `jsonb` at all (the statement fails), and the other C0 controls and DEL are invisible on screen,
 * in printed certificates and in exports. So every string a request sends is checked once, before
 * its contract is: one that holds U+0000–U+001F or U+007F is refused with 400 naming the field.
 *
 * Tab, line feed and carriage return are text in a multi-line field (remarks, scopes, notice
 * content, pasted tables), so a request body may keep them. Query strings and path parameters are
 * single-line by nature (filters, numbers, ids, the public lookups): there they are refused too.
 */

/** Every C0 control character and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is about control characters
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, less tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is about control characters
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is about control characters
const ANY_CONTROL_GLOBAL = /[\u0000-\u001f\u007f]/g;

/**
 * Whether `text` holds a control character that is refused: any of them in single-line text, all
 * but tab, line feed and carriage return in multi-line text.
 * @example hasControlCharacter('a\u0000b', true) // true
 * @example hasControlCharacter('第一行\n第二行', true) // false
 */
export function hasControlCharacter(text: string, multiLine: boolean): boolean {
  return (multiLine ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/**
 * The field of `value` (a parsed JSON body, a query string or path parameters) whose text or name
 * holds a refused control character, as a path (`sites[0].name`); null when there is none.
 * @example controlCharacterField({ holderName: 'a\u0000b' }, true) // 'holderName'
 */
export function controlCharacterField(value: unknown, multiLine: boolean, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value, multiLine) ? path || '参数' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterField(value[i], multiLine, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    // A field name is single-line whatever the part: it becomes a column, a jsonb key or a log line.
    if (hasControlCharacter(key, false)) return at.replace(ANY_CONTROL_GLOBAL, '?');
    const found = controlCharacterField(item, multiLine, at);
    if (found) return found;
  }
  return null;
}

/** The refusal of a request whose `field` holds a control character (the 400's message). */
export function controlCharacterMessage(field: string): string {
  const shown = field.length > 60 ? `${field.slice(0, 60)}…` : field;
  return `${shown}含有不允许的控制字符，请删除后重试`;
}
