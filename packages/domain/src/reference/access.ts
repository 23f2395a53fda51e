/** Who may call the reference-data endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const REFERENCE_ACCESS = {
  dictionaryAdmin: ['sys:dict:add', 'sys:dict:edit', 'sys:dict:delete'],
  dictionaryAdd: ['sys:dict:add'],
  dictionaryEdit: ['sys:dict:edit'],
  dictionaryDelete: ['sys:dict:delete'],
  standardAdmin: ['sys:standard:add', 'sys:standard:edit'],
  standardAdd: ['sys:standard:add'],
  standardEdit: ['sys:standard:edit'],
  /** The professional-code lookup of every role that picks codes. */
  codeQuery: ['common:code:query'],
  codeAdd: ['sys:code:add'],
  codeEdit: ['sys:code:edit'],
  codeDelete: ['sys:code:delete'],
  codeImport: ['sys:code:import'],
  codeExport: ['sys:code:export'],
  /** The scope-picking tool's search. */
  reviewTool: ['common:review:tool'],
  certItemAdmin: ['sys:certItem:add', 'sys:certItem:edit', 'sys:certItem:delete'],
  certItemAdd: ['sys:certItem:add'],
  certItemEdit: ['sys:certItem:edit'],
  certItemDelete: ['sys:certItem:delete'],
  columnSetting: ['common:column:setting'],
  companyCheck: ['common:company:check'],
  /** The company-check links are part of the system settings. */
  companyCheckEdit: ['sys:setting:edit'],
} as const satisfies Record<string, readonly Permission[]>;
