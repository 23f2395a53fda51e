/** Who may call the 客户通知 and 开放文件 (khgl) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const CLIENT_NOTICE_ACCESS = {
  /** The body's list of notices and a notice: anyone who may manage them. */
  read: ['khgl:notice:detail', 'khgl:notice:edit', 'khgl:notice:add', 'khgl:notice:send'],
  add: ['khgl:notice:add'],
  edit: ['khgl:notice:edit'],
  /** The audience's count and the enterprise picker, while writing a notice or opening a file. */
  compose: ['khgl:notice:add', 'khgl:notice:edit', 'khgl:openedFile:upload', 'khgl:openedFile:edit'],
  send: ['khgl:notice:send'],
  delete: ['khgl:notice:delete'],
  export: ['khgl:notice:export'],
  /** The enterprise's own notices (row scope: its enterprise). */
  mine: ['khgl:notice:read'],
} as const satisfies Record<string, readonly Permission[]>;

export const OPENED_FILE_ACCESS = {
  /** The body's list of opened files. */
  read: ['khgl:openedFile:upload', 'khgl:openedFile:edit', 'khgl:openedFile:delete'],
  add: ['khgl:openedFile:upload'],
  edit: ['khgl:openedFile:edit'],
  delete: ['khgl:openedFile:delete'],
  /** The files opened to the user's enterprise, and their downloads. */
  mine: ['khgl:openedFile:download'],
  /** A file's content: the body's users and the enterprises it is opened to. */
  download: ['khgl:openedFile:download', 'khgl:openedFile:upload', 'khgl:openedFile:edit'],
} as const satisfies Record<string, readonly Permission[]>;
