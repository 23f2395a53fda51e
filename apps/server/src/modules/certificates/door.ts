/**
 * The certificates' door: the only file other areas import from modules/certificates (issue 29
 * item 3, docs/decisions.md "One door per area"). Areas earlier in the lifecycle do not import it;
 * they are reached through the hooks the certificates call.
 */
export {
  type ApprovedChanges,
  type PendingCertificateChange,
  provideApprovedChanges,
} from './hooks.ts';
