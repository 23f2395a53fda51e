/** Columns and form fields of the standard page (StandardListPage.tsx renders them). */
import type { CertificateStandardRecord } from '@cb/domain';
import type { TableColumnsType } from 'antd';
import { Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { ActionLink } from '../../shared/list/ActionLink';
import type { ReferenceT } from './texts';

export function standardColumns(
  t: ReferenceT,
  edit: ((row: CertificateStandardRecord) => void) | null,
): TableColumnsType<CertificateStandardRecord> {
  const yesNo = (v: number) => (v === 1 ? t('admin.yes') : t('admin.no'));
  return [
    { title: t('admin.standardCode'), dataIndex: 'code', width: 90 },
    { title: t('admin.standardName'), dataIndex: 'name', width: 200 },
    { title: t('admin.shortName'), dataIndex: 'shortName', width: 80 },
    { title: t('admin.fullName'), dataIndex: 'fullName', ellipsis: true },
    { title: t('admin.scopeCertificate'), dataIndex: 'scopeCertificate', width: 90, render: yesNo },
    {
      title: t('admin.status'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: number) =>
        v === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>,
    },
    {
      title: t('admin.actions'),
      width: 80,
      render: (_: unknown, row) =>
        edit ? <ActionLink onClick={() => edit(row)}>{t('admin.edit')}</ActionLink> : null,
    },
  ];
}

export function standardFormFields(t: ReferenceT) {
  const required = (message: string) => [{ required: true, message }];
  return (
    <>
      <Space size="large" wrap>
        <Form.Item name="code" label={t('admin.standardCode')} rules={required(t('rule.standardCode'))}>
          <Input maxLength={20} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="shortName" label={t('admin.shortName')} rules={required(t('rule.shortName'))}>
          <Input maxLength={40} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="sortNo" label={t('admin.sortNo')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name="name" label={t('admin.standardName')} rules={required(t('rule.standardName'))}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="realName" label={t('admin.realName')} rules={required(t('rule.actualName'))}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="fullName" label={t('admin.fullName')} rules={required(t('rule.fullName'))}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="standardNumber" label={t('admin.standardNumber')}>
        <Input maxLength={200} />
      </Form.Item>
      <Space size="large">
        <Form.Item name="scopeCertificate" label={t('admin.scopeCertificate')}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: 1, label: t('admin.yes') },
              { value: 0, label: t('admin.no') },
            ]}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.status')}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: 1, label: t('admin.enabled') },
              { value: 0, label: t('admin.disabled') },
            ]}
          />
        </Form.Item>
      </Space>
    </>
  );
}
