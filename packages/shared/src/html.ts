import type { Config, DOMPurify, ElementHook, UponSanitizeAttributeHook } from 'dompurify';

/**
 * The one allow-list for HTML that users write (messages now, content articles next). The server
 * cleans with it on save (apps/server/src/lib/sanitize.ts) and both apps again on render (their
 * SafeHtml component), each through DOMPurify: only the tags, attributes and URL schemes below
 * survive; everything else, event handlers included, is dropped.
 */
export const HTML_ALLOWED_TAGS = [
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
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

/** No style, no class, no id, no data-*: content cannot restyle or address the page around it. */
export const HTML_ALLOWED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

/** Links and images may point only here, or be relative (`/path`, `#anchor`, `page.html`). */
export const HTML_URL_SCHEMES = ['http', 'https', 'mailto'];

/** Named again although the allow-list already leaves them out, so widening it cannot let them back. */
const FORBIDDEN_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'svg', 'math', 'template', 'base', 'link', 'meta'];

export const HTML_SANITIZE_CONFIG = {
  ALLOWED_TAGS: HTML_ALLOWED_TAGS,
  ALLOWED_ATTR: HTML_ALLOWED_ATTRIBUTES,
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${HTML_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i'),
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);
/** What browsers ignore inside a URL (as DOMPurify strips before testing it). */
// eslint-disable-next-line no-control-regex -- the control characters are among what browsers ignore
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** The scheme of a URL as a browser reads it, or null for a relative one. */
export function urlScheme(url: string): string | null {
  return /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(URL_IGNORED, ''))?.[1].toLowerCase() ?? null;
}

/**
 * DOMPurify lets `data:` through on img src whatever the URI pattern says; this drops every URL
 * whose scheme is not allowed (the value arrives entity-decoded), and empty ones, which point
 * back at the page itself.
 */
const dropUnsafeUrl: UponSanitizeAttributeHook = (_node, data) => {
  if (!URL_ATTRIBUTES.has(data.attrName)) return;
  const scheme = urlScheme(data.attrValue);
  if ((scheme !== null && !HTML_URL_SCHEMES.includes(scheme)) || data.attrValue.replace(URL_IGNORED, '') === '') data.keepAttr = false;
};

/** Links open in a new tab that gets no handle on the page (`window.opener`) and no referrer. */
const openLinksApart: ElementHook = (node) => {
  // This package compiles without the DOM lib; these are the only members the hook needs.
  const element = node as unknown as { tagName: string; hasAttribute(name: string): boolean; setAttribute(name: string, value: string): void };
  if (element.tagName === 'A' && element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
};

/**
 * Cleans user HTML with the allow-list above. Takes the DOMPurify instance of the caller's world
 * (the browser's window, or jsdom on the server) and refuses one that cannot sanitize there.
 */
export function sanitizeHtml(purify: DOMPurify, dirty: string): string {
  if (!purify.isSupported) throw new Error('DOMPurify cannot sanitize in this environment');
  // Hooks are added for this call only, so a shared instance keeps no state between callers.
  purify.addHook('uponSanitizeAttribute', dropUnsafeUrl);
  purify.addHook('afterSanitizeAttributes', openLinksApart);
  try {
    return purify.sanitize(dirty, HTML_SANITIZE_CONFIG);
  } finally {
    purify.removeHook('uponSanitizeAttribute', dropUnsafeUrl);
    purify.removeHook('afterSanitizeAttributes', openLinksApart);
  }
}
