/**
 * Leaves what only the server reads out of the web bundle's endpoint tables
 * (packages/domain/src/<area>/*endpoints.ts): `summary` and `description` (Chinese text for the
 * OpenAPI document) and `access` (the server's permission check; the web gates its buttons with the
 * areas' `*_ACCESS` lists, imported where it needs them). The web derives its calls from a table's
 * method and path only, and every table sits in some page's chunk.
 */
import type { Plugin } from 'vite';

/** The endpoint tables of @cb/domain (an area's endpoints.ts, public-endpoints.ts …). */
const TABLE = /[\\/]packages[\\/]domain[\\/]src[\\/](?:[^\\/]+[\\/])?(?:[a-z-]+-)?endpoints\.ts$/;
/** A property the web does not read (after `{` or `,`: a property, not a comment's words). */
const KEY = /(?<=[{,]\s*)\b(?:summary|description|access):\s*/g;

/** Where the value starting at `from` ends: the first `,` or closing bracket outside brackets and strings. */
function valueEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const ch = code[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < code.length && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return i;
      depth--;
    } else if (ch === ',' && depth === 0) return i + 1;
  }
  return code.length;
}

/** The table's source without those properties. */
export function stripServerOnly(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(KEY)) {
    const start = match.index;
    if (start < last) continue;
    out += code.slice(last, start);
    last = valueEnd(code, start + match[0].length);
  }
  return out + code.slice(last);
}

export function endpointSummaries(): Plugin {
  return {
    name: 'cb:endpoint-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLE.test(id) || id.includes('/common/endpoints.ts')) return null;
      return { code: stripServerOnly(code), map: null };
    },
  };
}
