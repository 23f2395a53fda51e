/**
 * Notice HTML allowlist (SECURITY.md 8): formatting, lists, tables, links and images only. No
 * scripts, styles, event handlers, forms, frames or `javascript:` URLs survive. Applied when a
 * notice is saved and again when it is served; the web app sanitises once more when it renders.
 */
import {
  NOTICE_HTML_ATTRIBUTES,
  NOTICE_HTML_DATA_IMAGE,
  NOTICE_HTML_SCHEMES,
  NOTICE_HTML_STYLES,
  NOTICE_HTML_TAGS,
} from '@cb/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTICE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(NOTICE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedStyles: {
    '*': Object.fromEntries(Object.entries(NOTICE_HTML_STYLES).map(([name, res]) => [name, [...res]])),
  },
  allowedSchemes: [...NOTICE_HTML_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the app and cannot reach back into it.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    typeof frame.attribs.src === 'string' &&
    frame.attribs.src.startsWith('data:') &&
    !NOTICE_HTML_DATA_IMAGE.test(frame.attribs.src),
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The notice as plain text (email/SMS/WeCom bodies and previews). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
