/**
 * One upload slot of a record: a document type, a button, the progress of the file going out and
 * the type check of its kind before anything is sent (SPEC.md §5: a Word-only slot refuses other
 * files with 只能上传Word文件！, an Excel-only slot with 只能上传excel文件). The server checks the
 * content again.
 *
 * @example
 * <UploadSlot api={recordFilesApi('/xmsl/cerApplyApi/files')} recordId={id} documentType="xmsl001" kind="word" />
 */
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { labelOf, RECORD_DOCUMENT_TYPES, type RecordFile, type UploadKind } from '@cb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { currentLocale } from '../i18n';
import type { RecordFilesApi } from './api';
import { acceptOf, slotFileError } from './slotRules';
import { fileTexts } from './texts';

export interface UploadSlotProps {
  api: RecordFilesApi;
  recordId: string;
  documentType: string;
  /** What the slot accepts: 'word', 'excel' or any document (default). */
  kind?: UploadKind;
  /** Shown before the button; defaults to the document type's name. */
  label?: ReactNode;
  disabled?: boolean;
  /**
   * Runs when a file is picked, before it is sent: resolves to the record id to file it under (e.g.
   * a new record saved as a draft first), or null when it cannot go ahead (the page said why).
   * Without it the file goes under `recordId`.
   */
  prepare?: () => Promise<string | null>;
  onUploaded?: (file: RecordFile) => void;
}

/** The query key of a record's file list (the slot refreshes it after an upload). */
export const recordFilesKey = (prefix: string, recordId: string) =>
  ['record-files', prefix, recordId] as const;

export function UploadSlot({
  api,
  recordId,
  documentType,
  kind = 'document',
  label,
  disabled,
  prepare,
  onUploaded,
}: UploadSlotProps) {
  const { t } = fileTexts.useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const typeName = labelOf(RECORD_DOCUMENT_TYPES, documentType, currentLocale()) ?? documentType;
  // Only a file on its way out is listed here: an uploaded one appears in the record's file list,
  // a refused one leaves with its message instead of staying under the slot.
  const [sending, setSending] = useState<UploadFile[]>([]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const error = slotFileError(file, kind);
    if (error) {
      void message.error(error);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    const target = prepare ? prepare() : Promise.resolve(recordId);
    target
      .then(async (id) => {
        if (!id) throw new DOMException('Not prepared', 'AbortError');
        const uploaded = await api.upload(id, documentType, file as File, {
          onProgress: (percent) => onProgress?.({ percent }),
          signal: controller.signal,
        });
        return { id, uploaded };
      })
      .then(
        ({ id, uploaded }) => {
          onSuccess?.(uploaded);
          void message.success(t('uploaded'));
          void queryClient.invalidateQueries({ queryKey: recordFilesKey(api.prefix, id) });
          onUploaded?.(uploaded);
        },
        (error: Error) => {
          onError?.(error);
          if (error.name !== 'AbortError') void message.error(error.message || t('uploadFailed'));
        },
      );
    return { abort: () => controller.abort() };
  };

  return (
    <div className="cb-upload-slot" data-testid={`upload-slot-${documentType}`}>
      <span className="cb-upload-slot-label">{label ?? typeName}</span>
      <Upload
        accept={acceptOf(kind)}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled}
        maxCount={1}
        fileList={sending}
        onChange={({ fileList }) => setSending(fileList.filter((f) => f.status === 'uploading'))}
        showUploadList={{ showRemoveIcon: false }}
        // The bar of a file on its way names what it is (axe: aria-progressbar-name).
        progress={
          {
            'aria-label': t('uploadProgress', { type: typeof label === 'string' ? label : typeName }),
          } as UploadProps['progress']
        }
      >
        <Button size="small" icon={<UploadOutlined />} disabled={disabled}>
          {t('upload')}
        </Button>
      </Upload>
    </div>
  );
}
