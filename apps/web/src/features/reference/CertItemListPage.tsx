import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useRef, useState } from 'react';
import { type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CertificationItemRecord, referenceApi } from './api';
import { EditModal } from './EditModal';
import { referenceTexts } from './texts';
import { useConfirmDelete } from './useConfirm';

/** 认证项目库 (sys/CertItemList): the items the scope tool recommends. */
export default function CertItemListPage() {
  const { t } = referenceTexts.useTranslation();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const can = usePermission();
  const list = useRef<ListPageHandle>(null);
  const reload = () => list.current?.reload();
  const [editing, setEditing] = useState<Partial<CertificationItemRecord> | null>(null);

  const columns: ListColumn<CertificationItemRecord>[] = [
    { key: 'certiCode', title: t('scope.code'), dataIndex: 'certiCode', width: 110 },
    { key: 'description', title: t('scope.description'), dataIndex: 'description', width: 200 },
    { key: 'certiCoverage', title: t('scope.coverage'), dataIndex: 'certiCoverage', ellipsis: true },
    {
      key: 'certiQualification',
      title: t('admin.qualification'),
      dataIndex: 'certiQualification',
      ellipsis: true,
    },
    { key: 'certiEnvironment', title: t('admin.environment'), dataIndex: 'certiEnvironment', ellipsis: true },
    {
      key: 'certiSecurityAndHealth',
      title: t('admin.safety'),
      dataIndex: 'certiSecurityAndHealth',
      ellipsis: true,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 130,
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('sys:certItem:edit') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('admin.edit')}
            </Button>
          ) : null}
          {can('sys:certItem:delete') ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(() => referenceApi.deleteCertItem(row.id).then(reload))}
            >
              {t('admin.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="reference-page">
      {confirmHolder}
      <ListPage<CertificationItemRecord, { keyword?: string }>
        ref={list}
        settingKey="sys:certItem:list"
        columns={columns}
        fetchPage={referenceApi.certItems}
        scrollX={1100}
        searchFields={
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('admin.keyword')} style={{ width: 220 }} />
          </Form.Item>
        }
        toolbar={
          can('sys:certItem:add') ? (
            <Button onClick={() => setEditing({ sortNo: 0 })}>{t('admin.add')}</Button>
          ) : null
        }
      />
      <EditModal<CertificationItemRecord>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        width={680}
        onSave={(values) =>
          editing?.id
            ? referenceApi.editCertItem({ ...values, id: editing.id, version: editing.version! })
            : referenceApi.addCertItem(values)
        }
        onClose={(saved) => {
          setEditing(null);
          if (saved) reload();
        }}
      >
        {() => (
          <>
            <Form.Item
              name="certiCode"
              label={t('scope.code')}
              rules={[{ required: true, message: '请输入专业小类' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('scope.description')}
              rules={[{ required: true, message: '请输入业务描述' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="certiCoverage" label={t('scope.coverage')}>
              <Input.TextArea maxLength={500} autoSize />
            </Form.Item>
            <Form.Item name="certiQualification" label={t('admin.qualification')}>
              <Input.TextArea maxLength={1000} autoSize />
            </Form.Item>
            <Form.Item name="certiEnvironment" label={t('admin.environment')}>
              <Input.TextArea maxLength={1000} autoSize />
            </Form.Item>
            <Form.Item name="certiSecurityAndHealth" label={t('admin.safety')}>
              <Input.TextArea maxLength={1000} autoSize />
            </Form.Item>
            <Form.Item name="sortNo" label={t('admin.sortNo')}>
              <InputNumber min={0} max={99999} precision={0} />
            </Form.Item>
          </>
        )}
      </EditModal>
    </div>
  );
}
