/**
 * The one place that renders server HTML (notice content): sanitised with DOMPurify on an
 * allowlist, links forced to open outside the app (ARCHITECTURE.md "Web conventions").
 */
import { NOTICE_HTML_ATTRIBUTE_NAMES, NOTICE_HTML_TAGS } from '@cb/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_HTML_TAGS],
    ALLOWED_ATTR: [...NOTICE_HTML_ATTRIBUTE_NAMES],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP:
      /^(?:https?:|mailto:|data:image\/(?:png|jpeg|gif|webp);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above; this is the one place
  return <div className={className} data-testid="safe-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
