/**
 * Form and detail building blocks of every area (import only from lazily loaded pages):
 * `FormPage` (antd form page, read-only mode, unsaved-changes guard), `FormFields` (a data file's
 * field descriptions as Form.Items), `DetailPage` (title card with tabs), `ChangeHistory` (变更记录
 * from the audit trail), `useUnsavedChangesGuard`.
 */
export { ChangeHistory, type HistoryEntry } from './ChangeHistory';
export { DetailPage, type DetailTab } from './DetailPage';
export { type FormField, FormFields } from './FormFields';
export { FormPage, type FormPageProps } from './FormPage';
export { useSaveWithToast } from './useSaveWithToast';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
