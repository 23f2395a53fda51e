import { describe, expect, it } from 'vitest';
import { trainingCertificateStatus } from './service.ts';

describe('trainingCertificateStatus', () => {
  it('is valid without a limit or up to and including the validity date', () => {
    expect(trainingCertificateStatus({ status: 1, validTo: null }, '2026-11-24')).toBe(1);
    expect(trainingCertificateStatus({ status: 1, validTo: '2026-11-24' }, '2026-11-24')).toBe(1);
  });
  it('is expired the day after the validity date', () => {
    expect(trainingCertificateStatus({ status: 1, validTo: '2026-11-23' }, '2026-11-24')).toBe(3);
  });
  it('stays revoked whatever the dates', () => {
    expect(trainingCertificateStatus({ status: 2, validTo: null }, '2026-11-24')).toBe(2);
    expect(trainingCertificateStatus({ status: 2, validTo: '2020-01-01' }, '2026-11-24')).toBe(2);
  });
});
