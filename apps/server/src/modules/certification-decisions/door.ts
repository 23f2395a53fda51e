/**
 * The certification decisions' door: the only file other areas import from
 * modules/certification-decisions (issue 29 item 3, docs/decisions.md "One door per area"). The
 * certificates, a later area, register what the decisions need of them here (hooks.ts).
 */

export { carryCertificateSerials, closeOpenTask, openChangeTasks } from './for-certificates.ts';
export {
  type CertificateActor,
  type CertificatesForDecisions,
  type HeldCertificate,
  type IssuedCertificate,
  provideCertificateKey,
  provideCertificates,
} from './hooks.ts';
