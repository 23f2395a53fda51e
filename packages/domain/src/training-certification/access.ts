/** Who may call the 培训认证 (tc) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices): each step by a holder of its own code. */
export const TRAINING_APPLICATION_ACCESS = {
  /** The lists and a record: anyone who works on any step. */
  read: [
    'tc:application:detail',
    'tc:application:edit',
    'tc:material:audit',
    'tc:certified:audit',
    'tc:certified:edit',
    'tc:draft:make',
    'tc:publish:publish',
    'tc:report:edit',
    'tc:report:export',
  ],
  /** 新增 and 重新提交 (the applicant's handler). */
  add: ['tc:application:add'],
  edit: ['tc:application:edit'],
  export: ['tc:application:export', 'tc:report:export'],
  material: ['tc:material:audit'],
  review: ['tc:certified:audit', 'tc:certified:edit'],
  draft: ['tc:draft:make'],
  /** The draft's PDF: those who make or publish it, and the report's readers. */
  draftPdf: ['tc:draft:make', 'tc:publish:publish', 'tc:report:edit', 'tc:report:export'],
  publish: ['tc:publish:publish'],
  report: ['tc:report:edit', 'tc:report:export'],
} as const satisfies Record<string, readonly Permission[]>;
