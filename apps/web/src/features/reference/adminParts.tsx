/** Parts the reference-data admin pages (dictionaries, certification items, professional codes) share. */
import { Form, Input } from 'antd';
import { ActionLink } from '../../shared/list/ActionLink';
import { ConfirmActionButton } from '../../shared/list/ConfirmActionButton';
import type { ReferenceT } from './texts';

/**
 * 修改 and 删除 of a row, each only when allowed (a fragment, so the caller's Space spaces the two
 * links as its own children).
 */
export function editDeleteActions(
  t: ReferenceT,
  {
    canEdit,
    canDelete,
    edit,
    remove,
  }: { canEdit: boolean; canDelete: boolean; edit: () => void; remove: () => Promise<unknown> },
) {
  return (
    <>
      {canEdit ? <ActionLink onClick={edit}>{t('admin.edit')}</ActionLink> : null}
      {canDelete ? (
        <ConfirmActionButton
          label={t('admin.delete')}
          title={t('admin.deleteConfirm')}
          done={t('admin.deleted')}
          action={remove}
        />
      ) : null}
    </>
  );
}

/** The search form's one keyword field. */
export function keywordSearchField(t: ReferenceT) {
  return (
    <Form.Item name="keyword">
      <Input allowClear placeholder={t('admin.keyword')} style={{ width: 220 }} />
    </Form.Item>
  );
}

/** A required text field of an edit form. */
export function requiredTextField(name: string, label: string, message: string, maxLength: number) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      <Input maxLength={maxLength} />
    </Form.Item>
  );
}
