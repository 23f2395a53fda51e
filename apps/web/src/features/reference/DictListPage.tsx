import { Button, Drawer, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type DictionaryItemRecord, type DictionaryRecord, referenceApi } from './api';
import { EditModal } from './EditModal';
import { referenceTexts } from './texts';
import { useConfirmDelete } from './useConfirm';

/** 数据字典 (sys/DictList): dictionaries and their items. */
export default function DictListPage() {
  const { t } = referenceTexts.useTranslation();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const can = usePermission();
  const list = useRef<ListPageHandle>(null);
  const reload = () => list.current?.reload();
  const [editing, setEditing] = useState<Partial<DictionaryRecord> | null>(null);
  const [itemsOf, setItemsOf] = useState<DictionaryRecord | null>(null);

  const columns: ListColumn<DictionaryRecord>[] = [
    { key: 'code', title: t('admin.dictCode'), dataIndex: 'code', width: 220 },
    { key: 'name', title: t('admin.dictName'), dataIndex: 'name', width: 200 },
    { key: 'description', title: t('admin.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 220,
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => setItemsOf(row)}>
            {t('admin.items')}
          </Button>
          {can('sys:dict:edit') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('admin.edit')}
            </Button>
          ) : null}
          {can('sys:dict:delete') ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(() => referenceApi.deleteDictionary(row.id).then(reload))}
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
      <ListPage<DictionaryRecord, { keyword?: string }>
        ref={list}
        settingKey="sys:dict:list"
        columns={columns}
        fetchPage={referenceApi.dictionaries}
        searchFields={
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('admin.keyword')} style={{ width: 220 }} />
          </Form.Item>
        }
        toolbar={
          can('sys:dict:add') ? <Button onClick={() => setEditing({})}>{t('admin.add')}</Button> : null
        }
      />
      <EditModal<DictionaryRecord>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        onSave={(values) =>
          editing?.id
            ? referenceApi.editDictionary({ ...values, id: editing.id, version: editing.version! })
            : referenceApi.addDictionary(values)
        }
        onClose={(saved) => {
          setEditing(null);
          if (saved) reload();
        }}
      >
        {() => (
          <>
            <Form.Item
              name="code"
              label={t('admin.dictCode')}
              rules={[{ required: true, message: '请输入字典编码' }]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('admin.dictName')}
              rules={[{ required: true, message: '请输入字典名称' }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="description" label={t('admin.description')}>
              <Input.TextArea maxLength={200} />
            </Form.Item>
          </>
        )}
      </EditModal>
      <Drawer
        title={itemsOf ? `${itemsOf.name}（${itemsOf.code}）` : ''}
        open={itemsOf !== null}
        onClose={() => setItemsOf(null)}
        size="large"
        destroyOnHidden
      >
        {itemsOf ? <DictItems dictionary={itemsOf} editable={can('sys:dict:edit')} /> : null}
      </Drawer>
    </div>
  );
}

function DictItems({ dictionary, editable }: { dictionary: DictionaryRecord; editable: boolean }) {
  const { t } = referenceTexts.useTranslation();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [items, setItems] = useState<DictionaryItemRecord[]>([]);
  const [editing, setEditing] = useState<Partial<DictionaryItemRecord> | null>(null);
  const load = useCallback(
    () => referenceApi.dictionaryItems(dictionary.id).then(setItems, () => {}),
    [dictionary.id],
  );
  useEffect(() => void load(), [load]);

  return (
    <>
      {confirmHolder}
      {editable ? (
        <Button
          style={{ marginBottom: 12 }}
          onClick={() => setEditing({ sortNo: items.length + 1, status: 1 })}
        >
          {t('admin.add')}
        </Button>
      ) : null}
      <Table<DictionaryItemRecord>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={items}
        columns={[
          { title: t('admin.value'), dataIndex: 'value', width: 90 },
          { title: t('admin.text'), dataIndex: 'text' },
          { title: t('admin.textEn'), dataIndex: 'textEn' },
          { title: t('admin.sortNo'), dataIndex: 'sortNo', width: 70 },
          {
            title: t('admin.status'),
            dataIndex: 'status',
            width: 80,
            render: (v: number) =>
              v === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>,
          },
          ...(editable
            ? [
                {
                  title: t('admin.actions'),
                  width: 120,
                  render: (_: unknown, row: DictionaryItemRecord) => (
                    <Space>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('admin.edit')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          confirmDelete(() => referenceApi.deleteDictionaryItem(row.id).then(load))
                        }
                      >
                        {t('admin.delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <EditModal<DictionaryItemRecord>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        onSave={(values) =>
          editing?.id
            ? referenceApi.editDictionaryItem({
                ...values,
                id: editing.id,
                version: editing.version!,
                dictionaryId: dictionary.id,
              })
            : referenceApi.addDictionaryItem({ ...values, dictionaryId: dictionary.id })
        }
        onClose={(saved) => {
          setEditing(null);
          if (saved) void load();
        }}
      >
        {() => (
          <>
            <Form.Item
              name="value"
              label={t('admin.value')}
              rules={[{ required: true, message: '请输入数据值' }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="text"
              label={t('admin.text')}
              rules={[{ required: true, message: '请输入名称' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="textEn" label={t('admin.textEn')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="sortNo" label={t('admin.sortNo')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="status" label={t('admin.status')}>
              <Select
                options={[
                  { value: 1, label: t('admin.enabled') },
                  { value: 0, label: t('admin.disabled') },
                ]}
              />
            </Form.Item>
          </>
        )}
      </EditModal>
    </>
  );
}
