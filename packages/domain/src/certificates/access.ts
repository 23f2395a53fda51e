/**
 * Who may call the certificate endpoints (zsfx, zsmb, zswh; any one of the codes suffices). No zod:
 * the web and the endpoint tables import it.
 */
import type { Permission } from '../permissions.ts';

/** 证书查询, 暂停撤销, 历史证书, the certificate PDF and certificate templates (zsmb). */
export const CERTIFICATE_ACCESS = {
  read: [
    'zsfx:search:detail',
    'zsfx:search:export',
    'zsfx:search:print',
    'zsfx:pauseCancel:pause',
    'zsfx:pauseCancel:cancel',
    'zsfx:pauseCancel:restore',
    'zsfx:pauseCancel:export',
    'zsfx:history:export',
    // 证书修改 opens the certificate it corrects.
    'zsfx:search:update',
  ],
  export: ['zsfx:search:export', 'zsfx:pauseCancel:export', 'zsfx:history:export'],
  print: ['zsfx:search:print', 'zsfx:add:print'],
  suspend: ['zsfx:pauseCancel:pause'],
  restore: ['zsfx:pauseCancel:restore'],
  /** 撤销 and 注销 are the one button code of 暂停撤销. */
  revoke: ['zsfx:pauseCancel:cancel'],
  cancel: ['zsfx:pauseCancel:cancel'],
  templateRead: ['zsmb:template:add', 'zsmb:template:edit', 'zsmb:template:delete', 'zsmb:template:preview'],
  templateAdd: ['zsmb:template:add'],
  templateEdit: ['zsmb:template:edit'],
  templateDelete: ['zsmb:template:delete'],
  templatePreview: ['zsmb:template:preview', 'zsmb:template:edit', 'zsmb:template:add'],
} as const satisfies Record<string, readonly Permission[]>;

/** 证书变更. */
export const CERTIFICATE_CHANGE_ACCESS = {
  read: ['zsfx:change:change', 'zsfx:change:detail'],
  change: ['zsfx:change:change'],
} as const satisfies Record<string, readonly Permission[]>;

/** 证书修改. */
export const CERTIFICATE_CORRECTION_ACCESS = {
  correct: ['zsfx:search:update'],
} as const satisfies Record<string, readonly Permission[]>;

/** 证书维护 (zswh) and 短信通知 (zsfx/sms). */
export const MAINTENANCE_ACCESS = {
  read: ['zswh:maintain:edit', 'zswh:maintain:export', 'zswh:maintain:import'],
  edit: ['zswh:maintain:edit'],
  export: ['zswh:maintain:export', 'zswh:maintain:edit'],
  notices: ['zsfx:sms:send', 'zsfx:pauseCancel:pause', 'zsfx:pauseCancel:cancel', 'zsfx:pauseCancel:restore'],
  resend: ['zsfx:sms:send'],
} as const satisfies Record<string, readonly Permission[]>;
