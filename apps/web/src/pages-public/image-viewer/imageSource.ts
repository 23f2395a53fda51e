/**
 * Which `src` the public /imageViewer page will show (SPEC.md §2 "/imageViewer (query src)"). The
 * page is public and its address can be sent to anyone, so it must not become a way to run or
 * frame anything: only images of our own origin or of the configured static domain (relative
 * paths are files of that domain, SPEC.md §7), or inline raster images. javascript:, other data:
 * types (SVG, HTML), blob: and foreign hosts are refused.
 */
import { staticUrl } from '../../shared/http/staticUrl';

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/]+=*$/;

export interface ImageSourceContext {
  /** window.location.origin */
  origin: string;
  /** The static file domain (VITE_STATIC_DOMAIN), if any. */
  staticDomain?: string | null | undefined;
}

/**
 * The URL to show, or null when `src` is not allowed.
 * @example imageSource('/files/a.png', { origin: 'https://erp.example' }) // 'https://erp.example/files/a.png'
 * @example imageSource('javascript:alert(1)', { origin: 'https://erp.example' }) // null
 */
export function imageSource(src: string | null | undefined, context: ImageSourceContext): string | null {
  const raw = (src ?? '').trim();
  if (!raw) return null;
  if (/^data:/i.test(raw)) return INLINE_IMAGE.test(raw) ? raw : null;
  const allowed = new Set([context.origin]);
  let staticOrigin: string | null = null;
  if (context.staticDomain) {
    try {
      const url = new URL(context.staticDomain);
      if (url.protocol === 'https:' || url.protocol === 'http:') staticOrigin = url.origin;
    } catch {}
  }
  if (staticOrigin) allowed.add(staticOrigin);
  // A path without scheme or host is a file of the static domain (or of our own origin).
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(raw) && !raw.startsWith('//') && !raw.startsWith('\\');
  const candidate = isRelative && staticOrigin ? staticUrl(raw, context.staticDomain) : raw;
  let url: URL;
  try {
    url = new URL(candidate, context.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowed.has(url.origin) ? url.href : null;
}
