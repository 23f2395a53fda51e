/**
 * Record files on the web: the panel of a record's documents, its pieces, the preview and the calls.
 * See RecordFiles.tsx for the usual use; the server side is apps/server/src/platform/files/record-files.ts.
 */
export { type RecordFilesApi, recordFilesApi, type UploadOptions, uploadWithProgress } from './api';
export { FilePreview, FilePreviewModal, type PreviewTarget } from './FilePreview';
export { type PreviewKind, previewKindOf } from './previewKind';
export { RecordFileList, type RecordFileListProps } from './RecordFileList';
export { RecordFiles, type RecordFilesProps, recordFilesTab } from './RecordFiles';
export { acceptOf, formatFileSize, MAX_UPLOAD_MB, slotFileError } from './slotRules';
export { recordFilesKey, UploadSlot, type UploadSlotProps } from './UploadSlot';
