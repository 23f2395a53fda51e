/** Who may call the 证书邮寄 (yjgl) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const CERTIFICATE_MAIL_ACCESS = {
  read: [
    'yjgl:mail:add',
    'yjgl:mail:edit',
    'yjgl:mail:sign',
    'yjgl:mail:export',
    'yjgl:apply:add',
    'yjgl:apply:edit',
    'yjgl:apply:approve',
  ],
  add: ['yjgl:mail:add', 'zsfx:search:mail'],
  edit: ['yjgl:mail:edit', 'yjgl:mail:add'],
  send: ['yjgl:mail:edit', 'yjgl:mail:add'],
  sign: ['yjgl:mail:sign'],
  export: ['yjgl:mail:export'],
  apply: ['yjgl:apply:add'],
  applyEdit: ['yjgl:apply:edit', 'yjgl:apply:add'],
  approve: ['yjgl:apply:approve'],
} as const satisfies Record<string, readonly Permission[]>;
