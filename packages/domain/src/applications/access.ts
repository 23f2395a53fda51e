/**
 * Who may call which application (xmsl) endpoint, and where the applications' record files live.
 * Plain constants without zod, so the web's permission checks and file tabs can import them.
 */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices); the web gates the same buttons with them. */
export const APPLICATION_ACCESS = {
  /** The list: anyone holding one of the application actions. */
  list: ['xmsl:search:detail', 'xmsl:search:audit', 'xmsl:search:update', 'xmsl:add:add'],
  /** The detail page. */
  read: ['xmsl:search:audit', 'xmsl:search:detail'],
  add: ['xmsl:add:add'],
  /** Edit a draft or returned application. */
  edit: ['xmsl:search:update', 'xmsl:add:add'],
  submit: ['xmsl:add:submit'],
  /** Accept or return a submitted application. */
  review: ['xmsl:search:audit'],
  withdraw: ['xmsl:add:submit', 'xmsl:search:update'],
  delete: ['xmsl:search:delete'],
  export: ['xmsl:search:export'],
  /** The numbering rule: read by those who create applications, changed by the settings' editors. */
  numberRule: ['xmsl:add:add', 'sys:setting:edit'],
  numberRuleEdit: ['sys:setting:edit'],
  /** An application's documents: read with the application, changed by those who edit it. */
  filesRead: ['xmsl:search:audit', 'xmsl:search:detail', 'xmsl:add:add', 'xmsl:search:update'],
  filesWrite: ['xmsl:add:add', 'xmsl:search:update'],
} as const satisfies Record<string, readonly Permission[]>;

/** Who may call the change-request (变更申请) endpoints. */
export const CHANGE_REQUEST_ACCESS = {
  list: ['xmsl:change:add', 'xmsl:change:edit', 'xmsl:change:detail', 'xmsl:change:revoke'],
  detail: ['xmsl:change:detail'],
  /** Raised from the change list, or by an auditor from the task list (auditor zone). */
  add: ['xmsl:change:add', 'auditorZone:myTask:change'],
  edit: ['xmsl:change:edit'],
  revoke: ['xmsl:change:revoke'],
} as const satisfies Record<string, readonly Permission[]>;

/** Who may read and maintain the 资料下载 library. */
export const DOWNLOAD_LIBRARY_ACCESS = {
  read: [...APPLICATION_ACCESS.list, 'xmsl:download:upload', 'xmsl:download:delete'],
  write: ['xmsl:download:upload', 'xmsl:download:delete'],
} as const satisfies Record<string, readonly Permission[]>;

/** Where the record files of applications and of the download library live below /api. */
export const APPLICATION_FILES_PREFIX = '/xmsl/cerApplyApi/files';
export const DOWNLOAD_FILES_PREFIX = '/xmsl/download/files';
/** The document types of an application and of the download library. */
export const APPLICATION_DOCUMENT_TYPES = ['xmsl001', 'business_license', 'attachment'] as const;
export const DOWNLOAD_DOCUMENT_TYPES = ['xmsl001', 'attachment'] as const;
