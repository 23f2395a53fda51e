/**
 * The notice-HTML allowlist (SECURITY.md 8), shared by the server's sanitizer (on save and on
 * display) and the web app's (on render), so the two can never disagree.
 */
export const NOTICE_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'small',
  'font',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'a',
  'img',
] as const;

/** Attributes per tag; `style` is allowed everywhere but filtered to NOTICE_HTML_STYLES. */
export const NOTICE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
  p: ['align'],
  div: ['align'],
  font: ['color'],
  '*': ['style'],
};

/** Every attribute name of NOTICE_HTML_ATTRIBUTES (DOMPurify takes a flat list). */
export const NOTICE_HTML_ATTRIBUTE_NAMES: readonly string[] = [
  ...new Set(Object.values(NOTICE_HTML_ATTRIBUTES).flat()),
];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];
export const NOTICE_HTML_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(bold|normal|[1-9]00)$/],
  'font-style': [/^(italic|normal)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
  'font-size': [/^\d{1,3}(px|pt|em|rem|%)$/],
};

/** Link schemes allowed in href; images may also be inline data URLs of these raster types. */
export const NOTICE_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
export const NOTICE_HTML_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
