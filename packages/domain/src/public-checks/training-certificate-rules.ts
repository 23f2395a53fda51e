/**
 * The rules of a training certificate, shared by the server (through the contract) and the web form:
 * plain functions without zod, so the web bundle does not carry the schemas.
 */

/** The stored states a staff member sets: 1 有效 (issued), 2 已撤销 (expiry is derived from `validTo`). */
export const TRAINING_CERTIFICATE_STORED_STATUS = { valid: 1, revoked: 2 } as const;

export interface TrainingCertificateDates {
  trainingFrom: string;
  trainingTo: string;
  issueDate: string;
  validTo: string | null;
}

/**
 * The first inconsistency of a certificate's dates, as a field and its Chinese message, or null.
 * The course ends on or after it starts; the certificate is issued on or after the course starts;
 * a validity date is on or after the issue date.
 */
export function trainingCertificateDateProblem(
  d: TrainingCertificateDates,
): { field: keyof TrainingCertificateDates; message: string } | null {
  if (d.trainingTo < d.trainingFrom)
    return { field: 'trainingTo', message: '培训结束日期不能早于培训开始日期' };
  if (d.issueDate < d.trainingFrom) return { field: 'issueDate', message: '发证日期不能早于培训开始日期' };
  if (d.validTo !== null && d.validTo < d.issueDate)
    return { field: 'validTo', message: '有效期至不能早于发证日期' };
  return null;
}

/** A revocation needs its reason (it is kept with the certificate). */
export function trainingCertificateRevocationProblem(v: {
  status: number;
  revokeReason: string;
}): string | null {
  return v.status === TRAINING_CERTIFICATE_STORED_STATUS.revoked && v.revokeReason.trim() === ''
    ? '撤销证书时请输入撤销原因'
    : null;
}
