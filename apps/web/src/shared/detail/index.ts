/**
 * Form and detail building blocks of every area (import only from lazily loaded pages):
 * `FormPage` (antd form page, read-only mode, unsaved-changes guard), `SaveFormPage` (a record's
 * 新增 / 编辑 page saved with an Idempotency-Key and a toast), `FormFields` (a data file's
 * field descriptions as Form.Items), `DetailPage` (title card with tabs; `DetailActions`: back to the list, 编辑),
 * `DetailDescriptions` / `DetailTable` (its fields and child rows), `ChangeHistory` (变更记录
 * from the audit trail), `useUnsavedChangesGuard`.
 */
export { ChangeHistory, type HistoryEntry } from './ChangeHistory';
export { DetailDescriptions, DetailTable } from './DetailDescriptions';
export { DetailActions, DetailPage, type DetailTab } from './DetailPage';
export { type FormField, FormFields } from './FormFields';
export { FormPage, type FormPageProps } from './FormPage';
export { type RecordSave, SaveFormPage } from './SaveFormPage';
export { useSaveWithToast } from './useSaveWithToast';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
