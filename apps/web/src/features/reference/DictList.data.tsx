/** Columns and form fields of the dictionary page (DictListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import type { TableColumnsType } from 'antd';
import { Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { ActionLink, type ListColumn } from '../../shared/list';
import { editDeleteActions, keywordSearchField, requiredTextField } from './adminParts';
import type { DictionaryItemRecord, DictionaryRecord } from './api';
import type { ReferenceT } from './texts';

export interface DictionaryColumnContext {
  t: ReferenceT;
  can: (action: Permission) => boolean;
  showItems: (row: DictionaryRecord) => void;
  edit: (row: DictionaryRecord) => void;
  remove: (id: string) => Promise<unknown>;
}

export function dictionaryColumns({
  t,
  can,
  showItems,
  edit,
  remove,
}: DictionaryColumnContext): ListColumn<DictionaryRecord>[] {
  return [
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
          <ActionLink onClick={() => showItems(row)}>{t('admin.items')}</ActionLink>
          {editDeleteActions(t, {
            canEdit: can('sys:dict:edit'),
            canDelete: can('sys:dict:delete'),
            edit: () => edit(row),
            remove: () => remove(row.id),
          })}
        </Space>
      ),
    },
  ];
}

export function dictionarySearchFields(t: ReferenceT) {
  return keywordSearchField(t);
}

export function dictionaryFormFields(t: ReferenceT) {
  return (
    <>
      {requiredTextField('code', t('admin.dictCode'), t('rule.dictCode'), 64)}
      {requiredTextField('name', t('admin.dictName'), t('rule.dictName'), 60)}
      <Form.Item name="description" label={t('admin.description')}>
        <Input.TextArea maxLength={200} />
      </Form.Item>
    </>
  );
}

const statusTag = (t: ReferenceT) => (v: number) =>
  v === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>;

export interface DictionaryItemColumnContext {
  t: ReferenceT;
  editable: boolean;
  edit: (row: DictionaryItemRecord) => void;
  remove: (id: string) => Promise<unknown>;
}

export function dictionaryItemColumns({
  t,
  editable,
  edit,
  remove,
}: DictionaryItemColumnContext): TableColumnsType<DictionaryItemRecord> {
  return [
    { title: t('admin.value'), dataIndex: 'value', width: 90 },
    { title: t('admin.text'), dataIndex: 'text' },
    { title: t('admin.textEn'), dataIndex: 'textEn' },
    { title: t('admin.sortNo'), dataIndex: 'sortNo', width: 70 },
    { title: t('admin.status'), dataIndex: 'status', width: 80, render: statusTag(t) },
    ...(editable
      ? [
          {
            title: t('admin.actions'),
            width: 120,
            render: (_: unknown, row: DictionaryItemRecord) => (
              <Space>
                {editDeleteActions(t, {
                  canEdit: true,
                  canDelete: true,
                  edit: () => edit(row),
                  remove: () => remove(row.id),
                })}
              </Space>
            ),
          },
        ]
      : []),
  ];
}

export function dictionaryItemFormFields(t: ReferenceT) {
  return (
    <>
      {requiredTextField('value', t('admin.value'), t('rule.itemValue'), 60)}
      {requiredTextField('text', t('admin.text'), t('rule.itemText'), 100)}
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
  );
}
