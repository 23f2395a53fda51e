/**
 * The built-in PDF viewer (SPEC.md §7 "Preview"): pdf.js renders one page at a time into a canvas,
 * with paging and zoom. This module and pdf.js are their own chunk, loaded when a preview opens;
 * the worker is a file of our own origin (CSP script-src 'self'), and neither eval nor WebAssembly
 * is used. The character maps that Chinese PDFs without embedded fonts need (UniGB-UCS2-H …) and
 * the two symbol fonts ship with the build and are fetched from our origin only when a PDF asks.
 */
import { Button, Space, Spin, Typography } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { fileTexts } from './texts';

GlobalWorkerOptions.workerSrc = workerUrl;

// pdfjs-dist sits in the workspace's root node_modules.
const CMAPS = import.meta.glob<string>('../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const FONTS = import.meta.glob<string>(
  '../../../../../node_modules/pdfjs-dist/standard_fonts/Foxit{Symbol,Dingbats}.pfb',
  { query: '?url&no-inline', import: 'default', eager: true },
);
const byFileName = (urls: Record<string, string>) =>
  new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
const BUNDLED = { cMapUrl: byFileName(CMAPS), standardFontDataUrl: byFileName(FONTS) } as const;

/** pdf.js's BinaryDataFactory, answering from the files bundled above instead of a base URL. */
class BundledBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = BUNDLED[kind as keyof typeof BUNDLED]?.get(filename);
    if (!url) throw new Error(`${kind} ${filename} is not bundled`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${filename}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export default function PdfViewer({ data, onError }: { data: Blob; onError: (error: unknown) => void }) {
  const { t } = fileTexts.useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [rendering, setRendering] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    const task = (async () => {
      const bytes = new Uint8Array(await data.arrayBuffer());
      return getDocument({
        data: bytes,
        isEvalSupported: false,
        useWasm: false,
        useWorkerFetch: false,
        // Markers only: BundledBinaryData resolves the files by name.
        cMapUrl: 'bundled/',
        cMapPacked: true,
        standardFontDataUrl: 'bundled/',
        BinaryDataFactory: BundledBinaryData,
      } as Parameters<typeof getDocument>[0]).promise;
    })();
    task.then(
      (pdf) => {
        loaded = pdf;
        if (cancelled) void pdf.destroy();
        else setDoc(pdf);
      },
      (error) => {
        if (!cancelled) onError(error);
      },
    );
    return () => {
      cancelled = true;
      if (loaded) void loaded.destroy();
    };
  }, [data, onError]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let render: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    void (async () => {
      const page = await doc.getPage(pageNo);
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: ZOOMS[zoom]! * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      render = page.render({ canvas, viewport });
      await render.promise;
      if (!cancelled) {
        canvas.dataset.renderedPage = String(pageNo);
        setRendering(false);
      }
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException') onError(error);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, pageNo, zoom, onError]);

  const pages = doc?.numPages ?? 0;
  return (
    <div className="cb-pdf-viewer" data-testid="pdf-viewer">
      <Space className="cb-pdf-viewer-toolbar" wrap>
        <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
          {t('prev')}
        </Button>
        <Typography.Text data-testid="pdf-page-label">
          {t('page', { page: pageNo, total: pages || '-' })}
        </Typography.Text>
        <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)}>
          {t('next')}
        </Button>
        <Button size="small" disabled={zoom <= 0} onClick={() => setZoom((z) => z - 1)}>
          {t('zoomOut')}
        </Button>
        <Typography.Text>{Math.round(ZOOMS[zoom]! * 100)}%</Typography.Text>
        <Button size="small" disabled={zoom >= ZOOMS.length - 1} onClick={() => setZoom((z) => z + 1)}>
          {t('zoomIn')}
        </Button>
      </Space>
      <div className="cb-pdf-viewer-page">
        {rendering && <Spin className="cb-pdf-viewer-spin" />}
        <canvas ref={canvasRef} data-testid="pdf-page-canvas" />
      </div>
    </div>
  );
}
