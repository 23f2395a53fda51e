/**
 * The application form's values ↔ the request body (ApplicationForm.tsx lays the fields out). The
 * server validates the body again with the contract's schema.
 */
import { eligibilityItemsFor } from '@cb/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { ApplicationBody, ApplicationDetail } from './api';

export interface ApplicationItemValues {
  certificateStandardId?: string;
  standardVersion?: string;
  scopeZh?: string;
  scopeEn?: string;
  professionalCodes?: string[];
  riskLevel?: number | null;
  headcount?: number;
  effectivePersonnel?: number;
  exclusions?: string;
  auditMethod?: number;
  systemNumber?: number;
  integratedAudit?: boolean;
}

export interface ApplicationFormValues {
  enterpriseId?: string;
  applicationType: number;
  receivedDate?: Dayjs;
  originalBody?: string;
  originalCertificateNo?: string;
  contactName?: string;
  contactPhone?: string;
  remark?: string;
  /** Codes of the confirmed checklist items. */
  eligibility: string[];
  items: ApplicationItemValues[];
}

/** What 添加认证标准 adds. */
export const NEW_APPLICATION_ITEM: ApplicationItemValues = {
  auditMethod: 1,
  systemNumber: 1,
  integratedAudit: false,
  professionalCodes: [],
};

/** A new application's values (received today), or the record's. */
export function applicationInitialValues(record: ApplicationDetail | null): ApplicationFormValues {
  if (!record)
    return { applicationType: 1, receivedDate: dayjs(), eligibility: [], items: [NEW_APPLICATION_ITEM] };
  return {
    enterpriseId: record.enterpriseId,
    applicationType: record.applicationType,
    receivedDate: dayjs(record.receivedDate),
    originalBody: record.originalBody,
    originalCertificateNo: record.originalCertificateNo,
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    remark: record.remark,
    eligibility: Object.entries(record.eligibility)
      .filter(([, v]) => v)
      .map(([k]) => k),
    items: record.items.map((i) => ({ ...i, integratedAudit: i.integratedAudit === 1 })),
  };
}

/** The request body of the form's values (text trimmed, the checklist of the type only). */
export function toApplicationBody(v: ApplicationFormValues): ApplicationBody {
  return {
    enterpriseId: v.enterpriseId ?? '',
    applicationType: v.applicationType,
    receivedDate: v.receivedDate ? v.receivedDate.format('YYYY-MM-DD') : '',
    originalBody: v.originalBody?.trim() ?? '',
    originalCertificateNo: v.originalCertificateNo?.trim() ?? '',
    contactName: v.contactName?.trim() ?? '',
    contactPhone: v.contactPhone?.trim() ?? '',
    remark: v.remark?.trim() ?? '',
    eligibility: Object.fromEntries(
      eligibilityItemsFor(v.applicationType).map((i) => [i.code, v.eligibility.includes(i.code)]),
    ),
    items: v.items.map((i) => ({
      certificateStandardId: i.certificateStandardId ?? '',
      standardVersion: i.standardVersion?.trim() ?? '',
      scopeZh: i.scopeZh?.trim() ?? '',
      scopeEn: i.scopeEn?.trim() ?? '',
      professionalCodes: i.professionalCodes ?? [],
      riskLevel: i.riskLevel ?? null,
      headcount: i.headcount ?? 0,
      effectivePersonnel: i.effectivePersonnel ?? 0,
      exclusions: i.exclusions?.trim() ?? '',
      auditMethod: i.auditMethod ?? 1,
      systemNumber: i.systemNumber ?? 1,
      integratedAudit: i.integratedAudit ? 1 : 0,
    })),
  };
}
