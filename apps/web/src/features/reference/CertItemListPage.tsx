import { Button, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { usePagedList } from '../../shared/hooks/usePagedList';
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
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Partial<CertificationItemRecord> | null>(null);
  const {
    setQuery,
    data,
    loading,
    reload: load,
    pagination,
  } = usePagedList((q) => referenceApi.certItems({ ...q, keyword: q.keyword || undefined }), {
    pageNo: 1,
    pageSize: 10,
    keyword: '',
  });

  return (
    <div className="reference-page">
      {confirmHolder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          allowClear
          value={keyword}
          placeholder={t('admin.keyword')}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => setQuery((q) => ({ ...q, pageNo: 1, keyword: keyword.trim() }))}
          style={{ width: 220 }}
        />
        <Button
          type="primary"
          onClick={() => setQuery((q) => ({ ...q, pageNo: 1, keyword: keyword.trim() }))}
        >
          {t('admin.search')}
        </Button>
        {can('sys:certItem:add') ? (
          <Button onClick={() => setEditing({ sortNo: 0 })}>{t('admin.add')}</Button>
        ) : null}
      </Space>
      <Table<CertificationItemRecord>
        rowKey="id"
        loading={loading}
        dataSource={data.records}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('scope.code'), dataIndex: 'certiCode', width: 110 },
          { title: t('scope.description'), dataIndex: 'description', width: 200 },
          { title: t('scope.coverage'), dataIndex: 'certiCoverage', ellipsis: true },
          { title: t('admin.qualification'), dataIndex: 'certiQualification', ellipsis: true },
          { title: t('admin.environment'), dataIndex: 'certiEnvironment', ellipsis: true },
          { title: t('admin.safety'), dataIndex: 'certiSecurityAndHealth', ellipsis: true },
          {
            title: t('admin.actions'),
            width: 130,
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
                    onClick={() => confirmDelete(() => referenceApi.deleteCertItem(row.id).then(load))}
                  >
                    {t('admin.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
        pagination={pagination}
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
          if (saved) void load();
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
