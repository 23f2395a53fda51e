/**
 * Every file the server answers — an uploaded file, a generated PDF (certificate, audit notice,
 * template preview, batch print), an Excel export, an archive — goes out through `sendDownload`, with
 * the same headers (SECURITY.md 8, issue 30 item 11): its type, its name for saving (UTF-8, with an
 * ASCII fallback), `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox` (opened
 * directly, it runs no script and reaches nothing of the app's origin, whatever it holds) and
 * `Cache-Control: private, no-store`. The web app shows PDFs from a blob URL, which the sandbox does
 * not touch.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Download {
  /** The bytes, or a stream of them (an export written while it is sent). */
  content: Buffer | Readable;
  contentType: string;
  /** The real (Chinese) file name. */
  fileName: string;
  /** The name for old clients; default the file name with every other character as `_`. */
  asciiName?: string;
  /** Shown in the browser (a PDF opened in a tab) rather than saved. */
  inline?: boolean;
}

/** `name` as a quoted-string filename: printable ASCII without quotes or backslashes. */
const asciiOf = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

export function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${asciiOf(file.asciiName ?? file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
