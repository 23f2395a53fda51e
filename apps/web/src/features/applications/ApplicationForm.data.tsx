/**
 * Fields of the application form (ApplicationForm.tsx lays them out on a grid): the values ↔
 * request body mapping and the fields of the application and of each standard, with their
 * Chinese validation messages. The server validates the body again with the contract's schema.
 */
import {
  APPLICATION_TYPE_TRANSFER,
  APPLICATION_TYPES,
  AUDIT_METHODS,
  eligibilityItemsFor,
  optionsOf,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import type { FormField } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import type { ApplicationBody, ApplicationDetail } from './api';
import { ProfessionalCodeSelect } from './ProfessionalCodeSelect';
import { StandardVersionInput } from './StandardVersionInput';
import type { ApplicationT } from './texts';

/** A field and its width on the form's grid (columns of 24: on phones, then from md up). */
export type GridField = FormField & { xs: number; md: number };

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

const req = (message: string) => [{ required: true, message }];

/**
 * The application's own fields; a transfer (转机构认证) adds the original body and certificate.
 * `enterpriseSelect` is the enterprise picker (it searches the server).
 */
export function applicationFields(
  t: ApplicationT,
  { type, enterpriseSelect }: { type: number; enterpriseSelect: ReactNode },
): GridField[] {
  const locale = currentLocale();
  return [
    {
      name: 'enterpriseId',
      label: t('field.enterprise'),
      rules: req(t('form.enterpriseRequired')),
      input: enterpriseSelect,
      xs: 24,
      md: 12,
    },
    {
      name: 'applicationType',
      label: t('field.applicationType'),
      rules: req(t('form.typeRequired')),
      input: <Radio.Group options={optionsOf(APPLICATION_TYPES, locale)} />,
      xs: 24,
      md: 6,
    },
    {
      name: 'receivedDate',
      label: t('field.receivedDate'),
      rules: req(t('form.dateRequired')),
      input: <DatePicker style={{ width: '100%' }} />,
      xs: 24,
      md: 6,
    },
    ...(type === APPLICATION_TYPE_TRANSFER
      ? [
          {
            name: 'originalBody',
            label: t('field.originalBody'),
            rules: req(t('form.originalBodyRequired')),
            input: <Input maxLength={200} />,
            xs: 24,
            md: 12,
          },
          {
            name: 'originalCertificateNo',
            label: t('field.originalCertificateNo'),
            rules: req(t('form.originalCertificateNoRequired')),
            input: <Input maxLength={100} />,
            xs: 24,
            md: 12,
          },
        ]
      : []),
    { name: 'contactName', label: t('field.contactName'), input: <Input maxLength={50} />, xs: 24, md: 6 },
    { name: 'contactPhone', label: t('field.contactPhone'), input: <Input maxLength={30} />, xs: 24, md: 6 },
    { name: 'remark', label: t('field.remark'), input: <Input maxLength={1000} />, xs: 24, md: 12 },
  ];
}

/** The fields of the standard at `name` in the items list (`index` numbers its test id). */
export function applicationItemFields(t: ApplicationT, name: number, index: number): GridField[] {
  const locale = currentLocale();
  const at = (field: keyof ApplicationItemValues) => ({ key: field, name: [name, field] });
  return [
    {
      ...at('certificateStandardId'),
      label: t('item.standard'),
      rules: req(t('form.standardRequired')),
      input: <CertificateStandardSelect data-testid={`item-standard-${index}`} />,
      xs: 24,
      md: 8,
    },
    {
      ...at('standardVersion'),
      label: t('item.standardVersion'),
      input: <StandardVersionInput item={name} />,
      xs: 24,
      md: 4,
    },
    {
      ...at('riskLevel'),
      label: t('item.riskLevel'),
      input: <Select allowClear options={optionsOf(RISK_LEVELS, locale)} />,
      xs: 12,
      md: 4,
    },
    {
      ...at('auditMethod'),
      label: t('item.auditMethod'),
      input: <Select options={optionsOf(AUDIT_METHODS, locale)} />,
      xs: 12,
      md: 4,
    },
    {
      ...at('systemNumber'),
      label: t('item.systemNumber'),
      input: <Select options={optionsOf(SYSTEM_NUMBERS, locale)} />,
      xs: 12,
      md: 4,
    },
    {
      ...at('scopeZh'),
      label: t('item.scopeZh'),
      rules: req(t('form.scopeRequired')),
      input: <Input.TextArea rows={2} maxLength={2000} />,
      xs: 24,
      md: 12,
    },
    {
      ...at('scopeEn'),
      label: t('item.scopeEn'),
      input: <Input.TextArea rows={2} maxLength={2000} />,
      xs: 24,
      md: 12,
    },
    {
      ...at('professionalCodes'),
      label: t('item.professionalCodes'),
      tooltip: t('item.professionalCodesHint'),
      input: <ProfessionalCodeSelect item={name} data-testid={`item-codes-${index}`} />,
      xs: 24,
      md: 8,
    },
    {
      ...at('headcount'),
      label: t('item.headcount'),
      rules: req(t('form.headcountRequired')),
      input: <InputNumber min={0} precision={0} style={{ width: '100%' }} />,
      xs: 12,
      md: 4,
    },
    {
      ...at('effectivePersonnel'),
      label: t('item.effectivePersonnel'),
      rules: req(t('form.effectiveRequired')),
      input: <InputNumber min={0} precision={0} style={{ width: '100%' }} />,
      xs: 12,
      md: 4,
    },
    { ...at('exclusions'), label: t('item.exclusions'), input: <Input maxLength={1000} />, xs: 16, md: 6 },
    {
      ...at('integratedAudit'),
      label: t('item.integratedAudit'),
      valuePropName: 'checked',
      input: <Checkbox />,
      xs: 8,
      md: 2,
    },
  ];
}
