/**
 * The files panel of a record, as a detail page's 附件 tab shows it: an upload slot per document
 * type (when editable) above the list of documents with their versions.
 *
 * @example
 * <RecordFiles
 *   prefix="/xmsl/cerApplyApi/files"          // the prefix given to registerRecordFiles on the server
 *   recordId={applyId}
 *   documentTypes={['xmsl001', 'attachment']}
 *   accept={{ xmsl001: 'word' }}              // Word-only / Excel-only slots
 *   editable={canEdit}
 * />
 */
import type { RecordDocumentType, UploadKind } from '@cb/domain';
import { useMemo } from 'react';
import { recordFilesApi } from './api';
import { RecordFileList } from './RecordFileList';
import { UploadSlot } from './UploadSlot';
import './files.css';

export interface RecordFilesProps {
  prefix: string;
  recordId: string;
  documentTypes: readonly RecordDocumentType[];
  accept?: Partial<Record<RecordDocumentType, UploadKind>>;
  editable?: boolean;
}

export function RecordFiles({ prefix, recordId, documentTypes, accept, editable = false }: RecordFilesProps) {
  const api = useMemo(() => recordFilesApi(prefix), [prefix]);
  return (
    <div className="cb-record-files" data-testid="record-files">
      {editable && (
        <div className="cb-upload-slots">
          {documentTypes.map((type) => (
            <UploadSlot
              key={type}
              api={api}
              recordId={recordId}
              documentType={type}
              kind={accept?.[type] ?? 'document'}
            />
          ))}
        </div>
      )}
      <RecordFileList api={api} recordId={recordId} editable={editable} />
    </div>
  );
}

/** A detail page's 附件 tab (key `files`) holding the record's files panel. */
export function recordFilesTab(label: string, props: RecordFilesProps) {
  return { key: 'files', label, children: <RecordFiles {...props} /> };
}
