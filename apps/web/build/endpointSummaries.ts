/**
 * Leaves the endpoint tables' `summary` and `description` (Chinese text for the OpenAPI document,
 * packages/domain/src/<area>/endpoints.ts) out of the web bundle: the web derives its calls from a
 * table's method and path and never shows these, and every table sits in some page's chunk.
 */
import type { Plugin } from 'vite';

/** The endpoint tables of @cb/domain (an area's endpoints.ts, public-endpoints.ts …). */
const TABLE = /[\\/]packages[\\/]domain[\\/]src[\\/](?:[^\\/]+[\\/])?(?:[a-z-]+-)?endpoints\.ts$/;
/** `summary: '…',` / `description: "…",` / `summary: `…`,` — one string literal (no nesting). */
const TEXT = /\b(?:summary|description):\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`),?/g;

export function endpointSummaries(): Plugin {
  return {
    name: 'cb:endpoint-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLE.test(id) || id.includes('/common/endpoints.ts')) return null;
      return { code: code.replace(TEXT, ''), map: null };
    },
  };
}
