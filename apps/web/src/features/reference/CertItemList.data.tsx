/** Columns and form fields of the certification-item page (CertItemListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Form, Input, InputNumber, Space } from 'antd';
import type { ListColumn } from '../../shared/list';
import { textColumn } from '../../shared/list/parts';
import { editDeleteActions, keywordSearchField, requiredTextField } from './adminParts';
import type { CertificationItemRecord } from './api';
import type { ReferenceT } from './texts';

export interface CertItemColumnContext {
  t: ReferenceT;
  can: (action: Permission) => boolean;
  edit: (row: CertificationItemRecord) => void;
  remove: (id: string) => Promise<unknown>;
}

export function certItemColumns({
  t,
  can,
  edit,
  remove,
}: CertItemColumnContext): ListColumn<CertificationItemRecord>[] {
  return [
    { key: 'certiCode', title: t('scope.code'), dataIndex: 'certiCode', width: 110 },
    { key: 'description', title: t('scope.description'), dataIndex: 'description', width: 200 },
    { key: 'certiCoverage', title: t('scope.coverage'), dataIndex: 'certiCoverage', ellipsis: true },
    textColumn('certiQualification', t('admin.qualification'), undefined, { ellipsis: true }),
    { key: 'certiEnvironment', title: t('admin.environment'), dataIndex: 'certiEnvironment', ellipsis: true },
    textColumn('certiSecurityAndHealth', t('admin.safety'), undefined, { ellipsis: true }),
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 130,
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {editDeleteActions(t, {
            canEdit: can('sys:certItem:edit'),
            canDelete: can('sys:certItem:delete'),
            edit: () => edit(row),
            remove: () => remove(row.id),
          })}
        </Space>
      ),
    },
  ];
}

export function certItemSearchFields(t: ReferenceT) {
  return keywordSearchField(t);
}

export function certItemFormFields(t: ReferenceT) {
  return (
    <>
      {requiredTextField('certiCode', t('scope.code'), t('rule.subcategory'), 200)}
      {requiredTextField('description', t('scope.description'), t('rule.description'), 200)}
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
  );
}
