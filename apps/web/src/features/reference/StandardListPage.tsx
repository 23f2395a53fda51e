import type { CertificateStandardRecord } from '@cb/domain';
import { Button, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { forgetStandards } from '../../shared/components/form/referenceData';
import { usePermission } from '../../shared/permissions';
import { referenceApi } from './api';
import { EditModal } from './EditModal';
import { referenceTexts } from './texts';

/** 认证标准 (sys/StandardList): the tenant's certification standards and their names. */
export default function StandardListPage() {
  const { t } = referenceTexts.useTranslation();
  const can = usePermission();
  const [rows, setRows] = useState<CertificateStandardRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Partial<CertificateStandardRecord> | null>(null);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await referenceApi.allStandards());
    } catch {
      // shown by the shared client
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);
  const yesNo = (v: number) => (v === 1 ? t('admin.yes') : t('admin.no'));

  return (
    <div className="reference-page">
      {can('sys:standard:add') ? (
        <Button
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ scopeCertificate: 1, enabled: 1, sortNo: rows.length + 1 })}
        >
          {t('admin.add')}
        </Button>
      ) : null}
      <Table<CertificateStandardRecord>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
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
              can('sys:standard:edit') ? (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('admin.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      <EditModal<CertificateStandardRecord>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        width={640}
        onSave={(values) =>
          editing?.id
            ? referenceApi.editStandard({ ...values, id: editing.id, version: editing.version! })
            : referenceApi.addStandard(values)
        }
        onClose={(saved) => {
          setEditing(null);
          if (saved) {
            forgetStandards();
            void load();
          }
        }}
      >
        {() => (
          <>
            <Space size="large" wrap>
              <Form.Item
                name="code"
                label={t('admin.standardCode')}
                rules={[{ required: true, message: '请输入标准代码' }]}
              >
                <Input maxLength={20} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item
                name="shortName"
                label={t('admin.shortName')}
                rules={[{ required: true, message: '请输入简称' }]}
              >
                <Input maxLength={40} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="sortNo" label={t('admin.sortNo')}>
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </Space>
            <Form.Item
              name="name"
              label={t('admin.standardName')}
              rules={[{ required: true, message: '请输入标准名称' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="realName"
              label={t('admin.realName')}
              rules={[{ required: true, message: '请输入实际名称' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="fullName"
              label={t('admin.fullName')}
              rules={[{ required: true, message: '请输入全称' }]}
            >
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
        )}
      </EditModal>
    </div>
  );
}
