/**
 * Preview of a file in a modal: PDF in the built-in viewer, Word (.docx) via docx-preview, images
 * inline, anything else 此文件格式不支持在线预览！ (SPEC.md §7, §8). The viewers of PDF and Word are
 * separate chunks that load only when such a preview opens.
 *
 * @example
 * const [target, setTarget] = useState<PreviewTarget | null>(null);
 * <FilePreviewModal target={target} onClose={() => setTarget(null)} />
 * setTarget({ fileName, contentType, load: () => files.blob(recordId, fileId) });
 */
import { Alert, Modal, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type PreviewKind, previewKindOf } from './previewKind';
import { fileTexts } from './texts';
import './files.css';

const PdfViewer = lazy(() => import('./PdfViewer'));
const DocxViewer = lazy(() => import('./DocxViewer'));

export interface PreviewTarget {
  fileName: string;
  /** As the server decided it from the content. */
  contentType: string;
  load: () => Promise<Blob>;
}

export function FilePreviewModal({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      title={target?.fileName}
      footer={null}
      width="min(1100px, 96vw)"
      onCancel={onClose}
      destroyOnHidden
      className="cb-file-preview-modal"
    >
      {target && <FilePreview target={target} />}
    </Modal>
  );
}

export function FilePreview({ target }: { target: PreviewTarget }) {
  const { t } = fileTexts.useTranslation();
  const kind: PreviewKind = previewKindOf(target);
  const [data, setData] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);

  useEffect(() => {
    if (kind === 'unsupported') return;
    let cancelled = false;
    setData(null);
    setFailed(false);
    target.load().then(
      (blob) => {
        if (!cancelled) setData(blob);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [target, kind]);

  if (kind === 'unsupported')
    return (
      <Alert type="warning" showIcon title={t('unsupportedPreview')} data-testid="preview-unsupported" />
    );
  if (failed) return <Alert type="error" showIcon title={t('previewFailed')} />;
  if (!data) return <Spin className="cb-file-preview-spin" />;
  return (
    <div className="cb-file-preview" data-testid={`preview-${kind}`}>
      <Suspense fallback={<Spin className="cb-file-preview-spin" />}>
        {kind === 'pdf' && <PdfViewer data={data} onError={onError} />}
        {kind === 'word' && <DocxViewer data={data} onError={onError} />}
        {kind === 'image' && (
          <InlineImage data={data} contentType={target.contentType} alt={target.fileName} />
        )}
      </Suspense>
    </div>
  );
}

function InlineImage({ data, contentType, alt }: { data: Blob; contentType: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([data], { type: contentType }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data, contentType]);
  return url ? (
    <img className="cb-file-preview-image" src={url} alt={alt} data-testid="preview-image-img" />
  ) : null;
}
