/** Who may call the public-checks endpoints (no zod: the web and the endpoint tables import them). */
import { AUDIT_EXECUTION_ACCESS } from '../audit-execution/access.ts';
import type { Permission } from '../permissions.ts';

/** 培训证书管理: who may call what (any one of the codes suffices). */
export const TRAINING_CERTIFICATE_ACCESS = {
  read: [
    'zsfx:trainCertificate:detail',
    'zsfx:trainCertificate:add',
    'zsfx:trainCertificate:edit',
    'zsfx:trainCertificate:delete',
    'zsfx:trainCertificate:export',
  ],
  add: ['zsfx:trainCertificate:add'],
  edit: ['zsfx:trainCertificate:edit'],
  delete: ['zsfx:trainCertificate:delete'],
  export: ['zsfx:trainCertificate:export'],
} as const satisfies Record<string, readonly Permission[]>;

/** 档案核查: whoever reads the archive (audit execution's `archiveRead`). */
export const FILE_ARCHIVE_CHECK_ACCESS = AUDIT_EXECUTION_ACCESS.archiveRead;
