/**
 * Columns, search fields and the edit form of the professional-code page
 * (ProfessionalCodeListPage.tsx renders them), and the form's conversion to the save body.
 */
import {
  type CertificateCodeRecord,
  certificateCodeEnabledLabel,
  isProfessionalCode,
  type Permission,
  PROFESSIONAL_CODE_MESSAGE,
} from '@cb/domain';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { DictSelect } from '../../shared/components/form/DictSelect';
import { currentLocale } from '../../shared/i18n';
import { actionsColumn, type ListColumn, TextFilter, textColumn } from '../../shared/list';
import { editDeleteActions, requiredTextField } from './adminParts';
import type { CodeBody } from './api';
import type { ReferenceT } from './texts';

/** The edit form's values (dates as one range, risk as the dictionary's text value). */
export interface CodeForm {
  certificateStandardId: string;
  certCodeCustom: string;
  proName: string;
  riskLevel?: string;
  izHaveFlag: 0 | 1;
  reportingCode?: string;
  techSpecification?: string;
  belIndustry?: string;
  dates?: [dayjs.Dayjs | null, dayjs.Dayjs | null];
  enabled: 0 | 1;
  remark?: string;
}

/** The form's values of a record (a new one: not witnessed, valid). */
export function codeFormOf(record: CertificateCodeRecord | null): Partial<CodeForm> {
  if (!record) return { izHaveFlag: 0, enabled: 1 };
  return {
    certificateStandardId: record.certificateStandardId,
    certCodeCustom: record.certCodeCustom,
    proName: record.proName,
    riskLevel: record.riskLevel ? String(record.riskLevel) : undefined,
    izHaveFlag: record.izHaveFlag,
    reportingCode: record.reportingCode,
    techSpecification: record.techSpecification,
    belIndustry: record.belIndustry,
    dates: [
      record.effectiveDate ? dayjs(record.effectiveDate) : null,
      record.expiryDate ? dayjs(record.expiryDate) : null,
    ],
    enabled: record.enabled === 0 ? 0 : 1,
    remark: record.remark,
  };
}

/** The save body of the form's values. */
export function codeBodyOf(values: CodeForm): CodeBody {
  return {
    certificateStandardId: values.certificateStandardId,
    certCodeCustom: values.certCodeCustom.trim(),
    proName: values.proName,
    riskLevel: values.riskLevel ? (Number(values.riskLevel) as 1 | 2 | 3 | 4) : null,
    izHaveFlag: values.izHaveFlag,
    reportingCode: values.reportingCode ?? '',
    techSpecification: values.techSpecification ?? '',
    belIndustry: values.belIndustry ?? '',
    effectiveDate: values.dates?.[0]?.format('YYYY-MM-DD') ?? null,
    expiryDate: values.dates?.[1]?.format('YYYY-MM-DD') ?? null,
    enabled: values.enabled,
    remark: values.remark ?? '',
  };
}

export interface CodeColumnContext {
  t: ReferenceT;
  can: (action: Permission) => boolean;
  edit: (row: CertificateCodeRecord) => void;
  remove: (id: string) => Promise<unknown>;
}

export function codeColumns({
  t,
  can,
  edit,
  remove,
}: CodeColumnContext): ListColumn<CertificateCodeRecord>[] {
  return [
    { key: 'certCodeCustom', title: t('lookup.code'), dataIndex: 'certCodeCustom', width: 100 },
    { key: 'proName', title: t('lookup.name'), dataIndex: 'proName', width: 220 },
    textColumn('certificateStandardFullName', t('lookup.standard'), undefined, { ellipsis: true }),
    { key: 'riskLevel', title: t('lookup.risk'), dataIndex: 'riskLevel_dictText', width: 80 },
    { key: 'izHaveFlag', title: t('lookup.witness'), dataIndex: 'izHaveFlag_dictText', width: 70 },
    { key: 'reportingCode', title: t('admin.reportingCode'), dataIndex: 'reportingCode', width: 100 },
    {
      key: 'enabled',
      title: t('lookup.validity'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: number | null) => certificateCodeEnabledLabel(v, currentLocale()),
    },
    actionsColumn(t('admin.actions'), 130, (row) => (
      <>
        {editDeleteActions(t, {
          canEdit: can('sys:code:edit'),
          canDelete: can('sys:code:delete'),
          edit: () => edit(row),
          remove: () => remove(row.id),
        })}
      </>
    )),
  ];
}

export function codeSearchFields(t: ReferenceT) {
  return (
    <>
      <Form.Item name="certificateStandardId" label={t('lookup.standard')}>
        <CertificateStandardSelect style={{ width: 200 }} />
      </Form.Item>
      <TextFilter name="certCodeCustom" label={t('lookup.code')} width={120} maxLength={20} />
      <TextFilter name="proName" label={t('lookup.name')} width={160} maxLength={100} />
    </>
  );
}

const professionalCodeRule = {
  validator: (_r: unknown, v: string | undefined) =>
    v && isProfessionalCode(v.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(PROFESSIONAL_CODE_MESSAGE)),
};

export function codeFormFields(t: ReferenceT) {
  return (
    <>
      <Form.Item
        name="certificateStandardId"
        label={t('lookup.standard')}
        rules={[{ required: true, message: t('rule.standard') }]}
      >
        <CertificateStandardSelect />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="certCodeCustom" label={t('lookup.code')} rules={[professionalCodeRule]}>
          <Input maxLength={8} style={{ width: 140 }} placeholder="19.05.01" />
        </Form.Item>
        <Form.Item name="riskLevel" label={t('lookup.risk')}>
          <DictSelect dictCode="risk_level" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="izHaveFlag" label={t('lookup.witness')}>
          <Select
            style={{ width: 100 }}
            options={[
              { value: 0, label: t('admin.no') },
              { value: 1, label: t('admin.yes') },
            ]}
          />
        </Form.Item>
      </Space>
      {requiredTextField('proName', t('lookup.name'), t('rule.codeName'), 200)}
      <Space size="large" wrap>
        <Form.Item name="reportingCode" label={t('admin.reportingCode')}>
          <Input maxLength={20} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="belIndustry" label={t('lookup.industry')}>
          <Input maxLength={200} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('lookup.validity')}>
          <Select
            style={{ width: 100 }}
            options={[
              { value: 1, label: t('rule.valid') },
              { value: 0, label: t('rule.invalid') },
            ]}
          />
        </Form.Item>
      </Space>
      <Form.Item name="dates" label={`${t('admin.effectiveDate')} ~ ${t('admin.expiryDate')}`}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="techSpecification" label={t('lookup.spec')}>
        <Input.TextArea maxLength={500} autoSize />
      </Form.Item>
      <Form.Item name="remark" label={t('lookup.remark')}>
        <Input.TextArea maxLength={500} autoSize />
      </Form.Item>
    </>
  );
}
