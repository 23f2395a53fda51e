/**
 * Word preview through docx-preview (its own chunk, loaded when a preview opens). It renders the
 * document's paragraphs, tables and images as HTML into our own element; nothing of the file runs.
 */
import { useEffect, useRef } from 'react';

export default function DocxViewer({ data, onError }: { data: Blob; onError: (error: unknown) => void }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const styleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const body = bodyRef.current;
    const styles = styleRef.current;
    if (!body || !styles) return;
    let cancelled = false;
    void import('docx-preview')
      .then(({ renderAsync }) =>
        renderAsync(data, body, styles, {
          className: 'cb-docx',
          inWrapper: true,
          ignoreLastRenderedPageBreak: true,
          // Embedded fonts would be blob: fonts (not allowed by our CSP) and alt-chunks are HTML
          // from the file: neither is loaded. Images become blob: URLs, which img-src allows.
          ignoreFonts: true,
          renderAltChunks: false,
          useBase64URL: false,
        }),
      )
      .then(() => {
        if (!cancelled) body.dataset.rendered = 'true';
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(error);
      });
    return () => {
      cancelled = true;
      body.replaceChildren();
      styles.replaceChildren();
    };
  }, [data, onError]);

  return (
    <div className="cb-docx-viewer" data-testid="docx-viewer">
      <div ref={styleRef} />
      <div ref={bodyRef} />
    </div>
  );
}
